//! The API's JSON bodies and errors as clients see them: a body must be a JSON object of the
//! expected fields, and every error under `/api/` is the API's JSON, with words for people and
//! never the server's own type names.

use axum::Json;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use serde::de::DeserializeOwned;

use super::errors::{Said, error_response};
use crate::error::ApiError;

/// A request body: a JSON object read into `T`. Anything else (an array, a string, `null`)
/// is 400 `bad-json`, as is an object of the wrong shape, with a message naming the field or
/// the kind of value that was wrong.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let Json(value) = Json::<serde_json::Value>::from_request(req, state).await?;
        if !value.is_object() {
            return Err(ApiError::bad(
                "bad-json",
                "the body must be a JSON object of named fields, `{...}`",
            ));
        }
        serde_json::from_value(value)
            .map(JsonBody)
            .map_err(|e| ApiError::bad("bad-json", plain_words(&e.to_string())))
    }
}

/// A message of the JSON reader with the server's type names put in words: `expected u64`
/// becomes `expected a whole number`, `expected struct PlayRequest` `expected an object`.
fn plain_words(message: &str) -> String {
    let Some((head, expected)) = message.split_once(", expected ") else {
        return message.to_string();
    };
    let first = expected.split_whitespace().next().unwrap_or("");
    let words = match first {
        "struct" | "map" => "an object",
        "enum" => "one of the values this field takes",
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number, 0 or more",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        _ => return message.to_string(),
    };
    format!("{head}, expected {words}")
}

/// The middleware that answers every error under `/api/` as the API's JSON: errors the
/// handlers make already are; those of the router and the extractors (an unreadable path, a
/// refused WebSocket upgrade) come as plain text, and get a code and words of ours instead.
pub async fn json_errors(request: Request, next: Next) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !api || is_json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let (error, message) = match status {
        StatusCode::NOT_FOUND => ("not-found", "there is nothing at this path"),
        StatusCode::METHOD_NOT_ALLOWED => {
            ("method-not-allowed", "this path does not take this method")
        }
        StatusCode::PAYLOAD_TOO_LARGE => ("too-large", "the request body is too large"),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            "unsupported-media-type",
            "send the body as `Content-Type: application/json`",
        ),
        StatusCode::UPGRADE_REQUIRED => (
            "upgrade-required",
            "this path is a WebSocket: open it as one",
        ),
        s if s.is_server_error() => ("internal", "the server could not answer this request"),
        _ => (
            "bad-request",
            "the request is malformed: its path, query or headers cannot be read (a path must \
             be UTF-8 text)",
        ),
    };
    let said = Said {
        code: error,
        message: message.to_string(),
        args: Vec::new(),
        place: None,
    };
    error_response(status, said)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_become_words() {
        assert_eq!(
            plain_words("invalid type: null, expected struct PlayRequest"),
            "invalid type: null, expected an object"
        );
        assert_eq!(
            plain_words("invalid value: integer `-1`, expected u64 at line 1 column 9"),
            "invalid value: integer `-1`, expected a whole number, 0 or more"
        );
        assert_eq!(
            plain_words("invalid type: string \"x\", expected a string"),
            "invalid type: string \"x\", expected a string"
        );
        assert_eq!(plain_words("missing field `text`"), "missing field `text`");
    }
}
