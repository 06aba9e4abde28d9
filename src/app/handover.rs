//! Between two humans on one device: nothing private is on screen until the next player says
//! they hold the device, so each pick stays secret. Each game says what it hides (`hint`, and
//! the button, `ready`): The Number's digits, Sequence Numbers' cards, Mino Dice's dice.

use leptos::prelude::*;

use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::{colour_class, glyph, player_name};

#[component]
pub fn Handover(
    seat: usize,
    /// What stays secret until the player taps.
    hint: Key,
    /// The button, `{player}` in it: "I am Player 2: show my cards".
    ready: Key,
    #[prop(into)] on_ready: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let name = move || player_name(i18n, seat);
    let button = focused_button();
    view! {
        <section class="handover" aria-labelledby="handover-title">
            <p class=format!("handover-glyph {}", colour_class(seat)) aria-hidden="true">{glyph(seat)}</p>
            <h2 id="handover-title">{move || i18n.f(Key::PassDevice, &[("player", name())])}</h2>
            <p>{i18n.live(hint)}</p>
            <button class="btn btn-primary btn-big" node_ref=button on:click=move |_| on_ready.run(())>
                {move || i18n.f(ready, &[("player", name())])}
            </button>
        </section>
    }
}
