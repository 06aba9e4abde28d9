//! The placer's controls: the keys on the focused board and the buttons under it (turn, show
//! the legal spots, next spot, zoom, place here), each doing the same (placing.rs), and the
//! hints on taps and keys.
//!
//! Keys: arrows move, R / Shift+R turn, Enter or Space places, L shows the legal spots, N jumps
//! to the next legal spot, + and − zoom.

use leptos::ev;
use leptos::prelude::*;

use super::board_view::ZOOMS;
use super::placing::Placing;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{holder, markup, Html, Markup};
use crate::app::zoom::ZoomControl;

/// A key pressed on the focused board.
pub fn on_key(placing: Placing, zoom: RwSignal<usize>, e: ev::KeyboardEvent) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    let Some(c) = placing.aimed.get_untracked().map(|a| a.cursor) else {
        return;
    };
    match e.key().as_str() {
        "ArrowLeft" => placing.move_to(c.x - 1, c.y),
        "ArrowRight" => placing.move_to(c.x + 1, c.y),
        "ArrowUp" => placing.move_to(c.x, c.y - 1),
        "ArrowDown" => placing.move_to(c.x, c.y + 1),
        "r" => placing.turn(1),
        "R" => placing.turn(-1),
        "Enter" | " " => placing.confirm(),
        "l" | "L" => placing.toggle_spots(),
        "n" | "N" => placing.next_spot(),
        "+" | "=" => zoom_by(zoom, 1),
        "-" => zoom_by(zoom, -1),
        _ => return,
    }
    e.prevent_default();
}

fn zoom_by(zoom: RwSignal<usize>, step: isize) {
    let top = ZOOMS.len() as isize - 1;
    zoom.update(|z| *z = (*z as isize + step).clamp(0, top) as usize)
}

/// The buttons and the hints.
pub fn placer_controls(i18n: I18n, placing: Placing, zoom: RwSignal<usize>) -> impl IntoView {
    view! {
        <div class="n9-controls">
            <button class="btn" on:click=move |_| placing.turn(1) inner_html=label(i18n, "⟳", Key::N9Rotate) />
            <button
                class="btn"
                aria-pressed=move || placing.spots_shown().to_string()
                on:click=move |_| placing.toggle_spots()
                inner_html=label(i18n, "◌", Key::N9ShowLegal)
            />
            <button class="btn" on:click=move |_| placing.next_spot() inner_html=label(i18n, "⇥", Key::N9NextSpot) />
            <ZoomControl level=zoom levels=ZOOMS.len() />
            <button class="btn btn-primary n9-confirm" on:click=move |_| placing.confirm() inner_html=label(i18n, "✓", Key::N9Confirm) />
        </div>
        {holder(move || -> Html {
            [
                Html::el("p").class("hint").text(i18n.t(Key::N9BoardHint)),
                Html::el("p").class("hint").attr("id", "n9-keys").text(i18n.t(Key::N9KeysHelp)),
            ]
            .into_iter()
            .collect()
        })}
    }
}

/// A button's label as markup: its mark (hidden from screen readers), then its words.
fn label(i18n: I18n, mark: &'static str, key: Key) -> Markup {
    markup(move || marked(mark, i18n.t(key)))
}

/// `mark` (hidden from screen readers), a space, then `words`: a button's label.
pub fn marked(mark: &str, words: &str) -> Html {
    let mut out = Html::from(Html::el("span").hidden().text(mark).text(" "));
    out.push_text(words);
    out
}
