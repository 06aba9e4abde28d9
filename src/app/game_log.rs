//! A game's log in the screen-reader mode: every event in words, oldest first, for the player
//! to read back at their own pace. `role="log"` names it; it is not live (`aria-live="off"`),
//! since the announcer has read each event already (app::announce).

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn GameLog(#[prop(into)] lines: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="game-log" aria-labelledby="game-log-title">
            <h2 id="game-log-title">{i18n.live(Key::SrGameLog)}</h2>
            // The role on a wrapper: on the list itself it would hide the list from readers.
            <div role="log" aria-live="off" aria-labelledby="game-log-title">
                <ol>
                    {move || lines.get().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                </ol>
            </div>
        </section>
    }
}
