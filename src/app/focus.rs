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

/// Whether the keyboard focus is nowhere, on the page itself: where it falls when the element
/// holding it is removed (the button just pressed, when its screen is drawn again).
pub fn nothing_focused() -> bool {
    document()
        .active_element()
        .is_none_or(|a| a.tag_name().eq_ignore_ascii_case("body"))
}

/// Once `node` is in the page, and only if the focus is nowhere, gives it to the first element
/// inside it matching `selector`: the next thing to press gets the focus back after a move,
/// while a player who took the focus elsewhere (the side panel) keeps it there.
pub fn focus_inside_when_idle<E>(node: NodeRef<E>, selector: &'static str)
where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    when_idle(node, move |element| {
        element.query_selector(selector).ok().flatten()
    });
}

/// Once `node` is in the page, and only if the focus is nowhere, gives it the focus itself: a
/// board that takes keys, drawn again after a move.
pub fn focus_when_idle<E>(node: NodeRef<E>)
where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    when_idle(node, |element| Some(element.clone()));
}

/// Focuses what `pick` finds from `node`'s element, once it is in the page and only if the
/// focus is nowhere.
fn when_idle<E>(
    node: NodeRef<E>,
    pick: impl Fn(&web_sys::Element) -> Option<web_sys::Element> + 'static,
) where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    Effect::new(move |_| {
        let Some(element) = node.get() else { return };
        if !nothing_focused() {
            return;
        }
        let found = element.dyn_ref::<web_sys::Element>().and_then(&pick);
        if let Some(html) = found.and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = html.focus();
        }
    });
}

/// A screen's heading (give it `tabindex="-1"`) that takes focus when the screen appears, so
/// the next Tab starts there and not from the end of the page.
pub fn focused_heading() -> NodeRef<H2> {
    focused::<H2>()
}
