//! Moving keyboard focus to the next thing to press when a screen changes (after a pick, a
//! reveal, a hand-over), so the game can be played with Enter alone and screen readers follow.
//! The `autofocus` attribute does not do this: browsers honour it only once per page load.

use leptos::html::{Button, ElementType, H2};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// An element reference that takes focus as soon as it is in the page.
fn focused<E>() -> NodeRef<E>
where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    let node = NodeRef::<E>::new();
    Effect::new(move |_| {
        if let Some(element) = node.get() {
            if let Some(html) = element.dyn_ref::<web_sys::HtmlElement>() {
                let _ = html.focus();
            }
        }
    });
    node
}

/// A button that takes focus when it appears.
pub fn focused_button() -> NodeRef<Button> {
    focused::<Button>()
}

/// A screen's heading (give it `tabindex="-1"`) that takes focus when the screen appears, so
/// the next Tab starts there and not from the end of the page.
pub fn focused_heading() -> NodeRef<H2> {
    focused::<H2>()
}
