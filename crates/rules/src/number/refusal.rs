//! Why The Number refuses a pick, typed: the app words it in the player's language, and its
//! `Display` is the English of logs and the command line.

use std::fmt;

use crate::PlayerId;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NoSuchPlayer {
        seat: PlayerId,
    },
    /// Above 999: a pick is three digits.
    TooLong {
        number: u16,
    },
    AlreadyPicked {
        seat: PlayerId,
    },
    /// Every digit of the seat's sheet is crossed out this round.
    NoDigitLeft {
        seat: PlayerId,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::NoSuchPlayer { seat } => write!(f, "there is no player {}", seat + 1),
            Refusal::TooLong { number } => write!(f, "{number} has more than three digits"),
            Refusal::AlreadyPicked { seat } => {
                write!(f, "player {} has already picked this turn", seat + 1)
            }
            Refusal::NoDigitLeft { seat } => {
                write!(f, "player {} has no digit left this round", seat + 1)
            }
        }
    }
}

// As JSON: an online table sends the refusal itself, which the page words in its player's
// language (docs/tables.md).
crate::json_record!(enum Refusal {
    GameOver,
    NoSuchPlayer { seat },
    TooLong { number },
    AlreadyPicked { seat },
    NoDigitLeft { seat },
});
