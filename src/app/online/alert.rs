//! A turn that comes to this device is signalled where a player who switched tabs sees it:
//! the tab's title, and a short vibration on phones that allow it.

use leptos::prelude::*;

use crate::app::i18n::{I18n, Key};

/// Marks the tab's title while `mine` says it is this device's turn, and vibrates once each
/// time the turn comes to it. The page's own title comes back after, and when the screen goes.
pub fn signal_turns(mine: Memo<bool>, i18n: I18n) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let title = StoredValue::new(document.title());
    Effect::new(move |was: Option<bool>| {
        let now = mine.get();
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return now;
        };
        let base = title.get_value();
        if now {
            document.set_title(&format!("● {} · {base}", i18n.t(Key::OnYourTurn)));
            if was == Some(false) && touched() {
                if let Some(w) = web_sys::window() {
                    let _ = w.navigator().vibrate_with_duration(200);
                }
            }
        } else {
            document.set_title(&base);
        }
        now
    });
    on_cleanup(move || {
        if let (Some(document), Some(base)) = (
            web_sys::window().and_then(|w| w.document()),
            title.try_get_value(),
        ) {
            document.set_title(&base);
        }
    });
}

/// Whether the player has touched the page yet: a browser refuses (and complains of) a
/// vibration before that, as after a reload.
fn touched() -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let get = |on: &wasm_bindgen::JsValue, name: &str| js_sys::Reflect::get(on, &name.into()).ok();
    get(&navigator, "userActivation")
        .and_then(|activation| get(&activation, "hasBeenActive"))
        .and_then(|active| active.as_bool())
        .unwrap_or(false)
}
