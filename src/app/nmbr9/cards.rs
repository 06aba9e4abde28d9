//! The cards: the one every seat places now (its tile drawn as it comes, unturned), and how many
//! of each digit are still face down — public, since everyone can count the cards revealed.
//! Markup (app::markup), in the side's panel `cards_panel`.

use leptos::prelude::*;

use super::geometry::{cells, fill, outline};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{markup, Html};
use crate::rules::nmbr9::{View, CARDS};

/// A tile's shape as a small picture, for cards and lists.
fn icon_html(digit: u8) -> Html {
    let cs = cells(digit, 0, 0, 0);
    Html::el("svg")
        .class("n9-icon")
        .attr("viewBox", "-0.2 -0.2 3.4 4.4")
        .hidden()
        .child(Html::el("path").class("tile-face").attr("d", &fill(&cs)))
        .child(Html::el("path").class("tile-edge").attr("d", &outline(&cs)))
        .into()
}

/// The cards' panel over `view` (none yet: empty). The section is a view, so that it is one
/// of the side's panels (`.side > section`).
pub fn cards_panel(i18n: I18n, view: Memo<Option<View>>) -> impl IntoView {
    view! {
        <section
            class="n9-cards"
            aria-labelledby="n9-card-title"
            inner_html=markup(move || view.with(|v| v.as_ref().map(|v| cards_html(i18n, v))).unwrap_or_default())
        />
    }
}

/// What the cards' section (`section.n9-cards`, labelled by `#n9-card-title`) holds.
fn cards_html(i18n: I18n, view: &View) -> Html {
    let n = (view.card_index + 1).min(CARDS);
    let to_come: Html = (0..10u8)
        .map(|d| {
            let count = view.remaining[d as usize];
            let args = [("digit", d.to_string()), ("count", count.to_string())];
            let label = i18n.f(Key::N9ToComeCount, &args);
            let class = if count == 0 {
                "n9-left none"
            } else {
                "n9-left"
            };
            Html::el("li")
                .class(class)
                .attr("title", &label)
                .child(Html::el("span").class("n9-left-digit").text(&d.to_string()))
                .child(
                    Html::el("span")
                        .class("n9-left-count num")
                        .hidden()
                        .text(&format!("×{count}")),
                )
                .child(Html::el("span").class("sr-only").text(&label))
        })
        .collect();
    let title = i18n.f(
        Key::N9CardOf,
        &[("n", n.to_string()), ("of", CARDS.to_string())],
    );
    let mut out = Html::from(
        Html::el("h2")
            .attr("id", "n9-card-title")
            .class("chip")
            .text(&title),
    );
    if let Some(card) = view.card {
        let digit = card.to_string();
        out.push(
            Html::el("div")
                .class("n9-card")
                .attr("data-testid", "current-card")
                .attr("data-digit", &digit)
                .child(Html::el("span").class("n9-card-digit num").text(&digit))
                .child(icon_html(card))
                .child(
                    Html::el("span")
                        .class("n9-card-label")
                        .text(i18n.t(Key::N9PlaceThis)),
                ),
        );
    }
    out.push(
        Html::el("h3")
            .class("n9-left-title")
            .text(i18n.t(Key::N9ToCome)),
    );
    out.push(Html::el("ul").class("n9-left-list").child(to_come));
    out
}
