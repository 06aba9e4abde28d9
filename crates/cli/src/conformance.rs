//! `numera conformance`: the conformance suite (`numera_rules::conformance`) run long, N
//! games of random legal actions checked at every step; prints one JSON line (last) and each
//! failure (with its seed and action log) on standard error. Any failure, a panic included,
//! makes the exit status non-zero. Build it with `--profile conformance` (overflow checks and
//! debug assertions on, unwinding panics). `--minutes M` stops starting games after M minutes
//! (the JSON line then says how many were played).

use std::process::ExitCode;
use std::time::Instant;

use numera_rules::conformance::{self, Settings};
use numera_rules::Playable;
use serde_json::json;

use crate::args::Args;

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let games = args.count("games", 1000)?;
    let seed = args.seed()?;
    let budget = match args.get("minutes") {
        Some(_) => Some(args.count("minutes", 0)? as f64 * 60.0),
        None => None,
    };
    // `--options JSON`: one table instead of every seat count the game allows.
    let tables = match args.get("options") {
        Some(json) => {
            vec![serde_json::from_str::<G::Options>(json).map_err(|e| format!("--options: {e}"))?]
        }
        None => conformance::tables::<G>()?,
    };
    // A panic is a failed game (reported with its seed below): one line, not a backtrace.
    std::panic::set_hook(Box::new(|info| eprintln!("panic: {info}")));
    let settings = Settings::new(games, seed);
    let started = Instant::now();
    let mut reported = 0;
    let mut last_note = 0.0;
    let tally = conformance::run_tables::<G>(&tables, &settings, &mut |t| {
        for failure in &t.failed[reported..] {
            eprintln!("FAILED: {failure}");
        }
        reported = t.failed.len();
        // A progress line a minute on standard error, for long runs.
        let secs = started.elapsed().as_secs_f64();
        if secs - last_note >= 60.0 {
            last_note = secs;
            eprintln!(
                "{}: {} games, {} steps, {} failures, {:.0} s",
                G::ID.as_str(),
                t.games,
                t.steps,
                t.failures,
                secs
            );
        }
        budget.is_none_or(|b| secs < b)
    })?;
    let _ = std::panic::take_hook();
    let seconds = started.elapsed().as_secs_f64();
    let line = json!({
        "game": G::ID.as_str(),
        "games": tally.games,
        "games_asked": games,
        "seed": seed.to_string(),
        "seats": tally.tables,
        "steps": tally.steps,
        "checks": tally.checks,
        "failures": tally.failures,
        "seconds": (seconds * 10.0).round() / 10.0,
        "debug_assertions": cfg!(debug_assertions),
    });
    println!("{line}");
    Ok(if tally.failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
