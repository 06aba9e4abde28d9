//! The table at a glance: every seat, whether it has picked this turn (never what), its
//! public sheet and its running score. Markup (app::markup).

use super::sheet::sheet_html;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::app::panel::titled_html;
use crate::app::seat::tag_html;
use crate::rules::number::{SeatKind, View};

pub fn seats_panel_html(i18n: I18n, view: &View) -> String {
    let rows: String = (0..view.players)
        .map(|seat| {
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let (class, icon, key) = if view.over {
                ("done", "", None)
            } else if view.exhausted[seat] {
                ("empty", "∅", Some(Key::NoDigitsLeft))
            } else if view.picked[seat] {
                ("picked", "✓", Some(Key::HasPicked))
            } else {
                ("waiting", "…", Some(Key::ToPick))
            };
            let score = view.scores.get(seat).copied().unwrap_or(0);
            format!(
                concat!(
                    r#"<li class="seat-row {class}"><div class="seat-row-head">{tag}"#,
                    r#"<span class="seat-status"><span aria-hidden="true">{icon} </span>{status}</span>"#,
                    r#"<span class="seat-score"><span class="sr-only">{score_word} </span><span class="num">{score}</span></span>"#,
                    r#"</div>{sheet}</li>"#
                ),
                class = class,
                tag = tag_html(i18n, seat, kind.as_str(), false),
                icon = icon,
                status = key.map(|k| escape(i18n.t(k))).unwrap_or_default(),
                score_word = escape(i18n.t(Key::Score)),
                score = score,
                sheet = sheet_html(i18n, view.sheets[seat], true)
            )
        })
        .collect();
    titled_html(
        i18n,
        "seats",
        "seats-title",
        Key::TableTitle,
        &format!(r#"<ul class="seat-list">{rows}</ul>"#),
    )
}
