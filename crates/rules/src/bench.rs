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
    let options = G::arena_options(&lineup).map_err(|e| e.to_string())?;
    let mut game = G::new(&options, seed).map_err(|e| e.to_string())?;
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

/// How many timed passes a bench makes of its games, after one untimed pass.
pub const PASSES: usize = 5;

/// The fastest of several timed passes over the same games.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Throughput {
    pub games: usize,
    pub actions: usize,
    /// The fastest pass's duration, in seconds.
    pub secs: f64,
}

impl Throughput {
    pub fn games_per_s(&self) -> f64 {
        self.games as f64 / self.secs
    }

    pub fn actions_per_s(&self) -> f64 {
        self.actions as f64 / self.secs
    }
}

/// Plays `random_games::<G>(seed, games)` once untimed, then `passes` times by `now` (a clock
/// in seconds, which the caller owns: the rules read none), and keeps the fastest pass. The
/// untimed pass lets a browser optimise the hot functions before they are timed (it starts
/// every wasm function in a baseline compiler), and the fastest pass is the code's own speed:
/// on a shared machine, others' work only ever makes a pass slower, so a single short pass
/// moved The Number's figure by 1.5x between two runs a minute apart
/// (docs/experiments/performance-log.md, "The engine bench").
pub fn throughput<G: Playable>(
    seed: Seed,
    games: usize,
    passes: usize,
    mut now: impl FnMut() -> f64,
) -> Result<Throughput, String> {
    random_games::<G>(seed, games)?;
    let mut best: Option<Throughput> = None;
    for _ in 0..passes.max(1) {
        let started = now();
        let actions = random_games::<G>(seed, games)?;
        let secs = (now() - started).max(1e-9);
        if best.is_none_or(|b| secs < b.secs) {
            best = Some(Throughput {
                games,
                actions,
                secs,
            });
        }
    }
    best.ok_or_else(|| "no pass timed".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::number::NumberGame;

    #[test]
    fn throughput_keeps_the_fastest_pass_of_the_same_games() {
        // A clock read twice a pass: passes of 3, 1 and 2 seconds.
        let mut reads = [0.0, 3.0, 10.0, 11.0, 20.0, 22.0].into_iter();
        let timed = throughput::<NumberGame>(SEED, 3, 3, || reads.next().unwrap_or(f64::NAN))
            .expect("random games finish");
        assert_eq!(timed.secs, 1.0);
        assert_eq!(timed.games, 3);
        assert_eq!(timed.actions, random_games::<NumberGame>(SEED, 3).unwrap());
        assert_eq!(timed.games_per_s(), 3.0);
    }
}
