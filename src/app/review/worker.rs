//! The page's end of the review worker (public/review-worker.js, docs/review.md): starts it
//! with one request, hands each text reply on, and ends it when dropped (a cancel, a new
//! review, the page left). Bound by hand, a handful of imports, rather than through web-sys
//! features the game pages would otherwise not need.

use wasm_bindgen::prelude::*;

use crate::rules::review::wire::Reply;

/// The worker script, written by scripts/review_worker.mjs; a fixed name, so the pages need
/// not know the build's hashes (it names the module's hashed files itself).
const SCRIPT: &str = "/review-worker.js";

#[wasm_bindgen]
extern "C" {
    type Worker;

    #[wasm_bindgen(constructor, catch)]
    fn new(url: &str) -> Result<Worker, JsValue>;

    #[wasm_bindgen(method, js_name = postMessage)]
    fn post_message(this: &Worker, message: &str);

    #[wasm_bindgen(method)]
    fn terminate(this: &Worker);

    #[wasm_bindgen(method, setter)]
    fn set_onmessage(this: &Worker, handler: &Closure<dyn FnMut(JsValue)>);

    #[wasm_bindgen(method, setter)]
    fn set_onerror(this: &Worker, handler: &Closure<dyn FnMut(JsValue)>);
}

/// A review being played in a worker.
pub struct Job {
    worker: Worker,
    _handler: Closure<dyn FnMut(JsValue)>,
}

impl Job {
    /// Starts a worker on `request` (the text of a `wire::Request`); `on_reply` gets every
    /// reply, or the reason the worker failed (a script that would not load: `Err`).
    pub fn start(
        request: &str,
        on_reply: impl Fn(Result<Reply, String>) + 'static,
    ) -> Result<Job, String> {
        let worker = Worker::new(SCRIPT).map_err(|e| format!("{e:?}"))?;
        // One handler for both events: a message carries text `data`, an error event a
        // `message` and no data.
        let handler = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let field = |name: &str| {
                js_sys::Reflect::get(&event, &name.into())
                    .ok()
                    .and_then(|v| v.as_string())
            };
            on_reply(match field("data") {
                Some(text) => Reply::parse(&text).map_err(|e| e.reason),
                None => Err(field("message").unwrap_or_else(|| format!("{SCRIPT} did not load"))),
            });
        });
        worker.set_onmessage(&handler);
        worker.set_onerror(&handler);
        worker.post_message(request);
        Ok(Job {
            worker,
            _handler: handler,
        })
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
