//! What `/<game>?challenge=<code>` opens: who challenges, the score to beat and whether the
//! sender's game, replayed here, gives it; then a button that deals the same game. A code that
//! cannot be read is explained like any bad link, and nothing stored is touched.

use leptos::prelude::*;

use super::from;
use crate::app::aside::start::{lines, make_room};
use crate::app::daily;
use crate::app::game_screens::Views;
use crate::app::i18n::{use_i18n, Key};
use crate::app::link_error::Refused;
use crate::app::notices::use_notices;
use crate::app::problem::Problem;
use crate::app::route;
use crate::app::session::{replay_problem, restore, save_over, AppGame, Session};
use crate::app::storage;
use crate::rules::challenge::{verify, ChallengeError, Checked, Verdict};
use crate::rules::log::LogError;
use crate::rules::ReplayError;

pub fn open<G: AppGame + Send + Sync + 'static>(views: Views<G>, code: String) -> AnyView {
    match verify::<G>(&code) {
        Ok(checked) => {
            view! { <ChallengeStart views=views checked=checked code=code /> }.into_any()
        }
        Err(error) => {
            let reason = Signal::derive(move || reason::<G>(&error, use_i18n()));
            view! {
                <Refused
                    title=Key::ChallengeCannotOpen
                    reason=reason
                    primary_href=format!("/{}", G::ID)
                    primary=Key::StartNormalGame
                />
            }
            .into_any()
        }
    }
}

/// Why a code was refused, in the player's language: the same words as for replay links. A
/// log that cannot be rebuilt is a damaged link.
fn reason<G: AppGame>(error: &ChallengeError<G::Refusal>, i18n: crate::app::i18n::I18n) -> String {
    let problem = match error.clone() {
        ChallengeError::Link(e) => Problem::Log(e),
        ChallengeError::WrongGame(g) => Problem::WrongGame(g),
        ChallengeError::Options(e) => Problem::Replay(ReplayError::Options(e)),
        ChallengeError::Log { .. } => Problem::Log(LogError::Damaged),
        ChallengeError::Replay(stop) => replay_problem::<G>(stop),
        ChallengeError::Unfinished => return i18n.t(Key::ChallengeUnfinished).to_owned(),
    };
    problem.describe(i18n)
}

#[component]
fn ChallengeStart<G: AppGame + Send + Sync + 'static>(
    views: Views<G>,
    checked: Checked<G>,
    code: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let target = checked.target();
    let same_deal = if checked.game.players() == 1 {
        Key::ChallengeSameDealSolo
    } else {
        Key::ChallengeSameDeal
    };
    let challenge = checked.challenge;
    let from = from(i18n, &challenge);
    let what = match challenge.daily {
        Some(n) => daily::title(i18n, G::ID, n),
        None => crate::app::number::game_name(i18n, G::ID),
    };
    let shown = restore::<G>(notices).filter(|s| s.game.outcome().is_none());
    let apart = lines(views, shown.as_ref(), notices);
    let options = challenge.save.options_as::<G::Options>().ok();
    let seed = challenge.save.seed;
    let start = move |_| {
        let Some(Ok(new)) = options.as_ref().map(|o| Session::<G>::new(o, seed)) else {
            return;
        };
        let shown = restore::<G>(notices).filter(|s| s.game.outcome().is_none());
        if !make_room(true, shown.as_ref(), notices) {
            return;
        }
        if save_over(&new, notices) {
            storage::store_challenge(G::ID, &code);
        }
        // The game page without the challenge's address: a reload resumes the game.
        route::replace(&format!("/{}", G::ID));
    };
    view! {
        <section class=format!("panel narrow challenge-start game-{}", G::ID) aria-labelledby="challenge-title">
            <p class="daily-kicker">{from}</p>
            <h2 id="challenge-title">{what}</h2>
            <p class="challenge-target" data-testid="challenge-target">
                {super::headline::<G>(i18n, target)}
            </p>
            <Verdict verdict=checked.verdict />
            <p>{i18n.t(same_deal)}</p>
            {apart}
            <div class="actions">
                <button class="btn btn-primary" on:click=start>{i18n.t(Key::ChallengeAccept)}</button>
            </div>
        </section>
    }
}

/// "Verified" or "does not match", told by a mark and words, not colour alone; `short`: the
/// one-word "verified" of the line above a game (a mismatch is always said in full).
#[component]
pub fn Verdict(verdict: Verdict, #[prop(optional)] short: bool) -> impl IntoView {
    let i18n = use_i18n();
    let (class, mark, text) = match verdict {
        Verdict::Verified if short => (
            "verified",
            "✓ ",
            i18n.t(Key::ChallengeVerifiedShort).to_owned(),
        ),
        Verdict::Verified => ("verified", "✓ ", i18n.t(Key::ChallengeVerified).to_owned()),
        Verdict::DoesNotMatch { claimed, actual } => (
            "mismatch",
            "⚠ ",
            i18n.f(
                Key::ChallengeNoMatch,
                &[
                    ("claimed", claimed.to_string()),
                    ("actual", actual.to_string()),
                ],
            ),
        ),
    };
    view! {
        <p class=format!("challenge-verdict challenge-{class}") data-verdict=class role="status">
            <span aria-hidden="true">{mark}</span>{text}
        </p>
    }
}
