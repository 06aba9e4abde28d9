//! What index.html shows before the app runs, and when the app takes its place: the stand-in
//! header or a first visitor's screen go as the app mounts, in the same task, so the browser
//! never paints the page without either; a kept screen (the one a player left a game in
//! progress on) stays until the game's table is drawn, since the app's own screen would show an
//! empty table until its later views arrive (app::later). Meanwhile the app's screen is out of
//! the layout (style/main.css, `html[data-kept]`), so nothing moves when it shows.

use std::cell::Cell;

use leptos::prelude::request_animation_frame;

thread_local! {
    /// Whether the page asked for its later views while mounting: a kept screen then waits for
    /// them.
    static WAITING: Cell<bool> = const { Cell::new(false) };
}

/// Removes the stand-ins the app replaces as it mounts, right before it mounts.
pub fn mounting() {
    remove("#splash, [data-first]:not([data-kept])");
}

/// Called once the app is mounted: with no later views on their way, a kept screen goes now.
pub fn mounted() {
    if !WAITING.get() {
        request_animation_frame(release);
    }
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

/// Removes the kept screen and shows the app's own, in one task.
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
