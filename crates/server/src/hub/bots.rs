//! The hub's bot driver: a table's bots play one move at a time, each thinking on a copy of
//! the game in a blocking task (a hard bot may think for a while), away from the table's lock.
//! A bot that panics is logged and the seat goes to the next weaker bot, so that no bug in a
//! bot stops a table.

use std::sync::Arc;

use super::{Hub, Shared};

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
}
