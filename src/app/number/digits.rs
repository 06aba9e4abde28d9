//! A three-digit number drawn as tiles (leading zeros shown, since they are digits like any
//! other), with one digit optionally marked as the one that clashed.

use leptos::prelude::*;

use crate::rules::number::digits_of;

#[component]
pub fn NumberTiles(
    number: u16,
    /// Digit to mark (ringed and underlined, not only coloured).
    #[prop(default = None)]
    mark: Option<u8>,
    #[prop(optional)] small: bool,
) -> impl IntoView {
    let tiles = digits_of(number)
        .into_iter()
        .map(|d| {
            let marked = mark == Some(d);
            view! {
                <span class="tile" class:tile-mark=marked aria-hidden="true">{d}</span>
            }
        })
        .collect_view();
    view! {
        <span class="tiles" class:tiles-small=small role="img" aria-label=format!("{number:03}")>
            {tiles}
        </span>
    }
}
