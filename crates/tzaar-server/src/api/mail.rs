//! E-mail's endpoints: whether mail is on, an account's address, the link verifying it, and a
//! new password by mail. Their codes: 400 `bad-email`, `bad-token`; 410 `token-expired`,
//! `token-used`; 429 `too-many-mails`; 503 `mail-off`.

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;

use super::account_types::{EmailChange, MailReply, ResetConfirm, ResetRequest, TokenBody};
use super::body::JsonBody;
use super::extract::{ClientKey, SignedIn};
use crate::accounts::passwords::check_password;
use crate::error::ApiError;
use crate::mail::check_email;
use crate::state::AppState;

/// `GET /api/mail`: `{"enabled": bool}`, whether this server sends mail.
pub async fn mail(State(state): State<AppState>) -> Json<MailReply> {
    Json(MailReply {
        enabled: state.mail().enabled(),
    })
}

/// `PUT /api/me/email` `{"email": "…"}` or `{"email": null}`: the account's new address,
/// unverified (a link verifying it is mailed), or none; 204. 400 `bad-email`, 401
/// `not-logged-in`, 429 `too-many-mails`.
pub async fn set_email(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
    JsonBody(req): JsonBody<EmailChange>,
) -> Result<StatusCode, ApiError> {
    let email = req.email.as_deref().map(check_email).transpose()?;
    state.mail().set_email(&account, email).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/email/verify` `{"token"}`: the address the link was mailed to is verified; 204.
/// 400 `bad-token`, 410 `token-expired` or `token-used`.
pub async fn verify(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<TokenBody>,
) -> Result<StatusCode, ApiError> {
    state.mail().verify(req.token).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/password-reset` `{"email"}`: 202 whether or not the address is an account's; a
/// link choosing a new password is mailed if it is an account's verified address. 400
/// `bad-email`, 429 `too-many-mails`, 503 `mail-off`.
pub async fn request_reset(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    JsonBody(req): JsonBody<ResetRequest>,
) -> Result<StatusCode, ApiError> {
    let email = check_email(&req.email)?;
    state.mail().request_reset(email, &client).await?;
    Ok(StatusCode::ACCEPTED)
}

/// `POST /api/password-reset/confirm` `{"token", "password"}`: the account's new password;
/// every session of it ends; 204. 400 `bad-password` or `bad-token`, 410 `token-expired` or
/// `token-used`, 503 `mail-off`.
pub async fn confirm_reset(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<ResetConfirm>,
) -> Result<StatusCode, ApiError> {
    check_password(&req.password)?;
    state
        .mail()
        .reset_password(req.token.0, req.password.0)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The token of an unsubscribe request: in the query (a one-click POST from a mail program,
/// RFC 8058, whose body is a form) or in a JSON body `{"token"}` (the page).
#[derive(serde::Deserialize, Default)]
pub struct UnsubscribeQuery {
    /// The link's token.
    pub token: Option<String>,
}

/// `POST /api/unsubscribe?token=…` (any body) or `POST /api/unsubscribe` `{"token"}`: the
/// notice the link names (or every notice) is turned off for its account; 204. No session is
/// needed: the token is the proof. 400 `bad-token`.
pub async fn unsubscribe(
    State(state): State<AppState>,
    query: Result<Query<UnsubscribeQuery>, QueryRejection>,
    body: Bytes,
) -> Result<StatusCode, ApiError> {
    let Query(query) = query?;
    let token = match query.token {
        Some(token) => token,
        None => {
            serde_json::from_slice::<TokenBody>(&body)
                .map_err(|_| {
                    ApiError::bad(
                        "bad-token",
                        "give the link's token as ?token=… or as {\"token\": \"…\"}",
                    )
                })?
                .token
        }
    };
    state.mail().unsubscribe(&token).await?;
    Ok(StatusCode::NO_CONTENT)
}
