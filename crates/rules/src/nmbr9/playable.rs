//! NMBR 9 for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::Nmbr9Game;
use super::Options;
use crate::seat::arena_options;
use crate::{fields, Playable, RuleError};

impl Playable for Nmbr9Game {
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "medium", "hard"];

    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        arena_options(bots, |seats| Options { seats }, Options::validate)
    }

    fn summary(&self) -> serde_json::Map<String, serde_json::Value> {
        let levels: Vec<Vec<usize>> = self
            .boards()
            .iter()
            .map(|b| (0..b.level_count()).map(|l| b.tiles_on(l as u8)).collect())
            .collect();
        fields(json!({
            "round": (self.card_index() + 1).min(super::CARDS),
            "card": self.current_card(),
            "remaining": self.remaining(),
            "tiles_per_level": levels,
        }))
    }
}
