//! A three-digit number drawn as tiles (leading zeros shown, since they are digits like any
//! other), with one digit optionally marked as the one that clashed. Markup (app::markup).

use crate::rules::number::digits_of;

/// `mark`: the digit to mark (ringed and underlined, not only coloured).
pub fn tiles_html(number: u16, mark: Option<u8>, small: bool) -> String {
    let tiles: String = digits_of(number)
        .into_iter()
        .map(|d| {
            let marked = if mark == Some(d) { " tile-mark" } else { "" };
            format!(r#"<span class="tile{marked}" aria-hidden="true">{d}</span>"#)
        })
        .collect();
    let small = if small { " tiles-small" } else { "" };
    format!(r#"<span class="tiles{small}" role="img" aria-label="{number:03}">{tiles}</span>"#)
}
