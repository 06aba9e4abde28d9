//! The table at a glance: every seat, whether it has picked this turn (never what), its
//! public sheet and its running score. Markup (app::markup).

use super::sheet::sheet_html;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::app::panel::titled;
use crate::app::seat::tag;
use crate::rules::number::{SeatKind, View};

pub fn seats_panel_html(i18n: I18n, view: &View) -> Html {
    let rows: Html = (0..view.players)
        .map(|seat| {
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let (class, icon, key) = if view.over {
                ("seat-row done", "", None)
            } else if view.exhausted[seat] {
                ("seat-row empty", "∅", Some(Key::NoDigitsLeft))
            } else if view.picked[seat] {
                ("seat-row picked", "✓", Some(Key::HasPicked))
            } else {
                ("seat-row waiting", "…", Some(Key::ToPick))
            };
            let score = view.scores.get(seat).copied().unwrap_or(0);
            Html::el("li")
                .class(class)
                .child(
                    Html::el("div")
                        .class("seat-row-head")
                        .child(tag(i18n, seat, kind.as_str(), false))
                        .child(
                            Html::el("span")
                                .class("seat-status")
                                .child(Html::el("span").hidden().text(icon).text(" "))
                                .text(key.map_or("", |k| i18n.t(k))),
                        )
                        .child(
                            Html::el("span")
                                .class("seat-score")
                                .child(
                                    Html::el("span")
                                        .class("sr-only")
                                        .text(i18n.t(Key::Score))
                                        .text(" "),
                                )
                                .child(Html::el("span").class("num").text(&score.to_string())),
                        ),
                )
                .child(sheet_html(i18n, view.sheets[seat], true))
        })
        .collect();
    titled(
        i18n,
        "seats",
        "seats-title",
        Key::TableTitle,
        Html::el("ul").class("seat-list").child(rows).into(),
    )
}
