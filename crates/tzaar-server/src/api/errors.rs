//! How an [`ApiError`] is answered over HTTP: its status, its JSON body
//! `{"error": "<stable-code>", "message": "<clear text>"}` and `Retry-After` where waiting
//! helps; and the errors of axum's extractors as `ApiError`s.
//!
//! The body is written in English here, and the response carries what it says as a [`Said`]
//! (an extension, never sent) for `api::error_language`, which answers it in the request's
//! language.

use axum::Json;
use axum::extract::rejection::{BytesRejection, JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::error::{ApiError, Shown};

/// The HTTP status of `error`.
pub fn status(error: &ApiError) -> StatusCode {
    match error {
        ApiError::BadRequest { .. } | ApiError::Record(_) | ApiError::NotLegal(_) => {
            StatusCode::BAD_REQUEST
        }
        ApiError::MissingToken | ApiError::NotLoggedIn | ApiError::Unauthorized { .. } => {
            StatusCode::UNAUTHORIZED
        }
        ApiError::UnknownPlayer(_) | ApiError::UnknownSeek(_) => StatusCode::NOT_FOUND,
        ApiError::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
        ApiError::WrongToken | ApiError::Forbidden { .. } => StatusCode::FORBIDDEN,
        ApiError::UnknownGame(_) | ApiError::NotFound(_) | ApiError::Missing { .. } => {
            StatusCode::NOT_FOUND
        }
        ApiError::Conflict { .. } | ApiError::Game(_) => StatusCode::CONFLICT,
        ApiError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
        ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
        ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
        ApiError::Busy | ApiError::TooBusy(_) | ApiError::Unavailable { .. } => {
            StatusCode::SERVICE_UNAVAILABLE
        }
        ApiError::Gone { .. } => StatusCode::GONE,
        ApiError::Timeout(_) => StatusCode::REQUEST_TIMEOUT,
        ApiError::Storage(_) | ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The body of every error reply.
#[derive(serde::Serialize, Debug, Clone)]
pub struct ErrorBody {
    /// The stable code, e.g. `bad-json`.
    pub error: &'static str,
    /// What went wrong, for people, in the request's language.
    pub message: String,
    /// The English message, when `message` is in another language (which says less: a
    /// general sentence of the code, with the values that matter).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// What an error reply says, kept with the response (as an extension, never sent) so that
/// `api::error_language` can say it in another language without reading the body back.
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    /// The stable code.
    pub code: &'static str,
    /// The English message, as the body has it.
    pub message: String,
    /// The values the code's message in the catalogues shows ([`ApiError::args`]).
    pub args: Vec<(&'static str, Shown)>,
    /// A record's line and column ([`ApiError::place`]).
    pub place: Option<(usize, usize)>,
}

/// An error reply: `status`, the JSON body of what `said` says in English, and `said` itself
/// as the response's extension.
pub fn error_response(status: StatusCode, said: Said) -> Response {
    let body = ErrorBody {
        error: said.code,
        message: said.message.clone(),
        detail: None,
    };
    let mut res = (status, Json(body)).into_response();
    res.extensions_mut().insert(said);
    res
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        // A failure of ours is an error; a refusal (busy, too many) is expected under load
        // and is not logged here, so that no client can flood the log with them.
        if matches!(self, ApiError::Storage(_) | ApiError::Internal(_)) {
            tracing::error!(error = %self, "request failed");
        }
        let said = Said {
            code: self.code(),
            message: self.to_string(),
            args: self.args(),
            place: self.place(),
        };
        let mut res = error_response(status(&self), said);
        let retry_after = match self {
            ApiError::TooManyAttempts { retry_after }
            | ApiError::TooManyRequests { retry_after, .. } => Some(retry_after),
            ApiError::Busy | ApiError::TooBusy(_) => Some(1),
            _ => None,
        };
        if let Some(seconds) = retry_after {
            res.headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        res
    }
}

/// A body that could not be read: too large, or cut off.
fn from_status(status: StatusCode, text: String) -> ApiError {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::TooLarge(format!(
            "the request body is too large ({text}); the API accepts at most 64 KiB, which \
             is room for any game's record"
        )),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ApiError::UnsupportedMediaType(format!(
            "{text}: send the body as `Content-Type: application/json`"
        )),
        _ => ApiError::bad("bad-json", text),
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        from_status(r.status(), r.body_text())
    }
}

impl From<BytesRejection> for ApiError {
    fn from(r: BytesRejection) -> ApiError {
        from_status(r.status(), r.body_text())
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::bad("bad-query", r.body_text())
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> ApiError {
        ApiError::bad("bad-path", r.body_text())
    }
}
