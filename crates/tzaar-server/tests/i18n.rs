//! The site's languages: the two endpoints the browser reads them from, and checks of the web
//! app's sources against the English catalogue (every key used, every key used there, no English
//! words left in the pages outside the catalogue).

#[path = "common/codes.rs"]
mod codes;
mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::*;
use serde_json::json;
use tzaar_server::i18n::{self, Lang};

#[tokio::test]
async fn the_languages_are_listed_in_their_own_names() {
    let r = router(&state());
    let reply = get(&r, "/api/languages").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.json(),
        json!([
            {"code": "en", "name": "English"},
            {"code": "de", "name": "Deutsch"},
            {"code": "fr", "name": "Français"},
            {"code": "it", "name": "Italiano"},
            {"code": "nl", "name": "Nederlands"},
            {"code": "es", "name": "Español"},
            {"code": "pl", "name": "Polski"},
        ])
    );
    assert!(reply.headers.get(header::ETAG).is_some());
}

#[tokio::test]
async fn each_catalogue_is_served_compiled_and_revalidated_by_its_etag() {
    let r = router(&state());
    for lang in Lang::ALL {
        let reply = get(&r, &format!("/api/i18n/{}", lang.code())).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
        let v = reply.json();
        assert_eq!(v["lang"], lang.code());
        let messages = v["messages"].as_object().unwrap();
        assert_eq!(messages.len(), i18n::keys(Lang::En).len());
        assert_eq!(
            reply.headers[header::CONTENT_TYPE],
            "application/json",
            "{}",
            lang.code()
        );
        let etag = reply.headers[header::ETAG].to_str().unwrap().to_string();
        assert!(etag.starts_with('"') && etag.len() > 10, "{etag}");
        // The same words again: 304, no body.
        let again = send(
            &r,
            Request::get(format!("/api/i18n/{}", lang.code()))
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED);
        assert!(again.body.is_empty());
    }
    let en = get(&r, "/api/i18n/en").await.json();
    assert_eq!(en["messages"]["nav-games"], "Games");
    assert_eq!(
        en["messages"]["archive-page"][0], "Page ",
        "{}",
        en["messages"]["archive-page"]
    );
    // Each language's own validator.
    let de = get(&r, "/api/i18n/de").await;
    let en = get(&r, "/api/i18n/en").await;
    assert_ne!(de.headers[header::ETAG], en.headers[header::ETAG]);
}

#[tokio::test]
async fn a_language_the_site_does_not_speak_is_404_with_the_apis_error() {
    let r = router(&state());
    for code in ["xx", "EN", "de-AT", "english"] {
        get(&r, &format!("/api/i18n/{code}"))
            .await
            .assert_error(404, "not-found");
    }
}

// ---- The web app's sources against the catalogue

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web")
}

/// Every file of `web/` with its text.
fn web_files() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(web_dir())
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    out.sort();
    out
}

/// The text of every `.rs` file below `dir`.
fn rust_sources(dir: &Path, out: &mut String) {
    let mut files = Vec::new();
    codes::rust_files(dir, &mut files);
    for (_, text) in &files {
        // The server's own tests of the catalogue name keys too; they are not a use. Only
        // that file's tests are left out, not the files read after it.
        let tests =
            "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn accept_language";
        out.push_str(text.find(tests).map_or(text.as_str(), |i| &text[..i]));
    }
}

/// `text` without its comment lines (`//`, and ` * ` inside `/** */`), which may show the forms
/// they describe.
fn without_comments(text: &str) -> String {
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            !(l.starts_with("//") || l.starts_with("/*") || l.starts_with('*'))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The keys a web file names: `data-i18n="KEY"`, each `NAME:KEY` of `data-i18n-attr`, and the
/// first argument of each `t('KEY'` call (outside comments).
fn keys_named(text: &str) -> BTreeSet<String> {
    let text = without_comments(text);
    let text = text.as_str();
    let mut out = BTreeSet::new();
    let mut attr = |marker: &str, each: &dyn Fn(&str) -> Vec<String>| {
        let mut rest = text;
        while let Some(i) = rest.find(marker) {
            rest = &rest[i + marker.len()..];
            let end = rest.find('"').expect("a closed attribute");
            out.extend(each(&rest[..end]));
        }
    };
    attr("data-i18n=\"", &|v| vec![v.to_string()]);
    attr("data-i18n-attr=\"", &|v| {
        v.split(';')
            .filter_map(|pair| pair.split_once(':'))
            .map(|(_, k)| k.trim().to_string())
            .collect()
    });
    for quote in ['\'', '"'] {
        let marker = format!("t({quote}");
        let mut rest = text;
        while let Some(i) = rest.find(&marker) {
            // `t(` alone, not the end of another name (`set(`, `sort(`).
            let before = rest[..i].chars().last();
            rest = &rest[i + marker.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                continue;
            }
            let end = rest.find(quote).expect("a closed string");
            out.insert(rest[..end].to_string());
        }
    }
    out
}

#[test]
fn every_key_the_web_app_names_is_in_the_english_catalogue() {
    let english: BTreeSet<&str> = i18n::keys(Lang::En).into_iter().collect();
    let mut named = 0;
    for (name, text) in web_files() {
        for key in keys_named(&text) {
            named += 1;
            assert!(
                english.contains(key.as_str()),
                "{name} names {key}, which en.ftl lacks"
            );
        }
    }
    assert!(named > 100, "only {named} keys found: the scan is broken");
}

#[test]
fn every_english_key_is_used_by_the_web_app_or_the_server() {
    let mut used = String::new();
    let mut named = BTreeSet::new();
    for (_, text) in web_files() {
        used.push_str(&text);
        named.extend(keys_named(&text));
    }
    let mut server = String::new();
    rust_sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut server,
    );
    used.push_str(&server);
    // `error-<code>` is the message of an error the server answers with (`api::error_language`
    // makes the key): used while the code is one the server can answer with.
    let codes = codes::error_codes();
    let unused: Vec<&str> = i18n::keys(Lang::En)
        .into_iter()
        .filter(|k| match k.strip_prefix("error-") {
            Some(code) => !codes.contains(code),
            None => {
                !named.contains(*k)
                    && !["'", "\"", "`"]
                        .iter()
                        .any(|q| used.contains(&format!("{q}{k}{q}")))
            }
        })
        .collect();
    assert!(unused.is_empty(), "keys of en.ftl nothing uses: {unused:?}");
}

/// Words that are the same in every language and may stand in a page as they are.
const NOT_WORDS: &[&str] = &["TZAAR"];

/// Whether `text` (a text node, or a string put on the page) holds a word of some language:
/// two letters in a row, outside the names allowed as they are.
fn has_words(text: &str) -> bool {
    let mut t = text.to_string();
    for allowed in NOT_WORDS {
        t = t.replace(allowed, " ");
    }
    let chars: Vec<char> = t.chars().collect();
    chars
        .windows(2)
        .any(|w| w[0].is_alphabetic() && w[1].is_alphabetic())
}

/// The text between tags of an HTML file, outside comments, scripts and styles.
fn text_nodes(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.find("-->").map_or("", |i| &after[i + 3..]);
        } else if rest.starts_with("<script") || rest.starts_with("<style") {
            let close = if rest.starts_with("<script") {
                "</script>"
            } else {
                "</style>"
            };
            rest = rest.find(close).map_or("", |i| &rest[i + close.len()..]);
        } else if rest.starts_with('<') {
            rest = rest.find('>').map_or("", |i| &rest[i + 1..]);
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            out.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    out
}

#[test]
fn no_english_words_are_left_in_the_pages_text() {
    let mut found = Vec::new();
    let mut nodes = 0;
    for (name, text) in web_files()
        .into_iter()
        .filter(|(n, _)| n.ends_with(".html"))
    {
        for node in text_nodes(&text) {
            nodes += 1;
            if has_words(&node) {
                found.push(format!("{name}: {:?}", node.trim()));
            }
        }
    }
    assert!(nodes > 50, "only {nodes} text nodes: the scan is broken");
    assert!(
        found.is_empty(),
        "words outside the catalogue:\n{}",
        found.join("\n")
    );
}

/// The attributes a person reads, which must come from the catalogue too.
const READ_ATTRIBUTES: &[&str] = &["title", "placeholder", "aria-label", "alt"];

#[test]
fn no_english_words_are_left_in_the_pages_attributes() {
    let mut found = Vec::new();
    for (name, text) in web_files()
        .into_iter()
        .filter(|(n, _)| n.ends_with(".html"))
    {
        for attr in READ_ATTRIBUTES {
            let marker = format!(" {attr}=\"");
            let mut rest = text.as_str();
            while let Some(i) = rest.find(&marker) {
                rest = &rest[i + marker.len()..];
                let value = &rest[..rest.find('"').unwrap()];
                // The import box's example is a record, and the action box's shows notation:
                // names and notation, not words to say.
                let notation = value.starts_with("[Setup") || value.starts_with("D4xC3");
                if has_words(value) && !notation {
                    found.push(format!("{name}: {attr}={value:?}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "words outside the catalogue:\n{}",
        found.join("\n")
    );
}

/// The string literals and templates of one line of script, outside what is in `${...}` (each
/// such part a `·`), except class names (`cls: '...'`, `className = '...'`).
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut before = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'/') {
            break;
        }
        before.push(c);
        if c == '\'' || c == '"' || c == '`' {
            // Still in the value of a class (`cls: mine ? 'a' : 'a b'`): no `,` `;` or brace since.
            let class = ["cls:", "className ="].iter().any(|name| {
                before
                    .rfind(name)
                    .is_some_and(|i| !before[i..].contains([',', ';', '{', '}']))
            });
            let mut s = String::new();
            let mut depth = 0;
            while let Some(d) = chars.next() {
                if d == '\\' {
                    chars.next();
                    continue;
                }
                if c == '`' && d == '$' && chars.peek() == Some(&'{') {
                    depth += 1;
                    s.push('·');
                    continue;
                }
                if depth > 0 {
                    if d == '}' {
                        depth -= 1;
                    }
                    continue;
                }
                if d == c {
                    break;
                }
                s.push(d);
            }
            if !class {
                out.push(s);
            }
        }
    }
    out
}

#[test]
fn no_english_words_are_put_on_the_page_by_the_scripts() {
    let sinks = [
        ".textContent =",
        ".innerText =",
        ".title =",
        ".placeholder =",
        "document.title =",
        "toast(",
        "confirmDialog(",
        "createTextNode(",
        "text: ",
        "'aria-label':",
        "label: ",
    ];
    let english: BTreeSet<&str> = i18n::keys(Lang::En).into_iter().collect();
    let mut found = Vec::new();
    let mut checked = 0;
    for (name, text) in web_files().into_iter().filter(|(n, _)| n.ends_with(".js")) {
        for (i, line) in text.lines().enumerate() {
            let Some(at) = sinks.iter().filter_map(|s| line.find(s)).min() else {
                continue;
            };
            checked += 1;
            for lit in literals(&line[at..]) {
                // A sentence has a space or a capital; a key or a class name has neither.
                let sentence = lit.contains(' ') || lit.starts_with(char::is_uppercase);
                if has_words(&lit) && sentence && !english.contains(lit.as_str()) {
                    found.push(format!("{name}:{}: {lit:?}", i + 1));
                }
            }
        }
    }
    assert!(
        checked > 50,
        "only {checked} lines checked: the scan is broken"
    );
    assert!(
        found.is_empty(),
        "words outside the catalogue:\n{}",
        found.join("\n")
    );
}
