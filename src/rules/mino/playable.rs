//! Mino Dice for the `numera` command: arena line-ups, summaries, positions, and the share
//! of exact bids per seat for the arena.

use serde_json::json;

use super::state::MinoGame;
use super::Options;
use crate::rules::seat::arena_seats;
use crate::rules::{Game, Playable, PlayerId, RuleError};

impl Playable for MinoGame {
    const NAME: &'static str = "Mino Dice";
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "hard", "easy", "hard"];

    /// Three to six bots.
    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        let seats = arena_seats(bots)?;
        let options = Options { seats };
        options.validate()?;
        Ok(options)
    }

    fn summary(&self) -> serde_json::Value {
        json!({
            "game": "mino",
            "seed": self.seed().to_string(),
            "hand": self.hand_number(),
            "hands": self.hands_total(),
            "phase": self.phase(),
            "to_act": self.to_act(),
            "bids": self.revealed_bids(),
            "tricks_won": self.tricks_won(),
            "trick": self.trick(),
            "rolls": self.rolls(),
            "scores": self.scores(),
            "outcome": self.outcome(),
        })
    }

    fn check_position(&self) -> Result<(), RuleError> {
        self.check()
    }

    fn other_future(&self, salt: u64) -> Self {
        self.with_other_future(salt)
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
