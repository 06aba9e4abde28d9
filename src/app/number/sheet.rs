//! A digit sheet (0–9) drawn in SVG: a crossed-out digit is dimmed, struck through with a
//! diagonal line and named in the label, so it reads without colour. Markup (app::markup).

use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;

/// One cell of a sheet, also the face of the picker's keys.
pub fn digit_cell_html(digit: u8, crossed: bool) -> String {
    let (class, strike) = if crossed {
        (
            " cell-crossed",
            r#"<line x1="8" y1="40" x2="32" y2="8" class="cell-strike"></line>"#,
        )
    } else {
        ("", "")
    };
    format!(
        concat!(
            r#"<svg class="cell{class}" viewBox="0 0 40 48" aria-hidden="true">"#,
            r#"<rect x="2" y="2" width="36" height="44" rx="7" class="cell-box"></rect>"#,
            r#"<text x="20" y="33" class="cell-digit">{digit}</text>{strike}</svg>"#
        ),
        class = class,
        digit = digit,
        strike = strike
    )
}

/// A whole sheet; `sheet[d]` is true when digit d is crossed out.
pub fn sheet_html(i18n: I18n, sheet: [bool; 10], small: bool) -> String {
    let list = |want: bool| {
        (0..10)
            .filter(|&d| sheet[d] == want)
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let label = i18n.f(
        Key::SheetLabel,
        &[("left", list(false)), ("crossed", list(true))],
    );
    let cells: String = (0..10u8)
        .map(|d| digit_cell_html(d, sheet[d as usize]))
        .collect();
    let small = if small { " sheet-small" } else { "" };
    format!(
        r#"<div class="sheet{small}" role="img" aria-label="{}">{cells}</div>"#,
        escape(&label)
    )
}
