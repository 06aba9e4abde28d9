//! The `table` message, which tells everyone at a table who sits and watches there. A change
//! of seating or presence is told at most once per `EVERY` per table, the latest state last
//! (a trailing send, so no change is lost): anyone with a code could otherwise join and leave
//! in a loop and flood the players (issue 52: 1,432 messages, 500 KB, to one seat in 5 s). A
//! change of status (the start, the end, the close) is rare and is told at once; frames are
//! never held back.

use std::sync::{Arc, Weak};

use numera_wire::ServerMessage;
use tokio::sync::Mutex;

use super::Table;
use crate::clock::Millis;
use crate::outbox::Outbox;

/// The shortest time between two `table` messages of one table's seating.
pub const EVERY: Millis = 250;

/// What a table has told of its seating, and what it has still to tell.
#[derive(Default)]
pub struct News {
    /// When the last `table` message went to everyone (the server's clock).
    sent_at: Option<Millis>,
    /// A change not told to everyone yet.
    pending: bool,
    /// When the task waiting to tell it will (`None`: no task waits).
    scheduled: Option<Millis>,
    /// The table under its lock, for that task (empty for a table not yet shared).
    me: Weak<Mutex<Table>>,
}

/// A table under its lock, which its own trailing sends reach it through.
pub fn shared(mut table: Table) -> Arc<Mutex<Table>> {
    Arc::new_cyclic(|me| {
        table.news.me = me.clone();
        Mutex::new(table)
    })
}

impl Table {
    /// Tells everyone the table as it is now.
    pub(super) fn broadcast_table(&mut self) {
        self.news.sent_at = Some(self.clock.now());
        self.news.pending = false;
        let text = ServerMessage::Table(self.info()).encode();
        for m in self.members.values() {
            m.out.send_text(text.clone());
        }
    }

    /// Seating or presence changed: told to everyone now if the table has been quiet for
    /// `EVERY`, else once it has. `joiner`, just come, is told at once in any case (it has
    /// to see the table it is at).
    pub(super) fn seating_changed(&mut self, joiner: Option<&Outbox>) {
        let now = self.clock.now();
        // A wall clock set back would hold the news (and its waiting task) for as long: then
        // the table is told at once, and the task, if any, finds it is not the one awaited.
        let set_back = self.news.sent_at.is_some_and(|at| now < at);
        let quiet = self.news.sent_at.is_none_or(|at| now >= at + EVERY);
        if set_back || (quiet && self.news.scheduled.is_none()) {
            self.news.scheduled = None;
            self.broadcast_table();
            return;
        }
        if let Some(out) = joiner {
            out.send(&ServerMessage::Table(self.info()));
        }
        self.news.pending = true;
        if self.news.scheduled.is_some() {
            return;
        }
        if self.news.me.strong_count() == 0 {
            // Not under a lock a task could take: nothing would send it later.
            return self.broadcast_table();
        }
        let at = self.news.sent_at.unwrap_or(now) + EVERY;
        self.news.scheduled = Some(at);
        let (wait, me) = (self.clock.until(at), self.news.me.clone());
        tokio::spawn(async move {
            wait.await;
            if let Some(table) = me.upgrade() {
                table.lock().await.flush_news(at);
            }
        });
    }

    /// The trailing send of the task that waited for `at`: the latest state, if anything is
    /// still untold.
    fn flush_news(&mut self, at: Millis) {
        if self.news.scheduled != Some(at) {
            return;
        }
        self.news.scheduled = None;
        if self.news.pending {
            self.broadcast_table();
        }
    }
}
