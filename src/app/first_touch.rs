//! The player's first touch of the page (a pointer, a finger, a key): what a page leaves until
//! then, so that its start is its own and short (app::later, app::mount).

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::{closure::Closure, JsCast};

/// Does `act` at the player's first touch of the page.
pub fn on_first_touch(act: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return act();
    };
    let act = Cell::new(Some(act));
    let touched = Closure::<dyn Fn()>::new(move || {
        if let Some(act) = act.take() {
            act();
        }
    });
    for event in ["pointerdown", "keydown", "touchstart"] {
        let _ = window.add_event_listener_with_callback(event, touched.as_ref().unchecked_ref());
    }
    // Lives with the page; after the first touch it finds nothing left to do.
    touched.forget();
}

/// Resolves at the player's first touch, or once the page is idle when the installed app
/// serves it (`installed`: what would wait for a touch is then at hand, no byte on the network).
pub async fn first_touch_or_idle() {
    let wait = js_sys::Promise::new(&mut |resolve, _| {
        let resolve = Rc::new(resolve);
        let touched = Rc::clone(&resolve);
        on_first_touch(move || {
            let _ = touched.call0(&wasm_bindgen::JsValue::UNDEFINED);
        });
        if installed() {
            leptos::prelude::request_idle_callback(move || {
                let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
            });
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(wait).await;
}

/// Whether a service worker serves this page: it precached every file of the build before it
/// took over (public/sw.js), the later chunks too.
fn installed() -> bool {
    web_sys::window()
        .and_then(|w| w.navigator().service_worker().controller())
        .is_some()
}
