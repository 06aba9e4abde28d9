//! Why Sequence Numbers refuses an action, typed: the app words it in the player's language,
//! and its `Display` is the English of logs and the command line.

use std::fmt;

use super::action::cell_text;
use super::board::Cell;
use super::deck::Card;
use crate::PlayerId;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NoSuchPlayer {
        seat: PlayerId,
    },
    /// Another seat is to act: `seat`.
    NotYourTurn {
        seat: PlayerId,
    },
    /// A Minus card played to place a chip (it only takes one off).
    MinusPlaces,
    /// The seat holds no such card (for a Minus, also when taking a chip off).
    NotHeld {
        card: Card,
    },
    /// Off the 10 × 10 board.
    NoSuchSpace,
    /// The four corners are free for everyone: no chip goes there.
    Corner,
    Taken {
        cell: Cell,
    },
    /// An equation whose answer is not the number the space shows.
    WrongNumber {
        card: Card,
        cell: Cell,
        shown: u8,
    },
    /// A Minus on an empty space.
    NoChip {
        cell: Cell,
    },
    /// A Minus on a chip of the seat's own team.
    OwnChip {
        cell: Cell,
    },
    /// A Minus on a chip of a completed sequence.
    LockedChip {
        cell: Cell,
    },
    /// A Plus or a Minus offered as a dead card.
    NotEquation,
    /// One dead card per turn.
    DeadUsed,
    /// A space showing the card's answer is still free.
    NotDead {
        card: Card,
    },
    /// A pass while some card can be played.
    CanStillPlay,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("The game is over"),
            Refusal::NoSuchPlayer { seat } => write!(f, "There is no player {}", seat + 1),
            Refusal::NotYourTurn { seat } => write!(f, "It is player {}'s turn", seat + 1),
            Refusal::MinusPlaces => {
                f.write_str("A Minus card takes a chip off: play it as minus@row,col")
            }
            Refusal::NotHeld { card } => write!(f, "You do not hold {}", name(card)),
            Refusal::NoSuchSpace => {
                f.write_str("There is no such space (rows and columns are 0 to 9)")
            }
            Refusal::Corner => {
                f.write_str("The corners are free spaces for everyone: no chip goes there")
            }
            Refusal::Taken { cell } => write!(f, "The space {} is taken", cell_text(cell)),
            Refusal::WrongNumber { card, cell, shown } => write!(
                f,
                "{} makes {}, and the space {} shows {shown}",
                card.text(),
                card.answer().unwrap_or_default(),
                cell_text(cell)
            ),
            Refusal::NoChip { cell } => write!(f, "There is no chip on {}", cell_text(cell)),
            Refusal::OwnChip { .. } => {
                f.write_str("That chip is your team's: a Minus takes an opponent's chip off")
            }
            Refusal::LockedChip { .. } => {
                f.write_str("That chip is in a completed sequence: it can never be taken off")
            }
            Refusal::NotEquation => f.write_str("Only an equation card can be dead"),
            Refusal::DeadUsed => f.write_str("You have already exchanged a dead card this turn"),
            Refusal::NotDead { card } => write!(
                f,
                "{} is not dead: a space showing {} is still free",
                card.text(),
                card.answer().unwrap_or_default()
            ),
            Refusal::CanStillPlay => {
                f.write_str("You can still play a card: pass only when none can be played")
            }
        }
    }
}

fn name(card: Card) -> String {
    match card {
        Card::Plus => "a Plus card".into(),
        Card::Minus => "a Minus card".into(),
        eq => eq.text(),
    }
}

// As JSON: an online table sends the refusal itself, which the page words in its player's
// language (docs/tables.md). A card as its text, as in the views.
crate::json_record!(enum Refusal {
    GameOver,
    NoSuchPlayer { seat },
    NotYourTurn { seat },
    MinusPlaces,
    NotHeld { card },
    NoSuchSpace,
    Corner,
    Taken { cell },
    WrongNumber { card, cell, shown },
    NoChip { cell },
    OwnChip { cell },
    LockedChip { cell },
    NotEquation,
    DeadUsed,
    NotDead { card },
    CanStillPlay,
});
