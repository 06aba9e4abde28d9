//! NMBR 9's view as JSON, for a table server that sends each seat its own view and a page
//! that reads it with the hand-written codec (no serde in wasm). A board travels as its serde
//! form does, the list of its tiles in placement order, and is read back only through
//! `Board::from_tiles`, which replays and checks every placement: no board read from outside
//! can hold a tile the rules would refuse.

use super::board::{Board, Tile};
use super::view::View;
use super::{CARDS, SEAT_COUNTS};
use crate::json::{self, FromJson, ToJson};
use crate::json_record;

json_record!(struct Tile { digit, x, y, rotation, level });

impl FromJson for Board {
    fn from_json(raw: &str) -> json::Result<Board> {
        Board::from_tiles(&Vec::<Tile>::from_json(raw)?).map_err(json::Error::from)
    }
}

impl ToJson for Board {
    fn write_json(&self, out: &mut String) {
        self.tiles().write_json(out);
    }
}

json_record!(struct View {
    me, players, seats, card_index, card, revealed, remaining, boards, placed, scores, over,
} seats(SEAT_COUNTS; seats, boards, placed, scores) check View::check_json);

impl View {
    /// A view from outside, its seats checked: digits and a card count a deck of 20 cards can
    /// show.
    fn check_json(&self) -> json::Result<()> {
        let digits = self.revealed.iter().chain(&self.card);
        if self.card_index > CARDS || self.revealed.len() > CARDS || digits.max() > Some(&9) {
            return Err("more cards or other digits than the deck holds".into());
        }
        Ok(())
    }
}
