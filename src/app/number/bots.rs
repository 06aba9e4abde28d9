//! While the bots pick: who is choosing, shown in words and with a gentle pulse (no pulse
//! under reduced motion). The picks themselves stay hidden until the reveal.

use leptos::prelude::*;

use super::seat::SeatTag;
use crate::app::i18n::{use_i18n, Key};
use crate::rules::number::SeatKind;

#[component]
pub fn BotsPicking(seat: usize, kind: SeatKind) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="bots" aria-live="polite">
            <p class="bots-line">
                <SeatTag seat=seat kind=kind />
                <span class="thinking">{i18n.live(Key::BotChoosing)}</span>
                <span class="dots" aria-hidden="true"><i></i><i></i><i></i></span>
            </p>
        </section>
    }
}
