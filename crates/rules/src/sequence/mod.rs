//! Sequence Numbers (Jax): the board game Sequence with equation cards. Play a card, put a
//! chip on a space showing its answer, and be first to make five in a row.
//! Rules: docs/rules/sequence.md; our readings where it is open are in docs/notation.md.
//!
//! `deck` holds the 100 cards (both editions) as data, `board` the layout, chips and the
//! sequence bookkeeping, `state` the turns and the cards, `action` the text notation, `view`
//! what one seat may see, `bot` and `bot_eval` the computer players.

mod action;
pub mod board;
pub mod bot;
pub mod bot_eval;
pub mod deck;
mod event;
pub mod infer;
mod legality;
mod play;
mod playable;
mod public_log;
mod refusal;
mod state;
mod view;
mod view_json;

pub use action::{Action, Move};
pub use board::{Board, Cell, Sequence, Team, CELLS, LAYOUT, SIDE};
pub use deck::{Card, CardId, Edition, Op, DECK_SIZE};
pub use event::{End, Event};
pub use refusal::Refusal;
pub use state::{SequenceGame, TURN_LIMIT};
pub use view::{HandCard, View};

use serde::{Deserialize, Serialize};

use super::json;
use super::{GameId, OptionsError, RuleError, Seating};

/// The tables the game is played at.
pub const SEAT_COUNTS: [usize; 4] = [2, 3, 4, 6];

pub use crate::seat::SeatKind;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// 2, 3, 4 or 6 seats.
    pub seats: Vec<SeatKind>,
    /// Teams, for 6 seats only: 2 teams of 3 or 3 teams of 2. Absent: 2 teams for 4 or 6
    /// seats, one team per player for 2 or 3 (any other value there is refused).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<usize>,
    #[serde(default)]
    pub edition: Edition,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            seats: vec![SeatKind::Human, SeatKind::Medium],
            teams: None,
            edition: Edition::PlusMinus,
        }
    }
}

impl Seating for Options {
    fn seat_count(&self) -> usize {
        self.seats.len()
    }
}

impl Options {
    pub fn validate(&self) -> Result<(), RuleError> {
        let n = self.seats.len();
        if !SEAT_COUNTS.contains(&n) {
            return Err(OptionsError::SeatCount {
                game: GameId::Sequence,
                found: n,
                allowed: &SEAT_COUNTS,
            }
            .into());
        }
        let teams = self.team_count();
        let fits = match n {
            2 | 3 => teams == n,
            4 => teams == 2,
            _ => teams == 2 || teams == 3,
        };
        if !fits {
            return Err(OptionsError::Teams { players: n, teams }.into());
        }
        Ok(())
    }

    /// Number of teams (a player alone is a team of one).
    pub fn team_count(&self) -> usize {
        let n = self.seats.len();
        match (n, self.teams) {
            (_, Some(t)) => t,
            (2 | 3, None) => n,
            _ => 2,
        }
    }

    /// Seats alternate around the table: seat `s` plays for team `s % teams`.
    pub fn team_of(&self, seat: usize) -> Team {
        (seat % self.team_count()) as Team
    }

    /// Cards in each hand: 5 for 2–3 players, 4 for 4–6.
    pub fn hand_size(&self) -> usize {
        if self.seats.len() <= 3 {
            5
        } else {
            4
        }
    }

    /// Sequences a team needs to win: 1 for 2–3 players, 2 for 4–6.
    pub fn sequences_to_win(&self) -> usize {
        if self.seats.len() <= 3 {
            1
        } else {
            2
        }
    }
}

impl json::FromJson for Edition {
    fn from_json(raw: &str) -> json::Result<Edition> {
        let names = [
            ("plus-minus", Edition::PlusMinus),
            ("four-operations", Edition::FourOperations),
        ];
        json::one_of(raw, &names)
    }
}

impl json::ToJson for Edition {
    fn write_json(&self, out: &mut String) {
        let name = match self {
            Edition::PlusMinus => "plus-minus",
            Edition::FourOperations => "four-operations",
        };
        name.write_json(out);
    }
}

// As serde's derive reads and writes it: `teams` only when set, unknown fields refused.
impl json::FromJson for Options {
    fn from_json(raw: &str) -> json::Result<Options> {
        let fields = json::fields(raw, &["seats", "teams", "edition"], true)?;
        Ok(Options {
            seats: fields.get("seats")?,
            teams: fields.or_default("teams")?,
            edition: fields.or_default("edition")?,
        })
    }
}

impl json::ToJson for Options {
    fn write_json(&self, out: &mut String) {
        let object = json::object(out).field("seats", &self.seats);
        let object = match &self.teams {
            Some(teams) => object.field("teams", teams),
            None => object,
        };
        object.field("edition", &self.edition).end();
    }
}
