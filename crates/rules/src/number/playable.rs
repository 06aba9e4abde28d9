//! The Number for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::NumberGame;
use super::{Options, SeatKind};
use crate::{fields, OptionsError, Playable, RuleError};

impl Playable for NumberGame {
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "hard", "easy", "hard"];

    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        let seats = bots
            .iter()
            .map(|b| match SeatKind::parse(b)? {
                SeatKind::Human => Err(RuleError::Options(OptionsError::BotsOnly)),
                kind => Ok(kind),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let options = Options { seats };
        options.validate()?;
        Ok(options)
    }

    fn summary(&self) -> serde_json::Map<String, serde_json::Value> {
        fields(json!({
            "round": self.round() + 1,
            "turn": self.turn() + 1,
            "turns_played": self.history().len(),
            "round_scores": self.round_scores(),
        }))
    }
}
