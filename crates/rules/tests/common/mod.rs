//! Helpers shared by the rules' integration tests: random legal games over every table the
//! conformance suite plays, and bots played to the end.

#![allow(dead_code)]

pub mod dungeon;

use numera_rules::bot::Seats;
use numera_rules::{conformance, Playable, Rng, Seed};

/// Random legal games of `G`, `games` on every conformance table, from the seeds that follow
/// `base`, each action picked by the named stream of its seed. `visit` sees each game at every
/// step (and at its end) with its seed, the step and that stream, to try actions of its own
/// with. The number of steps visited.
pub fn random_games<G: Playable>(
    games: usize,
    base: u64,
    stream: &str,
    mut visit: impl FnMut(&G, Seed, usize, &mut Rng),
) -> usize {
    let mut steps = 0;
    for (t, options) in conformance::tables::<G>().unwrap().iter().enumerate() {
        for g in 0..games {
            let seed = Seed::from_bits(base).nth((t * games + g) as u64);
            let mut game = G::new(options, seed).unwrap();
            let mut rng = Rng::stream(seed, stream, 0);
            for step in 0.. {
                visit(&game, seed, step, &mut rng);
                steps += 1;
                let Some(&seat) = rng.pick(&game.to_act()) else {
                    break;
                };
                let legal = game.legal_actions(seat);
                game.apply(rng.pick(&legal).unwrap()).unwrap();
            }
        }
    }
    steps
}

/// Plays `game` to its end with the bots of its options' seats, each action among the legal
/// ones of its seat; the actions played.
pub fn bots_to_the_end<G: Seats>(game: &mut G) -> Vec<G::Action> {
    let mut log = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let action = numera_rules::bot::seated_action(game, seat).unwrap();
        assert!(game.legal_actions(seat).contains(&action), "{action:?}");
        game.apply(&action).unwrap();
        log.push(action);
    }
    log
}
