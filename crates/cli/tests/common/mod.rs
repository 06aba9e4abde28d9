//! Helpers shared by the command-line tests: run `numera`, read its JSON line, write inputs.

use std::process::{Command, Output};

pub fn numera(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_numera"))
        .args(args)
        .output()
        .expect("numera runs")
}

/// The last line of standard output, as JSON.
pub fn json_line(output: &Output) -> serde_json::Value {
    let text = String::from_utf8_lossy(&output.stdout);
    let last = text.lines().last().unwrap_or_default();
    serde_json::from_str(last).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// A file of its own: a folder per test binary and process, and a number per call, so tests
/// running in parallel never write over each other's input (even under the same name).
pub fn temp_file(name: &str, text: &str) -> String {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let folder = format!("numera-{}-{}", env!("CARGO_CRATE_NAME"), std::process::id());
    let dir = std::env::temp_dir().join(folder);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{call}-{name}"));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}
