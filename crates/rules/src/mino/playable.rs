//! Mino Dice for the `numera` command: arena line-ups, summaries, positions, and the share
//! of exact bids per seat for the arena.

use serde_json::json;

use super::state::MinoGame;
use super::Options;
use crate::seat::arena_options;
use crate::{fields, Playable, PlayerId, RuleError};

impl Playable for MinoGame {
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "hard", "easy", "hard"];

    /// Three to six bots.
    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        arena_options(bots, |seats| Options { seats }, Options::validate)
    }

    fn summary(&self) -> serde_json::Map<String, serde_json::Value> {
        fields(json!({
            "hand": self.hand_number(),
            "hands": self.hands_total(),
            "phase": self.phase(),
            "bids": self.revealed_bids(),
            "tricks_won": self.tricks_won(),
            "trick": self.trick(),
            "rolls": self.rolls(),
        }))
    }

    /// `exact_bids`: the share of hands whose bid the seat made exactly; `bonus`: capture
    /// points it scored per game.
    fn seat_figures(&self, seat: PlayerId) -> Vec<(&'static str, f64)> {
        let rows = &self.sheet()[seat];
        let made = rows.iter().filter(|r| r.made()).count();
        vec![
            ("exact_bids", made as f64 / rows.len().max(1) as f64),
            ("bonus", rows.iter().map(|r| r.bonus as f64).sum()),
        ]
    }
}
