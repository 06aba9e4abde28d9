//! The score sheet: one row per hand scored, one column per seat. Each cell shows the bid and
//! the tricks taken (✓ made, ✗ missed: a mark and a colour), the points for the bid and the
//! capture bonus (★), then the hand's total; the last row adds up each seat. Markup
//! (app::markup), drawn again when the game moves.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{escape, holder};
use crate::app::panel::section_html;
use crate::app::seat::tag_html;
use crate::rules::mino::View;

#[component]
pub fn ScoreSheet(#[prop(into)] public: Signal<Option<View>>) -> impl IntoView {
    let i18n = use_i18n();
    holder(move || {
        let table = public.with(|v| v.as_ref().map(|v| sheet_html(i18n, v)));
        section_html(
            "mn-sheet-box",
            "mn-sheet-title",
            i18n.t(Key::MnSheet),
            &table.unwrap_or_default(),
        )
    })
}

fn sheet_html(i18n: I18n, v: &View) -> String {
    if v.sheet.first().is_none_or(Vec::is_empty) {
        return format!(
            r#"<p class="hint">{}</p>"#,
            escape(i18n.t(Key::MnSheetEmpty))
        );
    }
    let heads: String = (0..v.players)
        .map(|s| {
            format!(
                r#"<th scope="col">{}</th>"#,
                tag_html(i18n, s, v.seats[s].as_str(), true)
            )
        })
        .collect();
    let rows: String = (0..v.sheet[0].len())
        .map(|h| {
            let cells: String = (0..v.players).map(|s| cell_html(i18n, v, s, h)).collect();
            format!(
                r#"<tr><th scope="row" class="num">{}</th>{cells}</tr>"#,
                h + 1
            )
        })
        .collect();
    let totals: String = v
        .scores
        .iter()
        .map(|&t| format!(r#"<td class="total num">{}</td>"#, signed(t)))
        .collect();
    format!(
        concat!(
            r#"<div class="mn-sheet-wrap"><table class="mn-sheet"><caption class="sr-only">{sheet}</caption>"#,
            r#"<thead><tr><th scope="col">{hand}</th>{heads}</tr></thead><tbody>{rows}</tbody>"#,
            r#"<tfoot><tr><th scope="row">{total}</th>{totals}</tr></tfoot></table></div>"#,
            r#"<p class="hint">{hint}</p>"#
        ),
        sheet = escape(i18n.t(Key::MnSheet)),
        hand = escape(i18n.t(Key::MnHand)),
        heads = heads,
        rows = rows,
        total = escape(i18n.t(Key::MnTotal)),
        totals = totals,
        hint = escape(i18n.t(Key::MnSheetHint))
    )
}

fn cell_html(i18n: I18n, v: &View, seat: usize, hand: usize) -> String {
    let row = &v.sheet[seat][hand];
    let made = row.made();
    let bonus = if row.bonus != 0 {
        format!(r#"<span class="mn-bonus">★{}</span>"#, signed(row.bonus))
    } else {
        String::new()
    };
    let title = escape(&i18n.f(
        Key::MnCellTitle,
        &[
            ("bid", row.bid.to_string()),
            ("tricks", row.tricks.to_string()),
            ("base", signed(row.base)),
            ("bonus", signed(row.bonus)),
            ("total", signed(row.total())),
        ],
    ));
    format!(
        concat!(
            r#"<td class="{class}" title="{title}"><span class="mn-bt num"><span aria-hidden="true">{mark}</span>{bid}/{tricks}</span>"#,
            r#"<span class="mn-base num">{base}</span>{bonus}<span class="sr-only">{title}</span></td>"#
        ),
        class = if made { "made" } else { "missed" },
        title = title,
        mark = if made { "✓" } else { "✗" },
        bid = row.bid,
        tricks = row.tricks,
        base = signed(row.base),
        bonus = bonus
    )
}
