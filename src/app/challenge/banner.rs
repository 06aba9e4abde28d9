//! The line above a game started from a challenge: the score to beat, from whom, and whether
//! the sender's game backs it. Once the game is over: both results side by side, with each
//! one's glyph line, and both games in the replay viewer next to each other (the arrow keys
//! step both).

use leptos::prelude::*;

use super::start::Verdict as VerdictLine;
use super::{dealt_from, from, sender, stored};
use crate::app::game_screens::GameScreens;
use crate::app::i18n::{use_i18n, Key};
use crate::app::replay::pair::{self, Side};
use crate::app::replay::{Body, Replay};
use crate::app::session::{AppGame, Held};
use crate::rules::challenge::Verdict;
use crate::rules::log::Save;

#[component]
pub fn ChallengeBanner<G: AppGame + Send + Sync + 'static>(
    screens: &'static GameScreens<G>,
    session: Held<G>,
    /// What the game's replay shows at each step (app::later).
    body: fn(Replay<G>) -> Body,
) -> impl IntoView
where
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let checked = stored::<G>().map(StoredValue::new);
    let compare = RwSignal::new(false);
    move || {
        let checked = checked?;
        let (challenge, verdict, theirs, to_beat) = checked.with_value(|c| {
            let seat = c.challenge.claim.seat;
            let score = c.game.scores().get(seat).copied().unwrap_or(0);
            let theirs = (score, c.game.glyphs(seat));
            (c.challenge.clone(), c.verdict, theirs, c.target())
        });
        // Only the game dealt from the challenge: a new game on another seed has none.
        let mine = session.with(|held| {
            let held = held.as_ref().filter(|s| dealt_from(s, &challenge))?;
            let seat = challenge.claim.seat;
            let over = held.game.outcome().is_some();
            let score = held.game.scores().get(seat).copied().unwrap_or(0);
            Some((over, score, held.game.glyphs(seat), held.to_save()))
        })?;
        let name = sender(i18n, &challenge);
        let from = from(i18n, &challenge);
        let target = super::headline::<G>(i18n, to_beat);
        let (over, score, glyphs, own) = mine;
        let results = over.then(|| {
            let outcome = match score.cmp(&theirs.0) {
                std::cmp::Ordering::Greater => i18n.t(Key::ChallengeWon).to_owned(),
                std::cmp::Ordering::Less => i18n.f(Key::ChallengeLost, &[("name", name.clone())]),
                std::cmp::Ordering::Equal => i18n.t(Key::ChallengeTie).to_owned(),
            };
            let sent = challenge.save.clone();
            view! {
                <div class="challenge-results" role="group" aria-label=i18n.t(Key::ChallengeResults)>
                    <Side who=i18n.t(Key::ChallengeYou).to_owned() score=score glyphs=glyphs mine=true />
                    <Side who=name.clone() score=theirs.0 glyphs=theirs.1.clone() mine=false />
                </div>
                <p class="challenge-outcome" role="status">{outcome}</p>
                <button class="btn" aria-expanded=move || compare.get().to_string() on:click=move |_| compare.update(|c| *c = !*c)>
                    {move || i18n.t(if compare.get() { Key::ChallengeHideCompare } else { Key::ChallengeCompare })}
                </button>
                {move || compare.get().then(|| compared(screens, body, sent.clone(), own.clone(), name.clone()))}
            }
        });
        Some(view! {
            <section class="challenge-banner" data-testid="challenge-banner">
                <div class="challenge-line">
                    <strong class="challenge-target" data-testid="challenge-target">{target}</strong>
                    " · "
                    <span>{from}</span>
                    {(verdict == Verdict::Verified).then(|| view! { " " <VerdictLine verdict=verdict short=true /> })}
                </div>
                {(verdict != Verdict::Verified).then(|| view! { <VerdictLine verdict=verdict /> })}
                {results}
            </section>
        })
    }
}

/// The sender's game and the player's, each in the replay viewer, side by side.
fn compared<G: AppGame + Send + Sync + 'static>(
    screens: &'static GameScreens<G>,
    body: fn(Replay<G>) -> Body,
    theirs: Save,
    own: Save,
    name: String,
) -> impl IntoView
where
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let theirs = (i18n.f(Key::ChallengeTheirGame, &[("name", name)]), theirs);
    let own = (i18n.t(Key::ChallengeYourGame).to_owned(), own);
    pair::games(screens.options.link_options, body, [theirs, own])
}
