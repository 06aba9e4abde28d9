//! Stepping through a replay: first / previous / next / last buttons, the step count, and the
//! arrow, Home and End keys anywhere on the page.

use leptos::ev;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::ids::Ids;

#[component]
pub fn ReplayControls(
    #[prop(into)] step: Signal<usize>,
    total: usize,
    /// Go to this step (already within 0..=total).
    #[prop(into)]
    on_go: Callback<usize>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Named "Replay controls" and, beside another replay, that replay's title too.
    let ids = Ids::here();
    let go = move |to: usize| on_go.run(to.min(total));
    let keys = window_event_listener(ev::keydown, move |e| {
        let now = step.get_untracked();
        match e.key().as_str() {
            "ArrowLeft" => go(now.saturating_sub(1)),
            "ArrowRight" => go(now + 1),
            "Home" => go(0),
            "End" => go(total),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    view! {
        <nav class="replay-controls" aria-labelledby=ids.labelled_by("replay-controls-name")>
            <span id=ids.id("replay-controls-name") hidden>{i18n.live(Key::ReplayControls)}</span>
            <button class="btn" on:click=move |_| go(0) disabled=move || step.get() == 0>
                <span aria-hidden="true">"« "</span>{i18n.live(Key::First)}
            </button>
            <button class="btn" on:click=move |_| go(step.get_untracked().saturating_sub(1)) disabled=move || step.get() == 0>
                <span aria-hidden="true">"◀ "</span>{i18n.live(Key::Previous)}
            </button>
            <span class="step num" aria-live="polite">
                {move || i18n.f(Key::MoveOf, &[("n", step.get().to_string()), ("of", total.to_string())])}
            </span>
            <button class="btn" on:click=move |_| go(step.get_untracked() + 1) disabled=move || step.get() == total>
                {i18n.live(Key::Next)}<span aria-hidden="true">" ▶"</span>
            </button>
            <button class="btn" on:click=move |_| go(total) disabled=move || step.get() == total>
                {i18n.live(Key::Last)}<span aria-hidden="true">" »"</span>
            </button>
        </nav>
        <p class="hint">{i18n.live(Key::ReplayKeys)}</p>
    }
}
