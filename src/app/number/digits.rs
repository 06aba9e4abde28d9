//! A three-digit number drawn as tiles (leading zeros shown, since they are digits like any
//! other), with one digit optionally marked as the one that clashed. Markup (app::markup).

use crate::app::markup::Html;
use crate::rules::number::digits_of;

/// `mark`: the digit to mark (ringed and underlined, not only coloured).
pub fn tiles_html(number: u16, mark: Option<u8>, small: bool) -> Html {
    let tiles: Html = digits_of(number)
        .into_iter()
        .map(|d| {
            Html::el("span")
                .class(if mark == Some(d) {
                    "tile tile-mark"
                } else {
                    "tile"
                })
                .hidden()
                .text(&d.to_string())
        })
        .collect();
    Html::el("span")
        .class(if small { "tiles tiles-small" } else { "tiles" })
        .attr("role", "img")
        .attr("aria-label", &format!("{number:03}"))
        .child(tiles)
        .into()
}
