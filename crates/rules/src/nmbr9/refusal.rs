//! Why NMBR 9 refuses a placement, typed: the app words it in the player's language, and its
//! `Display` is the English of logs and the command line.

use std::fmt;

use super::board::PlaceError;
use crate::PlayerId;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NoSuchPlayer {
        seat: PlayerId,
    },
    /// The seat has already placed the current card's tile.
    AlreadyPlaced {
        seat: PlayerId,
        digit: u8,
    },
    /// The tile cannot go there (the board's own reason).
    Place(PlaceError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("The game is over"),
            Refusal::NoSuchPlayer { seat } => write!(f, "There is no player {}", seat + 1),
            Refusal::AlreadyPlaced { seat, digit } => {
                write!(f, "Player {} has already placed this {digit}", seat + 1)
            }
            Refusal::Place(e) => e.fmt(f),
        }
    }
}

// As JSON: an online table sends the refusal itself, which the page words in its player's
// language (docs/tables.md).
crate::json_record!(enum Refusal {
    GameOver,
    NoSuchPlayer { seat },
    AlreadyPlaced { seat, digit },
    Place(error: PlaceError),
});
crate::json_record!(enum PlaceError {
    Overlaps,
    Overhangs,
    RestsOnOneTile,
    MustTouchTable,
    MustTouchLevel(level: u8),
    BadRotation,
    OffLimits,
});
