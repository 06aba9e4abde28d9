//! The cards: the one every seat places now (its tile drawn as it comes, unturned), and how many
//! of each digit are still face down — public, since everyone can count the cards revealed.

use leptos::prelude::*;

use super::geometry::{cells, fill, outline};
use crate::app::i18n::{use_i18n, Key};
use crate::rules::nmbr9::{View, CARDS};

/// A tile's shape as a small picture, for cards and lists.
#[component]
pub fn TileIcon(digit: u8, #[prop(optional)] small: bool) -> impl IntoView {
    let cs = cells(digit, 0, 0, 0);
    view! {
        <svg class="n9-icon" class:small=small viewBox="-0.2 -0.2 3.4 4.4" aria-hidden="true">
            <path class="tile-face" d=fill(&cs) />
            <path class="tile-edge" d=outline(&cs) />
        </svg>
    }
}

#[component]
pub fn CardPanel(view: View) -> impl IntoView {
    let i18n = use_i18n();
    let n = (view.card_index + 1).min(CARDS);
    let remaining = view.remaining;
    let to_come = (0..10u8)
        .map(|d| {
            let count = remaining[d as usize];
            let label = move || {
                i18n.f(
                    Key::N9ToComeCount,
                    &[("digit", d.to_string()), ("count", count.to_string())],
                )
            };
            view! {
                <li class="n9-left" class:none=count == 0 title=label>
                    <span class="n9-left-digit">{d}</span>
                    <span class="n9-left-count num" aria-hidden="true">{format!("×{count}")}</span>
                    <span class="sr-only">{label}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="n9-cards" aria-labelledby="n9-card-title">
            <h2 id="n9-card-title" class="chip">
                {move || i18n.f(Key::N9CardOf, &[("n", n.to_string()), ("of", CARDS.to_string())])}
            </h2>
            {view.card.map(|digit| view! {
                <div class="n9-card" data-testid="current-card" data-digit=digit>
                    <span class="n9-card-digit num">{digit}</span>
                    <TileIcon digit=digit />
                    <span class="n9-card-label">{i18n.live(Key::N9PlaceThis)}</span>
                </div>
            })}
            <h3 class="n9-left-title">{i18n.live(Key::N9ToCome)}</h3>
            <ul class="n9-left-list">{to_come}</ul>
        </section>
    }
}
