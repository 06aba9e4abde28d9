//! `numera bench`: engine throughput, random complete games per second (uniformly random legal
//! actions, so the figure measures the rules, not the bots).

use std::process::ExitCode;
use std::time::Instant;

use numera::rules::bench::{self, random_games};
use numera::rules::Playable;
use serde_json::json;

use crate::args::Args;

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let games = args.count("games", 2000)?;
    let seed = match args.get("seed") {
        Some(_) => args.seed()?,
        None => bench::SEED,
    };
    let started = Instant::now();
    let actions = random_games::<G>(seed, games)?;
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let line = json!({
        "game": G::ID.as_str(),
        "games": games,
        "games_per_s": (games as f64 / secs).round(),
        "actions_per_s": (actions as f64 / secs).round(),
    });
    println!("{line}");
    Ok(ExitCode::SUCCESS)
}
