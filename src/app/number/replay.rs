//! The replay viewer: a finished (or shared) game stepped through move by move with
//! first / previous / next / last and the arrow keys. Every position is the engine's replay
//! of the log up to that move; all picks are shown, since the game is in the open now.

use crate::app::route::Link;
use leptos::prelude::*;

use super::digits::NumberTiles;
use super::final_score::FinalScore;
use super::reveal::Reveal;
use super::scoreboard::Scoreboard;
use super::seat::SeatTag;
use super::seats_panel::SeatsPanel;
use super::session::Session;
use crate::app::i18n::{use_i18n, Key};
use crate::app::link_error::LinkError;
use crate::app::replay_controls::ReplayControls;
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::number::{NumberGame, Pick};
use crate::rules::{replay, Game, GameId};

/// The game after its first `step` moves.
fn position(save: &Save, full: &NumberGame, step: usize) -> Option<NumberGame> {
    replay::<NumberGame>(full.options(), save.seed, &save.actions[..step]).ok()
}

#[component]
pub fn ReplayViewer(save: Save) -> impl IntoView {
    // The whole log is checked once; a code that passed its checksum may still hold moves
    // the engine refuses (made by another version), and that is said like any bad link.
    let full = match Session::from_save(&save) {
        Ok(s) => s.game,
        Err(problem) => {
            return view! { <LinkError problem=problem replay=true game=GameId::Number /> }
                .into_any()
        }
    };
    let i18n = use_i18n();
    let total = save.actions.len();
    let step = RwSignal::new(0usize);
    let go = move |to: usize| step.set(to.min(total));

    let seats = full.options().seats.clone();
    let play_seed = share::seed_path(GameId::Number, full.seed(), &seats, &[]);
    let save = StoredValue::new(save);
    let full = StoredValue::new(full);
    let states = move || {
        let k = step.get();
        save.with_value(|s| {
            full.with_value(|f| {
                let now = position(s, f, k)?;
                let before = k.checked_sub(1).and_then(|b| position(s, f, b));
                Some((now, before))
            })
        })
    };

    let move_line = move || {
        let k = step.get();
        if k == 0 {
            return view! { <p class="move-line">{i18n.live(Key::ReplayStart)}</p> }.into_any();
        }
        let text = save.with_value(|s| s.actions[k - 1].clone());
        let Ok(Pick { player, number }) = text.parse::<Pick>() else {
            return ().into_any();
        };
        let kind = full.with_value(|f| f.options().seats[player]);
        view! {
            <p class="move-line">
                <SeatTag seat=player kind=kind />
                <span>{i18n.live(Key::Picked)}</span>
                <NumberTiles number=number small=true />
            </p>
        }
        .into_any()
    };

    let board = move || {
        let Some((now, before)) = states() else {
            return ().into_any();
        };
        let seats = now.options().seats.clone();
        let revealed_now = before.is_some_and(|b| b.history().len() < now.history().len());
        let view = now.spectator_view();
        let finished = now.outcome().filter(|_| revealed_now);
        // The picks of the turn under way are its last log entries, one per seat that picked.
        let k = step.get_untracked();
        let pending = view.picked.iter().filter(|&&p| p).count();
        let this_turn: Vec<Pick> = save.with_value(|s| {
            s.actions[k.saturating_sub(pending)..k]
                .iter()
                .filter_map(|a| a.parse::<Pick>().ok())
                .collect()
        });
        view! {
            {revealed_now.then(|| now.history().last().cloned().map(|r| view! {
                <Reveal result=r seats=seats.clone() />
            }))}
            {(!this_turn.is_empty()).then(|| view! { <TurnSoFar picks=this_turn seats=seats.clone() /> })}
            {finished.map(|o| view! { <FinalScore view=view.clone() outcome=o /> })}
            <SeatsPanel view=view.clone() />
            <Scoreboard view=view />
        }
        .into_any()
    };

    view! {
        <section class="replay game-number" aria-labelledby="replay-title">
            <h1 id="replay-title">{i18n.live(Key::ReplayTitle)}</h1>
            <p class="hint">{move || i18n.f(Key::SeedIs, &[("seed", save.with_value(|s| s.seed.to_string()))])}</p>
            <ReplayControls step=step total=total on_go=go />
            {move_line}
            <div class="replay-board">{board}</div>
            <div class="actions">
                <Link href=play_seed class="btn btn-primary">{i18n.live(Key::PlaySameSeed)}</Link>
                <Link href="/history" class="btn">{i18n.live(Key::NavHistory)}</Link>
            </div>
        </section>
    }
    .into_any()
}

/// The picks already made in the turn under way (all visible in a replay).
#[component]
fn TurnSoFar(picks: Vec<Pick>, seats: Vec<crate::rules::number::SeatKind>) -> impl IntoView {
    let i18n = use_i18n();
    let rows = picks
        .into_iter()
        .map(|Pick { player, number }| {
            let kind = seats[player];
            view! {
                <li>
                    <SeatTag seat=player kind=kind />
                    <NumberTiles number=number small=true />
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="turn-so-far">
            <h2>{i18n.live(Key::ThisTurnSoFar)}</h2>
            <ul>{rows}</ul>
        </section>
    }
}
