//! A review played in the rules worker (crate::app::worker, docs/review.md): started with one
//! request, each text reply handed on, ended when dropped (a cancel, a new review, the page
//! left). A review has a worker of its own, so ending it never stops a bot's move.

use crate::app::worker::RulesWorker;
use crate::rules::review::wire::Reply;

/// A review being played in a worker.
pub struct Job {
    _worker: RulesWorker,
}

impl Job {
    /// Starts a worker on `request` (the text of a `wire::Request`); `on_reply` gets every
    /// reply, or the reason the worker failed (a script that would not load: `Err`).
    pub fn start(
        request: &str,
        on_reply: impl Fn(Result<Reply, String>) + 'static,
    ) -> Result<Job, String> {
        let worker = RulesWorker::start(move |message| {
            on_reply(message.and_then(|text| Reply::parse(&text).map_err(|e| e.to_string())));
        })?;
        worker.post(request);
        Ok(Job { _worker: worker })
    }
}
