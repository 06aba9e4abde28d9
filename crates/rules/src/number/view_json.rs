//! The Number's view as JSON, for a table server that sends each seat its own view and a page
//! that reads it with the hand-written codec (no serde in wasm). The reveal's types are written
//! as their serde derives write them; the view as an object of its fields.

use super::reveal::{Elimination, Play, TurnResult};
use super::view::View;
use super::SEAT_COUNTS;
use crate::json::{self, check_seat};
use crate::json_record;

json_record!(enum Elimination {
    SharedDigit { digit, smaller, by },
    CrossedDigit { digit },
});
json_record!(struct Play { player, number, eliminated, points, bonus, crossed });
json_record!(struct TurnResult { round, turn, plays });
json_record!(struct View {
    me, players, seats, round, turn, over, sheets, exhausted, picked, my_pick, history,
    round_scores, scores,
} seats(SEAT_COUNTS; seats, sheets, exhausted, picked, round_scores, scores) check View::check_json);

impl View {
    /// A view from outside, its seats checked: every seat a reveal names among them.
    fn check_json(&self) -> json::Result<()> {
        let n = self.players;
        for play in self.history.iter().flat_map(|t| &t.plays) {
            check_seat("player", play.player, n)?;
            if let Some(Elimination::SharedDigit { by, .. }) = play.eliminated {
                check_seat("by", by, n)?;
            }
        }
        Ok(())
    }
}
