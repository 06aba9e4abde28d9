//! A digit sheet (0–9) drawn in SVG: a crossed-out digit is dimmed, struck through with a
//! diagonal line and named in the label, so it reads without colour. Markup (app::markup).

use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;

/// One cell of a sheet, also the face of the picker's keys.
pub fn digit_cell_html(digit: u8, crossed: bool) -> Html {
    let svg = Html::el("svg")
        .class(if crossed { "cell cell-crossed" } else { "cell" })
        .attr("viewBox", "0 0 40 48")
        .hidden()
        .child(
            Html::el("rect")
                .attr("x", "2")
                .attr("y", "2")
                .attr("width", "36")
                .attr("height", "44")
                .attr("rx", "7")
                .class("cell-box"),
        )
        .child(
            Html::el("text")
                .attr("x", "20")
                .attr("y", "33")
                .class("cell-digit")
                .text(&digit.to_string()),
        );
    if crossed {
        svg.child(
            Html::el("line")
                .attr("x1", "8")
                .attr("y1", "40")
                .attr("x2", "32")
                .attr("y2", "8")
                .class("cell-strike"),
        )
    } else {
        svg
    }
    .into()
}

/// A whole sheet; `sheet[d]` is true when digit d is crossed out.
pub fn sheet_html(i18n: I18n, sheet: [bool; 10], small: bool) -> Html {
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
    let cells: Html = (0..10u8)
        .map(|d| digit_cell_html(d, sheet[d as usize]))
        .collect();
    Html::el("div")
        .class(if small { "sheet sheet-small" } else { "sheet" })
        .attr("role", "img")
        .attr("aria-label", &label)
        .child(cells)
        .into()
}
