//! Mino Dice (Manfred Reindl; first published as Skull King: Das Würfelspiel): draw dice in
//! secret, bid how many tricks you will take, then roll one die per trick and take exactly
//! that many. Rules: docs/rules/mino.md; our readings are in docs/notation.md.
//!
//! `dice` holds the bag and the faces in one table, `trick` decides who takes a trick and
//! why, `scoring` the score sheet, `legality` the refusals, `state` the hands and tricks,
//! `action` the text notation, `view` what one seat may see, `bot` and `bot_eval` the
//! computer players.

mod action;
pub mod bot;
pub mod bot_eval;
pub mod dice;
mod legality;
mod play;
mod playable;
mod position;
mod record;
pub mod scoring;
mod state;
pub mod trick;
mod view;
mod view_json;

pub use action::{Action, Move};
pub use dice::{Creature, Face, Kind, BAG_SIZE, DICE};
pub use legality::Refusal;
pub use scoring::SheetRow;
pub use state::{draw, roll_face, MinoGame, Phase};
pub use trick::{allowed, colour_to_follow, Capture, Roll, Trick, Won};
pub use view::{BidStanding, View};

use super::GameId;

pub use crate::seat::SeatKind;

pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = 6;
/// The tables the game is played at, MIN_PLAYERS to MAX_PLAYERS seats.
pub const SEAT_COUNTS: [usize; 4] = [3, 4, 5, 6];

crate::seat::seat_options! {
    /// 3 to 6 seats; by default a human and a hard, a medium and an easy bot.
    Options of SeatKind: GameId::Mino, SEAT_COUNTS,
    default [SeatKind::Human, SeatKind::Hard, SeatKind::Medium, SeatKind::Easy]
}

impl Options {
    /// Hands in a game: 8 with 3–4 players, 7 with 5, 6 with 6 (hand N deals N dice each).
    pub fn hands(&self) -> usize {
        hands_for(self.seats.len())
    }
}

/// Hands in a game of `players`.
pub fn hands_for(players: usize) -> usize {
    match players {
        0..=4 => 8,
        5 => 7,
        _ => 6,
    }
}
