//! The rules page's way back into a game's walkthrough: a link to `/<game>?tour`, loaded as a
//! page of its own (`rel="external"`), so it works whichever module shows the rules.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::rules::GameId;

#[component]
pub fn TourLink(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <a class="btn tour-link" href=format!("/{game}?tour") rel="external">
            {i18n.live(Key::TourReplay)}
        </a>
    }
}
