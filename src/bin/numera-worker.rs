//! The rules worker's module: the rules and bots only, no Leptos, built for the browser by
//! scripts/rules_worker.mjs (wasm-bindgen `--target no-modules`) and loaded by
//! `rules-worker.js` in a web worker, so that no bot thinks on a page's own thread. `bot`
//! answers a bot call (`rules::bot_wire`: the moves of the bots due); `start` reads a review
//! request (`rules::review::wire`, docs/review.md) and `step` plays a slice of it, answering
//! with the reply text the worker posts to the page. Natively it only says what it is.

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;

    use numera::rules::bot_wire;
    use numera::rules::review::wire::{advance, start as begin, Reply, Running};
    use wasm_bindgen::prelude::wasm_bindgen;

    thread_local! {
        static REVIEW: RefCell<Option<Box<dyn Running>>> = const { RefCell::new(None) };
    }

    /// The answer to a bot call: the bots' moves, or why not.
    #[wasm_bindgen]
    pub fn bot(call: &str) -> String {
        bot_wire::answer(call).to_text()
    }

    /// Starts the review a request asks for: "" when it runs, else the `error` reply.
    #[wasm_bindgen]
    pub fn start(request: &str) -> String {
        match begin(request) {
            Ok(review) => {
                REVIEW.with(|r| *r.borrow_mut() = Some(review));
                String::new()
            }
            Err(e) => Reply::Failed(e.to_string()).to_text(),
        }
    }

    /// Plays up to `actions` more actions: the `progress` reply, or `done` / `error` last.
    #[wasm_bindgen]
    pub fn step(actions: u32) -> String {
        REVIEW.with(|r| match r.borrow_mut().as_mut() {
            Some(review) => advance(review.as_mut(), actions as usize).to_text(),
            None => Reply::Failed("no review started".into()).to_text(),
        })
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    numera::web_only(env!("CARGO_BIN_NAME"));
}
