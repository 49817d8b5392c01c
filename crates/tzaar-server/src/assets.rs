//! The web app's files, built into the binary from `web/`.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

use crate::AppState;

/// The app's page: the lobby, and each game at `/game/{id}`.
pub const INDEX_HTML: &str = include_str!("../web/index.html");
/// The page with the rules.
pub const RULES_HTML: &str = include_str!("../web/rules.html");
/// The app's script.
pub const APP_JS: &str = include_str!("../web/app.js");
/// The board's drawing.
pub const BOARD_JS: &str = include_str!("../web/board.js");
/// The style sheet.
pub const STYLE_CSS: &str = include_str!("../web/style.css");

fn file(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";

/// The routes of the pages and static files.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(|| async { file(HTML, INDEX_HTML) }))
        .route("/index.html", get(|| async { file(HTML, INDEX_HTML) }))
        .route("/game/{id}", get(|| async { file(HTML, INDEX_HTML) }))
        .route("/rules", get(|| async { file(HTML, RULES_HTML) }))
        .route("/rules.html", get(|| async { file(HTML, RULES_HTML) }))
        .route("/app.js", get(|| async { file(JS, APP_JS) }))
        .route("/board.js", get(|| async { file(JS, BOARD_JS) }))
        .route("/style.css", get(|| async { file(CSS, STYLE_CSS) }))
}
