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

/// Scrolls `element` up until its bottom edge is in the window, if it ends below it: focusing
/// a button inside a box brings only that button into view, not the text above or beside it.
pub fn bottom_in_view(element: &web_sys::Element) {
    let high = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    if element.get_bounding_client_rect().bottom() > high {
        element.scroll_into_view_with_bool(false);
    }
}

/// The game is over on the table's screen: its outcome, which leads the page
/// (`[data-testid=final-lead]`, app::later), is brought into view and its heading given the
/// focus, so a screen reader reads it and the player sees it rather than the last die or the
/// New game button far below. Called as the table draws its end (each game's own: Mino Dice
/// and The Number show the last trick or reveal first, under the outcome already there).
pub fn outcome_when_shown() {
    Effect::new(move |_| {
        let Some(lead) = document()
            .query_selector("[data-testid=final-lead]")
            .ok()
            .flatten()
        else {
            return;
        };
        let heading = lead.query_selector("h2").ok().flatten();
        if let Some(h) = heading.and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = h.set_attribute("tabindex", "-1");
            let _ = h.focus();
        }
        // Its top near the top of the window, unless it is there already (a page opened on a
        // finished game stays as it is).
        let top = lead.get_bounding_client_rect().top();
        let high = window()
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        if top < 0.0 || top > high / 3.0 {
            lead.scroll_into_view_with_bool(true);
        }
    });
}
