//! The site's languages: the seven it speaks, choosing one from an `Accept-Language` header, the
//! words of each in a Fluent catalogue (`locales/{code}.ftl`, built into the binary), a message
//! formatted on the server, and a catalogue compiled for the browser.
//!
//! Only a part of Fluent is used: text, `{ $var }` placeables and select expressions on a
//! variable (plural categories or plain keys) with a default variant. The browser gets each
//! message as JSON it formats without a Fluent library ([`browser_catalogue`]): a string when
//! the message is plain text, else an array of parts, each a string, `{"var": NAME}` or
//! `{"select": NAME, "variants": {KEY: PARTS, ...}, "default": KEY}`.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use serde_json::{Map, Value, json};
use unic_langid::LanguageIdentifier;

/// A language of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, the default and the catalogue every other is checked against.
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Italian.
    It,
    /// Dutch.
    Nl,
    /// Spanish.
    Es,
    /// Polish.
    Pl,
}

/// The languages whose catalogues have every key of the English one (English among them), which
/// the tests hold to the English one key for key; a language outside it shows English for the
/// keys it lacks. A new language joins it once its catalogue is whole. Now: all of them.
pub const COMPLETE: &[Lang] = &Lang::ALL;

impl Lang {
    /// Every language, in the order the site lists them.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::De,
        Lang::Fr,
        Lang::It,
        Lang::Nl,
        Lang::Es,
        Lang::Pl,
    ];

    /// The language's code (`en`, `de`, ...), as in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::It => "it",
            Lang::Nl => "nl",
            Lang::Es => "es",
            Lang::Pl => "pl",
        }
    }

    /// The language's name in itself (`Deutsch`), as the language switcher shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
            Lang::Nl => "Nederlands",
            Lang::Es => "Español",
            Lang::Pl => "Polski",
        }
    }

    /// The language whose code is exactly `code` (lower case), if the site speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language a language tag (`de-AT`, `PL`, `fr_CH`) asks for, by its first part.
    fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::from_code(&primary)
    }

    /// The language an `Accept-Language` header prefers among the site's: the tags by their
    /// q-values (highest first, equal ones in the header's order; `q=0` refuses), each taken by
    /// its first part (`de-AT` is German). English when none is spoken here.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut tags: Vec<(f32, usize, Lang)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, item)| {
                let mut parts = item.split(';');
                let lang = Lang::from_tag(parts.next()?)?;
                let mut q = 1.0_f32;
                for (name, value) in parts.filter_map(|param| param.split_once('=')) {
                    if name.trim().eq_ignore_ascii_case("q") {
                        q = value.trim().parse().unwrap_or(0.0);
                    }
                }
                (q > 0.0).then_some((q, i, lang))
            })
            .collect();
        tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        tags.first().map_or(Lang::En, |t| t.2)
    }

    /// The text of the language's catalogue.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../locales/en.ftl"),
            Lang::De => include_str!("../locales/de.ftl"),
            Lang::Fr => include_str!("../locales/fr.ftl"),
            Lang::It => include_str!("../locales/it.ftl"),
            Lang::Nl => include_str!("../locales/nl.ftl"),
            Lang::Es => include_str!("../locales/es.ftl"),
            Lang::Pl => include_str!("../locales/pl.ftl"),
        }
    }

    fn index(self) -> usize {
        Lang::ALL
            .iter()
            .position(|l| *l == self)
            .expect("every language is in ALL")
    }
}

/// A value put into a message's `{ $name }`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    /// A text, put in as it is (and matched by a select's plain keys).
    Text(&'a str),
    /// A number, formatted for the language (and matched by its plural categories).
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        // Counts on the site are far below 2^53, where this is exact.
        Arg::Number(n as f64)
    }
}

impl From<f64> for Arg<'_> {
    fn from(n: f64) -> Self {
        Arg::Number(n)
    }
}

/// The parsed catalogues, one bundle per language in [`Lang::ALL`]'s order, built once. A
/// catalogue's errors leave out the entries concerned (the tests fail on any).
static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|lang| {
            let id: LanguageIdentifier = lang.code().parse().expect("a valid language code");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Plain text out: no Unicode isolation marks round the placeables.
            bundle.set_use_isolating(false);
            let resource = FluentResource::try_new(lang.source().to_string())
                .unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
            bundle
        })
        .collect()
});

/// Message `key` in `lang` with `args` put in; a key missing in `lang` is taken from English,
/// and one missing in English too is given back as it is (never a panic).
pub fn text(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    [lang, Lang::En]
        .into_iter()
        .find_map(|l| format(l, key, args).map(|(text, _)| text))
        .unwrap_or_else(|| key.to_string())
}

/// Message `key` in `lang` itself with `args` put in, or None when `lang`'s catalogue lacks it
/// or it cannot be formatted whole (a variable it shows is not among `args`): for a caller
/// that has a better text than a message with a hole in it.
pub fn text_whole(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    format(lang, key, args).and_then(|(text, whole)| whole.then_some(text))
}

/// Message `key` of `lang`'s catalogue with `args` put in, and whether nothing went wrong in
/// formatting it; None without that message.
fn format(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> Option<(String, bool)> {
    let bundle = &BUNDLES[lang.index()];
    let pattern = bundle.get_message(key)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match *value {
            Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t)),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    Some((text, errors.is_empty()))
}

/// One message of a catalogue: its key and its pattern as the parser read it.
type Entry<'s> = (&'s str, &'s ast::Pattern<&'s str>);

/// The parsed catalogues as syntax trees, in [`Lang::ALL`]'s order, each with its parser's
/// errors.
static PARSED: LazyLock<Vec<(ast::Resource<&'static str>, Vec<String>)>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|lang| match fluent_syntax::parser::parse(lang.source()) {
            Ok(res) => (res, Vec::new()),
            Err((res, errors)) => {
                let said = errors.iter().map(|e| format!("{e:?}")).collect();
                (res, said)
            }
        })
        .collect()
});

/// The messages of `lang`'s catalogue, in its order, and what in it falls outside the part of
/// Fluent the site uses (parse errors, terms, messages without a value, attributes).
fn entries(lang: Lang) -> (Vec<Entry<'static>>, Vec<String>) {
    let (resource, parse_errors) = &PARSED[lang.index()];
    let mut problems = parse_errors.clone();
    let mut out = Vec::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                if !m.attributes.is_empty() {
                    problems.push(format!("{}: attributes are not used", m.id.name));
                }
                match &m.value {
                    Some(p) => out.push((m.id.name, p)),
                    None => problems.push(format!("{}: a message without a value", m.id.name)),
                }
            }
            ast::Entry::Term(t) => problems.push(format!("-{}: terms are not used", t.id.name)),
            ast::Entry::Junk { content } => problems.push(format!("cannot read: {content}")),
            ast::Entry::Comment(_)
            | ast::Entry::GroupComment(_)
            | ast::Entry::ResourceComment(_) => {}
        }
    }
    (out, problems)
}

/// The keys of `lang`'s catalogue, in its order.
pub fn keys(lang: Lang) -> Vec<&'static str> {
    entries(lang).0.into_iter().map(|(k, _)| k).collect()
}

/// Whatever in `lang`'s catalogue the site cannot use: parse errors, parts of Fluent it does not
/// use, a key given twice; empty when the catalogue is sound.
pub fn problems(lang: Lang) -> Vec<String> {
    let (messages, mut problems) = entries(lang);
    let mut seen = BTreeSet::new();
    for (key, pattern) in messages {
        if !seen.insert(key) {
            problems.push(format!("{key}: given twice"));
        }
        if let Err(e) = pattern_json(pattern) {
            problems.push(format!("{key}: {e}"));
        }
    }
    problems
}

/// The variables message `key` of `lang` uses (selectors too), or None without that message.
pub fn variables(lang: Lang, key: &str) -> Option<BTreeSet<&'static str>> {
    let (messages, _) = entries(lang);
    let (_, pattern) = messages.into_iter().find(|(k, _)| *k == key)?;
    let mut out = BTreeSet::new();
    pattern_variables(pattern, &mut out);
    Some(out)
}

fn pattern_variables(pattern: &ast::Pattern<&'static str>, out: &mut BTreeSet<&'static str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(
    expression: &ast::Expression<&'static str>,
    out: &mut BTreeSet<&'static str>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(
    inline: &ast::InlineExpression<&'static str>,
    out: &mut BTreeSet<&'static str>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Adds `text` to `parts`, joined to a text just before it.
fn push_text(parts: &mut Vec<Value>, text: &str) {
    if let Some(Value::String(last)) = parts.last_mut() {
        last.push_str(text);
    } else {
        parts.push(Value::String(text.to_string()));
    }
}

/// A pattern as the browser gets it: a string when it is plain text, else an array of parts.
fn pattern_json(pattern: &ast::Pattern<&str>) -> Result<Value, String> {
    let mut parts = Vec::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => push_text(&mut parts, value),
            ast::PatternElement::Placeable { expression } => {
                expression_json(expression, &mut parts)?;
            }
        }
    }
    Ok(match parts.as_slice() {
        [] => Value::String(String::new()),
        [Value::String(s)] => Value::String(s.clone()),
        _ => Value::Array(parts),
    })
}

fn expression_json(
    expression: &ast::Expression<&str>,
    parts: &mut Vec<Value>,
) -> Result<(), String> {
    match expression {
        ast::Expression::Inline(inline) => match inline {
            ast::InlineExpression::VariableReference { id } => {
                parts.push(json!({ "var": id.name }))
            }
            ast::InlineExpression::StringLiteral { value } => {
                push_text(
                    parts,
                    &fluent_syntax::unicode::unescape_unicode_to_string(value),
                );
            }
            ast::InlineExpression::NumberLiteral { value } => push_text(parts, value),
            ast::InlineExpression::Placeable { expression } => expression_json(expression, parts)?,
            other => return Err(format!("not used on this site: {other:?}")),
        },
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a select is on a variable only".into());
            };
            let mut map = Map::new();
            let mut default = None;
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => *name,
                    ast::VariantKey::NumberLiteral { value } => *value,
                };
                map.insert(key.to_string(), pattern_json(&v.value)?);
                if v.default {
                    default = Some(key);
                }
            }
            let default = default.ok_or("a select without a default variant")?;
            parts.push(json!({ "select": id.name, "variants": map, "default": default }));
        }
    }
    Ok(())
}

/// The catalogue of `lang` compiled for the browser, as JSON text:
/// `{"lang": CODE, "messages": {KEY: PATTERN, ...}}`, every English key there, in `lang`'s
/// words where it has them. Built once per language.
pub fn browser_catalogue(lang: Lang) -> &'static str {
    static COMPILED: LazyLock<Vec<String>> = LazyLock::new(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                let mut messages = Map::new();
                for l in [Lang::En, lang] {
                    for (key, pattern) in entries(l).0 {
                        // A message the site cannot use is left out (its test fails).
                        if let Ok(p) = pattern_json(pattern) {
                            messages.insert(key.to_string(), p);
                        }
                    }
                }
                json!({ "lang": lang.code(), "messages": messages }).to_string()
            })
            .collect()
    });
    &COMPILED[lang.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_honours_q_values_and_regions() {
        for (header, lang) in [
            ("de-AT", Lang::De),
            ("PL", Lang::Pl),
            ("ja, fr;q=0.5, de;q=0.7", Lang::De),
            ("nl;q=0.2, es", Lang::Es),
            ("it;q=0, fr;q=0.1", Lang::Fr),
            ("en-GB;q=0.9, pl;q=0.9", Lang::En),
            ("ja, zh-CN", Lang::En),
            ("", Lang::En),
            ("*;q=0.5, fr_CH ; q=0.8", Lang::Fr),
            ("de;q=abc, it", Lang::It),
        ] {
            assert_eq!(Lang::from_accept_language(header), lang, "{header:?}");
        }
    }

    #[test]
    fn every_catalogue_parses_and_uses_only_the_sites_fluent() {
        for lang in Lang::ALL {
            assert_eq!(problems(lang), Vec::<String>::new(), "{}", lang.code());
        }
    }

    #[test]
    fn complete_catalogues_have_exactly_the_english_keys() {
        let english: BTreeSet<_> = keys(Lang::En).into_iter().collect();
        for &lang in COMPLETE {
            let theirs: BTreeSet<_> = keys(lang).into_iter().collect();
            let missing: Vec<_> = english.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&english).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
            assert!(
                extra.is_empty(),
                "{} has keys English has not: {extra:?}",
                lang.code()
            );
        }
    }

    #[test]
    fn no_catalogue_has_a_key_english_lacks_or_a_variable_it_does_not_give() {
        let english: BTreeSet<_> = keys(Lang::En).into_iter().collect();
        for lang in Lang::ALL {
            for key in keys(lang) {
                assert!(
                    english.contains(key),
                    "{}: {key} is not an English key",
                    lang.code()
                );
                let ours = variables(lang, key).expect("its own key");
                let given = variables(Lang::En, key).expect("an English key");
                assert!(
                    ours.is_subset(&given),
                    "{}: {key} uses {ours:?}, English gives {given:?}",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn text_formats_plurals_and_falls_back_to_english() {
        for (games, wins, losses, said) in [
            (1, 1, 0, "1 rated game · 1 won · 0 lost"),
            (3, 2, 1, "3 rated games · 2 won · 1 lost"),
        ] {
            let args = [
                ("games", Arg::from(games)),
                ("wins", wins.into()),
                ("losses", losses.into()),
            ];
            assert_eq!(text(Lang::En, "player-record", &args), said);
        }
        assert_eq!(
            text(Lang::En, "you-play", &[("side", "black".into())]),
            "You play Black."
        );
        // A key a catalogue lacks comes from English; one nobody has comes back as it is.
        for lang in Lang::ALL {
            assert_eq!(text(lang, "no-such-key", &[]), "no-such-key");
            assert!(!text(lang, "nav-games", &[]).is_empty());
        }
    }

    #[test]
    fn the_browser_gets_strings_variables_and_selects() {
        let v: Value = serde_json::from_str(browser_catalogue(Lang::En)).unwrap();
        assert_eq!(v["lang"], "en");
        let m = &v["messages"];
        assert_eq!(m["nav-games"], "Games");
        assert_eq!(m["welcome"], json!(["Welcome, ", { "var": "name" }, "."]));
        assert_eq!(
            m["you-play"],
            json!(["You play ", {
                "select": "side",
                "variants": { "white": "White", "black": "Black" },
                "default": "black"
            }, "."])
        );
        assert_eq!(
            m["days-per-turn"],
            json!([{
                "select": "days",
                "variants": {
                    "one": [{ "var": "days" }, " day per turn"],
                    "other": [{ "var": "days" }, " days per turn"]
                },
                "default": "other"
            }])
        );
        // Every language has every English key, in its words or in English.
        for lang in Lang::ALL {
            let v: Value = serde_json::from_str(browser_catalogue(lang)).unwrap();
            assert_eq!(v["lang"], lang.code());
            assert_eq!(
                v["messages"].as_object().unwrap().len(),
                keys(Lang::En).len()
            );
        }
    }
}
