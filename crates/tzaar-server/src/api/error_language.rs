//! The language of the API's error messages: the account's own, else the one `Accept-Language`
//! prefers among the site's, else English. The `error` code never changes; in a language other
//! than English, `message` is the catalogue's `error-<code>` (a general sentence of the code,
//! with the values that matter: the seconds to wait, an illegal action's cells) and `detail`
//! the English message, which says more.
//!
//! Why a middleware around the whole router, fed by a response extension: every error reply
//! passes through it, those the handlers make and those of the layers and fallbacks (origin
//! checks, body limits, the router's 404 and 405) alike, so the language is chosen in one
//! place. `ApiError`'s `IntoResponse` writes the English body and keeps what it says as a
//! [`Said`] extension; the middleware, finding one, writes the body anew from it. Nothing is
//! parsed back from a body, so no odd body can trip it, and every other reply passes as it is.
//! A task-local or a language threaded into `IntoResponse` would need every handler's future
//! wrapped and would miss the errors made outside the handlers.
//!
//! The account's language is its settings' `language`. It is looked up only when an error is
//! answered (two quick reads of the archive at most: the session and the settings), never for
//! a reply that is not an error, and not at all for `storage` and `internal`, whose cause may be
//! the archive itself, nor for the refusals of load (429, 503). [`RequestLang`], put in each request's extensions here, carries what is
//! known already: the viewer's extraction, which looks up the session anyway, notes the account
//! there, so that the session is not looked up twice.

use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;

use super::errors::{ErrorBody, Said};
use crate::accounts::sessions;
use crate::error::Shown;
use crate::i18n::{self, Arg, Lang};
use crate::state::AppState;

/// The longest English `detail` sent beside a message in another language, in characters: the
/// reply stays small whatever the English message quotes.
const MAX_DETAIL: usize = 1000;

/// The language of a request's error messages, in the request's extensions: what its
/// `Accept-Language` prefers, and the request's account once something has read it.
#[derive(Clone, Debug)]
pub struct RequestLang {
    accept: Lang,
    account: Arc<OnceLock<Option<i64>>>,
}

impl RequestLang {
    /// The language `Accept-Language` asks for among the site's (English without the header
    /// or without a language the site speaks), the account not known yet.
    pub fn from_headers(headers: &HeaderMap) -> RequestLang {
        let accept = headers
            .get_all(header::ACCEPT_LANGUAGE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect::<Vec<_>>()
            .join(",");
        RequestLang {
            accept: Lang::from_accept_language(&accept),
            account: Arc::default(),
        }
    }

    /// The language `Accept-Language` asks for.
    pub fn accept(&self) -> Lang {
        self.accept
    }

    /// Notes the request's account (`None`: no live session), as the viewer's extraction found
    /// it; the first note stands.
    pub fn note_account(&self, account: Option<i64>) {
        let _ = self.account.set(account);
    }

    /// The request's account if it has been noted: `Some(None)` for none.
    pub fn account(&self) -> Option<Option<i64>> {
        self.account.get().copied()
    }
}

/// The middleware: puts a [`RequestLang`] in the request's extensions and answers an error
/// reply (one that carries a [`Said`]) in the account's language, else `Accept-Language`'s.
pub async fn answer_in_language(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let chosen = RequestLang::from_headers(request.headers());
    request.extensions_mut().insert(chosen.clone());
    // What proves a session, kept (cheap clones) in case an error needs the account.
    let mut proofs = HeaderMap::new();
    for name in [header::COOKIE, header::AUTHORIZATION] {
        for value in request.headers().get_all(&name) {
            proofs.append(name.clone(), value.clone());
        }
    }
    let mut response = next.run(request).await;
    let Some(said) = response.extensions_mut().remove::<Said>() else {
        return response;
    };
    response
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    let status = response.status();
    let lang = match account_language(&state, &chosen, &proofs, said.code, status).await {
        Some(lang) => lang,
        None => chosen.accept(),
    };
    in_language(response, &said, lang)
}

/// The language the request's account has chosen in its settings, if it has an account and
/// has chosen one. Nothing is looked up for an error of the archive or of the server itself,
/// nor for a refusal of load (429, 503): a flood of refused requests must not cost the archive
/// a read each.
async fn account_language(
    state: &AppState,
    chosen: &RequestLang,
    proofs: &HeaderMap,
    code: &str,
    status: StatusCode,
) -> Option<Lang> {
    let load = [
        StatusCode::TOO_MANY_REQUESTS,
        StatusCode::SERVICE_UNAVAILABLE,
    ];
    if matches!(code, "storage" | "internal") || load.contains(&status) {
        return None;
    }
    let id = match chosen.account() {
        Some(noted) => noted?,
        None => {
            let tokens = sessions::presented_tokens(proofs);
            if tokens.is_empty() {
                return None;
            }
            state.accounts().session(tokens).await.ok()??.0.id
        }
    };
    let settings = state.accounts().settings(id).await.ok()?;
    settings.language.as_deref().and_then(Lang::from_code)
}

/// `response`, the reply of `said`, with its body in `lang`; as it is in English, or when the
/// catalogue cannot say it.
fn in_language(response: Response, said: &Said, lang: Lang) -> Response {
    let Some(message) = message_in(lang, said, response.status()) else {
        return response;
    };
    let detail = match said.message.char_indices().nth(MAX_DETAIL) {
        Some((cut, _)) => format!("{}…", &said.message[..cut]),
        None => said.message.clone(),
    };
    let body = ErrorBody {
        error: said.code,
        message,
        detail: Some(detail),
    };
    let Ok(bytes) = serde_json::to_vec(&body) else {
        return response;
    };
    let (mut parts, _) = response.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    Response::from_parts(parts, Body::from(bytes))
}

/// What `said` (answered with `status`) says in `lang`: the catalogue's `error-<code>` with the
/// error's values and `$status` (which tells apart the meanings of a code used twice), after a
/// record's line and column. None for English, whose message is the detailed one already, and
/// when `lang`'s catalogue has no whole message for the code.
pub fn message_in(lang: Lang, said: &Said, status: StatusCode) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let mut args: Vec<(&str, Arg<'_>)> = said
        .args
        .iter()
        .map(|(name, value)| {
            let arg = match value {
                Shown::Text(t) => Arg::Text(t),
                Shown::Number(n) => Arg::from(*n),
            };
            (*name, arg)
        })
        .collect();
    args.push(("status", Arg::from(i64::from(status.as_u16()))));
    let message = i18n::text_whole(lang, &format!("error-{}", said.code), &args)?;
    match said.place {
        None => Some(message),
        Some((line, column)) => {
            let number = |n: usize| Arg::from(i64::try_from(n).unwrap_or(i64::MAX));
            i18n::text_whole(
                lang,
                "record-error-at",
                &[
                    ("line", number(line)),
                    ("column", number(column)),
                    ("message", Arg::Text(&message)),
                ],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ApiError;
    use tzaar_core::{GameError, IllegalAction};

    fn said(e: &ApiError) -> Said {
        Said {
            code: e.code(),
            message: e.to_string(),
            args: e.args(),
            place: e.place(),
        }
    }

    #[test]
    fn the_header_names_a_language_and_the_first_note_of_the_account_stands() {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, "de-CH, fr;q=0.5".parse().unwrap());
        let lang = RequestLang::from_headers(&headers);
        assert_eq!(lang.accept(), Lang::De);
        assert_eq!(lang.account(), None);
        lang.clone().note_account(Some(7));
        lang.note_account(None);
        assert_eq!(lang.account(), Some(Some(7)));
        assert_eq!(
            RequestLang::from_headers(&HeaderMap::new()).accept(),
            Lang::En
        );
    }

    #[test]
    fn english_keeps_its_detailed_message() {
        let e = ApiError::NotLoggedIn;
        assert_eq!(
            message_in(Lang::En, &said(&e), StatusCode::UNAUTHORIZED),
            None
        );
    }

    #[test]
    fn the_seconds_to_wait_take_the_languages_plural() {
        let e = |retry_after| ApiError::TooManyAttempts { retry_after };
        let pl = |n| message_in(Lang::Pl, &said(&e(n)), StatusCode::TOO_MANY_REQUESTS).unwrap();
        assert!(pl(1).contains("1 sekundę"), "{}", pl(1));
        assert!(pl(3).contains("3 sekundy"), "{}", pl(3));
        assert!(pl(25).contains("25 sekund"), "{}", pl(25));
        let de = message_in(Lang::De, &said(&e(1)), StatusCode::TOO_MANY_REQUESTS).unwrap();
        assert!(de.contains("1 Sekunde"), "{de}");
    }

    #[test]
    fn an_illegal_action_names_its_cells_and_a_code_used_twice_its_meaning() {
        let (from, to) = ("D4".parse().unwrap(), "C3".parse().unwrap());
        let e = ApiError::from(GameError::Illegal(IllegalAction::NotOnALine { from, to }));
        let illegal = message_in(Lang::De, &said(&e), StatusCode::CONFLICT).unwrap();
        assert!(
            illegal.contains("D4") && illegal.contains("C3"),
            "{illegal}"
        );
        // `blocked` is a stack in the way (409) and a player's block (403), which names no cells.
        let blocker = "D3".parse().unwrap();
        let e = ApiError::from(GameError::Illegal(IllegalAction::Blocked {
            from,
            to,
            blocker,
        }));
        let fr = message_in(Lang::Fr, &said(&e), StatusCode::CONFLICT).unwrap();
        assert_eq!(fr, "La pile en D3 se trouve entre D4 et C3.");
        let block = ApiError::forbidden("blocked", "This player does not accept ...");
        let fr = message_in(Lang::Fr, &said(&block), StatusCode::FORBIDDEN).unwrap();
        assert!(fr.starts_with("Ce joueur"), "{fr}");
        // A message whose values are missing is not sent with a hole: the English stays.
        let bare = ApiError::conflict("too-tall", "the stack on ... is taller");
        assert_eq!(
            message_in(Lang::Fr, &said(&bare), StatusCode::CONFLICT),
            None
        );
    }

    #[test]
    fn a_record_error_says_its_line_and_column() {
        let e = ApiError::from(tzaar_core::Record::from_bytes(b"}").unwrap_err());
        let it = message_in(Lang::It, &said(&e), StatusCode::BAD_REQUEST).unwrap();
        assert!(it.starts_with("Riga 1, colonna "), "{it}");
    }

    #[test]
    fn a_code_without_words_keeps_the_english() {
        let e = ApiError::bad("no-such-code", "what it says");
        assert_eq!(
            message_in(Lang::Nl, &said(&e), StatusCode::BAD_REQUEST),
            None
        );
    }
}
