//! "How would the best bot have done?", under any finished game of any of the five games
//! (docs/review.md): the game's strongest bot plays the same deal in the player's seat, in a
//! web worker (`worker`) so the page never freezes, while the page says how far it is and
//! can cancel it. Then both scores side by side with their glyph lines, and both games in the
//! replay viewer next to each other (`replay::pair`, shared with challenges). The rules of it
//! are `rules::review`'s; a game gives only its replay body and seed-link options.

mod worker;

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::replay::pair::{self, Side};
use crate::app::replay::{Body, Replay};
use crate::app::session::{AppGame, Held};
use crate::rules::json;
use crate::rules::log::Save;
use crate::rules::replay;
use crate::rules::review::wire::{Reply, Request};
use crate::rules::review::Reviewed;
use worker::Job;

/// Where the review stands.
#[derive(Debug, Clone, PartialEq)]
enum Stage {
    Idle,
    /// The bot is playing (how far: `moves`, apart, so that progress redraws only its words).
    Playing,
    /// The bot's result, its glyph line and its game as a save.
    Done(Reviewed, String, Save),
    Failed(String),
}

#[component]
pub fn ReviewOffer<G: AppGame + Send + Sync + 'static>(
    session: Held<G>,
    /// The game's options besides its seats as seed-link parameters (for the replay viewer).
    link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
    /// What the game's replay shows at each step.
    body: fn(Replay<G>) -> Body,
) -> impl IntoView
where
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let stage = RwSignal::new(Stage::Idle);
    let moves = RwSignal::new(0usize);
    let job = StoredValue::new_local(None::<Job>);
    // The player's finished game: its save, seat, score, glyph line and how many people sat.
    let finished = move || {
        session.with(|s| {
            let s = s.as_ref()?;
            let outcome = s.game.outcome()?;
            let seat = s.game.human_seat();
            let score = outcome.scores.get(seat).copied().unwrap_or(0);
            let people = s.game.seat_names().iter().filter(|n| *n == "human").count();
            // A game of one seat (NMBR 9 alone, Dungeons) has no other seat to speak of.
            let people = (people, s.game.players() == 1);
            Some((s.to_save(), seat, score, s.game.glyphs(seat), people))
        })
    };
    // Another game on screen (a new game, an undo) forgets a review of the one before.
    Effect::new(move |_| {
        session.with(|s| s.as_ref().map(|s| s.actions.len()));
        job.set_value(None);
        stage.set(Stage::Idle);
    });
    on_cleanup(move || {
        job.try_update_value(|j| *j = None);
    });
    let start = move |_| {
        let Some((save, seat, ..)) = finished() else {
            return;
        };
        let options =
            session.with_untracked(|s| s.as_ref().map(|s| json::to_string(s.game.options())));
        let request = Request {
            game: G::ID,
            seed: save.seed,
            seat,
            options: options.unwrap_or_default(),
        };
        let on_reply = move |reply: Result<Reply, String>| {
            let next = match reply {
                Ok(Reply::Progress(n)) => {
                    moves.try_set(n);
                    return;
                }
                Ok(Reply::Done(done)) => bot_game::<G>(&save, done),
                Ok(Reply::Failed(why)) | Err(why) => Stage::Failed(why),
            };
            job.try_update_value(|j| *j = None);
            stage.try_set(next);
        };
        match Job::start(&request.to_text(), on_reply) {
            Ok(started) => {
                job.set_value(Some(started));
                moves.set(0);
                stage.set(Stage::Playing);
            }
            Err(why) => stage.set(Stage::Failed(why)),
        }
    };
    let cancel = move |_| {
        job.set_value(None);
        stage.set(Stage::Idle);
    };
    move || {
        let (own, _, score, glyphs, (people, solo)) = finished()?;
        let shown = match stage.get() {
            Stage::Idle | Stage::Failed(_) => {
                let failed = match stage.get_untracked() {
                    Stage::Failed(why) => Some(i18n.f(Key::ReviewFailed, &[("why", why)])),
                    _ => None,
                };
                view! {
                    <p class="feedback" role="alert">{failed}</p>
                    <button class="btn" data-testid="review-ask" on:click=start>{i18n.t(Key::ReviewAsk)}</button>
                }
                .into_any()
            }
            Stage::Playing => view! {
                <p role="status" data-testid="review-progress">
                    {move || i18n.f(Key::ReviewPlaying, &[("n", moves.get().to_string())])}
                </p>
                <button class="btn" on:click=cancel>{i18n.t(Key::ReviewCancel)}</button>
            }
            .into_any(),
            Stage::Done(done, bot_glyphs, theirs) => {
                let diff = score - done.score();
                let outcome = match diff.cmp(&0) {
                    std::cmp::Ordering::Greater => {
                        i18n.f(Key::ReviewAhead, &[("n", diff.to_string())])
                    }
                    std::cmp::Ordering::Less => {
                        i18n.f(Key::ReviewBehind, &[("n", (-diff).to_string())])
                    }
                    std::cmp::Ordering::Equal => i18n.t(Key::ReviewTie).to_owned(),
                };
                let mine = (i18n.t(Key::ChallengeYourGame).to_owned(), own);
                let bots = (i18n.t(Key::ReviewBotGame).to_owned(), theirs);
                view! {
                    <h2>{i18n.t(Key::ReviewAsk)}</h2>
                    <p class="hint">{i18n.t(if solo { Key::ReviewHowSolo } else { Key::ReviewHow })}</p>
                    {(people > 1).then(|| view! { <p class="hint">{i18n.t(Key::ReviewOthers)}</p> })}
                    <div class="challenge-results" role="group" aria-label=i18n.t(Key::ReviewResults)>
                        <Side who=i18n.t(Key::ChallengeYou).to_owned() score=score glyphs=glyphs mine=true />
                        <Side who=i18n.t(Key::ReviewBot).to_owned() score=done.score() glyphs=bot_glyphs mine=false />
                    </div>
                    <p class="challenge-outcome" role="status">{outcome}</p>
                    {pair::games(link_options, body, [mine, bots])}
                }
                .into_any()
            }
        };
        Some(view! {
            <section class="review" data-testid="review" aria-label=i18n.t(Key::ReviewAsk)>{shown}</section>
        })
    }
}

/// The bot's finished game: its glyph line and its save (the player's deal, the bot's log).
fn bot_game<G: AppGame>(own: &Save, done: Reviewed) -> Stage {
    let options = match own.options_as::<G::Options>() {
        Ok(options) => options,
        Err(e) => return Stage::Failed(e.to_string()),
    };
    match replay::<G>(&options, own.seed, &done.actions) {
        Ok(game) => {
            let glyphs = game.glyphs(done.seat);
            let save = Save::new(G::ID, own.seed, game.options(), done.actions.clone());
            Stage::Done(done, glyphs, save)
        }
        Err(e) => Stage::Failed(e.to_string()),
    }
}
