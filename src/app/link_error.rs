//! A link that cannot be used: what was wrong, in the reader's language, and a way into a
//! normal game. Nothing stored is touched.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::escape;
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
    let href = escape(&primary_href);
    let markup = move || {
        format!(
            concat!(
                r#"<h2 id="link-error-title"><span aria-hidden="true">⚠ </span>{title}</h2>"#,
                r#"<p class="reason">{reason}</p><p>{nothing_lost}</p><div class="actions">"#,
                r#"<a href="{href}" class="btn btn-primary">{primary}</a>"#,
                r#"<a href="/" class="btn">{home}</a></div>"#
            ),
            title = escape(i18n.t(title)),
            reason = escape(&reason.get()),
            nothing_lost = escape(i18n.t(Key::NothingLost)),
            href = href,
            primary = escape(i18n.t(primary)),
            home = escape(i18n.t(Key::BackHome)),
        )
    };
    view! {
        <section class="panel narrow link-error" role="alert" aria-labelledby="link-error-title"
            inner_html=markup />
    }
}
