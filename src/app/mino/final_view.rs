//! The end of the game: the winners (equal totals share the win, as the engine's outcome
//! says), then each seat's breakdown hand by hand: bid, tricks, points for the bid, capture
//! bonus, and the total. Markup (app::markup).

use leptos::prelude::*;

use super::session::Session;
use super::trick::{made_line, signed};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::notices::Notices;
use crate::app::panel::titled;
use crate::app::seat::{final_head, player_name};
use crate::rules::mino::View;
use crate::rules::{Game, Outcome, PlayerId};

pub fn final_result_html(i18n: I18n, view: &View, outcome: &Outcome) -> Html {
    let shared = outcome.winners.len() > 1;
    let names = outcome
        .winners
        .iter()
        .map(|&w| player_name(i18n, w))
        .collect::<Vec<_>>()
        .join(", ");
    let key = if shared {
        Key::MnWinnersShared
    } else {
        Key::MnWinnerIs
    };
    let names = i18n.f(key, &[("players", names)]);
    let cards: Html = (0..view.players)
        .map(|s: PlayerId| {
            let won = outcome.winners.contains(&s);
            let lines: Html = view.sheet[s]
                .iter()
                .map(|row| {
                    let mut t = i18n.f(
                        Key::MnBreakdown,
                        &[
                            ("hand", row.hand.to_string()),
                            ("bid", row.bid.to_string()),
                            ("tricks", row.tricks.to_string()),
                            ("base", signed(row.base)),
                        ],
                    );
                    if row.bonus != 0 {
                        t.push_str(&i18n.f(Key::MnBreakdownBonus, &[("n", signed(row.bonus))]));
                    }
                    made_line(row.made(), &t)
                })
                .collect();
            let total = outcome.scores.get(s).copied().unwrap_or(0);
            Html::el("li")
                .class(if won {
                    "final-card winner"
                } else {
                    "final-card"
                })
                .attr("data-seat", &s.to_string())
                .child(final_head(i18n, s, view.seats[s].as_str(), won, shared))
                .child(Html::el("ol").class("breakdown").child(lines))
                .child(
                    Html::el("p")
                        .class("final-total num")
                        .attr("data-testid", "total")
                        .text(&i18n.f(Key::MnTotalPts, &[("n", signed(total))])),
                )
        })
        .collect();
    let mut inner = Html::from(
        Html::el("p")
            .class("mn-winner")
            .attr("data-testid", "winner")
            .text("★ ")
            .text(&names),
    );
    inner.push(Html::el("ol").class("final-list").child(cards));
    titled(i18n, "final mn-final", "final-title", Key::GameOver, inner)
}

/// The outcome the page leads with once the game is over (app::later).
pub fn result(s: &Session, i18n: I18n, _: Notices) -> AnyView {
    let Some(outcome) = s.game.outcome() else {
        return ().into_any();
    };
    let view = s.public();
    holder(move || final_result_html(i18n, &view, &outcome))
}
