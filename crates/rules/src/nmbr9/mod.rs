//! NMBR 9 (Peter Wichmann): number tiles stacked in levels; score = digit × level.
//! Rules: docs/rules/nmbr9.md.
//!
//! `tile` holds the ten shapes, `board` one player's stack and the placement rules, `state`
//! the game (a shared 20-card deck, everyone placing the same card), `view` what one seat may
//! see, `bot` and `bot_eval` the computer players.

mod action;
mod board;
pub mod bot;
pub mod bot_eval;
mod legality;
mod playable;
mod refusal;
pub mod search;
pub mod spots;
mod state;
pub mod tile;
mod view;
mod view_json;

pub use action::Place;
pub use board::{Board, PlaceError, Placement, Tile, COORD_LIMIT};
pub use refusal::Refusal;
pub use state::Nmbr9Game;

pub use view::View;

use super::GameId;

/// Cards in the deck: each digit twice.
pub const CARDS: usize = 20;
pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 4;
/// The tables the game is played at, MIN_PLAYERS to MAX_PLAYERS seats.
pub const SEAT_COUNTS: [usize; 4] = [1, 2, 3, 4];

/// The deck before shuffling: 0–9, then 0–9 again. The seed's "deck" stream shuffles it.
pub fn unshuffled_deck() -> Vec<u8> {
    (0..CARDS as u8).map(|i| i % 10).collect()
}

pub use crate::seat::SeatKind;

crate::seat::seat_options! {
    /// 1 to 4 seats; by default solo: one human beating their best.
    Options of SeatKind: GameId::Nmbr9, SEAT_COUNTS, default [SeatKind::Human]
}
