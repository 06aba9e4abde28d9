//! The server's crates never reach a wasm page: the web app's manifest (the root package)
//! names neither the server nor its native libraries, and the protocol crate, which the app
//! may use, names nothing but the rules.

/// The lines of a manifest's dependency sections (every `[…dependencies]` table).
fn dependency_lines(manifest: &str) -> Vec<&str> {
    let mut inside = false;
    let mut out = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line.ends_with("dependencies]");
        } else if inside && !line.is_empty() && !line.starts_with('#') {
            out.push(line);
        }
    }
    out
}

fn manifest(relative: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_web_app_names_no_server_crate() {
    let root = manifest("../../Cargo.toml");
    let app = root.split("[package]").nth(1).expect("the app's package");
    for line in dependency_lines(app) {
        for native in [
            "numera-server",
            "numera-cli",
            "tokio",
            "axum",
            "rusqlite",
            "sha2",
        ] {
            assert!(
                !line.starts_with(native),
                "the web app names {native}: {line}"
            );
        }
    }
}

#[test]
fn the_protocol_crate_names_only_the_rules() {
    let wire = manifest("../wire/Cargo.toml");
    let names: Vec<_> = dependency_lines(&wire)
        .into_iter()
        .map(|l| l.split([' ', '.', '=']).next().unwrap_or(""))
        .collect();
    assert_eq!(names, ["numera-rules"]);
}
