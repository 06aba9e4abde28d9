//! The Number for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::NumberGame;
use super::{Options, SeatKind};
use crate::rules::{Game, Playable, RuleError};

impl Playable for NumberGame {
    const NAME: &'static str = "The Number";
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "hard", "easy", "hard"];

    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        let seats = bots
            .iter()
            .map(|b| match SeatKind::parse(b)? {
                SeatKind::Human => Err(RuleError::new("the arena seats bots only")),
                kind => Ok(kind),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let options = Options { seats };
        options.validate()?;
        Ok(options)
    }

    fn summary(&self) -> serde_json::Value {
        json!({
            "game": "number",
            "seed": self.seed().to_string(),
            "round": self.round() + 1,
            "turn": self.turn() + 1,
            "turns_played": self.history().len(),
            "to_act": self.to_act(),
            "round_scores": self.round_scores(),
            "scores": self.scores(),
            "outcome": self.outcome(),
        })
    }

    fn check_position(&self) -> Result<(), RuleError> {
        self.check()
    }

    /// The Number draws nothing: every secret is a seat's own pick, so there is no future to
    /// change.
    fn other_future(&self, _salt: u64) -> Self {
        self.clone()
    }
}
