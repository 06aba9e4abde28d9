//! NMBR 9 for the `numera` command: arena line-ups, summaries, positions.

use serde_json::json;

use super::state::Nmbr9Game;
use super::{Options, Place, SeatKind};
use crate::rules::{Game, Playable, PlayerId, RuleError};

impl Playable for Nmbr9Game {
    const NAME: &'static str = "NMBR 9";
    const BOTS: &'static [&'static str] = &["easy", "medium", "hard"];
    const DEFAULT_LINEUP: &'static [&'static str] = &["easy", "medium", "hard"];

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

    fn bot_action(&self, seat: PlayerId, bot: &str) -> Result<Place, RuleError> {
        let kind = SeatKind::parse(bot)?;
        if !kind.is_bot() {
            return Err(RuleError::new("a human decides for themselves"));
        }
        if !self.to_act().contains(&seat) {
            return Err(RuleError::new(format!(
                "player {} need not act now",
                seat + 1
            )));
        }
        Ok(self.decide(seat, kind))
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
}
