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
    let reason = {
        let problem = problem.clone();
        move || problem.describe(i18n)
    };
    view! {
        <section class="panel narrow link-error" role="alert" aria-labelledby="link-error-title">
            <h2 id="link-error-title">
                <span aria-hidden="true">"⚠ "</span>
                {move || i18n.t(if replay { Key::BadReplayLink } else { Key::BadSeedLink })}
            </h2>
            <p class="reason">{reason}</p>
            <p>{i18n.live(Key::NothingLost)}</p>
            <div class="actions">
                <Link href=format!("/{game}") class="btn btn-primary">{i18n.live(Key::StartNormalGame)}</Link>
                <Link href="/" class="btn">{i18n.live(Key::BackHome)}</Link>
            </div>
        </section>
    }
}
