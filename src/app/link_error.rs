//! A link that cannot be used: what was wrong, in the reader's language, and a way into a
//! normal game. Nothing stored is touched.

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
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
/// the promise that nothing was lost, and the way on (`primary`) or home.
#[component]
pub fn Refused(
    title: Key,
    reason: Signal<String>,
    primary_href: String,
    primary: Key,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="panel narrow link-error" role="alert" aria-labelledby="link-error-title">
            <h2 id="link-error-title">
                <span aria-hidden="true">"⚠ "</span>
                {i18n.live(title)}
            </h2>
            <p class="reason">{reason}</p>
            <p>{i18n.live(Key::NothingLost)}</p>
            <div class="actions">
                <Link href=primary_href class="btn btn-primary">{i18n.live(primary)}</Link>
                <Link href="/" class="btn">{i18n.live(Key::BackHome)}</Link>
            </div>
        </section>
    }
}
