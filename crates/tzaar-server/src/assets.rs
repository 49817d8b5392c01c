//! The web app's files, built into the binary from `web/` and served from one table.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::i18n::{self, Arg, Lang};
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
    asset!("analysis.html", HTML),
    asset!("learn.html", HTML),
    asset!("rules.html", HTML),
    asset!("style.css", CSS),
    asset!("analysis.js", JS),
    asset!("app.js", JS),
    asset!("attention.js", JS),
    asset!("account.js", JS),
    asset!("api.js", JS),
    asset!("board.js", JS),
    asset!("clock.js", JS),
    asset!("dialogs.js", JS),
    asset!("explorer.js", JS),
    asset!("game.js", JS),
    asset!("home.js", JS),
    asset!("i18n.js", JS),
    asset!("learn.js", JS),
    asset!("lessons.js", JS),
    asset!("lobby.js", JS),
    asset!("mail.html", HTML),
    asset!("mail.js", JS),
    asset!("picker.js", JS),
    asset!("players.js", JS),
    asset!("prefs.js", JS),
    asset!("reasons.js", JS),
    asset!("review.js", JS),
    asset!("rules.js", JS),
    asset!("score.js", JS),
    asset!("settings.html", HTML),
    asset!("puzzles.html", HTML),
    asset!("puzzles.js", JS),
    asset!("settings.js", JS),
    asset!("championship.html", HTML),
    asset!("championship.js", JS),
    asset!("tournament.html", HTML),
    asset!("tournament.js", JS),
    asset!("tournament-shared.js", JS),
    asset!("tournaments.html", HTML),
    asset!("tournaments.js", JS),
    asset!("social.js", JS),
    asset!("state.js", JS),
    asset!("util.js", JS),
];

/// The pieces the pages share, each put into a page where it says `<!--include NAME-->`: the
/// start of every page (its head and the one header, so that no page's header drifts from the
/// others') and its end (the header's dialogs and the box of the toasts), and the dialog asking
/// before what cannot be undone. A piece may leave slots, `<!--slot NAME-->`, that each page
/// fills in its include, as `NAME='…'`: the start's are the page's title and script.
const PARTS: &[(&str, &str)] = &[
    ("page-start.html", include_str!("../web/page-start.html")),
    ("page-end.html", include_str!("../web/page-end.html")),
    ("header.html", include_str!("../web/header.html")),
    (
        "account-dialogs.html",
        include_str!("../web/account-dialogs.html"),
    ),
    (
        "confirm-dialog.html",
        include_str!("../web/confirm-dialog.html"),
    ),
];

/// How an include begins; it ends at the next `-->`.
const INCLUDE: &str = "<!--include ";

/// `page` with its shared pieces put in, and theirs in them. An include that names no piece, or
/// does not fill exactly the slots of its piece, stays as it is.
fn with_parts(page: &str) -> String {
    let mut out = String::with_capacity(page.len() * 2);
    let mut rest = page;
    while let Some(start) = rest.find(INCLUDE) {
        let Some(len) = rest[start..].find("-->") else {
            break;
        };
        let end = start + len + "-->".len();
        out.push_str(&rest[..start]);
        match piece(&rest[start + INCLUDE.len()..start + len]) {
            Some(text) => out.push_str(&with_parts(&text)),
            None => out.push_str(&rest[start..end]),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The piece an include names (`NAME`, then a value for each of its slots), its slots filled and
/// without its last line break; None if there is no such piece, or the values are not one for
/// each of its slots.
fn piece(include: &str) -> Option<String> {
    let (name, values) = include.split_once(' ').unwrap_or((include, ""));
    let (_, part) = PARTS.iter().find(|(n, _)| *n == name)?;
    let values = slot_values(values)?;
    let mut given: Vec<&str> = values.iter().map(|(slot, _)| *slot).collect();
    given.sort_unstable();
    if given != slots(part) {
        return None;
    }
    // The page's own line break follows the include.
    let part = part.strip_suffix('\n').unwrap_or(part);
    Some(values.iter().fold(part.to_string(), |text, (slot, value)| {
        text.replace(&format!("<!--slot {slot}-->"), value)
    }))
}

/// The names of the slots of `part`, sorted, each once.
fn slots(part: &str) -> Vec<&str> {
    let mut out: Vec<&str> = part
        .split("<!--slot ")
        .skip(1)
        .filter_map(|s| s.split_once("-->"))
        .map(|(name, _)| name)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The values an include gives its piece's slots: `NAME='…'` or `NAME="…"`, separated by
/// spaces; None if they are not written so.
fn slot_values(text: &str) -> Option<Vec<(&str, &str)>> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let (name, after) = rest.split_once('=')?;
        let quote = after.chars().next().filter(|&q| q == '"' || q == '\'')?;
        let (value, after) = after[1..].split_once(quote)?;
        out.push((name, value));
        rest = after.trim_start();
    }
    Some(out)
}

/// `text` made safe to stand in HTML, as text or in a double-quoted attribute.
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// The value of attribute `name` in the start tag `tag` (quoted with `"` or `'`), if any.
fn attribute<'t>(tag: &'t str, name: &str) -> Option<&'t str> {
    for quote in ['"', '\''] {
        let marker = format!(" {name}={quote}");
        if let Some(i) = tag.find(&marker) {
            let rest = &tag[i + marker.len()..];
            return rest.find(quote).map(|end| &rest[..end]);
        }
    }
    None
}

/// The arguments of `data-i18n-args` (a JSON object of texts and numbers).
fn i18n_args(tag: &str) -> Vec<(String, serde_json::Value)> {
    attribute(tag, "data-i18n-args")
        .and_then(|json| {
            serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(json).ok()
        })
        .map(|map| map.into_iter().collect())
        .unwrap_or_default()
}

/// `page` with the English words put into the elements that name them (`data-i18n`, text;
/// `data-i18n-attr`, attributes), so that a page shows its words before its script runs; the
/// script (`i18n.js`) puts the chosen language's in.
fn with_words(page: &str) -> String {
    let mut out = String::with_capacity(page.len() * 2);
    let mut rest = page;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let Some(end) = rest.find('>') else { break };
        let tag = &rest[..end];
        let key = attribute(tag, "data-i18n");
        let attrs = attribute(tag, "data-i18n-attr");
        if key.is_none() && attrs.is_none() {
            out.push_str(&rest[..=end]);
            rest = &rest[end + 1..];
            continue;
        }
        out.push_str(tag);
        for (name, key) in attrs
            .into_iter()
            .flat_map(|a| a.split(';'))
            .filter_map(|pair| pair.split_once(':'))
        {
            let value = i18n::text(Lang::En, key.trim(), &[]);
            out.push_str(&format!(" {}=\"{}\"", name.trim(), escape_html(&value)));
        }
        out.push('>');
        rest = &rest[end + 1..];
        if let Some(key) = key {
            let args = i18n_args(tag);
            let args: Vec<(&str, Arg<'_>)> = args
                .iter()
                .filter_map(|(name, v)| match v {
                    serde_json::Value::Number(n) => Some((name.as_str(), Arg::Number(n.as_f64()?))),
                    serde_json::Value::String(s) => Some((name.as_str(), Arg::Text(s))),
                    _ => None,
                })
                .collect();
            out.push_str(&escape_html(&i18n::text(Lang::En, key, &args)));
        }
    }
    out.push_str(rest);
    out
}

/// What `asset` is served as: a page with its shared pieces and its English words put in
/// (once), any other file as it is.
fn body(asset: &'static Asset) -> &'static str {
    static PAGES: OnceLock<HashMap<&'static str, String>> = OnceLock::new();
    if asset.content_type != HTML {
        return asset.body;
    }
    let pages = PAGES.get_or_init(|| {
        ASSETS
            .iter()
            .filter(|a| a.content_type == HTML)
            .map(|a| (a.name, with_words(&with_parts(a.body))))
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
    ("/unsubscribe", "mail.html"),
    ("/settings", "settings.html"),
    ("/analysis", "analysis.html"),
    ("/learn", "learn.html"),
    ("/puzzles", "puzzles.html"),
    ("/puzzles/{id}", "puzzles.html"),
    ("/tournaments", "tournaments.html"),
    ("/tournaments/{id}", "tournament.html"),
    ("/championships/{id}", "championship.html"),
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
/// `/forgot-password`, `/new-password`, `/verify-email` and `/unsubscribe`, the settings at
/// `/settings`, the analysis board at `/analysis`, the lessons at `/learn`, and the puzzles at
/// `/puzzles` and `/puzzles/{id}`, and the tournaments at `/tournaments` (the list and a new one's
/// form, and the championships) and `/tournaments/{id}` (one tournament), and a championship at
/// `/championships/{id}`.
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
            assert!(
                !text.contains("<!--slot"),
                "{} leaves a slot empty",
                page.name
            );
            assert!(text.starts_with("<!doctype html>\n"), "{}", page.name);
            assert!(text.ends_with("</body>\n</html>\n"), "{}", page.name);
            for once in ["<title", "<script type=\"module\"", "id=\"toasts\""] {
                assert_eq!(text.matches(once).count(), 1, "{}: {once}", page.name);
            }
        }
    }

    #[test]
    fn an_include_fills_the_slots_of_its_piece() {
        let page = with_parts(
            "<!--include page-start.html title='<title data-i18n=\"rules-title\"></title>' \
             script=\"<script type='module' src='/rules.js'></script>\"-->\n<main></main>",
        );
        assert!(page.starts_with("<!doctype html>\n"), "{page}");
        let title = page
            .find("<title data-i18n=\"rules-title\"></title>\n")
            .unwrap();
        let script = page
            .find("<script type='module' src='/rules.js'></script>\n</head>")
            .unwrap();
        let header = page.find("<header class=\"top\">").unwrap();
        assert!(title < script && script < header, "{page}");
        assert!(page.ends_with("</header>\n<main></main>"), "{page}");
        assert!(
            !page.contains("<!--slot") && !page.contains("<!--include"),
            "{page}"
        );
        // A slot left empty, a value for no slot, a value not written as one, or no such
        // piece: the include stays, for the test above to find.
        for include in [
            "<!--include page-start.html title='<title></title>'-->",
            "<!--include page-start.html title='' script='' style=''-->",
            "<!--include page-start.html title='' script=/app.js-->",
            "<!--include header.html title=''-->",
            "<!--include footer.html-->",
        ] {
            assert_eq!(with_parts(include), include);
        }
        let (_, start) = PARTS.iter().find(|(n, _)| *n == "page-start.html").unwrap();
        assert_eq!(slots(start), ["script", "title"]);
    }

    #[test]
    fn pages_are_served_with_their_english_words_in() {
        let index = body(asset("index.html").unwrap());
        assert!(index.contains(r#"<a href="/" data-i18n="nav-games">Games</a>"#));
        assert!(index.contains(">1 (weakest)</span>"), "an argument put in");
        assert!(index.contains(">3 days per turn</option>"), "a plural");
        assert!(index.contains(r#"data-for="random" placeholder="Any (optional)">"#));
        assert!(index.contains(r#"title="Start (Home)" aria-label="Start">«</button>"#));
        let rules = body(asset("rules.html").unwrap());
        assert!(rules.contains(">TZAAR – rules</title>"));
        assert_eq!(
            escape_html(r#"<a href="x">&"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;"
        );
    }

    #[test]
    fn every_page_is_a_file_of_the_table() {
        for (path, name) in PAGES {
            assert!(asset(name).is_some(), "{path} shows {name}");
        }
    }

    /// The Content-Security-Policy runs no inline script or style: a page with one would
    /// silently lose it in every browser.
    #[test]
    fn no_page_or_script_writes_inline_script_or_style() {
        for asset in ASSETS.iter() {
            let text = body(asset);
            if asset.content_type == HTML {
                let mut rest = text;
                while let Some(at) = rest.find("<script") {
                    let tag_end = rest[at..].find('>').map_or(rest.len(), |i| at + i);
                    assert!(
                        rest[at..tag_end].contains("src="),
                        "{}: an inline <script>",
                        asset.name
                    );
                    rest = &rest[tag_end..];
                }
                assert!(!text.contains("<style"), "{}: a <style>", asset.name);
            }
            for written in [" style=\"", " style='", " on"] {
                let found = text.match_indices(written).any(|(i, _)| {
                    written != " on"
                        || text[i + 3..]
                            .split(|c: char| !c.is_ascii_alphabetic())
                            .next()
                            .is_some_and(|w| {
                                !w.is_empty() && text[i + 3 + w.len()..].starts_with('=')
                            })
                });
                assert!(!found, "{}: an inline `{}`", asset.name, written.trim());
            }
        }
    }
}
