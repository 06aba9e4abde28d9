//! Markup written as text (`inner_html`) where a view would cost more wasm than it is worth:
//! read-only panels (score sheets, final breakdowns, seat tags), the Dungeons sheet's lists,
//! the walkthrough's coach mark. Each view of Leptos is its own instantiation of its
//! rendering code; a panel written as text is one closure, whatever it holds
//! (docs/performance.md, "Eighth round"). The text in it is ours (the i18n tables and
//! numbers), escaped all the same.

use leptos::prelude::*;

/// `text` safe inside markup, in an element or an attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Markup written again whenever what it reads changes. Boxed, so that every `inner_html`
/// (and attribute) given one shares one copy of Leptos' rendering code, where each closure
/// type would get its own.
pub type Markup = Box<dyn Fn() -> String + Send + Sync>;

pub fn markup(text: impl Fn() -> String + Send + Sync + 'static) -> Markup {
    Box::new(text)
}

/// The markup `text` writes, in a holder that lays out as if it were not there (`.holder`),
/// drawn again whenever what `text` reads changes (the language, a game).
pub fn holder(text: impl Fn() -> String + Send + Sync + 'static) -> AnyView {
    view! { <div class="holder" inner_html=markup(text) /> }.into_any()
}
