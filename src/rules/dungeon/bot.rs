//! The auto-player and a random legal player.

use super::action::Action;
use super::state::DungeonGame;
use crate::rules::Rng;

/// A uniformly random legal action (for property tests and the bench).
pub fn random(game: &DungeonGame, rng: &mut Rng) -> Option<Action> {
    rng.pick(&game.legal()).copied()
}

/// The auto-player's choice.
pub fn best(game: &DungeonGame) -> Option<Action> {
    game.legal().first().copied()
}
