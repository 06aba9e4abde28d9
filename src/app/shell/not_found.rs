//! Any address the app does not know, and the rules of a game not built yet (or of no game
//! at all): each says so and leads back home. Written as markup text (app::markup): nothing
//! on them reacts but the language.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{markup, Html};
use crate::app::number::game_name;
use crate::rules::GameId;

/// A panel with `title`, `text` and the way home.
fn lost(i18n: I18n, title: Key, text: &str) -> Html {
    let mut out = Html::from(Html::el("h1").text(i18n.t(title)));
    out.push(Html::el("p").text(text));
    out.push(
        Html::el("a")
            .attr("href", "/")
            .class("btn btn-primary")
            .text(i18n.t(Key::BackHome)),
    );
    out
}

#[component]
pub fn NotFound() -> impl IntoView {
    let i18n = use_i18n();
    let panel = move || lost(i18n, Key::NotFoundTitle, i18n.t(Key::NotFoundText));
    view! { <section class="panel narrow" inner_html=markup(panel) /> }
}

/// `/rules/:game` for a game not built yet (or no game at all).
#[component]
pub fn NoRules(game: Option<GameId>) -> impl IntoView {
    let i18n = use_i18n();
    let panel = move || {
        let text = match game {
            Some(g) => i18n.f(Key::RulesNotYet, &[("game", game_name(i18n, g))]),
            None => i18n.t(Key::NotFoundText).to_owned(),
        };
        lost(i18n, Key::Rules, &text)
    };
    view! { <section class="panel narrow" inner_html=markup(panel) /> }
}
