//! What The Number's replay shows at each step (the viewer is `app::replay`): the pick that
//! made the step, the picks of the turn so far, the reveal when that pick completed a turn,
//! the final breakdown at the end, the table and the score sheet. All picks are shown, since
//! the game is in the open now.

use leptos::prelude::*;

use super::digits::NumberTiles;
use super::final_score::FinalScore;
use super::reveal::Reveal;
use super::scoreboard::Scoreboard;
use super::seat::SeatTag;
use super::seats_panel::SeatsPanel;
use crate::app::i18n::{use_i18n, Key};
use crate::app::replay::{Body, Replay};
use crate::rules::number::{NumberGame, Pick};
use crate::rules::Game;

pub fn body(replay: Replay<NumberGame>) -> Body {
    let i18n = use_i18n();
    let line = move || {
        let Some(Pick { player, number }) = replay.last_action() else {
            return i18n.live(Key::ReplayStart).into_any();
        };
        let kind = replay.with(|g| g.options().seats[player]);
        view! {
            <SeatTag seat=player kind=kind />
            <span>{i18n.live(Key::Picked)}</span>
            <NumberTiles number=number small=true />
        }
        .into_any()
    };

    let board = move || {
        let (k, now) = (replay.step(), replay.game());
        let seats = now.options().seats.clone();
        let revealed_now = k
            .checked_sub(1)
            .is_some_and(|b| replay.at(b).history().len() < now.history().len());
        let view = now.spectator_view();
        let finished = now.outcome().filter(|_| revealed_now);
        // The picks of the turn under way are its last log entries, one per seat that picked.
        let pending = view.picked.iter().filter(|&&p| p).count();
        let this_turn = replay.actions(k.saturating_sub(pending)..k);
        view! {
            {revealed_now.then(|| now.history().last().cloned().map(|r| view! {
                <Reveal result=r seats=seats.clone() />
            }))}
            {(!this_turn.is_empty()).then(|| view! { <TurnSoFar picks=this_turn seats=seats.clone() /> })}
            {finished.map(|o| view! { <FinalScore view=view.clone() outcome=o /> })}
            <SeatsPanel view=view.clone() />
            <Scoreboard view=view />
        }
    };

    Body {
        line: line.into_any(),
        board: view! { <div class="replay-board">{board}</div> }.into_any(),
    }
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
