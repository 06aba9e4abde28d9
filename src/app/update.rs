//! "Update available — reload": the service worker (public/sw-register.js) announces a new
//! deployment waiting to take over; the player decides when. The game in progress is saved
//! after every action, so it resumes after the reload.
//!
//! Written as markup text (app::markup) in a holder of its own: the prompt is on every page
//! and seldom shown, and as a view it carried Leptos' `Show` into pages that had no other.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::i18n::{use_i18n, Key};
use super::markup::{markup, Html};

/// Set by sw-register.js before or after the app mounts; read once, then followed by event.
fn already_announced() -> bool {
    let flag = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("numeraUpdateReady"));
    flag.map(|v| v.is_truthy()).unwrap_or(false)
}

fn apply_update() {
    let apply = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("numeraApplyUpdate"));
    match apply
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        Some(f) => {
            let _ = f.call0(&JsValue::NULL);
        }
        None => {
            let _ = window().location().reload();
        }
    }
}

/// A click in the holder: on the prompt's button, the update applies.
fn on_click(event: web_sys::MouseEvent) {
    let on_button = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("button").ok().flatten())
        .is_some();
    if on_button {
        apply_update();
    }
}

#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let i18n = use_i18n();
    let ready = RwSignal::new(already_announced());
    let listener = Closure::<dyn Fn()>::new(move || ready.set(true));
    let _ = window()
        .add_event_listener_with_callback("numera-update-ready", listener.as_ref().unchecked_ref());
    // The prompt lives as long as the app: the listener is never removed.
    listener.forget();
    let prompt = move || {
        if !ready.get() {
            return Html::new();
        }
        Html::el("div")
            .class("notice notice-update")
            .attr("role", "alert")
            .child(Html::el("span").class("notice-icon").hidden().text("↻"))
            .child(
                Html::el("p")
                    .class("notice-text")
                    .text(i18n.t(Key::UpdateAvailable)),
            )
            .child(
                Html::el("button")
                    .class("btn btn-primary")
                    .text(i18n.t(Key::UpdateReload)),
            )
            .into()
    };
    view! { <div class="holder" on:click=on_click inner_html=markup(prompt) /> }
}
