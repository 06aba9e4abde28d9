//! A digit sheet (0–9) drawn in SVG: a crossed-out digit is dimmed, struck through with a
//! diagonal line and named in the label, so it reads without colour.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};

/// One cell of a sheet, also used as the face of the picker's keys.
#[component]
pub fn DigitCell(digit: u8, crossed: bool) -> impl IntoView {
    view! {
        <svg class="cell" class:cell-crossed=crossed viewBox="0 0 40 48" aria-hidden="true">
            <rect x="2" y="2" width="36" height="44" rx="7" class="cell-box" />
            <text x="20" y="33" class="cell-digit">{digit}</text>
            {crossed.then(|| view! {
                <line x1="8" y1="40" x2="32" y2="8" class="cell-strike" />
            })}
        </svg>
    }
}

/// A whole sheet; `crossed[d]` is true when digit d is crossed out.
#[component]
pub fn Sheet(
    #[prop(into)] crossed: Signal<[bool; 10]>,
    #[prop(optional)] small: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let label = move || {
        let sheet = crossed.get();
        let list = |want: bool| {
            (0..10)
                .filter(|&d| sheet[d] == want)
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        i18n.f(
            Key::SheetLabel,
            &[("left", list(false)), ("crossed", list(true))],
        )
    };
    view! {
        <div class="sheet" class:sheet-small=small role="img" aria-label=label>
            {move || {
                let sheet = crossed.get();
                (0..10u8)
                    .map(|d| view! { <DigitCell digit=d crossed=sheet[d as usize] /> })
                    .collect_view()
            }}
        </div>
    }
}
