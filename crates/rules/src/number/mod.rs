//! The Number (Hisashi Hayashi): secret 3-digit numbers, bluffing on shared digits.
//! Rules: docs/rules/number.md.
//!
//! `reveal` decides one turn (pure function of the picks and sheets), `state` runs rounds and
//! turns, `view` is what one seat may see, `bot` the computer players, `command` the command
//! box's typed lines (screen-reader play).

mod action;
pub mod bot;
mod command;
mod legality;
mod playable;
mod position;
mod record;
mod refusal;
mod reveal;
mod state;
mod view;
mod view_json;

pub use action::{digits_of, Pick};
pub use command::{Command, CommandError};
pub use refusal::Refusal;
pub use reveal::{resolve_turn, Elimination, Play, TurnResult};
pub use state::NumberGame;
pub use view::View;

use serde::{Deserialize, Serialize};

use super::{GameId, RuleError};

pub const ROUNDS: usize = 2;
pub const TURNS: usize = 5;
/// Bonus for the highest approved number, turns 1–5.
pub const TURN_BONUS: [i64; TURNS] = [2, 3, 4, 6, 8];
pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = 5;
/// The tables the game is played at, MIN_PLAYERS to MAX_PLAYERS seats.
pub const SEAT_COUNTS: [usize; 3] = [3, 4, 5];

/// Who sits at each seat. The rules only count seats; the kind tells the app and the arena
/// who decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Easy,
    Hard,
}

impl SeatKind {
    pub const ALL: [SeatKind; 3] = [SeatKind::Human, SeatKind::Easy, SeatKind::Hard];

    pub fn parse(text: &str) -> Result<SeatKind, RuleError> {
        match text {
            "human" => Ok(SeatKind::Human),
            "easy" => Ok(SeatKind::Easy),
            "hard" => Ok(SeatKind::Hard),
            other => Err(RuleError::unknown_seat(other, &["human", "easy", "hard"])),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Easy => "easy",
            SeatKind::Hard => "hard",
        }
    }

    pub fn is_bot(self) -> bool {
        self != SeatKind::Human
    }
}

crate::json_record!(names SeatKind);

crate::seat::seat_options! {
    /// 3 to 5 seats; by default a human, a hard and an easy bot.
    Options of SeatKind: GameId::Number, SEAT_COUNTS,
    default [SeatKind::Human, SeatKind::Hard, SeatKind::Easy]
}
