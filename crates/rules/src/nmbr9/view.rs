//! What one seat sees: every board (boards are public), the cards revealed so far and how many
//! of each digit are still face down — never the order of the cards to come.

use super::board::Board;
use super::SeatKind;
use crate::PlayerId;

#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// The seat this view is for; `None` for a spectator. Everything in NMBR 9 is public, so
    /// the views differ in nothing else.
    pub me: Option<PlayerId>,
    pub players: usize,
    pub seats: Vec<SeatKind>,
    /// Index of the current card (0–19), 20 once the game is over.
    pub card_index: usize,
    /// The digit every seat places this round, `None` once the game is over.
    pub card: Option<u8>,
    /// Cards revealed so far, the current one last.
    pub revealed: Vec<u8>,
    /// Cards still face down, per digit.
    pub remaining: [u8; 10],
    pub boards: Vec<Board>,
    /// Seats that have placed the current card.
    pub placed: Vec<bool>,
    pub scores: Vec<i64>,
    pub over: bool,
}
