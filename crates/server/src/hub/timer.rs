//! The hub's timer: one task per clocked table in play waits on the server's clock for the
//! soonest deadline (or for the deadlines to change), then has the clock's bot move for every
//! seat whose time ran out, thinking on a copy of the game away from the table's lock.

use std::sync::{Arc, Weak};
use std::time::Duration;

use numera_rules::GameId;
use numera_wire::{clock_allowed, ErrorCode};

use super::{Hub, Shared};
use crate::error::{refuse, ServerError};
use crate::games::rules_of;
use crate::table::Pace;

/// The bot a clock's expiry plays when the host names none: the game's easy one.
const DEFAULT_BOT: &str = "easy";

/// How long a timer waits before it tries again after the store failed.
const RETRY: Duration = Duration::from_secs(1);

impl Hub {
    /// A new table's pace, from `create`'s fields: a clock of the choices offered and a bot
    /// of the game's, or none.
    pub(super) fn pace(
        &self,
        game: GameId,
        clock_s: Option<u64>,
        bot: Option<String>,
    ) -> Result<Option<Pace>, ServerError> {
        let Some(per_move_s) = clock_s else {
            if bot.is_some() {
                return refuse(ErrorCode::BadOptions, "a clock's bot needs a clock");
            }
            return Ok(None);
        };
        if !clock_allowed(per_move_s) {
            return refuse(ErrorCode::BadOptions, "no clock of this length is offered");
        }
        let bots = rules_of(game).map(|r| r.bots()).unwrap_or_default();
        let bot = match bot {
            Some(bot) if bots.contains(&bot.as_str()) => bot,
            Some(_) => return refuse(ErrorCode::BadOptions, "no bot of this name"),
            None if bots.contains(&DEFAULT_BOT) => DEFAULT_BOT.to_string(),
            None => bots.first().map_or(DEFAULT_BOT, |b| b).to_string(),
        };
        Ok(Some(Pace { per_move_s, bot }))
    }

    /// Starts the table's timer if its clocks run and none waits on them.
    pub(super) async fn start_timer(self: &Arc<Self>, table: &Shared) {
        {
            let mut t = table.lock().await;
            if t.timer_running || !t.clock_running() {
                return;
            }
            t.timer_running = true;
        }
        tokio::spawn(timer(Arc::downgrade(self), table.clone()));
    }

    /// Whether this hub still plays `table` (it may have lost or given it up).
    fn holds(&self, code: &str, table: &Shared) -> bool {
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        tables.get(code).is_some_and(|t| Arc::ptr_eq(t, table))
    }

    /// The clock's bot moves for every seat of `table` whose time ran out.
    async fn expire(self: &Arc<Self>, table: &Shared) {
        // In line with every other bot's thinking (bots.rs).
        let Ok(permit) = self.bot_work.acquire().await else {
            return;
        };
        let Some(job) = table.lock().await.expiry_job() else {
            return;
        };
        let (seq, seats) = (job.seq, job.seats.clone());
        let thought = tokio::task::spawn_blocking(move || job.think()).await;
        drop(permit);
        let mut t = table.lock().await;
        let played = match thought {
            Ok(moves) => t.play_expired(seq, &moves, &*self.store).await,
            Err(panic) => {
                tracing::error!(table = %t.code, %panic, "the clock's bot failed");
                t.postpone(&seats);
                Ok(())
            }
        };
        drop(t);
        match played {
            Ok(()) => self.kick_bots(table).await,
            Err(failure) => {
                failure.log(None);
                self.lost(table, &failure).await;
                tokio::time::sleep(RETRY).await;
            }
        }
    }
}

/// Waits on `table`'s clocks while the hub lives and holds the table and its clocks run.
async fn timer(hub: Weak<Hub>, table: Shared) {
    loop {
        let (next, wake, code) = {
            let mut t = table.lock().await;
            if !t.clock_running() {
                t.timer_running = false;
                return;
            }
            (t.next_deadline(), t.wake.clone(), t.code.clone())
        };
        let held = hub.upgrade().filter(|h| h.holds(&code, &table));
        let Some(clock) = held.map(|h| h.clock.clone()) else {
            table.lock().await.timer_running = false;
            return;
        };
        let Some(at) = next else {
            wake.notified().await;
            continue;
        };
        tokio::select! {
            () = clock.until(at) => {
                if let Some(hub) = hub.upgrade() {
                    hub.expire(&table).await;
                }
            }
            () = wake.notified() => {}
        }
    }
}
