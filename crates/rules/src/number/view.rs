//! What one seat sees: everything public (sheets, who has picked, past reveals, scores) and its
//! own pick of the current turn — never another seat's pick before the reveal.

use super::reveal::TurnResult;
use super::{SeatKind, ROUNDS};
use crate::PlayerId;

#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// The seat this view is for; `None` for a spectator (a replay, the public table).
    pub me: Option<PlayerId>,
    pub players: usize,
    pub seats: Vec<SeatKind>,
    pub round: usize,
    pub turn: usize,
    pub over: bool,
    /// `sheets[p][d]`: digit d crossed out on seat p's sheet (sheets are public).
    pub sheets: Vec<[bool; 10]>,
    pub exhausted: Vec<bool>,
    pub picked: Vec<bool>,
    pub my_pick: Option<u16>,
    pub history: Vec<TurnResult>,
    pub round_scores: Vec<[i64; ROUNDS]>,
    pub scores: Vec<i64>,
}

impl View {
    /// Digits still available to `player`, ascending.
    pub fn available(&self, player: PlayerId) -> Vec<u8> {
        (0..10u8)
            .filter(|&d| !self.sheets[player][d as usize])
            .collect()
    }

    /// Reveals of the round in progress (or of the last round once the game is over).
    pub fn this_round(&self) -> impl Iterator<Item = &TurnResult> {
        let round = self.round;
        self.history.iter().filter(move |t| t.round == round)
    }
}
