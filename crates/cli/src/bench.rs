//! `numera bench`: engine throughput, random complete games per second (uniformly random legal
//! actions, so the figure measures the rules, not the bots): the fastest of several passes
//! (crates/rules/src/bench.rs), as tests/wasm_bench.rs times them in the browser.

use std::process::ExitCode;
use std::time::Instant;

use numera_rules::bench::{self, throughput, PASSES};
use numera_rules::Playable;
use serde_json::json;

use crate::args::Args;

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let games = args.count("games", 2000)?;
    let passes = args.count("passes", PASSES)?;
    let seed = match args.get("seed") {
        Some(_) => args.seed()?,
        None => bench::SEED,
    };
    let clock = Instant::now();
    let timed = throughput::<G>(seed, games, passes, || clock.elapsed().as_secs_f64())?;
    let line = json!({
        "game": G::ID.as_str(),
        "games": games,
        "passes": passes,
        "games_per_s": timed.games_per_s().round(),
        "actions_per_s": timed.actions_per_s().round(),
    });
    println!("{line}");
    Ok(ExitCode::SUCCESS)
}
