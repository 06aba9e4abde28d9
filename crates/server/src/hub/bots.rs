//! The hub's bot driver: a table's bots play one move at a time, each thinking on a copy of
//! the game in a blocking task (a hard bot may think for a while), away from the table's lock.
//! A bot that panics is logged and the seat goes to the next weaker bot, so that no bug in a
//! bot stops a table.
//!
//! Bots' thinking is the server's work, so it has budgets (issue 52: 20 tables of hard bots
//! from one address raised a neighbouring table's p99 from 4.1 ms to 43 ms): an address may
//! have so many tables with bots (`Limits::bot_tables_per_ip`), and only so many bots think
//! at once on the server (`Limits::bot_threads`), each for one move, then in line again
//! behind the others (the semaphore is first come first served), so one table's bots never
//! keep another's waiting for more than a move each.

use std::net::IpAddr;
use std::sync::Arc;

use numera_wire::ErrorCode;

use super::{Hub, Shared};
use crate::error::ServerError;

impl Hub {
    /// Starts the table's bots if one is due and none is playing.
    pub(super) async fn kick_bots(self: &Arc<Self>, table: &Shared) {
        {
            let mut t = table.lock().await;
            if t.bots_running || !t.bot_due() {
                return;
            }
            t.bots_running = true;
        }
        let hub = self.clone();
        let table = table.clone();
        tokio::spawn(async move { hub.play_bots(table).await });
    }

    /// Plays the table's bots until none is due; a move is played only if the table has not
    /// moved meanwhile.
    async fn play_bots(self: Arc<Self>, table: Shared) {
        loop {
            tokio::time::sleep(self.limits.bot_pause).await;
            // Never closed, so never an error; the game is read once the bot may think.
            let Ok(permit) = self.bot_work.acquire().await else {
                return;
            };
            let Some(job) = table.lock().await.bot_job() else {
                return;
            };
            let (seat, level) = (job.seat, job.level.clone());
            let hook = self.before_bot.clone();
            let thought = tokio::task::spawn_blocking(move || {
                if let Some(hook) = hook {
                    hook(&job.level);
                }
                let text = job.game.bot_move(job.seat, &job.level);
                (job, text)
            })
            .await;
            drop(permit);
            let mut t = table.lock().await;
            match thought {
                Ok((job, Some(text))) => t.bot_play(&job, &text, &*self.store).await,
                // The next turn of the loop finds the weaker bot due, or nothing.
                Ok((_, None)) => {
                    tracing::error!(table = %t.code, seat, level, "the bot found no move");
                    t.demote_bot(seat, &level);
                }
                Err(panic) => {
                    tracing::error!(table = %t.code, seat, level, %panic, "the bot failed");
                    t.demote_bot(seat, &level);
                }
            }
        }
    }

    /// Whether bots may be put at `table`: if it has none yet, its creator's address must
    /// have room for one more table with bots.
    pub(super) async fn check_bot_room(&self, table: &Shared) -> Result<(), ServerError> {
        let (creator, has_bots) = {
            let t = table.lock().await;
            (t.creator, t.has_bots())
        };
        match creator {
            // A table reloaded after a restart counts against no address, as for the table cap.
            Some(ip) if !has_bots => self.check_bots_of(ip).await,
            _ => Ok(()),
        }
    }

    /// Whether `ip` may have one more table with bots.
    pub(super) async fn check_bots_of(&self, ip: IpAddr) -> Result<(), ServerError> {
        let mut mine = 0;
        for table in self.all() {
            let t = table.lock().await;
            mine += usize::from(t.live() && t.creator == Some(ip) && t.has_bots());
        }
        if mine >= self.limits.bot_tables_per_ip {
            return Err(ServerError::Limited(
                ErrorCode::TooManyTables,
                "this address has as many tables with bots as it may",
            ));
        }
        Ok(())
    }
}
