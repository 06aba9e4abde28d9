//! Sequence Numbers for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::SequenceGame;
use super::Options;
use crate::rules::seat::arena_seats;
use crate::rules::{Game, Playable, RuleError};

impl Playable for SequenceGame {
    const NAME: &'static str = "Sequence Numbers";
    const DEFAULT_LINEUP: &'static [&'static str] = &["medium", "hard"];

    /// Two, three, four or six bots; four and six play in two teams, seats alternating.
    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        let seats = arena_seats(bots)?;
        let options = Options {
            seats,
            ..Options::default()
        };
        options.validate()?;
        Ok(options)
    }

    fn summary(&self) -> serde_json::Value {
        json!({
            "game": "sequence",
            "seed": self.seed().to_string(),
            "turn": self.turns() + 1,
            "to_act": self.to_act(),
            "chips": (0..self.options().team_count())
                .map(|t| self.board().chips_of(t as u8))
                .collect::<Vec<_>>(),
            "team_sequences": self.team_sequences(),
            "pile": self.pile().len(),
            "discards": self.discards().len(),
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
}
