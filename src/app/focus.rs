//! Moving keyboard focus to the next thing to press when a screen changes (after a pick, a
//! reveal, a hand-over), so the game can be played with Enter alone and screen readers follow.
//! The `autofocus` attribute does not do this: browsers honour it only once per page load.

use leptos::html::Button;
use leptos::prelude::*;

/// A button reference that takes focus as soon as it is in the page.
pub fn focused_button() -> NodeRef<Button> {
    let node = NodeRef::<Button>::new();
    Effect::new(move |_| {
        if let Some(button) = node.get() {
            let _ = button.focus();
        }
    });
    node
}
