//! Markup written as text (`inner_html`) where a view would cost more wasm than it is worth:
//! read-only panels (score sheets, final breakdowns, seat tags), the Dungeons sheet's lists,
//! the walkthrough's coach mark. Each view of Leptos is its own instantiation of its
//! rendering code; a panel written as text is one closure, whatever it holds
//! (docs/experiments/performance-log.md, "Eighth round"). The text in it is ours (the i18n
//! tables and
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

/// `v` as SVG or CSS text with at most two decimals ("1.5", "-0.07", "3"). Written with
/// integers because Rust's float formatting weighs on a page's module
/// (docs/experiments/performance-log.md, "Where the bytes go").
pub fn units(v: f64) -> String {
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, part) = (hundredths.abs() / 100, hundredths.abs() % 100);
    match part {
        0 => format!("{sign}{whole}"),
        p if p % 10 == 0 => format!("{sign}{whole}.{}", p / 10),
        p => format!("{sign}{whole}.{p:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn units_are_short_decimals() {
        assert_eq!(units(3.0), "3");
        assert_eq!(units(1.5), "1.5");
        assert_eq!(units(-0.07), "-0.07");
        assert_eq!(units(0.55 + 4.0), "4.55");
        assert_eq!(units(-0.004), "0");
        assert_eq!(units(-12.3), "-12.3");
    }
}
