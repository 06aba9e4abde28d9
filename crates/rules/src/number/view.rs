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
    /// The seats to act, as the game lists them (`Game::to_act`): while the game goes on,
    /// every seat that has not picked this turn and has a digit left. So a page that holds
    /// only this view (an online table) knows whose turn it is.
    pub fn to_act(&self) -> Vec<PlayerId> {
        let seats = self.picked.iter().zip(&self.exhausted);
        let waiting = seats.map(|(&picked, &exhausted)| !self.over && !picked && !exhausted);
        waiting
            .enumerate()
            .filter_map(|(p, w)| w.then_some(p))
            .collect()
    }

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
