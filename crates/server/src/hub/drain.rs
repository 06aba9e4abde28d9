//! Draining an instance (SIGTERM, a rolling restart): its tables are given up in the store
//! first, so that nothing more is written here and another instance may take each at once;
//! then every line is told the table is moving and closed, and the page's next try reaches
//! the table where it is played next.

use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::Hub;

/// How long a draining instance waits for its lines to close.
const LINES_CLOSE: Duration = Duration::from_secs(3);

impl Hub {
    pub fn draining(&self) -> bool {
        *self.closing.borrow()
    }

    /// Changes to `true` when the instance drains: each line listens.
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.closing.subscribe()
    }

    pub async fn drain(&self) {
        let tables: Vec<_> = {
            let mut tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
            tables.drain().map(|(_, table)| table).collect()
        };
        let mut released = 0;
        for table in &tables {
            let t = table.lock().await;
            // Its timer, if it waits, finds the table gone and ends.
            t.wake.notify_one();
            if !t.live() {
                continue;
            }
            match self.store.release(&t.lease()).await {
                Ok(()) => released += 1,
                Err(cause) => tracing::error!(table = %t.code, %cause, "lease not released"),
            }
        }
        tracing::info!(owner = self.owner, released, "draining: tables given up");
        self.closing.send_replace(true);
        let started = Instant::now();
        while started.elapsed() < LINES_CLOSE && self.lines() > 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tracing::info!(owner = self.owner, open = self.lines(), "draining: done");
    }

    /// The lines still open.
    fn lines(&self) -> usize {
        let counts = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        counts.values().sum()
    }
}
