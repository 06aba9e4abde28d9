//! A player's turn at Sequence Numbers: their hand, the spaces the chosen card allows, the
//! exchange of a dead card and the pass. Drawn from the seat's own view, so the table on one
//! device and an online table (app::online) share it; each says how a play is checked.

use leptos::prelude::*;

use super::board_view::{focus_space, BoardView};
use super::hand::Hand;
use super::log::last_space;
use crate::app::focus::focus_inside_when_idle;
use crate::app::i18n::{use_i18n, Key};
use crate::app::ids::Ids;
use crate::app::seat::about;
use crate::rules::sequence::{Action, Card, Cell, Move, View};
use crate::rules::PlayerId;

/// A human's turn: their hand, the spaces the chosen card allows, exchange and pass.
#[component]
pub fn PlayTurn(
    /// The seat's own view (its hand, the spaces each card allows, its legal actions).
    view: Memo<Option<View>>,
    seat: PlayerId,
    chosen: RwSignal<Option<usize>>,
    refused: RwSignal<Option<String>>,
    /// Why a play would be refused, in words; none when it is allowed.
    #[prop(into)]
    check: Callback<Action, Option<String>>,
    #[prop(into)] apply: Callback<Action>,
    zoom: RwSignal<usize>,
) -> impl IntoView {
    let i18n = use_i18n();
    let allowed = Signal::derive(move || {
        let i = chosen.get();
        view.with(|v| {
            v.as_ref()
                .and_then(|v| i.and_then(|i| v.hand.get(i)))
                .map(|h| h.spaces.clone())
                .unwrap_or_default()
        })
    });
    // Choosing a card brings the keyboard to the first space it allows.
    let ids = Ids::here();
    // A turn begins (after Start, a bot's reply, a hand-over) with the focus nowhere, since
    // the button pressed or the board drawn for the bot is gone: the hand is what comes next.
    let hand = NodeRef::<leptos::html::Div>::new();
    focus_inside_when_idle(hand, ".sq-card");
    Effect::new(move |_| {
        if chosen.get().is_some() {
            if let Some(&first) = allowed.get_untracked().first() {
                focus_space(ids, first);
            }
        }
    });
    let on_pick = move |cell: Cell| {
        let i = chosen.get_untracked();
        let Some(card) = view.with_untracked(|v| {
            v.as_ref()
                .and_then(|v| i.and_then(|i| v.hand.get(i)))
                .map(|h| h.card)
        }) else {
            refused.set(Some(i18n.t(Key::SqChooseFirst).to_owned()));
            return;
        };
        let mv = match card {
            Card::Minus => Move::Remove { cell },
            card => Move::Place { card, cell },
        };
        let action = Action { player: seat, mv };
        // A refused play keeps its card chosen, so another space can be tried.
        match check.run(action) {
            Some(why) => refused.set(Some(why)),
            None => apply.run(action),
        }
    };
    let board = Signal::derive(move || {
        view.with(|v| v.as_ref().map(|v| v.board.clone()).unwrap_or_default())
    });
    let last =
        Signal::derive(move || view.with(|v| v.as_ref().and_then(|v| last_space(&v.events))));
    let can_pass = move || {
        view.with(|v| {
            v.as_ref()
                .is_some_and(|v| v.legal.iter().any(|a| a.mv == Move::Pass))
        })
    };
    // How to play, or why a play was refused, in one place of one height: a refusal takes the
    // hint's place instead of pushing the board down.
    let refusing = move || refused.with(Option::is_some);
    view! {
        <h2 class="sq-turn">
            {move || about(i18n, Key::SqYourTurn, seat, &[])}
        </h2>
        <div class="sq-say">
            <p class="hint" class:gone=refusing>{i18n.live(Key::SqHowTo)}</p>
            <p class="feedback" role="alert">{move || refused.get()}</p>
        </div>
        <BoardView board=board allowed=allowed last=last on_pick=on_pick zoom=zoom />
        <div class="sq-hand-holder" node_ref=hand>{move || view.get().map(|v| view! {
            <Hand
                cards=v.hand.clone()
                chosen=chosen
                can_exchange=!v.dead_used
                on_exchange=move |card| apply.run(Action { player: seat, mv: Move::Dead { card } })
            />
        })}</div>
        <Show when=can_pass>
            <button class="btn" on:click=move |_| apply.run(Action { player: seat, mv: Move::Pass })>
                {i18n.live(Key::SqPass)}
            </button>
        </Show>
    }
}
