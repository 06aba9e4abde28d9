//! The line above a daily game: which daily it is and whether it counts, then its result
//! once over — so a practice or archive attempt is never mistaken for the counted one.
//! Written as markup (app::markup), drawn again after every move.

use leptos::prelude::*;

use super::record::{self, Kind};
use super::{result_text, title};
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{markup, Html};
use crate::app::notices::use_notices;
use crate::app::session::{AppGame, Held};

#[component]
pub fn DailyBanner<G: AppGame + Send + Sync + 'static>(session: Held<G>) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    // Read again after every move: the result is written when the game ends.
    let shown = move || {
        session.with(|held| {
            let held = held.as_ref()?;
            let file = record::load(notices);
            let entry = record::playing_of(&file, &held.game)?.clone();
            let result = file.result_of(&entry).cloned();
            let counted = file.counted(entry.game, entry.date).cloned();
            Some((entry, result, counted))
        })
    };
    let banner = move || {
        let Some((entry, result, counted)) = shown() else {
            return Html::new();
        };
        let kind = result.as_ref().map_or(entry.kind, |r| r.kind);
        // Counted is a solid chip, practice and archive a dashed badge: told apart by more
        // than colour.
        let (badge, class, look) = match kind {
            Kind::Counted => (
                Key::DailyBadgeCounted,
                "counted",
                "daily-badge chip chip-strong",
            ),
            Kind::Practice => (Key::DailyBadgePractice, "practice", "daily-badge badge"),
            Kind::Archive => (Key::DailyBadgeArchive, "archive", "daily-badge badge"),
        };
        let line = result.map(|r| {
            let text = result_text(i18n, &r);
            match (kind, counted) {
                (Kind::Counted, _) => i18n.f(Key::DailyResultCounted, &[("result", text)]),
                (Kind::Practice, Some(c)) => i18n.f(
                    Key::DailyResultPractice,
                    &[("result", text), ("counted", result_text(i18n, &c))],
                ),
                _ => i18n.f(Key::DailyResultArchive, &[("result", text)]),
            }
        });
        let date = entry.date.to_string();
        let mut p = Html::el("p")
            .class(&format!("daily-banner daily-{class}"))
            .attr("data-daily-kind", class)
            .child(
                Html::el("span")
                    .class("daily-banner-name")
                    .text(i18n.t(Key::DailyLabel))
                    .text(" · ")
                    .text(&title(i18n, entry.game, entry.number))
                    .text(" · ")
                    .child(Html::el("time").attr("datetime", &date).text(&date)),
            )
            .child(Html::el("span").class(look).text(i18n.t(badge)));
        if let Some(line) = line {
            p = p.child(
                Html::el("span")
                    .class("daily-result")
                    .attr("role", "status")
                    .text(&line),
            );
        }
        p.into()
    };
    view! { <div class="holder" inner_html=markup(banner) /> }
}
