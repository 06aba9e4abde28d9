//! Mino Dice's view as JSON, for a table server that sends each seat its own view and a page
//! that reads it with the hand-written codec (no serde in wasm). Dice, tricks and the score
//! sheet are written as their serde derives write them; the legal actions as their notation.
//! A view read from outside is checked before anything indexes it by seat.

use super::action::Action;
use super::dice::{Creature, Face, Kind};
use super::scoring::SheetRow;
use super::state::Phase;
use super::trick::{Capture, Roll, Trick, Won};
use super::view::View;
use super::SEAT_COUNTS;
use crate::json::{self, check_seat};
use crate::json_record;

json_record!(
    enum Phase {
        Bidding = "bidding",
        Rolling = "rolling",
        Over = "over",
    }
);
json_record!(
    enum Kind {
        Black = "black",
        Blue = "blue",
        Red = "red",
        Yellow = "yellow",
        Minotaur = "minotaur",
        Griffin = "griffin",
        Siren = "siren",
    }
);
json_record!(
    enum Creature {
        Minotaur = "minotaur",
        Griffin = "griffin",
        Siren = "siren",
    }
);
json_record!(enum Face {
    Number(value: u8) = "number",
    Flag = "flag",
    Creature(creature: Creature) = "creature",
});
json_record!(enum Won { Creature { creature, over }, AllThree, Number { value }, AllFlags });
json_record!(struct Roll { seat, die, face });
json_record!(struct Capture { by, taken, from, points });
json_record!(struct Trick { hand, number, rolls, winner, won, captures });
json_record!(struct SheetRow { hand, bid, tricks, base, captures, bonus });
json_record!(text Action);
json_record!(struct View {
    me, players, seats, phase, hand, hands_total, my_dice, hand_sizes, my_bid, has_bid, bids,
    tricks_won, to_roll, trick, follow, must_follow, hand_tricks, last_trick, sheet, scores,
    legal,
} seats(SEAT_COUNTS; seats, hand_sizes, has_bid, tricks_won, sheet, scores) check View::check_json);

impl View {
    /// A view from outside, its seats checked: one bid per seat once they are in, every seat
    /// it names among them, and legal actions of its own seat only.
    fn check_json(&self) -> json::Result<()> {
        let n = self.players;
        if let Some(bids) = &self.bids {
            json::check_per_seat("bids", bids.len(), n)?;
        }
        check_seat("to_roll", self.to_roll, n)?;
        let tricks = self.hand_tricks.iter().chain(&self.last_trick);
        for trick in tricks {
            check_seat("winner", trick.winner, n)?;
            check_rolls(&trick.rolls, n)?;
            check_captures(&trick.captures, n)?;
        }
        check_rolls(&self.trick, n)?;
        for row in self.sheet.iter().flatten() {
            check_captures(&row.captures, n)?;
        }
        // A seat's legal actions are its own; a spectator has none.
        if self.legal.iter().any(|a| Some(a.player) != self.me) {
            return Err("a legal action of another seat".into());
        }
        Ok(())
    }
}

fn check_rolls(rolls: &[Roll], players: usize) -> json::Result<()> {
    rolls
        .iter()
        .try_for_each(|r| check_seat("seat", r.seat, players))
}

fn check_captures(captures: &[Capture], players: usize) -> json::Result<()> {
    captures
        .iter()
        .try_for_each(|c| check_seat("from", c.from, players))
}
