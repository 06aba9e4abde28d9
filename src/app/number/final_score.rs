//! The end: each seat's two rounds (turn points + crossed digits), total, and the winners —
//! every seat on the best total shares the win (the engine's `Outcome`). Markup (app::markup).

use leptos::prelude::*;

use super::scoreboard::{crossed_in_round, turn_points_in_round};
use super::session::Session;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::notices::Notices;
use crate::app::panel::titled;
use crate::app::seat::final_head;
use crate::rules::number::{SeatKind, View, ROUNDS};
use crate::rules::{Game, Outcome};

pub fn final_score_html(i18n: I18n, view: &View, outcome: &Outcome) -> Html {
    let mut order: Vec<usize> = (0..view.players).collect();
    crate::rules::small_sort::sort_by_key(&mut order, |&p| {
        (
            std::cmp::Reverse(outcome.scores.get(p).copied().unwrap_or(0)),
            p,
        )
    });
    let shared = outcome.winners.len() > 1;
    let cards: Html = order
        .into_iter()
        .map(|seat| {
            let won = outcome.winners.contains(&seat);
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let total = outcome.scores.get(seat).copied().unwrap_or(0);
            let rounds: Html = (0..ROUNDS)
                .map(|r| {
                    let crossed = crossed_in_round(view, r, seat);
                    let line = i18n.n(
                        Key::RoundBreakdown,
                        crossed as u64,
                        &[
                            ("round", (r + 1).to_string()),
                            ("points", turn_points_in_round(view, r, seat).to_string()),
                            ("crossed", crossed.to_string()),
                            (
                                "sum",
                                view.round_scores
                                    .get(seat)
                                    .map(|s| s[r])
                                    .unwrap_or(0)
                                    .to_string(),
                            ),
                        ],
                    );
                    Html::el("li").text(&line)
                })
                .collect();
            Html::el("li")
                .class(if won {
                    "final-card winner"
                } else {
                    "final-card"
                })
                .child(final_head(i18n, seat, kind.as_str(), won, shared))
                .child(Html::el("ul").class("breakdown").child(rounds))
                .child(
                    Html::el("p")
                        .class("final-total")
                        .text(i18n.t(Key::Total))
                        .text(i18n.t(Key::LabelSep))
                        .child(Html::el("strong").class("num").text(&total.to_string())),
                )
        })
        .collect();
    titled(
        i18n,
        "final",
        "final-title",
        Key::GameOver,
        Html::el("ol").class("final-list").child(cards).into(),
    )
}

/// The outcome the page leads with once the game is over (app::later).
pub fn result(s: &Session, i18n: I18n, _: Notices) -> AnyView {
    let Some(outcome) = s.game.outcome() else {
        return ().into_any();
    };
    let view = s.public();
    holder(move || final_score_html(i18n, &view, &outcome))
}
