//! The page's handle on the rules worker (public/rules-worker.js, built by
//! scripts/rules_worker.mjs): the bots' moves (`bots`) and reviews (`review::worker`) run there,
//! off the page's thread. Bound by hand, a handful of imports, rather than through web-sys
//! features the pages would otherwise not need.

use wasm_bindgen::prelude::*;

/// The worker script; a fixed name, so the pages need not know the build's hashes (it names
/// the module's hashed files itself).
const SCRIPT: &str = "/rules-worker.js";

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

/// A running rules worker; ended when dropped.
pub struct RulesWorker {
    worker: Worker,
    _handler: Closure<dyn FnMut(JsValue)>,
}

impl RulesWorker {
    /// Starts a worker; `on_reply` gets the text of every message it posts, or why it failed
    /// (a script that would not load: `Err`).
    pub fn start(on_reply: impl Fn(Result<String, String>) + 'static) -> Result<Self, String> {
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
                Some(text) => Ok(text),
                None => Err(field("message").unwrap_or_else(|| format!("{SCRIPT} did not load"))),
            });
        });
        worker.set_onmessage(&handler);
        worker.set_onerror(&handler);
        Ok(RulesWorker {
            worker,
            _handler: handler,
        })
    }

    pub fn post(&self, message: &str) {
        self.worker.post_message(message);
    }
}

impl Drop for RulesWorker {
    fn drop(&mut self) {
        // The handler goes with this value: no event may reach it afterwards, whatever the
        // browser still has queued for the worker (wasm-bindgen would throw "closure invoked
        // recursively or after being dropped" on the page).
        for name in ["onmessage", "onerror"] {
            let _ = js_sys::Reflect::set(&self.worker, &name.into(), &JsValue::NULL);
        }
        self.worker.terminate();
    }
}
