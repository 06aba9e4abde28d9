//! The rules stay pure, so they compile and behave the same natively and in wasm, and seed +
//! options + log always replay to the same state. The compiler keeps out every crate this
//! crate's manifest does not name: the first tests check that the manifest names no UI,
//! browser or OS-entropy crate, and that rand comes without its entropy features. What std
//! itself offers (a clock, files, the network, an entropy-seeded generator) the compiler cannot
//! keep out: the last test greps the sources.

use std::path::Path;

/// Crates the rules must not depend on (as the manifest spells them).
const FORBIDDEN_CRATES: &[&str] = &["leptos", "web-sys", "js-sys", "wasm-bindgen", "getrandom"];

/// What std (or `rand`) offers that would make a game depend on the machine it runs on.
const FORBIDDEN_NAMES: &[&str] = &[
    "std::time",
    "Instant::",
    "SystemTime",
    "std::fs",
    "std::net",
    "thread_rng",
    "StdRng",
    "OsRng",
    "rand::rng(",
    "rand::random",
];

fn scan(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            scan(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                for word in FORBIDDEN_NAMES {
                    if line.contains(word) {
                        found.push(format!("{}:{}: {word}", path.display(), n + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn the_manifest_names_no_ui_browser_or_entropy_crate() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let text = std::fs::read_to_string(manifest).unwrap();
    let found: Vec<String> = text
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter(|line| FORBIDDEN_CRATES.iter().any(|c| line.contains(c)))
        .map(str::to_owned)
        .collect();
    assert!(
        found.is_empty(),
        "impure rules manifest:\n{}",
        found.join("\n")
    );
}

/// rand's features that draw from the machine: the rules take rand for its traits only.
const ENTROPY_FEATURES: &[&str] = &["os_rng", "thread_rng", "std_rng", "default"];

#[test]
fn rand_comes_without_its_entropy_features() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR"));
    let own = std::fs::read_to_string(rules.join("Cargo.toml")).unwrap();
    let line = own
        .lines()
        .find(|l| l.starts_with("rand ") || l.starts_with("rand."));
    assert_eq!(
        line,
        Some("rand.workspace = true"),
        "the rules name rand from the workspace, adding no feature"
    );
    let workspace = std::fs::read_to_string(rules.join("../../Cargo.toml")).unwrap();
    let line = workspace
        .lines()
        .find(|l| l.starts_with("rand = "))
        .expect("the workspace names rand");
    assert!(
        line.contains("default-features = false"),
        "rand's default features draw from the OS: {line}"
    );
    for feature in ENTROPY_FEATURES {
        assert!(
            !line.contains(&format!("\"{feature}\"")),
            "the workspace's rand turns on {feature}: {line}"
        );
    }
}

#[test]
fn the_sources_name_no_clock_file_network_or_entropy() {
    let mut found = Vec::new();
    scan(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(found.is_empty(), "impure rules code:\n{}", found.join("\n"));
}
