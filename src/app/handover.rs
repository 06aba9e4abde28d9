//! Between two humans on one device: nothing private is on screen until the next player says
//! they hold the device, so each pick stays secret.

use leptos::prelude::*;

use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::{colour_class, glyph, player_name};

#[component]
pub fn Handover(seat: usize, #[prop(into)] on_ready: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let name = move || player_name(i18n, seat);
    let ready = focused_button();
    view! {
        <section class="handover" aria-labelledby="handover-title">
            <p class=format!("handover-glyph {}", colour_class(seat)) aria-hidden="true">{glyph(seat)}</p>
            <h2 id="handover-title">{move || i18n.f(Key::PassDevice, &[("player", name())])}</h2>
            <p>{i18n.live(Key::PassDeviceHint)}</p>
            <button class="btn btn-primary btn-big" node_ref=ready on:click=move |_| on_ready.run(())>
                {move || i18n.f(Key::ImReady, &[("player", name())])}
            </button>
        </section>
    }
}
