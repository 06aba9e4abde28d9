//! The end of the game: the winners (equal totals share the win, as the engine's outcome
//! says), then each seat's breakdown hand by hand: bid, tricks, points for the bid, capture
//! bonus, and the total.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, Key};
use crate::app::panel::TitledPanel;
use crate::app::seat::{player_name, FinalHead};
use crate::rules::mino::View;
use crate::rules::{Outcome, PlayerId};

#[component]
pub fn FinalResult(view: View, outcome: Outcome) -> impl IntoView {
    let i18n = use_i18n();
    let shared = outcome.winners.len() > 1;
    let names = outcome
        .winners
        .iter()
        .map(|&w| player_name(i18n, w))
        .collect::<Vec<_>>()
        .join(", ");
    let names = move || {
        i18n.f(
            if shared {
                Key::MnWinnersShared
            } else {
                Key::MnWinnerIs
            },
            &[("players", names.clone())],
        )
    };
    let cards = (0..view.players)
        .map(|s: PlayerId| {
            let won = outcome.winners.contains(&s);
            let kind = view.seats[s].as_str();
            let lines = view.sheet[s]
                .iter()
                .map(|row| {
                    let row = row.clone();
                    let made = row.made();
                    let text = move || {
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
                        t
                    };
                    view! {
                        <li class:made=made class:missed=!made>
                            <span aria-hidden="true">{if made { "✓ " } else { "✗ " }}</span>{text}
                        </li>
                    }
                })
                .collect_view();
            let total = outcome.scores.get(s).copied().unwrap_or(0);
            view! {
                <li class="final-card" class:winner=won data-seat=s>
                    <FinalHead seat=s kind=kind won=won shared=shared />
                    <ol class="breakdown">{lines}</ol>
                    <p class="final-total num" data-testid="total">
                        {move || i18n.f(Key::MnTotalPts, &[("n", signed(total))])}
                    </p>
                </li>
            }
        })
        .collect_view();
    view! {
        <TitledPanel class="final mn-final" title_id="final-title" title=Key::GameOver>
            <p class="mn-winner" data-testid="winner">"★ "{names}</p>
            <ol class="final-list">{cards}</ol>
        </TitledPanel>
    }
}
