//! One step on screen: a ring around the element it points at and, next to it, the card with
//! the step's text, "step k of n", Next (or Try it, for a step that waits for the player) and
//! Skip tour. Focus moves to the card's button; Escape skips; its keys stay off the game's own
//! keyboard shortcuts (The Number types digits on the window).
//!
//! The card is markup text with one click and one key handler, and the page reader moves it
//! and the ring by their style: a view with reactive styles, node refs and effects cost the
//! game pages several KiB of wasm for the same two boxes.

use leptos::prelude::window;
use wasm_bindgen::JsCast;

use super::place::{place, Rect};
use super::{find, find_which, focus_in, next, step_count, Tour};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;

/// What the page reader remembers of the step on screen.
#[derive(Default)]
pub struct Shown {
    /// The step whose button took the focus.
    focused: Option<usize>,
    /// The step and viewport in which the element was brought into view (a phone turned, a
    /// window resized: into view again); the player's own scrolling is left alone.
    scrolled: Option<(usize, (f64, f64))>,
    /// The step and which of its selectors the card was last placed by.
    anchor: Option<(usize, usize)>,
}

/// The card's content for step `k`.
pub fn card(i18n: I18n, tour: &Tour, k: usize) -> Html {
    let step = &tour.steps[k];
    let action = match (step.until, k + 1 == tour.steps.len()) {
        (Some(_), _) => Key::TourTry,
        (None, true) => Key::TourDone,
        (None, false) => Key::TourNext,
    };
    let mut out = Html::from(
        Html::el("p")
            .class("tour-count")
            .attr("id", "tour-count")
            .text(&step_count(i18n, tour, k)),
    );
    out.push(
        Html::el("p")
            .class("tour-text")
            .attr("id", "tour-text")
            .text(i18n.t(step.text)),
    );
    if step.until.is_some() {
        out.push(
            Html::el("p")
                .class("tour-wait")
                .text(i18n.t(Key::TourYourMove)),
        );
    }
    let button = |class: &str, key: Key| {
        Html::el("button")
            .attr("type", "button")
            .class(class)
            .text(i18n.t(key))
    };
    out.push(
        Html::el("div")
            .class("tour-actions")
            .child(button("btn btn-primary tour-next", action))
            .child(button("btn tour-skip", Key::TourSkip)),
    );
    out
}

/// What a click on the card's `target` does at step `k`: the step to show next (`Some(None)`:
/// the tour ends), or None when it changes nothing.
pub fn clicked(
    target: Option<web_sys::EventTarget>,
    tour: &Tour,
    k: usize,
) -> Option<Option<usize>> {
    let button = target?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest("button")
        .ok()??;
    if button.class_list().contains("tour-skip") {
        return Some(None);
    }
    let step = &tour.steps[k];
    match step.until {
        // A step that waits for the player: hand them the element to act on.
        Some(_) => {
            if let Some(element) = find(step.at) {
                focus_in(&element);
            }
            None
        }
        None => Some(next(tour, k)),
    }
}

fn rect_of(element: &web_sys::Element) -> Rect {
    let r = element.get_bounding_client_rect();
    Rect {
        left: r.left(),
        top: r.top(),
        width: r.width(),
        height: r.height(),
    }
}

/// Whole pixels: formatting a float would bring float printing into the page's wasm.
fn px(v: f64) -> i32 {
    v.round() as i32
}

/// Puts the card of step `k` next to its element and the ring around it; the first time,
/// focuses the card's button.
pub fn follow(tour: &Tour, k: usize, shown: &mut Shown) {
    let Some(document) = window().document() else {
        return;
    };
    let (Some(card), Some(ring)) = (
        document.query_selector(".tour-card").ok().flatten(),
        document.query_selector(".tour-ring").ok().flatten(),
    ) else {
        return;
    };
    let window = window();
    let view = (
        window
            .inner_width()
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0),
        window
            .inner_height()
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0),
    );
    let size = rect_of(&card);
    let found = find_which(tour.steps[k].at);
    // The card glides after its element as the page moves, but jumps when the step points at
    // another one (Dungeons: the dice, then the lit tile): on its way it could pass over the
    // new element just as the player taps it, and the tap would be lost on the card.
    let anchor = found.as_ref().map(|(i, _)| (k, *i));
    let jump = anchor != shown.anchor;
    shown.anchor = anchor;
    let mut target = found.map(|(_, e)| rect_of(&e));
    if let Some(t) = target.filter(|_| shown.scrolled != Some((k, view))) {
        // An element off screen comes into view, with room for the card below it when both fit.
        shown.scrolled = Some((k, view));
        if t.top < 0.0 || t.top + t.height > view.1 {
            let room = view.1 - t.height - size.height - 12.0;
            let top = if room > 0.0 { room / 2.0 } else { 8.0 };
            window.scroll_by_with_x_and_y(0.0, t.top - top);
            target = find(tour.steps[k].at).map(|e| rect_of(&e));
        }
    }
    let ring_style = target.map_or_else(
        || "display:none".to_owned(),
        |r| {
            format!(
                "left:{}px;top:{}px;width:{}px;height:{}px",
                px(r.left - 4.0),
                px(r.top - 4.0),
                px(r.width + 8.0),
                px(r.height + 8.0)
            )
        },
    );
    let (x, y) = place(target, size, view);
    let _ = ring.set_attribute("style", &ring_style);
    let glide = if jump { ";transition:none" } else { "" };
    let _ = card.set_attribute("style", &format!("left:{}px;top:{}px{glide}", px(x), px(y)));
    if shown.focused != Some(k) {
        shown.focused = Some(k);
        if let Some(button) = card
            .query_selector(".tour-next")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = button.focus();
        }
    }
}
