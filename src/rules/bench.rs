//! Engine throughput: complete games of uniformly random legal actions, so that a figure
//! measures the rules and not the bots. The same games are timed natively (`numera bench`) and
//! in the browser (tests/wasm_bench.rs); the clock stays with the caller.

use super::{Playable, Rng, Seed};

/// The seed both benches start from unless told otherwise, so that they time the same games.
pub const SEED: Seed = Seed::from_bits(0xBE_1C4);

/// Plays one complete game from `seed` with the game's default table, every action drawn from
/// `rng` among the legal ones; returns the number of actions played.
pub fn random_game<G: Playable>(seed: Seed, rng: &mut Rng) -> Result<usize, String> {
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

/// Plays `games` random games, the k-th from `seed.nth(k)`, drawing actions from the `bench`
/// stream of `seed`; returns the number of actions played in all.
pub fn random_games<G: Playable>(seed: Seed, games: usize) -> Result<usize, String> {
    let mut rng = Rng::stream(seed, "bench", 0);
    let mut actions = 0;
    for g in 0..games {
        actions += random_game::<G>(seed.nth(g as u64), &mut rng)?;
    }
    Ok(actions)
}
