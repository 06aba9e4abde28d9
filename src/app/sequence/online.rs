//! Sequence Numbers at an online table: the board, this seat's hand and its turn as on one
//! device, drawn from the seat's view alone; the teams and the move log beside. No hand-over
//! (each player holds their own device) and the bots are the server's.

use std::sync::Arc;

use leptos::prelude::*;

use super::board_view::BoardView;
use super::hand::Hand;
use super::log::{last_space, move_log};
use super::play_turn::PlayTurn;
use super::teams::{teams_html, teams_panel};
use super::words::refusal_text;
use crate::app::markup::markup;
use crate::app::online::{OnlineGame, Remote};
use crate::rules::sequence::{Action, SequenceGame};
use crate::rules::SeatView;

impl OnlineGame for SequenceGame {
    fn table(remote: Remote<Self>) -> AnyView {
        table(remote)
    }
}

fn table(remote: Remote<SequenceGame>) -> AnyView {
    let (view, i18n) = (remote.view, remote.i18n);
    let zoom = RwSignal::new(0);
    let chosen = RwSignal::new(None::<usize>);
    let refused = RwSignal::new(None::<String>);
    // This seat, while it is its turn.
    let turn = Memo::new(move |_| {
        let me = remote.me.get()?;
        view.with(|v| v.as_ref().is_some_and(|v| v.to_act == Some(me)))
            .then_some(me)
    });
    let apply = move |action: Action| {
        chosen.set(None);
        refused.set(None);
        remote.act.run(action);
    };
    // The seat's view refuses a play as the game would, with the same reason in words.
    let check = move |action: Action| {
        view.with_untracked(|v| v.as_ref().and_then(|v| v.refusal(&action)))
            .map(|r| refusal_text(i18n, &r))
    };
    let board = Signal::derive(move || {
        view.with(|v| v.as_ref().map(|v| v.board.clone()).unwrap_or_default())
    });
    let last =
        Signal::derive(move || view.with(|v| v.as_ref().and_then(|v| last_space(&v.events))));
    let main = move || {
        match turn.get() {
        Some(seat) => view! {
            <PlayTurn view=view seat=seat chosen=chosen refused=refused check=check apply=apply zoom=zoom />
        }
        .into_any(),
        // Waiting: the board, and this seat's hand to think over (nothing is played from it).
        None => view! {
            <BoardView board=board allowed=Signal::stored(Vec::new()) last=last on_pick=|_| {} zoom=zoom />
            {move || view.with(|v| v.as_ref().filter(|v| v.me.is_some()).map(|v| v.hand.clone())).map(|cards| view! {
                <Hand cards=cards chosen=chosen can_exchange=false on_exchange=|_| {} />
            })}
        }
        .into_any(),
    }
    };
    view! {
        <div class="table-layout game-sequence">
            <div class="board">{main}</div>
            <aside class="side">
                {teams_panel(markup(move || view.with(|v| v.as_ref().map(|v| teams_html(i18n, v))).unwrap_or_default()))}
                {move_log(i18n, Arc::new(move || view.with(|v| v.as_ref().map(|v| v.events.clone())).unwrap_or_default()))}
            </aside>
        </div>
    }
    .into_any()
}
