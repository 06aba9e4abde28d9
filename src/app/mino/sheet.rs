//! The score sheet: one row per hand scored, one column per seat. Each cell shows the bid and
//! the tricks taken (✓ made, ✗ missed: a mark and a colour), the points for the bid and the
//! capture bonus (★), then the hand's total; the last row adds up each seat. Markup
//! (app::markup), drawn again when the game moves.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::panel::section;
use crate::app::seat::tag;
use crate::rules::mino::View;

#[component]
pub fn ScoreSheet(#[prop(into)] public: Signal<Option<View>>) -> impl IntoView {
    let i18n = use_i18n();
    holder(move || {
        let table = public.with(|v| v.as_ref().map(|v| sheet_html(i18n, v)));
        section(
            "mn-sheet-box",
            "mn-sheet-title",
            i18n.t(Key::MnSheet),
            table.unwrap_or_default(),
        )
    })
}

fn sheet_html(i18n: I18n, v: &View) -> Html {
    if v.sheet.first().is_none_or(Vec::is_empty) {
        return Html::el("p")
            .class("hint")
            .text(i18n.t(Key::MnSheetEmpty))
            .into();
    }
    let col = || Html::el("th").attr("scope", "col");
    let row_head = || Html::el("th").attr("scope", "row");
    let heads: Html = (0..v.players)
        .map(|s| col().child(tag(i18n, s, v.seats[s].as_str(), true)))
        .collect();
    let rows: Html = (0..v.sheet[0].len())
        .map(|h| {
            let cells: Html = (0..v.players).map(|s| cell_html(i18n, v, s, h)).collect();
            Html::el("tr")
                .child(row_head().class("num").text(&(h + 1).to_string()))
                .child(cells)
        })
        .collect();
    let totals: Html = v
        .scores
        .iter()
        .map(|&t| Html::el("td").class("total num").text(&signed(t)))
        .collect();
    let table = Html::el("table")
        .class("mn-sheet")
        .child(
            Html::el("caption")
                .class("sr-only")
                .text(i18n.t(Key::MnSheet)),
        )
        .child(
            Html::el("thead").child(
                Html::el("tr")
                    .child(col().text(i18n.t(Key::MnHand)))
                    .child(heads),
            ),
        )
        .child(Html::el("tbody").child(rows))
        .child(
            Html::el("tfoot").child(
                Html::el("tr")
                    .child(row_head().text(i18n.t(Key::MnTotal)))
                    .child(totals),
            ),
        );
    let mut out = Html::from(Html::el("div").class("mn-sheet-wrap").child(table));
    out.push(Html::el("p").class("hint").text(i18n.t(Key::MnSheetHint)));
    out
}

fn cell_html(i18n: I18n, v: &View, seat: usize, hand: usize) -> Html {
    let row = &v.sheet[seat][hand];
    let made = row.made();
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
    let mut cell = Html::el("td")
        .class(if made { "made" } else { "missed" })
        .attr("title", &title)
        .child(
            Html::el("span")
                .class("mn-bt num")
                .child(Html::el("span").hidden().text(if made { "✓" } else { "✗" }))
                .text(&format!("{}/{}", row.bid, row.tricks)),
        )
        .child(
            Html::el("span")
                .class("mn-base num")
                .text(&signed(row.base)),
        );
    if row.bonus != 0 {
        cell = cell.child(
            Html::el("span")
                .class("mn-bonus")
                .text(&format!("★{}", signed(row.bonus))),
        );
    }
    cell.child(Html::el("span").class("sr-only").text(&title))
        .into()
}
