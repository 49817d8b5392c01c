//! The server's house, checked from its sources: each module sits on a floor (the README's
//! Layout names them), and no module imports one on a floor above its own; nor do two modules
//! import each other, directly or round a circle.
//!
//! Read from the text of `src/`: every `crate::` path (in `use` lines, groups and code) and
//! every `super::` path, outside comments and unit tests.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The floors, from the ground up, and the modules on each (a module not named here is on its
/// parent's floor; the crate root, which builds the router, is on top).
const FLOORS: &[(&str, &[&str])] = &[
    (
        "plain data",
        &["dates", "text", "ratings", "config", "i18n"],
    ),
    ("the archive", &["store"]),
    ("the error", &["error"]),
    (
        "the services",
        &[
            "games",
            "accounts",
            "lobby",
            "cluster",
            "rate",
            "engine_pool",
            "moderation",
            "mail",
            "puzzles",
            "tournaments",
            "bots",
        ],
    ),
    ("the state", &["state", "relay"]),
    (
        "HTTP",
        &[
            "api",
            "ws",
            "listen",
            "origin",
            "headers",
            "assets",
            "lobby::socket",
        ],
    ),
];

/// The floor of module `path` (`games::live`): its own, else its nearest parent's; the
/// root's is above all.
fn floor(path: &str) -> usize {
    let mut best: Option<(usize, usize)> = None;
    for (i, (_, modules)) in FLOORS.iter().enumerate() {
        for m in *modules {
            let matches = path == *m || path.starts_with(&format!("{m}::"));
            if matches && best.is_none_or(|(len, _)| m.len() > len) {
                best = Some((m.len(), i));
            }
        }
    }
    best.map_or(FLOORS.len(), |(_, i)| i)
}

/// The module a source file is, as a path (`games::live`; the root is "").
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The text of a file without its unit tests and comments.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `.rs` file below `dir`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module paths a file's code names: `crate::a::b` and `super::x` paths, and the items of
/// `use crate::{a, b::c}` groups, each cut to the modules that exist.
fn imports(me: &[String], code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut named: Vec<Vec<String>> = Vec::new();
    let words = |s: &str| -> Vec<String> {
        s.split("::")
            .map(|w| {
                w.trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect::<String>()
            })
            .take_while(|w| !w.is_empty())
            .collect()
    };
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            named.extend(group.split(',').map(words));
        } else {
            named.push(words(rest));
        }
    }
    for (i, _) in code.match_indices("super::") {
        if code[..i].ends_with("super::") {
            continue;
        }
        let mut base: Vec<String> = me.to_vec();
        let mut rest = &code[i..];
        while let Some(r) = rest.strip_prefix("super::") {
            base.pop();
            rest = r;
        }
        base.extend(words(rest));
        named.push(base);
    }
    named
        .into_iter()
        .filter_map(|path| {
            // An item named through the root (`crate::AppState`) is imported from the root.
            let module = (1..=path.len())
                .rev()
                .map(|n| path[..n].join("::"))
                .find(|m| modules.contains(m));
            module.or_else(|| (!path.is_empty()).then(String::new))
        })
        .filter(|m| m.as_str() != me.join("::"))
        .collect()
}

#[test]
fn no_module_imports_a_floor_above_or_its_own_importers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let modules: BTreeSet<String> = all.iter().map(|f| module_of(&src, f).join("::")).collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut up = Vec::new();
    for file in &all {
        let me = module_of(&src, file);
        let name = me.join("::");
        let text = std::fs::read_to_string(file).unwrap();
        for target in imports(&me, &code(&text), &modules) {
            // A parent naming its own submodules (`pub use child::X`) looks down, not across.
            if target.starts_with(&format!("{name}::")) || name.is_empty() {
                continue;
            }
            if floor(&target) > floor(&name) {
                up.push(format!(
                    "{name} ({}) imports {target} ({})",
                    FLOORS.get(floor(&name)).map_or("the root", |f| f.0),
                    FLOORS.get(floor(&target)).map_or("the root", |f| f.0)
                ));
            }
            edges.entry(name.clone()).or_default().insert(target);
        }
    }
    assert!(up.is_empty(), "imports up a floor:\n{}", up.join("\n"));

    // No circle: a module reaches itself by no chain of imports.
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&String> = edges[start].iter().collect();
        while let Some(m) = todo.pop() {
            assert_ne!(m, start, "{start} imports itself round a circle");
            if seen.insert(m.clone())
                && let Some(next) = edges.get(m)
            {
                todo.extend(next.iter());
            }
        }
    }
}

#[test]
fn the_check_sees_an_import_up_a_floor_and_a_circle() {
    let modules: BTreeSet<String> = ["games", "games::live", "store", "api", "state"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let me = vec!["store".to_string()];
    let found = imports(
        &me,
        "use crate::games::live::Live;\nuse crate::{api, state};",
        &modules,
    );
    assert_eq!(
        found.into_iter().collect::<Vec<_>>(),
        ["api", "games::live", "state"]
    );
    assert!(floor("games::live") > floor("store"));
    assert!(floor("lobby::socket") > floor("lobby"));
    assert_eq!(floor(""), FLOORS.len());
    let me = vec!["games".to_string(), "live".to_string()];
    let found = imports(&me, "use super::super::store::X; // crate::api", &modules);
    assert_eq!(found.into_iter().collect::<Vec<_>>(), ["api", "store"]);
    assert_eq!(
        imports(
            &me,
            &code("use super::super::store::X; // crate::api"),
            &modules
        )
        .into_iter()
        .collect::<Vec<_>>(),
        ["store"]
    );
}
