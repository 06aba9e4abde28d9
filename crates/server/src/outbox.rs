//! The way to one connection: frames queue here and its own task writes them. A table never
//! waits on a slow client: when the queue is full the frame is dropped and the connection
//! is told to close (its player resumes and gets the table afresh).

use std::sync::Arc;

use tokio::sync::{mpsc, Notify};

use numera_wire::ServerMessage;

#[derive(Clone)]
pub struct Outbox {
    tx: mpsc::Sender<String>,
    /// Woken to end the connection (queue overflow, table closed under it).
    pub kill: Arc<Notify>,
}

impl Outbox {
    pub fn new(queue: usize) -> (Outbox, mpsc::Receiver<String>) {
        let (tx, rx) = mpsc::channel(queue.max(1));
        let kill = Arc::new(Notify::new());
        (Outbox { tx, kill }, rx)
    }

    pub fn send(&self, message: &ServerMessage) {
        self.send_text(message.encode());
    }

    /// A frame already encoded (one spectator frame goes to every spectator).
    pub fn send_text(&self, text: String) {
        if let Err(mpsc::error::TrySendError::Full(_)) = self.tx.try_send(text) {
            self.kill.notify_one();
        }
    }
}
