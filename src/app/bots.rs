//! The bots' moves, thought out in the rules worker (crate::app::worker) so that no bot blocks
//! the page: a bot call (rules::bot_wire) carries the game as its save and the seats due, and
//! its answer the actions, in notation. One worker serves the page's calls, started when a bot
//! is first due. Debug builds (`trunk serve`, which builds no worker) answer on the page's
//! own thread through the same code the worker runs.

use crate::app::i18n::{I18n, Key};
use crate::app::problem::rule_text;
#[cfg(debug_assertions)]
use crate::rules::bot_wire::BotCall;
use crate::rules::bot_wire::BotFailure;
use crate::rules::log::Save;
use crate::rules::{PlayerId, RuleError};

/// Why the bots' moves could not be had, as kinds the page words in its player's language.
#[derive(Debug, Clone, PartialEq)]
pub enum Stopped {
    /// The worker would not start, or failed (the browser's words: no page translates them).
    Worker(String),
    /// An answer the page could not read (a page and a worker of different builds).
    Unread,
    /// The worker's reason.
    Failed(BotFailure),
    /// A bot's action that the page's own game could not read.
    Action(RuleError),
}

impl Stopped {
    /// Why, in the player's language: a clause, to go inside the notice.
    pub fn words(&self, i18n: I18n) -> String {
        match self {
            Stopped::Worker(why) => i18n.f(Key::WhyWorker, &[("why", why.clone())]),
            Stopped::Unread | Stopped::Failed(BotFailure::Call) => {
                i18n.t(Key::WhyMessage).to_owned()
            }
            Stopped::Failed(BotFailure::Options) => i18n.t(Key::WhyBotOptions).to_owned(),
            Stopped::Failed(BotFailure::Action(index)) => {
                i18n.f(Key::WhyBotAction, &[("n", (index + 1).to_string())])
            }
            Stopped::Failed(BotFailure::NoBot(game)) => {
                i18n.f(Key::WhyBotNone, &[("game", game.to_string())])
            }
            Stopped::Failed(BotFailure::Refused(seat)) => {
                i18n.f(Key::WhyBotRefused, &[("n", (seat + 1).to_string())])
            }
            Stopped::Action(error) => rule_text(i18n, error),
        }
    }
}

/// Asks for the moves of the bots at `seats`, in that order, on the game `save` holds;
/// `done` gets them (each already played on the position before the next decides) or why not.
pub fn ask(
    seats: Vec<PlayerId>,
    save: Save,
    done: impl FnOnce(Result<Vec<String>, Stopped>) + 'static,
) {
    #[cfg(debug_assertions)]
    {
        let call = BotCall { id: 0, seats, save };
        done(
            crate::rules::bot_wire::answer(&call.to_text())
                .actions
                .map_err(Stopped::Failed),
        );
    }
    #[cfg(not(debug_assertions))]
    remote::ask(seats, save, Box::new(done));
}

#[cfg(not(debug_assertions))]
mod remote {
    use std::cell::RefCell;

    use super::{PlayerId, Save, Stopped};
    use crate::app::worker::RulesWorker;
    use crate::rules::bot_wire::BotAnswer;
    use crate::rules::bot_wire::BotCall;

    /// What a call's answer is handed to: the actions, or why there are none.
    type Done = Box<dyn FnOnce(Result<Vec<String>, Stopped>)>;

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
            fail_all(Stopped::Worker(why));
        }
    }

    /// Every message of the worker: one call's answer, or a failure of the worker itself
    /// (every waiting call fails with it).
    fn on_message(message: Result<String, String>) {
        let answer = message
            .map_err(Stopped::Worker)
            .and_then(|text| BotAnswer::parse(&text).map_err(|_| Stopped::Unread));
        match answer {
            Ok(answer) => {
                let done = CLIENT.with(|c| {
                    let mut c = c.borrow_mut();
                    let at = c.waiting.iter().position(|(id, _)| *id == answer.id)?;
                    Some(c.waiting.remove(at).1)
                });
                // Called with the client released: `done` may well ask again.
                if let Some(done) = done {
                    done(answer.actions.map_err(Stopped::Failed));
                }
            }
            Err(why) => {
                CLIENT.with(|c| c.borrow_mut().failed = true);
                fail_all(why);
            }
        }
    }

    fn fail_all(why: Stopped) {
        let waiting = CLIENT.with(|c| std::mem::take(&mut c.borrow_mut().waiting));
        for (_, done) in waiting {
            done(Err(why.clone()));
        }
    }
}
