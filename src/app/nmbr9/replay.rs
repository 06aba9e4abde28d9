//! The replay viewer: a finished (or shared) game stepped through placement by placement with
//! first / previous / next / last and the arrow keys; every position is the engine's replay of
//! the log up to that step. Any seat's board can be shown; the one that just moved is shown
//! by default.

use crate::app::route::Link;
use leptos::prelude::*;

use super::final_score::FinalScore;
use super::seats_panel::SeatsPanel;
use super::session::Session;
use super::table::ReadOnlyBoard;
use crate::app::i18n::{use_i18n, Key};
use crate::app::link_error::LinkError;
use crate::app::replay_controls::ReplayControls;
use crate::app::seat::{player_name, SeatTag};
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::nmbr9::Place;
use crate::rules::{Game, GameId};

#[component]
pub fn ReplayViewer(save: Save) -> impl IntoView {
    // A code that passed its checksum may still hold moves the engine refuses (made by
    // another version): said like any bad link.
    let full = match Session::from_save(&save) {
        Ok(s) => s,
        Err(problem) => {
            return view! { <LinkError problem=problem replay=true game=GameId::Nmbr9 /> }
                .into_any()
        }
    };
    let save = StoredValue::new(save);
    let i18n = use_i18n();
    let total = full.actions.len();
    let step = RwSignal::new(0usize);
    let viewing = RwSignal::new(0usize);
    let zoom = RwSignal::new(0usize);
    // Each step shows the board of the seat that just placed.
    let go = move |to: usize| {
        let to = to.min(total);
        step.set(to);
        let mover = to
            .checked_sub(1)
            .and_then(|k| save.with_value(|s| full_place(s, k)));
        if let Some(place) = mover {
            viewing.set(place.player);
        }
    };

    let seats = full.seats().to_vec();
    let play_seed = share::seed_path(GameId::Nmbr9, full.game.seed(), &seats, &[]);
    let seed_text = full.game.seed().to_string();
    let full = StoredValue::new(full);

    let move_line = move || {
        let k = step.get();
        let Some(k) = k.checked_sub(1) else {
            return view! { <p class="move-line">{i18n.live(Key::N9ReplayStart)}</p> }.into_any();
        };
        let Some(place) = save.with_value(|s| full_place(s, k)) else {
            return ().into_any();
        };
        let after = full.with_value(|f| f.at_step(k + 1));
        let tile = after.and_then(|g| g.board(place.player).tiles().last().copied());
        let kind = full.with_value(|f| f.seats()[place.player].as_str());
        view! {
            <p class="move-line">
                <SeatTag seat=place.player kind=kind />
                {tile.map(|t| view! {
                    <span>{move || i18n.f(Key::N9ReplayMove, &[
                        ("player", player_name(i18n, place.player)),
                        ("digit", t.digit.to_string()),
                        ("level", t.level.to_string()),
                    ])}</span>
                })}
            </p>
        }
        .into_any()
    };
    let board = move || {
        let k = step.get();
        let Some(game) = full.with_value(|f| f.at_step(k)) else {
            return ().into_any();
        };
        let v = game.spectator_view();
        let seat = viewing.get().min(v.players - 1);
        let finished = game.outcome();
        view! {
            <ReadOnlyBoard board=v.boards[seat].clone() seat=seat zoom=zoom />
            {finished.map(|o| view! { <FinalScore view=v.clone() outcome=o best=None /> })}
            <SeatsPanel view=v viewing=viewing />
        }
        .into_any()
    };

    view! {
        <section class="replay game-nmbr9" aria-labelledby="replay-title">
            <h1 id="replay-title">{i18n.live(Key::ReplayTitle)}</h1>
            <p class="hint">{move || i18n.f(Key::SeedIs, &[("seed", seed_text.clone())])}</p>
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

/// The `k`-th placement of the log (0-based).
fn full_place(save: &Save, k: usize) -> Option<Place> {
    save.actions.get(k)?.parse::<Place>().ok()
}
