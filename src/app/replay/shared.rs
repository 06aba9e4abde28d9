//! What two replays stepped together show of the step: the pair's controls, above both and
//! kept in view while the page scrolls from one game to the other (a phone stacks them), and
//! each game's own count under its title, which stops at its last move when the other game
//! is longer.

use leptos::prelude::*;

use super::ReplayControls;
use crate::app::i18n::{use_i18n, Key};

/// The controls of both games: steps 0 to the longer game's last (`total`).
pub fn controls(step: RwSignal<usize>, total: usize) -> impl IntoView {
    view! {
        <div class="replay-pair-controls">
            <ReplayControls step=step total=total on_go=move |to| step.set(to) />
        </div>
    }
}

/// One game's "Move 5 of 29" (not read out: the pair's controls say the step once).
pub fn count(step: Signal<usize>, total: usize) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <p class="step num">
            {move || i18n.f(Key::MoveOf, &[("n", step.get().to_string()), ("of", total.to_string())])}
        </p>
    }
}
