//! The bots' moves, thought out in the rules worker (crate::app::worker) so that no bot blocks
//! the page: a bot call (rules::bot_wire) carries the game as its save and the seats due, and
//! its answer the actions, in notation. One worker serves the page's calls, started when a bot
//! is first due. Debug builds (`trunk serve`, which builds no worker) answer on the page's
//! own thread through the same code the worker runs.

#[cfg(debug_assertions)]
use crate::rules::bot_wire::BotCall;
use crate::rules::log::Save;
use crate::rules::PlayerId;

/// Asks for the moves of the bots at `seats`, in that order, on the game `save` holds;
/// `done` gets them (each already played on the position before the next decides) or why not.
pub fn ask(
    seats: Vec<PlayerId>,
    save: Save,
    done: impl FnOnce(Result<Vec<String>, String>) + 'static,
) {
    #[cfg(debug_assertions)]
    {
        let call = BotCall { id: 0, seats, save };
        done(crate::rules::bot_wire::answer(&call.to_text()).actions);
    }
    #[cfg(not(debug_assertions))]
    remote::ask(seats, save, Box::new(done));
}

#[cfg(not(debug_assertions))]
mod remote {
    use std::cell::RefCell;

    use super::{PlayerId, Save};
    use crate::app::worker::RulesWorker;
    use crate::rules::bot_wire::BotAnswer;
    use crate::rules::bot_wire::BotCall;

    /// What a call's answer is handed to: the actions, or why there are none.
    type Done = Box<dyn FnOnce(Result<Vec<String>, String>)>;

    /// The page's worker and the calls it has yet to answer.
    #[derive(Default)]
    struct Client {
        worker: Option<RulesWorker>,
        /// A worker that failed is replaced at the next call (not from its own handler,
        /// which it would free while running).
        failed: bool,
        next_id: u32,
        waiting: Vec<(u32, Done)>,
    }

    thread_local! {
        static CLIENT: RefCell<Client> = RefCell::new(Client::default());
    }

    pub fn ask(seats: Vec<PlayerId>, save: Save, done: Done) {
        let started = CLIENT.with(|c| {
            let mut c = c.borrow_mut();
            c.next_id = c.next_id.wrapping_add(1).max(1);
            let id = c.next_id;
            c.waiting.push((id, done));
            if c.worker.is_none() || c.failed {
                c.failed = false;
                c.worker = Some(RulesWorker::start(on_message)?);
            }
            if let Some(w) = &c.worker {
                w.post(&BotCall { id, seats, save }.to_text());
            }
            Ok::<(), String>(())
        });
        // The browser would not start a worker: the call fails at once.
        if let Err(why) = started {
            fail_all(why);
        }
    }

    /// Every message of the worker: one call's answer, or a failure of the worker itself
    /// (every waiting call fails with it).
    fn on_message(message: Result<String, String>) {
        let answer = message.and_then(|text| BotAnswer::parse(&text).map_err(|e| e.to_string()));
        match answer {
            Ok(answer) => {
                let done = CLIENT.with(|c| {
                    let mut c = c.borrow_mut();
                    let at = c.waiting.iter().position(|(id, _)| *id == answer.id)?;
                    Some(c.waiting.remove(at).1)
                });
                // Called with the client released: `done` may well ask again.
                if let Some(done) = done {
                    done(answer.actions);
                }
            }
            Err(why) => {
                CLIENT.with(|c| c.borrow_mut().failed = true);
                fail_all(why);
            }
        }
    }

    fn fail_all(why: String) {
        let waiting = CLIENT.with(|c| std::mem::take(&mut c.borrow_mut().waiting));
        for (_, done) in waiting {
            done(Err(why.clone()));
        }
    }
}
