//! "Update available — reload": the service worker (public/sw-register.js) announces a new
//! deployment waiting to take over; the player decides when. The game in progress is saved
//! after every action, so it resumes after the reload.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::i18n::{use_i18n, Key};

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

#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let i18n = use_i18n();
    let ready = RwSignal::new(already_announced());
    let listener = Closure::<dyn Fn()>::new(move || ready.set(true));
    let _ = window()
        .add_event_listener_with_callback("numera-update-ready", listener.as_ref().unchecked_ref());
    // The prompt lives as long as the app: the listener is never removed.
    listener.forget();
    view! {
        <Show when=move || ready.get()>
            <div class="notice notice-update" role="alert">
                <span class="notice-icon" aria-hidden="true">"↻"</span>
                <p class="notice-text">{i18n.live(Key::UpdateAvailable)}</p>
                <button class="btn btn-primary" on:click=move |_| apply_update()>
                    {i18n.live(Key::UpdateReload)}
                </button>
            </div>
        </Show>
    }
}
