//! Two results side by side, each with its glyph line, and their two games in the replay
//! viewer next to each other (the arrow keys step both): a challenge's (the sender's and the
//! player's, `app::challenge`) and a review's (the player's and the best bot's, `app::review`).

use leptos::prelude::*;

use super::{titled, Body, Replay};
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

/// Two games, each in the replay viewer under its title, side by side (stacked on a phone).
pub fn games<G>(
    link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
    body: fn(Replay<G>) -> Body,
    games: [(String, Save); 2],
) -> impl IntoView
where
    G: AppGame + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let [first, second] = games.map(|(title, save)| {
        view! {
            <div>{titled(save, link_options, body, title)}</div>
        }
    });
    view! { <div class="challenge-compare">{first}{second}</div> }
}
