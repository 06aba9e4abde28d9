//! A state of The Number as a position (`rules::Position`): read from outside and checked,
//! down to what its recorded picks make (record.rs), apart from the state so the check can
//! replay the whole game.

use super::state::NumberGame;
use super::{ROUNDS, TURNS};
use crate::{Game, Position, RuleError};

impl Position for NumberGame {
    /// Consistency of a state read from outside (a position file): sizes and ranges, so that
    /// nothing later indexes out of bounds.
    fn check_position(&self) -> Result<(), RuleError> {
        self.options.validate()?;
        let n = self.players();
        let bad = |what: &'static str| Err(RuleError::inconsistent(what));
        if self.round >= ROUNDS || self.turn >= TURNS {
            return bad("round or turn out of range");
        }
        let sizes = [
            self.sheets.len(),
            self.picks.len(),
            self.turn_points.len(),
            self.crossed_at_end.len(),
        ];
        if sizes.iter().any(|&len| len != n) {
            return bad("one entry per seat expected");
        }
        if self.picks.iter().flatten().any(|&x| x > 999) {
            return bad("a pick above 999");
        }
        if (0..n).any(|p| self.picks[p].is_some() && self.exhausted(p)) {
            return bad("a seat with no digit left has picked");
        }
        if !self.over && self.history.len() != self.round * TURNS + self.turn {
            return bad("history does not match round and turn");
        }
        // Only what the recorded picks make: sheets, points and counters included.
        let again = super::record::replayed(self).map_err(RuleError::inconsistent)?;
        if serde_json::to_value(&again).ok() != serde_json::to_value(self).ok() {
            return bad("the sheets, points or counters are not what the recorded picks make");
        }
        Ok(())
    }

    /// The Number draws nothing: every secret is a seat's own pick, so there is no future to
    /// change.
    fn other_future(&self, _salt: u64) -> Self {
        self.clone()
    }
}
