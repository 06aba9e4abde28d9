//! The cards: the one every seat places now (its tile drawn as it comes, unturned), and how many
//! of each digit are still face down — public, since everyone can count the cards revealed.
//! Markup (app::markup), in the side's panel `cards_panel`.

use leptos::prelude::*;

use super::geometry::{cells, fill, outline};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::rules::nmbr9::{View, CARDS};

/// A tile's shape as a small picture, for cards and lists.
fn icon_html(digit: u8) -> String {
    let cs = cells(digit, 0, 0, 0);
    format!(
        concat!(
            r#"<svg class="n9-icon" viewBox="-0.2 -0.2 3.4 4.4" aria-hidden="true">"#,
            r#"<path class="tile-face" d="{}"></path><path class="tile-edge" d="{}"></path></svg>"#
        ),
        fill(&cs),
        outline(&cs)
    )
}

/// The cards' panel over `view` (none yet: empty). The section is a view, so that it is one
/// of the side's panels (`.side > section`).
pub fn cards_panel(i18n: I18n, view: Memo<Option<View>>) -> impl IntoView {
    view! {
        <section
            class="n9-cards"
            aria-labelledby="n9-card-title"
            inner_html=move || view.with(|v| v.as_ref().map(|v| cards_html(i18n, v))).unwrap_or_default()
        />
    }
}

/// What the cards' section (`section.n9-cards`, labelled by `#n9-card-title`) holds.
fn cards_html(i18n: I18n, view: &View) -> String {
    let n = (view.card_index + 1).min(CARDS);
    let to_come: String = (0..10u8)
        .map(|d| {
            let count = view.remaining[d as usize];
            let label = escape(&i18n.f(
                Key::N9ToComeCount,
                &[("digit", d.to_string()), ("count", count.to_string())],
            ));
            format!(
                concat!(
                    r#"<li class="n9-left{none}" title="{label}"><span class="n9-left-digit">{d}</span>"#,
                    r#"<span class="n9-left-count num" aria-hidden="true">×{count}</span>"#,
                    r#"<span class="sr-only">{label}</span></li>"#
                ),
                none = if count == 0 { " none" } else { "" },
                label = label,
                d = d,
                count = count
            )
        })
        .collect();
    let card = view.card.map_or_else(String::new, |digit| {
        format!(
            concat!(
                r#"<div class="n9-card" data-testid="current-card" data-digit="{digit}">"#,
                r#"<span class="n9-card-digit num">{digit}</span>{icon}"#,
                r#"<span class="n9-card-label">{label}</span></div>"#
            ),
            digit = digit,
            icon = icon_html(digit),
            label = escape(i18n.t(Key::N9PlaceThis))
        )
    });
    format!(
        concat!(
            r#"<h2 id="n9-card-title" class="chip">{title}</h2>{card}"#,
            r#"<h3 class="n9-left-title">{to_come_title}</h3><ul class="n9-left-list">{to_come}</ul>"#
        ),
        title = escape(&i18n.f(
            Key::N9CardOf,
            &[("n", n.to_string()), ("of", CARDS.to_string())]
        )),
        card = card,
        to_come_title = escape(i18n.t(Key::N9ToCome)),
        to_come = to_come
    )
}
