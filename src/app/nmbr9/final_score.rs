//! The end: each seat's score tile by tile, level by level (digits × level), the total, the
//! winners (ties share), and for a solo game the best score on this seed.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::panel::TitledPanel;
use crate::app::seat::FinalHead;
use crate::app::storage::Best;
use crate::rules::nmbr9::{Board, View};
use crate::rules::Outcome;

/// One line per level from the top: the digits on it, their sum, and sum × level.
fn level_rows(board: &Board) -> Vec<(u8, Vec<u8>)> {
    let top = board.tiles().iter().map(|t| t.level).max().unwrap_or(0);
    (0..=top)
        .rev()
        .map(|level| {
            let mut digits: Vec<u8> = board
                .tiles()
                .iter()
                .filter(|t| t.level == level)
                .map(|t| t.digit)
                .collect();
            crate::rules::small_sort::sort_by_key(&mut digits, |d| std::cmp::Reverse(*d));
            (level, digits)
        })
        .collect()
}

#[component]
pub fn FinalScore(
    view: View,
    outcome: Outcome,
    /// The best on this seed (this game's own score included), and whether this game set it.
    best: Option<(Best, bool)>,
) -> impl IntoView {
    let i18n = use_i18n();
    let mut order: Vec<usize> = (0..view.players).collect();
    crate::rules::small_sort::sort_by_key(&mut order, |&p| {
        (
            std::cmp::Reverse(outcome.scores.get(p).copied().unwrap_or(0)),
            p,
        )
    });
    let shared = outcome.winners.len() > 1;
    let several = view.players > 1;
    let cards = order
        .into_iter()
        .map(|seat| {
            let won = several && outcome.winners.contains(&seat);
            let kind = view.seats[seat].as_str();
            let total = outcome.scores.get(seat).copied().unwrap_or(0);
            let rows = level_rows(&view.boards[seat])
                .into_iter()
                .map(|(level, digits)| {
                    let count = digits.len();
                    let sum: u32 = digits.iter().map(|&d| d as u32).sum();
                    let list = digits
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(" + ");
                    let line = move || {
                        if level == 0 {
                            i18n.n(
                                Key::N9TableRow,
                                count as u64,
                                &[("count", count.to_string())],
                            )
                        } else {
                            i18n.f(
                                Key::N9LevelRow,
                                &[
                                    ("level", level.to_string()),
                                    ("digits", list.clone()),
                                    ("sum", sum.to_string()),
                                    ("points", (sum * level as u32).to_string()),
                                ],
                            )
                        }
                    };
                    view! { <li class=format!("n9-level-row lv{}", level.min(6))>{line}</li> }
                })
                .collect_view();
            view! {
                <li class="final-card" class:winner=won data-seat=seat>
                    <FinalHead seat=seat kind=kind won=won shared=shared />
                    <ul class="breakdown">{rows}</ul>
                    <p class="final-total">
                        {i18n.live(Key::Total)}{i18n.live(Key::LabelSep)}
                        <strong class="num" data-testid="final-total">{total}</strong>
                    </p>
                </li>
            }
        })
        .collect_view();
    view! {
        <TitledPanel class="final" title_id="final-title" title=Key::GameOver>
            {best.map(|(best, mine)| view! {
                <p class="n9-best" class:new=mine>
                    {mine.then(|| view! { <strong>"★ "{i18n.live(Key::N9NewBest)}" "</strong> })}
                    {move || i18n.f(Key::N9BestOnSeed, &[("score", best.score.to_string())])}
                </p>
            })}
            <ol class="final-list">{cards}</ol>
        </TitledPanel>
    }
}
