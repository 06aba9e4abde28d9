//! Who sits at a seat in the games with three bot levels (NMBR 9, Sequence Numbers): a human
//! or an easy, medium or hard bot. The rules only count seats; the kind tells the app and
//! the arena who decides. Its lowercase names are those of saves and links.

use serde::{Deserialize, Serialize};

use super::RuleError;

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
