//! Who sits at a seat in the games with three bot levels (NMBR 9, Sequence Numbers, Mino
//! Dice): a human or an easy, medium or hard bot. The rules only count seats; the kind tells the app and
//! the arena who decides. Its lowercase names are those of saves and links.

use serde::{Deserialize, Serialize};

use super::{PlayerId, RuleError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Easy,
    Medium,
    Hard,
}

impl SeatKind {
    pub const BOTS: [SeatKind; 3] = [SeatKind::Easy, SeatKind::Medium, SeatKind::Hard];

    pub fn parse(text: &str) -> Result<SeatKind, RuleError> {
        match text {
            "human" => Ok(SeatKind::Human),
            "easy" => Ok(SeatKind::Easy),
            "medium" => Ok(SeatKind::Medium),
            "hard" => Ok(SeatKind::Hard),
            other => Err(RuleError::new(format!(
                "unknown seat '{other}' (expected human, easy, medium or hard)"
            ))),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Easy => "easy",
            SeatKind::Medium => "medium",
            SeatKind::Hard => "hard",
        }
    }

    pub fn is_bot(self) -> bool {
        self != SeatKind::Human
    }
}

/// An arena table (`numera arena --bots a,b,…`): one bot per seat, no human.
pub fn arena_seats(bots: &[String]) -> Result<Vec<SeatKind>, RuleError> {
    bots.iter()
        .map(|b| match SeatKind::parse(b)? {
            SeatKind::Human => Err(RuleError::new("the arena seats bots only")),
            kind => Ok(kind),
        })
        .collect()
}

/// The bot `bot` asked to decide for `seat`: refused for a human or a seat not to act now.
pub fn bot_to_act(bot: &str, seat: PlayerId, to_act: &[PlayerId]) -> Result<SeatKind, RuleError> {
    let kind = SeatKind::parse(bot)?;
    if !kind.is_bot() {
        return Err(RuleError::new("a human decides for themselves"));
    }
    if !to_act.contains(&seat) {
        return Err(RuleError::new(format!(
            "player {} need not act now",
            seat + 1
        )));
    }
    Ok(kind)
}
