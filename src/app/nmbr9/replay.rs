//! What NMBR 9's replay shows at each step (the viewer is `app::replay`): the placement that
//! made the step, in words, and any seat's board as it stood; the board of the seat that just
//! placed is shown by default.

use leptos::prelude::*;

use super::final_score::final_score;
use super::look::ReadOnlyBoard;
use super::seats_panel::SeatsPanel;
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::replay::{Body, Replay};
use crate::app::seat::{about, tag};
use crate::app::session::AppGame;
use crate::rules::nmbr9::Nmbr9Game;
use crate::rules::Game;

pub fn body(replay: Replay<Nmbr9Game>) -> Body {
    let i18n = use_i18n();
    let viewing = RwSignal::new(0usize);
    let zoom = RwSignal::new(0usize);
    // Each step shows the board of the seat that just placed.
    Effect::watch(
        move || replay.last_action(),
        move |place, _, _| {
            if let Some(place) = place {
                viewing.set(place.player);
            }
        },
        false,
    );

    let line = move || {
        let Some(place) = replay.last_action() else {
            return Html::text(i18n.t(Key::N9ReplayStart));
        };
        let (tile, kind) = replay.with(|g| {
            let tile = g.board(place.player).tiles().last().copied();
            (tile, g.seat_kinds()[place.player].as_str())
        });
        let mut line = tag(i18n, place.player, kind, false);
        if let Some(t) = tile {
            let text = about(
                i18n,
                Key::N9ReplayMove,
                place.player,
                &[
                    ("digit", t.digit.to_string()),
                    ("level", t.level.to_string()),
                ],
            );
            line.push(Html::el("span").text(&text));
        }
        line
    };
    let board = move || {
        let game = replay.game();
        let v = game.spectator_view();
        let seat = viewing.get().min(v.players - 1);
        let finished = game.outcome();
        view! {
            <ReadOnlyBoard board=v.boards[seat].clone() seat=seat zoom=zoom />
            {finished.map(|o| final_score(i18n, v.clone(), o, None))}
            <SeatsPanel view=v viewing=viewing />
        }
    };

    Body {
        line: holder(line),
        board: view! { <div class="replay-board">{board}</div> }.into_any(),
    }
}
