//! What index.html shows before the app runs, and when the app takes its place. The app mounts
//! in more than one task (app::mount), its screen out of the layout meanwhile (style/main.css,
//! `html[data-kept]`): whatever index.html shows (the stand-in header, a first visitor's screen,
//! or the screen a player left a game in progress on) stays until the app's screen is whole,
//! then both change places in one frame, so the browser never paints a page half drawn and
//! nothing moves. A kept screen also waits for the game's table, since the app's own would show
//! an empty table until its later views arrive (app::later); the app is drawn beneath it only
//! at the player's first touch, unless the installed app has it all at hand (`shows_kept_game`).

use std::cell::Cell;

use leptos::prelude::request_animation_frame;

thread_local! {
    /// Whether the page asked for its later views while mounting: a kept screen then waits for
    /// them.
    static WAITING: Cell<bool> = const { Cell::new(false) };
}

/// Right before the app mounts: what index.html shows stands in until the app's screen is
/// whole (`mounted`), the app's screen out of the layout meanwhile.
pub fn mounting() {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let shown = "#splash:not([data-kept]), body > [data-first]:not([data-kept])";
        while let Ok(Some(stand_in)) = document.query_selector(shown) {
            if stand_in.set_attribute("data-kept", "").is_err() {
                break;
            }
        }
    }
    if let Some(root) = root() {
        let _ = root.set_attribute("data-kept", "");
    }
}

/// Whether index.html shows the screen the player left their game in progress on (asked
/// before `mounting`: index.html marks the root for a kept screen only, `mounting` for any).
/// It stands for the whole page until the player touches it, so the app need not be drawn
/// before (app::mount).
pub fn shows_kept_game() -> bool {
    root().is_some_and(|root| root.has_attribute("data-kept"))
}

/// Called once the app's screen is whole: in the next frame, after every microtask of this task
/// (where Leptos draws), it takes the stand-in's place, unless the page's later views are on
/// their way (`later_arrived` then does it).
pub fn mounted() {
    request_animation_frame(|| {
        if !WAITING.get() {
            release();
        }
    });
}

/// The page's later views are on their way: a kept screen waits for them.
pub fn wait_for_later() {
    WAITING.set(true);
}

/// The later views came (or could not): the kept screen goes in the next animation frame, so
/// after every microtask of this task (where Leptos draws what their arrival changed) and
/// before that frame is painted.
pub fn later_arrived() {
    WAITING.set(false);
    request_animation_frame(release);
}

/// Whether index.html may keep the screen on show when the page is hidden (a game in progress
/// on it): not when it may hold one player's secrets and the next to open the page may be
/// another (`AppGame::secrets_change_hands`).
pub fn may_keep(allowed: bool) {
    if let Some(root) = root() {
        let _ = if allowed {
            root.remove_attribute("data-keep")
        } else {
            root.set_attribute("data-keep", "no")
        };
    }
}

/// Removes what stood in and shows the app's own, in one task.
fn release() {
    // The page's root is marked too (style/main.css): only the body's children go.
    remove("body > [data-kept]");
    if let Some(root) = root() {
        let _ = root.remove_attribute("data-kept");
    }
}

fn root() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

fn remove(selector: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        while let Ok(Some(stand_in)) = document.query_selector(selector) {
            stand_in.remove();
        }
    }
}
