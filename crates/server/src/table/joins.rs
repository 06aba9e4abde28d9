//! How often a table may be joined: anyone with its code may watch, but a code passed round
//! (or a script) joining in a loop makes every seat hear of each join. So each table allows
//! `Limits::joins_per_table` joins in a burst, then one more each `Limits::table_join_every`,
//! a token bucket read on the server's clock. Only watching is counted: a seat is taken once,
//! and a player coming back to theirs holds its token and is never turned away.

use numera_wire::ErrorCode;

use super::Table;
use crate::clock::Millis;
use crate::error::ServerError;
use crate::limits::Limits;

/// The joins a table has left, as of a time.
#[derive(Default)]
pub struct Joins {
    /// `None`: never joined yet, so the whole burst is left.
    left: Option<(f64, Millis)>,
}

impl Table {
    /// Spends one of the table's joins, or refuses (`rate_limited`) if none is left.
    pub(super) fn take_join(&mut self, limits: &Limits) -> Result<(), ServerError> {
        let now = self.clock.now();
        let burst = f64::from(limits.joins_per_table);
        let every = limits.table_join_every.as_millis().max(1) as f64;
        let left = match self.joins.left {
            None => burst,
            Some((left, at)) => (left + now.saturating_sub(at) as f64 / every).min(burst),
        };
        if left < 1.0 {
            self.joins.left = Some((left, now));
            return Err(ServerError::Limited(
                ErrorCode::RateLimited,
                "too many have joined this table just now: try again in a moment",
            ));
        }
        self.joins.left = Some((left - 1.0, now));
        Ok(())
    }
}
