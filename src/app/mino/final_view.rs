//! The end of the game: the winners (equal totals share the win, as the engine's outcome
//! says), then each seat's breakdown hand by hand: bid, tricks, points for the bid, capture
//! bonus, and the total. Markup (app::markup).

use leptos::prelude::*;

use super::session::Session;
use super::trick::signed;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::app::markup::holder;
use crate::app::notices::Notices;
use crate::app::panel::titled_html;
use crate::app::seat::{final_head_html, player_name};
use crate::rules::mino::View;
use crate::rules::{Game, Outcome, PlayerId};

pub fn final_result_html(i18n: I18n, view: &View, outcome: &Outcome) -> String {
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
    let cards: String = (0..view.players)
        .map(|s: PlayerId| {
            let won = outcome.winners.contains(&s);
            let lines: String = view.sheet[s]
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
                    let (class, mark) = if row.made() {
                        ("made", "✓ ")
                    } else {
                        ("missed", "✗ ")
                    };
                    format!(
                        r#"<li class="{class}"><span aria-hidden="true">{mark}</span>{}</li>"#,
                        escape(&t)
                    )
                })
                .collect();
            let total = outcome.scores.get(s).copied().unwrap_or(0);
            format!(
                concat!(
                    r#"<li class="final-card{winner}" data-seat="{s}">{head}<ol class="breakdown">{lines}</ol>"#,
                    r#"<p class="final-total num" data-testid="total">{total}</p></li>"#
                ),
                winner = if won { " winner" } else { "" },
                s = s,
                head = final_head_html(i18n, s, view.seats[s].as_str(), won, shared),
                lines = lines,
                total = escape(&i18n.f(Key::MnTotalPts, &[("n", signed(total))]))
            )
        })
        .collect();
    titled_html(
        i18n,
        "final mn-final",
        "final-title",
        Key::GameOver,
        &format!(
            r#"<p class="mn-winner" data-testid="winner">★ {}</p><ol class="final-list">{cards}</ol>"#,
            escape(&names)
        ),
    )
}

/// The outcome the page leads with once the game is over (app::later).
pub fn result(s: &Session, i18n: I18n, _: Notices) -> AnyView {
    let Some(outcome) = s.game.outcome() else {
        return ().into_any();
    };
    let view = s.public();
    holder(move || final_result_html(i18n, &view, &outcome))
}
