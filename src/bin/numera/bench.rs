//! `numera bench`: engine throughput, random complete games per second (uniformly random legal
//! actions, so the figure measures the rules, not the bots).

use std::process::ExitCode;
use std::time::Instant;

use numera::rules::{Playable, Rng, Seed};
use serde_json::json;

use crate::args::Args;

fn random_game<G: Playable>(seed: Seed, rng: &mut Rng) -> Result<usize, String> {
    let lineup: Vec<String> = G::DEFAULT_LINEUP.iter().map(|b| b.to_string()).collect();
    let options = G::arena_options(&lineup).map_err(|e| e.reason)?;
    let mut game = G::new(&options, seed).map_err(|e| e.reason)?;
    let mut actions = 0;
    while game.outcome().is_none() {
        let seat = *game.to_act().first().ok_or("nobody to act")?;
        let legal = game.legal_actions(seat);
        let action = rng.pick(&legal).ok_or("no legal action")?.clone();
        game.apply(&action).map_err(|e| e.to_string())?;
        actions += 1;
    }
    Ok(actions)
}

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let games = args.count("games", 2000)?;
    let seed = match args.get("seed") {
        Some(_) => args.seed()?,
        None => Seed::from_bits(0xBE_1C4),
    };
    let mut rng = Rng::stream(seed, "bench", 0);
    let started = Instant::now();
    let mut actions = 0;
    for g in 0..games {
        actions += random_game::<G>(seed.nth(g as u64), &mut rng)?;
    }
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
