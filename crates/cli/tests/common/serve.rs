//! `numera serve` as a process for the tests: started on a port the system picks, its address
//! read from the line it prints first.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// `numera serve --db DB --dist DIST MORE…`, and the address it listens on (`host:port`).
pub fn start(db: &OsStr, dist: &Path, more: &[&str]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_numera"))
        .args(["serve", "--port", "0", "--dist"])
        .arg(dist)
        .arg("--db")
        .arg(db)
        .args(more)
        .stdout(Stdio::piped())
        .spawn()
        .expect("numera serve starts");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("its output");
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("its first line");
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    (child, address)
}

/// Sends `signal` (`-STOP`, `-CONT`, `-TERM`, `-KILL`) to the server, as an operator would.
pub fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .arg(signal)
        .arg(child.id().to_string())
        .status()
        .expect("kill runs");
    assert!(status.success(), "kill {signal}");
}

/// A finished game of The Number is the log `numera replay` plays to the same outcome.
pub fn replays_like_numera_replay(
    save: &numera_rules::log::Save,
    game: &numera_rules::number::NumberGame,
    options: &str,
) {
    let seed = save.seed.to_string();
    let actions = save.actions.join("\n");
    let start = super::Start::Seed(&seed, Some(options));
    let replayed = super::success(&super::replay("number", start, &actions));
    let outcome = serde_json::to_value(numera_rules::Game::outcome(game)).expect("JSON");
    assert_eq!(replayed["outcome"], outcome);
}
