//! The move log: what everyone saw happen, newest first (never a card drawn).

use std::sync::Arc;

use leptos::prelude::*;

use super::hand::card_text;
use super::space::team_mark;
use crate::app::i18n::{I18n, Key};
use crate::app::ids::Ids;
use crate::app::markup::{markup, Html};
use crate::app::seat::about;
use crate::rules::sequence::board::row_col;
use crate::rules::sequence::{Card, Cell, End, Event};

fn at(cell: Cell) -> String {
    let (r, c) = row_col(cell);
    format!("{},{}", r + 1, c + 1)
}

pub fn event_text(i18n: I18n, event: &Event) -> String {
    match *event {
        Event::Placed {
            seat,
            card: Card::Plus,
            cell,
        } => about(i18n, Key::SqLogPlus, seat, &[("at", at(cell))]),
        Event::Placed { seat, card, cell } => about(
            i18n,
            Key::SqLogPlaced,
            seat,
            &[
                ("card", card_text(card)),
                ("n", card.answer().unwrap_or(0).to_string()),
                ("at", at(cell)),
            ],
        ),
        Event::Removed { seat, cell, team } => about(
            i18n,
            Key::SqLogRemoved,
            seat,
            &[("team", team_mark(team).to_owned()), ("at", at(cell))],
        ),
        Event::DeadExchanged { seat, card } => {
            about(i18n, Key::SqLogDead, seat, &[("card", card_text(card))])
        }
        Event::Passed { seat } => about(i18n, Key::SqLogPassed, seat, &[]),
        Event::Reshuffled { cards } => i18n.n(
            Key::SqLogReshuffled,
            cards as u64,
            &[("n", cards.to_string())],
        ),
        Event::Sequence { team, .. } => i18n.f(
            Key::SqLogSequence,
            &[
                ("team", (team + 1).to_string()),
                ("mark", team_mark(team).to_owned()),
            ],
        ),
        Event::Ended(End::Won { team }) => i18n.f(
            Key::SqLogWon,
            &[
                ("team", (team + 1).to_string()),
                ("mark", team_mark(team).to_owned()),
            ],
        ),
        Event::Ended(End::Blocked) => i18n.t(Key::SqLogBlocked).to_owned(),
    }
}

/// The space of the last chip placed or taken off, to ring on the board.
pub fn last_space(events: &[Event]) -> Option<Cell> {
    events.iter().rev().find_map(|e| match *e {
        Event::Placed { cell, .. } | Event::Removed { cell, .. } => Some(cell),
        _ => None,
    })
}

/// The log, newest first: a stable list (a live region) whose items are markup
/// (app::markup), written again when the events (`events` reads them) or the language change.
pub fn move_log(i18n: I18n, events: Arc<dyn Fn() -> Vec<Event> + Send + Sync>) -> AnyView {
    let count = events.clone();
    let items = move || {
        events()
            .iter()
            .rev()
            .take(14)
            .map(|e| Html::el("li").text(&event_text(i18n, e)))
            .collect::<Html>()
    };
    let ids = Ids::here();
    view! {
        <section class="sq-log" aria-labelledby=ids.labelled_by("sq-log-title")>
            <h2 id=ids.id("sq-log-title")>{i18n.live(Key::SqMoves)}</h2>
            <ol
                class="sq-log-list"
                aria-live="polite"
                data-count=move || count().len().to_string()
                inner_html=markup(items)
            ></ol>
        </section>
    }
    .into_any()
}
