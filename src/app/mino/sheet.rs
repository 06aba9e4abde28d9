//! The score sheet: one row per hand scored, one column per seat. Each cell shows the bid and
//! the tricks taken (✓ made, ✗ missed: a mark and a colour), the points for the bid and the
//! capture bonus (★), then the hand's total; the last row adds up each seat.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::SeatTag;
use crate::rules::mino::View;

#[component]
pub fn ScoreSheet(#[prop(into)] public: Signal<Option<View>>) -> impl IntoView {
    let i18n = use_i18n();
    let table = move || {
        let v = public.get()?;
        if v.sheet.first().is_none_or(Vec::is_empty) {
            return Some(view! { <p class="hint">{i18n.live(Key::MnSheetEmpty)}</p> }.into_any());
        }
        let heads = (0..v.players)
            .map(|s| {
                let kind = v.seats[s].as_str();
                view! { <th scope="col"><SeatTag seat=s kind=kind short=true /></th> }
            })
            .collect_view();
        let hands = v.sheet[0].len();
        let rows = (0..hands)
            .map(|h| {
                let cells = (0..v.players)
                    .map(|s| {
                        let row = v.sheet[s][h].clone();
                        let made = row.made();
                        let bonus = (row.bonus != 0).then(|| {
                            view! { <span class="mn-bonus">"★"{signed(row.bonus)}</span> }
                        });
                        let title = i18n.f(
                            Key::MnCellTitle,
                            &[
                                ("bid", row.bid.to_string()),
                                ("tricks", row.tricks.to_string()),
                                ("base", signed(row.base)),
                                ("bonus", signed(row.bonus)),
                                ("total", signed(row.total())),
                            ],
                        );
                        let title_attr = title.clone();
                        view! {
                            <td class:made=made class:missed=!made title=title_attr>
                                <span class="mn-bt num">
                                    <span aria-hidden="true">{if made { "✓" } else { "✗" }}</span>
                                    {format!("{}/{}", row.bid, row.tricks)}
                                </span>
                                <span class="mn-base num">{signed(row.base)}</span>
                                {bonus}
                                <span class="sr-only">{title}</span>
                            </td>
                        }
                    })
                    .collect_view();
                view! { <tr><th scope="row" class="num">{h + 1}</th>{cells}</tr> }
            })
            .collect_view();
        let totals = v
            .scores
            .iter()
            .map(|&t| view! { <td class="total num">{signed(t)}</td> })
            .collect_view();
        Some(
            view! {
                <div class="mn-sheet-wrap">
                    <table class="mn-sheet">
                        <caption class="sr-only">{i18n.live(Key::MnSheet)}</caption>
                        <thead><tr><th scope="col">{i18n.live(Key::MnHand)}</th>{heads}</tr></thead>
                        <tbody>{rows}</tbody>
                        <tfoot><tr><th scope="row">{i18n.live(Key::MnTotal)}</th>{totals}</tr></tfoot>
                    </table>
                </div>
                <p class="hint">{i18n.live(Key::MnSheetHint)}</p>
            }
            .into_any(),
        )
    };
    view! {
        <section class="mn-sheet-box" aria-labelledby="mn-sheet-title">
            <h2 id="mn-sheet-title">{i18n.live(Key::MnSheet)}</h2>
            {table}
        </section>
    }
}
