//! The boards' zoom control: "Zoom − +", the label on screen and not only in the buttons'
//! spoken names, so a player with a small screen can enlarge a board whose spaces are too
//! small to tap (NMBR 9, Sequence Numbers, Dungeons of Numera). The game decides what each
//! level means; this holds the level, 0 (as drawn) to `levels − 1`.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn ZoomControl(level: RwSignal<usize>, levels: usize) -> impl IntoView {
    let i18n = use_i18n();
    let by = move |step: isize| {
        level.update(|z| *z = (*z as isize + step).clamp(0, levels as isize - 1) as usize)
    };
    view! {
        <span class="zoom" role="group" aria-label=i18n.live(Key::Zoom)>
            <span class="zoom-label" aria-hidden="true">{i18n.live(Key::Zoom)}</span>
            <button class="btn btn-icon" data-testid="zoom-out" aria-label=i18n.live(Key::ZoomOut) disabled=move || level.get() == 0 on:click=move |_| by(-1)>"−"</button>
            <button class="btn btn-icon" data-testid="zoom-in" aria-label=i18n.live(Key::ZoomIn) disabled=move || { level.get() + 1 >= levels } on:click=move |_| by(1)>"+"</button>
        </span>
    }
}
