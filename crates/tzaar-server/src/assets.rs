//! The web app's files, built into the binary from `web/` and served from one table.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::state::AppState;

/// One file of the web app, served at `/{name}`.
#[derive(Debug, Clone, Copy)]
pub struct Asset {
    /// The file's name in `web/`, and its path on the server after `/`.
    pub name: &'static str,
    /// The `Content-Type` it is served with.
    pub content_type: &'static str,
    /// Its contents.
    pub body: &'static str,
}

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";

/// An [`Asset`] for the file `web/$name`.
macro_rules! asset {
    ($name:literal, $content_type:expr) => {
        Asset {
            name: $name,
            content_type: $content_type,
            body: include_str!(concat!("../web/", $name)),
        }
    };
}

/// Every file of the web app: the pages, the script modules and the style sheet.
pub const ASSETS: &[Asset] = &[
    asset!("index.html", HTML),
    asset!("rules.html", HTML),
    asset!("style.css", CSS),
    asset!("app.js", JS),
    asset!("account.js", JS),
    asset!("api.js", JS),
    asset!("board.js", JS),
    asset!("clock.js", JS),
    asset!("dialogs.js", JS),
    asset!("game.js", JS),
    asset!("home.js", JS),
    asset!("lobby.js", JS),
    asset!("mail.html", HTML),
    asset!("mail.js", JS),
    asset!("players.js", JS),
    asset!("review.js", JS),
    asset!("score.js", JS),
    asset!("social.js", JS),
    asset!("state.js", JS),
    asset!("util.js", JS),
];

/// The pieces the pages share, each put into a page where it says `<!--include NAME-->`:
/// one header (and its dialogs) for every page, so that no page's header drifts from the
/// others'.
const PARTS: &[(&str, &str)] = &[
    ("header.html", include_str!("../web/header.html")),
    (
        "account-dialogs.html",
        include_str!("../web/account-dialogs.html"),
    ),
];

/// `page` with its shared pieces put in.
fn with_parts(page: &str) -> String {
    PARTS.iter().fold(page.to_string(), |text, (name, part)| {
        text.replace(&format!("<!--include {name}-->"), part)
    })
}

/// What `asset` is served as: a page with its shared pieces put in (once), any other file as
/// it is.
fn body(asset: &'static Asset) -> &'static str {
    static PAGES: OnceLock<HashMap<&'static str, String>> = OnceLock::new();
    if asset.content_type != HTML {
        return asset.body;
    }
    let pages = PAGES.get_or_init(|| {
        ASSETS
            .iter()
            .filter(|a| a.content_type == HTML)
            .map(|a| (a.name, with_parts(a.body)))
            .collect()
    });
    pages.get(asset.name).map_or(asset.body, String::as_str)
}

/// Paths that show a page of the table under another name.
const PAGES: &[(&str, &str)] = &[
    ("/", "index.html"),
    ("/game/{id}", "index.html"),
    ("/player/{name}", "index.html"),
    ("/players", "index.html"),
    ("/rules", "rules.html"),
    ("/forgot-password", "mail.html"),
    ("/new-password", "mail.html"),
    ("/verify-email", "mail.html"),
];

/// The file of the table named `name`.
fn asset(name: &str) -> Option<&'static Asset> {
    ASSETS.iter().find(|a| a.name == name)
}

fn serve(asset: &'static Asset) -> Response {
    (
        [
            (header::CONTENT_TYPE, asset.content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body(asset),
    )
        .into_response()
}

/// The page for a path that leads nowhere (outside `/api/`): the app with status 404, which
/// says there is no page here and links home.
pub fn not_found_page() -> Response {
    let page = asset("index.html").expect("the app is a file of the table");
    (StatusCode::NOT_FOUND, serve(page)).into_response()
}

/// The routes of the pages and static files: each file of [`ASSETS`] at `/{name}`, and the
/// pages at `/`, `/game/{id}`, `/player/{name}`, `/players`, `/rules`, and the mail's pages
/// `/forgot-password`, `/new-password` and `/verify-email`.
pub fn routes() -> Router<AppState> {
    let mut router = Router::new();
    for asset in ASSETS {
        router = router.route(
            &format!("/{}", asset.name),
            get(move || async move { serve(asset) }),
        );
    }
    for &(path, name) in PAGES {
        let page = asset(name).expect("every page is a file of the table");
        router = router.route(path, get(move || async move { serve(page) }));
    }
    router
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file added to `web/` and left out of the table would not be served.
    #[test]
    fn every_file_of_the_web_folder_is_in_the_table() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("web/ is readable")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        names.sort();
        let mut served: Vec<&str> = ASSETS.iter().map(|a| a.name).collect();
        served.extend(PARTS.iter().map(|(name, _)| *name));
        served.sort_unstable();
        assert_eq!(names, served);
    }

    #[test]
    fn every_page_has_the_one_header_and_no_piece_left_out() {
        for page in ASSETS.iter().filter(|a| a.content_type == HTML) {
            let text = body(page);
            assert!(
                !text.contains("<!--include"),
                "{} names a missing piece",
                page.name
            );
            assert_eq!(
                text.matches("<header class=\"top\">").count(),
                1,
                "{}",
                page.name
            );
            assert!(text.contains("id=\"sign-dialog\""), "{}", page.name);
        }
    }

    #[test]
    fn every_page_is_a_file_of_the_table() {
        for (path, name) in PAGES {
            assert!(asset(name).is_some(), "{path} shows {name}");
        }
    }
}
