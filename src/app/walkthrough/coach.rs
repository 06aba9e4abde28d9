//! One step on screen: a ring around the element it points at and, next to it, the card with
//! the step's text, "step k of n", Next (or Try it, for a step that waits for the player) and
//! Skip tour. Focus moves to the card; Escape skips; its keys stay off the game's own keyboard
//! shortcuts (The Number types digits on the window).

use leptos::html::{Button, Div};
use leptos::prelude::*;

use super::place::{place, Rect};
use super::{find, focus_in, next, step_count, Tour};
use crate::app::i18n::{use_i18n, Key};

fn rect_of(element: &web_sys::Element) -> Rect {
    let r = element.get_bounding_client_rect();
    Rect {
        left: r.left(),
        top: r.top(),
        width: r.width(),
        height: r.height(),
    }
}

/// Step `k` of `tour`; `step` is the tour's position, set to the next step or none.
#[component]
pub fn Coach(tour: &'static Tour, k: usize, step: RwSignal<Option<usize>>) -> impl IntoView {
    let i18n = use_i18n();
    let this = &tour.steps[k];
    let card = NodeRef::<Div>::new();
    let primary = NodeRef::<Button>::new();
    let ring = RwSignal::new(None::<Rect>);
    let at = RwSignal::new((0.0_f64, 0.0_f64));
    // The viewport this step last brought its element into view in (a phone turned, a window
    // resized: into view again); the player's own scrolling is left alone.
    let scrolled = StoredValue::new(None::<(f64, f64)>);

    // Follow the element (the board re-renders, the page scrolls, the window turns).
    let follow = move || {
        let Some(node) = card.get_untracked() else {
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
        let size = rect_of(&node);
        let mut target = find(this.at).map(|e| rect_of(&e));
        if let Some(t) = target.filter(|_| scrolled.get_value() != Some(view)) {
            // Bring an element that is off screen into view, with room for the card below it
            // when both fit.
            scrolled.set_value(Some(view));
            if t.top < 0.0 || t.top + t.height > view.1 {
                let room = view.1 - t.height - size.height - 12.0;
                let top = if room > 0.0 { room / 2.0 } else { 8.0 };
                window.scroll_by_with_x_and_y(0.0, t.top - top);
                target = find(this.at).map(|e| rect_of(&e));
            }
        }
        if ring.get_untracked() != target {
            ring.set(target);
        }
        let now = place(target, size, view);
        if at.get_untracked() != now {
            at.set(now);
        }
    };
    if let Ok(handle) = set_interval_with_handle(follow, std::time::Duration::from_millis(120)) {
        on_cleanup(move || handle.clear());
    }
    // Focus the card's button once it is in the page, and place it at once.
    Effect::new(move |_| {
        if let Some(button) = primary.get() {
            follow();
            let _ = button.focus();
        }
    });

    let skip = move || step.set(None);
    let go_on = move |_| match this.until {
        // A step that waits for the player: hand them the element to act on.
        Some(_) => {
            if let Some(element) = find(this.at) {
                focus_in(&element);
            }
        }
        None => step.set(next(tour, k)),
    };
    let on_key = move |e: web_sys::KeyboardEvent| {
        // The game listens on the window for its shortcuts: keys pressed on the card are ours.
        e.stop_propagation();
        if e.key() == "Escape" {
            e.prevent_default();
            skip();
        }
    };
    let last = k + 1 == tour.steps.len();
    let label = match (this.until, last) {
        (Some(_), _) => Key::TourTry,
        (None, true) => Key::TourDone,
        (None, false) => Key::TourNext,
    };
    let count = move || step_count(i18n, tour, k);
    let ring_style = move || {
        ring.get().map_or_else(
            || "display:none".to_owned(),
            |r| {
                format!(
                    "left:{}px;top:{}px;width:{}px;height:{}px",
                    r.left - 4.0,
                    r.top - 4.0,
                    r.width + 8.0,
                    r.height + 8.0
                )
            },
        )
    };
    view! {
        <div class="tour-ring" aria-hidden="true" style=ring_style></div>
        <div
            class="tour-card"
            role="dialog"
            aria-labelledby="tour-text"
            aria-describedby="tour-count"
            node_ref=card
            style=move || { let (x, y) = at.get(); format!("left:{x}px;top:{y}px") }
            on:keydown=on_key
        >
            <p class="tour-count" id="tour-count">{count}</p>
            <p class="tour-text" id="tour-text">{i18n.live(this.text)}</p>
            {this.until.map(|_| view! { <p class="tour-wait">{i18n.live(Key::TourYourMove)}</p> })}
            <div class="tour-actions">
                <button class="btn btn-primary tour-next" node_ref=primary on:click=go_on>
                    {i18n.live(label)}
                </button>
                <button class="btn tour-skip" on:click=move |_| skip()>{i18n.live(Key::TourSkip)}</button>
            </div>
        </div>
    }
}
