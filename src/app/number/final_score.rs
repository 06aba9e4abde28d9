//! The end: each seat's two rounds (turn points + crossed digits), total, and the winners —
//! every seat on the best total shares the win (the engine's `Outcome`).

use leptos::prelude::*;

use super::scoreboard::{crossed_in_round, turn_points_in_round};
use crate::app::i18n::{use_i18n, Key};
use crate::app::panel::TitledPanel;
use crate::app::seat::FinalHead;
use crate::rules::number::{SeatKind, View, ROUNDS};
use crate::rules::Outcome;

#[component]
pub fn FinalScore(view: View, outcome: Outcome) -> impl IntoView {
    let i18n = use_i18n();
    let mut order: Vec<usize> = (0..view.players).collect();
    crate::rules::small_sort::sort_by_key(&mut order, |&p| {
        (
            std::cmp::Reverse(outcome.scores.get(p).copied().unwrap_or(0)),
            p,
        )
    });
    let shared = outcome.winners.len() > 1;
    let cards = order
        .into_iter()
        .map(|seat| {
            let won = outcome.winners.contains(&seat);
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let total = outcome.scores.get(seat).copied().unwrap_or(0);
            let rounds = (0..ROUNDS)
                .map(|r| {
                    let points = turn_points_in_round(&view, r, seat);
                    let crossed = crossed_in_round(&view, r, seat);
                    let sum = view.round_scores.get(seat).map(|s| s[r]).unwrap_or(0);
                    view! {
                        <li>
                            {move || i18n.n(
                                Key::RoundBreakdown,
                                crossed as u64,
                                &[
                                    ("round", (r + 1).to_string()),
                                    ("points", points.to_string()),
                                    ("crossed", crossed.to_string()),
                                    ("sum", sum.to_string()),
                                ],
                            )}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <li class="final-card" class:winner=won>
                    <FinalHead seat=seat kind=kind.as_str() won=won shared=shared />
                    <ul class="breakdown">{rounds}</ul>
                    <p class="final-total">
                        {i18n.live(Key::Total)}{i18n.live(Key::LabelSep)}<strong class="num">{total}</strong>
                    </p>
                </li>
            }
        })
        .collect_view();
    view! {
        <TitledPanel class="final" title_id="final-title" title=Key::GameOver>
            <ol class="final-list">{cards}</ol>
        </TitledPanel>
    }
}
