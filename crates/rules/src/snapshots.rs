//! A log replayed once for stepping through: the engine plays it from the start a single time
//! and every `EVERY`-th position is kept, so the position after any number of actions is a kept
//! one plus fewer than `EVERY` actions. A step costs the same early or late in a long game.
//!
//! The replay viewers of the app step through these; the positions are the engine's, the actions
//! its typed ones.

use super::{play_logged, replay, Game, ReplayError, Seed};

/// How far apart the kept positions are: reaching any step replays at most `EVERY - 1` actions.
const EVERY: usize = 8;

#[derive(Debug, Clone)]
pub struct Snapshots<G: Game> {
    /// `kept[i]`: the game after its first `i * EVERY` actions.
    kept: Vec<G>,
    actions: Vec<G::Action>,
}

impl<G: Game> Snapshots<G> {
    /// Replays `log` from the start, refusing it as `rules::replay` does: the options, or the
    /// index and reason of the first action the engine does not accept.
    pub fn new(
        options: &G::Options,
        seed: Seed,
        log: &[String],
    ) -> Result<Self, ReplayError<G::Refusal>> {
        let mut game = replay::<G>(options, seed, &[])?;
        let mut kept = vec![game.clone()];
        let mut actions = Vec::with_capacity(log.len());
        for (index, text) in log.iter().enumerate() {
            actions.push(play_logged(&mut game, index, text)?);
            if actions.len() % EVERY == 0 {
                kept.push(game.clone());
            }
        }
        Ok(Snapshots { kept, actions })
    }

    /// How many actions the log holds: the last step.
    pub fn last_step(&self) -> usize {
        self.actions.len()
    }

    /// The game before any action.
    pub fn start(&self) -> &G {
        &self.kept[0]
    }

    /// The game after its first `step` actions (after all of them past the end).
    pub fn at(&self, step: usize) -> G {
        let step = step.min(self.actions.len());
        let from = step / EVERY;
        let mut game = self.kept[from].clone();
        for action in &self.actions[from * EVERY..step] {
            // Accepted from this very position when the log was replayed: the engine is
            // deterministic, so it is accepted again.
            let _ = game.apply(action);
        }
        game
    }

    /// The log's action at `index` (0-based: the one that leads to step `index + 1`).
    pub fn action(&self, index: usize) -> Option<&G::Action> {
        self.actions.get(index)
    }

    /// The log's actions in `range` (clipped to the log).
    pub fn actions(&self, range: std::ops::Range<usize>) -> &[G::Action] {
        let end = range.end.min(self.actions.len());
        &self.actions[range.start.min(end)..end]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::number::{NumberGame, Options};

    /// A whole game of The Number by its bots, as a log.
    fn bot_game() -> (Options, Seed, Vec<String>) {
        let options = Options::default();
        let seed: Seed = "K7QM-3XPA".parse().unwrap();
        let mut game = NumberGame::new(&options, seed).unwrap();
        let mut log = Vec::new();
        let kinds = ["easy", "hard"];
        while let Some(&seat) = game.to_act().first() {
            let bot = crate::bot::find::<NumberGame>(kinds[seat % 2]).unwrap();
            let action = crate::bot::decide(&game, seat, bot).unwrap();
            game.apply(&action).unwrap();
            log.push(action.to_string());
        }
        (options, seed, log)
    }

    #[test]
    fn every_step_is_the_replay_of_the_log_up_to_it() {
        let (options, seed, log) = bot_game();
        assert!(
            log.len() > 3 * EVERY,
            "a game long enough to span several kept positions"
        );
        let steps = Snapshots::<NumberGame>::new(&options, seed, &log).unwrap();
        assert_eq!(steps.last_step(), log.len());
        // Backwards too: no step depends on the one shown before.
        for step in (0..=log.len()).rev() {
            let expected = replay::<NumberGame>(&options, seed, &log[..step]).unwrap();
            assert_eq!(
                steps.at(step).spectator_view(),
                expected.spectator_view(),
                "step {step}"
            );
        }
        assert_eq!(
            steps.at(log.len() + 5).spectator_view(),
            steps.at(log.len()).spectator_view()
        );
        assert_eq!(
            steps.action(0).map(ToString::to_string),
            Some(log[0].clone())
        );
        assert_eq!(steps.actions(2..5).len(), 3);
        assert!(steps.actions(log.len() - 1..log.len() + 3).len() == 1);
    }

    #[test]
    fn a_refused_log_is_refused_as_the_engine_replay_refuses_it() {
        let (options, seed, mut log) = bot_game();
        // The first seat picks twice in the first turn.
        log.insert(1, log[0].clone());
        let expected = replay::<NumberGame>(&options, seed, &log).unwrap_err();
        let got = Snapshots::<NumberGame>::new(&options, seed, &log).unwrap_err();
        assert_eq!(got, expected);
        assert_eq!(got.index(), Some(1));
        log[3] = "not an action".to_owned();
        let expected = replay::<NumberGame>(&options, seed, &log).unwrap_err();
        assert_eq!(
            Snapshots::<NumberGame>::new(&options, seed, &log).unwrap_err(),
            expected
        );
    }
}
