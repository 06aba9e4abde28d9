//! Sequence Numbers for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::SequenceGame;
use super::Options;
use crate::seat::arena_seats;
use crate::{fields, Game, Playable, RuleError};

impl Playable for SequenceGame {
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

    fn summary(&self) -> serde_json::Map<String, serde_json::Value> {
        fields(json!({
            "turn": self.turns() + 1,
            "chips": (0..self.options().team_count())
                .map(|t| self.board().chips_of(t as u8))
                .collect::<Vec<_>>(),
            "team_sequences": self.team_sequences(),
            "pile": self.pile().len(),
            "discards": self.discards().len(),
        }))
    }
}
