//! Helpers shared by the command-line tests: run `numera`, read its JSON line, write inputs,
//! and the three ways a run ends (done, an action refused, the call itself refused).

#![allow(dead_code)]

pub mod serve;

use std::process::{Command, Output};

use serde_json::Value;

pub fn numera(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_numera"))
        .args(args)
        .output()
        .expect("numera runs")
}

/// `numera` with the words of `line` (split at white space) as its arguments: for tables of
/// calls whose arguments hold no space.
pub fn numera_words(line: &str) -> Output {
    numera(&line.split_whitespace().collect::<Vec<_>>())
}

/// The last line of standard output, as JSON.
pub fn json_line(output: &Output) -> Value {
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

/// Where a replay starts: a seed (with options, or the game's default ones) or a position.
pub enum Start<'a> {
    Seed(&'a str, Option<&'a str>),
    Position(&'a str),
}

/// `numera replay` of `actions`, written to a file first.
pub fn replay(game: &str, start: Start, actions: &str) -> Output {
    let file = temp_file(&format!("{game}-actions.txt"), actions);
    let mut args = vec!["replay", "--game", game];
    match start {
        Start::Seed(seed, options) => {
            args.extend(["--seed", seed]);
            if let Some(options) = options {
                args.extend(["--options", options]);
            }
        }
        Start::Position(file) => args.extend(["--position", file]),
    }
    args.extend(["--actions", &file]);
    numera(&args)
}

/// The figures the arena prints for every bot of every game.
pub const ARENA_KEYS: [&str; 6] = [
    "seats",
    "score_mean",
    "score_sd",
    "wins",
    "ms_mean",
    "ms_p95",
];

/// `numera arena` of `games` games from `seed`, with the bots named or the default line-up.
pub fn arena(game: &str, games: u32, seed: &str, bots: Option<&str>) -> Output {
    let games = games.to_string();
    let mut args = vec!["arena", "--game", game, "--games", &games, "--seed", seed];
    if let Some(bots) = bots {
        args.extend(["--bots", bots]);
    }
    numera(&args)
}

/// The JSON line of an arena run with the bots named: it played every game without a
/// failure and prints every figure for each bot, and `more` for each too.
pub fn arena_line(game: &str, games: u32, seed: &str, bots: &str, more: &[&str]) -> Value {
    let line = success(&arena(game, games, seed, Some(bots)));
    assert_eq!(line["game"], game);
    assert_eq!(line["failures"], 0);
    for bot in bots.split(',') {
        let figures = &line["per_bot"][bot];
        for key in ARENA_KEYS.iter().chain(more) {
            assert!(figures[key].is_number(), "{bot}.{key} in {line}");
        }
    }
    line
}

/// The JSON line of a run that succeeded; otherwise the test fails showing what it printed.
pub fn success(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "{:?}\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    json_line(out)
}

/// The `rejected` part of the JSON line of a replay that stopped at a refused action
/// (status 1).
pub fn rejected(out: &Output) -> Value {
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    json_line(out)["rejected"].clone()
}

/// The run was refused as a call (status 2) with a message on standard error that says
/// `expected`; `label` names the case in a failure.
pub fn refused(out: &Output, expected: &str, label: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{label}: {err}");
    assert!(err.contains(expected), "{label}: {err}");
}
