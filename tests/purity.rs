//! The rules core stays pure: nothing under src/rules/ may name a UI, browser or OS-entropy
//! crate, so rules compile and behave the same natively and in wasm. The same holds for the
//! stored formats (src/store/), which are tested natively.

use std::path::Path;

const FORBIDDEN: &[&str] = &[
    "leptos",
    "web_sys",
    "js_sys",
    "wasm_bindgen",
    "getrandom",
    "std::time",
    "Instant::",
    "SystemTime",
    "std::fs",
    "std::net",
    "thread_rng",
    "StdRng",
];

fn scan(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            scan(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                for word in FORBIDDEN {
                    if line.contains(word) {
                        found.push(format!("{}:{}: {word}", path.display(), n + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn rules_name_no_ui_browser_clock_or_io_crate() {
    let mut found = Vec::new();
    scan(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules"),
        &mut found,
    );
    assert!(found.is_empty(), "impure rules code:\n{}", found.join("\n"));
}

#[test]
fn stored_formats_name_no_ui_browser_clock_or_io_crate() {
    let mut found = Vec::new();
    scan(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store"),
        &mut found,
    );
    assert!(found.is_empty(), "impure store code:\n{}", found.join("\n"));
}
