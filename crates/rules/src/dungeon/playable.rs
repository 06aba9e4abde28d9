//! Dungeons of Numera for the `numera` command: the arena's bots, summaries, positions, and
//! per-map figures (won, score) for the arena.

use serde_json::json;

use super::state::DungeonGame;
use super::{MapChoice, Options};
use crate::{fields, OptionsError, Playable, PlayerId, Position, RuleError};

impl Playable for DungeonGame {
    const DEFAULT_LINEUP: &'static [&'static str] = &["auto"];

    /// One bot plays the campaign.
    fn arena_options(bots: &[String]) -> Result<Options, RuleError> {
        if bots.len() != 1 {
            return Err(OptionsError::PlayedAlone.into());
        }
        Ok(Options {
            map: MapChoice::Campaign,
            circled: 0,
        })
    }

    fn summary(&self) -> serde_json::Map<String, serde_json::Value> {
        fields(json!({
            "map": self.map().number,
            "map_index": self.map_index(),
            "phase": self.phase(),
            "dice": self.dice().iter().map(|d| json!({"value": d.value, "used": d.used})).collect::<Vec<_>>(),
            "skulls": self.skulls(),
            "keys": self.keys(),
            "equipment": self.equipment(),
            "events": self.events(),
            "maps": self.breakdowns(),
        }))
    }

    /// Per map of the campaign: `mapN_won` (1 or 0) and `mapN_score`.
    fn seat_figures(&self, _seat: PlayerId) -> Vec<(&'static str, f64)> {
        const NAMES: [[&str; 2]; 3] = [
            ["map1_won", "map1_score"],
            ["map2_won", "map2_score"],
            ["map3_won", "map3_score"],
        ];
        self.breakdowns()
            .iter()
            .flat_map(|b| {
                let names = NAMES[(b.map.clamp(1, 3) - 1) as usize];
                [
                    (names[0], f64::from(u8::from(b.won == Some(true)))),
                    (names[1], b.total as f64),
                ]
            })
            .collect()
    }
}

impl Position for DungeonGame {
    fn check_position(&self) -> Result<(), RuleError> {
        self.check_consistency()
    }

    fn other_future(&self, salt: u64) -> Self {
        self.with_other_future(salt)
    }
}
