//! A link that cannot be used: what was wrong, in the reader's language, and a way into a
//! normal game. Nothing stored is touched.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{markup, Html};
use crate::app::problem::Problem;
use crate::rules::GameId;

#[component]
pub fn LinkError(problem: Problem, replay: bool, game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <Refused
            title=if replay { Key::BadReplayLink } else { Key::BadSeedLink }
            reason=Signal::derive(move || problem.describe(i18n))
            primary_href=format!("/{game}")
            primary=Key::StartNormalGame
        />
    }
}

/// The screen of every refused address (a seed or replay link, a daily's date): its title, why,
/// the promise that nothing was lost, and the way on (`primary`) or home. Written as markup
/// text (app::markup): three pages' refusals share it and nothing on it reacts but the words.
#[component]
pub fn Refused(
    title: Key,
    reason: Signal<String>,
    primary_href: String,
    primary: Key,
) -> impl IntoView {
    let i18n = use_i18n();
    let panel = move || {
        let mut out = Html::from(
            Html::el("h2")
                .attr("id", "link-error-title")
                .child(Html::el("span").hidden().text("⚠ "))
                .text(i18n.t(title)),
        );
        out.push(Html::el("p").class("reason").text(&reason.get()));
        out.push(Html::el("p").text(i18n.t(Key::NothingLost)));
        out.push(
            Html::el("div")
                .class("actions")
                .child(
                    Html::el("a")
                        .attr("href", &primary_href)
                        .class("btn btn-primary")
                        .text(i18n.t(primary)),
                )
                .child(
                    Html::el("a")
                        .attr("href", "/")
                        .class("btn")
                        .text(i18n.t(Key::BackHome)),
                ),
        );
        out
    };
    view! {
        <section class="panel narrow link-error" role="alert" aria-labelledby="link-error-title"
            inner_html=markup(panel) />
    }
}
