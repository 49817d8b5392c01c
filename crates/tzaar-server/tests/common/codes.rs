//! The error codes the server can answer with, found by reading the sources: the server's own
//! and those of the rules crate's errors that reach the API. A test that needs them includes
//! this file (`#[path = "common/codes.rs"] mod codes;`).

#![allow(dead_code)]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Kebab-case strings in the server's sources that are neither error codes nor keys of the
/// catalogues. A new one goes here; a new error code goes into the catalogues instead
/// (`error-<code>` in every `.ftl`).
pub const NOT_CODES: &[&str] = &[
    "accept-language",
    "data-i18n",
    "data-i18n-args",
    "data-i18n-attr",
    "kebab-case",
    "no-cache",
    "reset-client",
    "round-robin",
    "reset-email",
    "same-origin",
    "tzaar-data",
    "tzaar-listen",
    "verify-mail",
    "x-accel-buffering",
    "x-forwarded-for",
];

/// The rules crate's error types whose codes the API answers with: illegal actions and the
/// game's refusals (409), notation that cannot be read and records that cannot be (400).
pub const RULES_ERRORS: &[&str] = &[
    "ParseError",
    "GameError",
    "IllegalAction",
    "RecordErrorKind",
];

fn crate_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join(name)
}

/// Every `.rs` file below `dir`, with its text.
pub fn rust_files(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path, text));
        }
    }
}

/// Whether `s` is a kebab-case word, from a letter (`not-your-turn`; `with_hyphen` asks for a
/// `-` in it).
fn is_code(s: &str, with_hyphen: bool) -> bool {
    s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !s.ends_with('-')
        && !s.contains("--")
        && (!with_hyphen || s.contains('-'))
}

/// Each string literal of `text` that is a whole kebab-case word with a `-`: `"..."` with
/// nothing else inside.
fn kebab_literals(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('"') {
        rest = &rest[i + 1..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .unwrap_or(rest.len());
        if rest[end..].starts_with('"') && is_code(&rest[..end], true) {
            out.push(&rest[..end]);
            rest = &rest[end + 1..];
        }
    }
    out
}

/// The literal right after each `marker` in `text` (spaces and line breaks between them
/// allowed), if it is a kebab-case word.
fn literals_after<'t>(text: &'t str, marker: &str) -> Vec<&'t str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(marker) {
        rest = rest[i + marker.len()..].trim_start();
        if let Some(after) = rest.strip_prefix('"')
            && let Some(end) = after.find('"')
            && is_code(&after[..end], false)
        {
            out.push(&after[..end]);
        }
    }
    out
}

/// `text` without its unit tests (each `#[cfg(test)] mod tests { ... }`), which name codes and
/// keys only to check them.
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("#[cfg(test)]\nmod tests {\n") {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        rest = rest.find("\n}\n").map_or("", |end| &rest[end + 3..]);
    }
    out.push_str(rest);
    out
}

/// The first literal given to each of `ApiError`'s helpers (`ApiError::bad(`, `ApiError::conflict(`,
/// any `ApiError::<lower case>(`).
fn helper_codes(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("ApiError::") {
        rest = &rest[i + "ApiError::".len()..];
        let name_end = rest
            .find(|c: char| !(c.is_ascii_lowercase() || c == '_'))
            .unwrap_or(rest.len());
        let Some(args) = rest[name_end..].strip_prefix('(') else {
            continue;
        };
        if name_end > 0
            && let Some(after) = args.trim_start().strip_prefix('"')
            && let Some(end) = after.find('"')
            && is_code(&after[..end], false)
        {
            out.push(&after[..end]);
        }
    }
    out
}

/// The codes in the server's sources: every kebab-case literal with a `-` (but the
/// [`NOT_CODES`] and the keys of the English catalogue, which the server names to say things),
/// the first literal given to each `ApiError::...(` helper, each `code: "..."`, and the arms of
/// `ApiError::code` (the words without a `-` among them too).
pub fn server_codes() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(&crate_dir("tzaar-server").join("src"), &mut files);
    let keys = tzaar_server::i18n::keys(tzaar_server::i18n::Lang::En);
    let mut out = BTreeSet::new();
    for (path, text) in &files {
        let text = &without_tests(text);
        let mut found: Vec<&str> = kebab_literals(text)
            .into_iter()
            .filter(|s| !NOT_CODES.contains(s) && !keys.contains(s))
            .collect();
        found.extend(literals_after(text, "code: "));
        found.extend(helper_codes(text));
        if path.ends_with("src/error.rs") {
            let code_fn = &text[text.find("pub fn code(&self)").unwrap()..];
            let code_fn = &code_fn[..code_fn.find("\n    }\n").unwrap()];
            found.extend(literals_after(code_fn, "=> "));
        }
        out.extend(found.into_iter().map(String::from));
    }
    out
}

/// The codes of the rules crate's errors that reach the API: the literals of the `code`
/// method of each of [`RULES_ERRORS`] in `tzaar-core`.
pub fn rules_codes() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(&crate_dir("tzaar-core").join("src"), &mut files);
    let mut out = BTreeSet::new();
    for ty in RULES_ERRORS {
        let marker = format!("\nimpl {ty} {{\n");
        let (_, text) = files
            .iter()
            .find(|(_, t)| t.contains(&marker))
            .unwrap_or_else(|| panic!("no `impl {ty}` in tzaar-core"));
        let block = &text[text.find(&marker).unwrap()..];
        let block = &block[..block.find("\n}\n").unwrap() + 3];
        let code_fn = &block[block
            .find("fn code(&self)")
            .unwrap_or_else(|| panic!("{ty} has no code()"))..];
        let code_fn = &code_fn[..code_fn.find("\n    }\n").unwrap()];
        let found = literals_after(code_fn, "=> ");
        assert!(!found.is_empty(), "{ty}: no codes found");
        out.extend(found.into_iter().map(String::from));
    }
    out
}

/// Every error code the server can answer with.
pub fn error_codes() -> BTreeSet<String> {
    let mut codes = server_codes();
    codes.extend(rules_codes());
    codes
}
