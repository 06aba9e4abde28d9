//! Two results side by side, each with its glyph line, and their two games in the replay
//! viewer next to each other, stepped together by one set of controls (and the arrow keys): a
//! challenge's (the sender's and the player's, `app::challenge`) and a review's (the player's
//! and the best bot's, `app::review`).

use leptos::prelude::*;

use super::{shared, titled, Body, Replay};
use crate::app::session::AppGame;
use crate::rules::log::Save;

/// One of the two results: who, their score and glyph line; `mine` marks the player's.
#[component]
pub fn Side(who: String, score: i64, glyphs: String, mine: bool) -> impl IntoView {
    view! {
        <div class=if mine { "challenge-side mine" } else { "challenge-side" }>
            <span class="challenge-who">{who}</span>
            <span class="challenge-score num">{score}</span>
            <span class="challenge-glyphs">{glyphs}</span>
        </div>
    }
}

/// Two games, each in the replay viewer under its title, side by side (stacked on a phone),
/// under the one set of controls that steps both: move 5 of one beside move 5 of the other.
pub fn games<G>(
    link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
    body: fn(Replay<G>) -> Body,
    games: [(String, Save); 2],
) -> impl IntoView
where
    G: AppGame + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let total = games
        .iter()
        .map(|(_, save)| save.actions.len())
        .max()
        .unwrap_or(0);
    let step = RwSignal::new(0usize);
    let [first, second] = games.map(|(title, save)| {
        view! {
            <div>{titled(save, link_options, body, title, step.into())}</div>
        }
    });
    view! {
        <div class="replay-pair">
            {shared::controls(step, total)}
            <div class="challenge-compare">{first}{second}</div>
        </div>
    }
}
