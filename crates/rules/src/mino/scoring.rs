//! Scoring a hand (docs/rules/mino.md, "Scoring") and the score sheet a table shows: per seat
//! and hand, the bid, the tricks taken, the base points and the capture bonuses.

use serde::{Deserialize, Serialize};

use super::trick::Capture;

/// One line of a seat's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetRow {
    /// 1-based hand number (= dice drawn = tricks played).
    pub hand: usize,
    pub bid: u8,
    pub tricks: u8,
    /// Points for the bid alone.
    pub base: i64,
    /// The seat's captures this hand, whether or not they scored.
    pub captures: Vec<Capture>,
    /// Capture points: the sum of `captures`, only when the bid was made.
    pub bonus: i64,
}

impl SheetRow {
    pub fn new(hand: usize, bid: u8, tricks: u8, captures: Vec<Capture>) -> SheetRow {
        SheetRow {
            hand,
            bid,
            tricks,
            base: base_points(hand, bid, tricks),
            bonus: bonus_points(bid, tricks, &captures),
            captures,
        }
    }

    pub fn made(&self) -> bool {
        self.bid == self.tricks
    }

    pub fn total(&self) -> i64 {
        self.base + self.bonus
    }
}

/// Bid N ≥ 1 made exactly: +20 × N; missed: −10 per trick off. Bid 0 made: +10 × hand
/// number; missed: −10 × hand number, however many tricks were taken.
pub fn base_points(hand: usize, bid: u8, tricks: u8) -> i64 {
    let hand = hand as i64;
    match (bid, bid == tricks) {
        (0, true) => 10 * hand,
        (0, false) => -10 * hand,
        (n, true) => 20 * n as i64,
        (n, false) => -10 * (tricks as i64 - n as i64).abs(),
    }
}

/// Capture bonuses count only with the bid made.
pub fn bonus_points(bid: u8, tricks: u8, captures: &[Capture]) -> i64 {
    if bid == tricks {
        captures.iter().map(|c| c.points).sum()
    } else {
        0
    }
}
