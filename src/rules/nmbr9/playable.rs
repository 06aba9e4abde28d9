//! NMBR 9 for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::Nmbr9Game;
use super::Options;
use crate::rules::seat::arena_seats;
use crate::rules::{Game, Playable, RuleError};

impl Playable for Nmbr9Game {
    const NAME: &'static str = "NMBR 9";
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "medium", "hard"];

    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        let seats = arena_seats(bots)?;
        let options = Options { seats };
        options.validate()?;
        Ok(options)
    }

    fn summary(&self) -> serde_json::Value {
        let levels: Vec<Vec<usize>> = self
            .boards()
            .iter()
            .map(|b| (0..b.level_count()).map(|l| b.tiles_on(l as u8)).collect())
            .collect();
        json!({
            "game": "nmbr9",
            "seed": self.seed().to_string(),
            "round": (self.card_index() + 1).min(super::CARDS),
            "card": self.current_card(),
            "remaining": self.remaining(),
            "to_act": self.to_act(),
            "tiles_per_level": levels,
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
