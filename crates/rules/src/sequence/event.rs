//! How a game ends and what everyone at the table sees happen (the public move log).

use serde::{Deserialize, Serialize};

use super::board::{Cell, Team};
use super::deck::Card;
use crate::PlayerId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// The team made its sequences first.
    Won { team: Team },
    /// Nobody could play: every seat passed in a row (or `TURN_LIMIT` turns went by).
    /// The team with most sequences wins, then the one with most chips; equals share.
    Blocked,
}

/// What everyone at the table sees happen, in order (never which card was drawn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Placed {
        seat: PlayerId,
        card: Card,
        cell: Cell,
    },
    Removed {
        seat: PlayerId,
        cell: Cell,
        team: Team,
    },
    DeadExchanged {
        seat: PlayerId,
        card: Card,
    },
    Passed {
        seat: PlayerId,
    },
    /// The draw pile ran out: the discards became a new pile of `cards` cards.
    Reshuffled {
        cards: usize,
    },
    Sequence {
        team: Team,
        cells: [Cell; 5],
    },
    Ended(End),
}
