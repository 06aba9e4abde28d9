//! Markup written as text (`inner_html`) where a view would cost more wasm than it is worth:
//! read-only panels (score sheets, final breakdowns, seat tags), charts, dice faces, the
//! walkthrough's coach mark. Each view of Leptos is its own instantiation of its rendering
//! code; a panel written as text is one closure, whatever it holds
//! (docs/experiments/performance-log.md, "Eighth round").
//!
//! The text is written with `Html` (crates/markup), which escapes by construction: element and
//! attribute names are `&'static str` fixed at compile time, every text and attribute value is
//! escaped as it is written, and markup goes in only as another `Html`. `inner_html` is only
//! ever given a `Markup` (drawn again) or a `Fixed` (written once), which only an `Html`
//! makes, so no text reaches the page unescaped.

use leptos::prelude::*;

/// `Html` and `El` are written by crates/markup (no browser in it, so the stats crate writes
/// with them too); the app names them here, beside what hands them to the page.
pub use numera_markup::{El, Html};

/// What `markup` and `holder` accept: `Html` only.
pub trait Written {
    fn into_markup_text(self) -> String;
}

impl Written for Html {
    fn into_markup_text(self) -> String {
        self.into_string()
    }
}

/// Markup written again whenever what it reads changes: what `inner_html` is given. Made only
/// by `markup`. Boxed, so that every `inner_html` given one shares one copy of Leptos'
/// rendering code, where each closure type would get its own.
pub struct Markup(Box<dyn Fn() -> String + Send + Sync>);

pub fn markup<W: Written>(text: impl Fn() -> W + Send + Sync + 'static) -> Markup {
    Markup(Box::new(move || text().into_markup_text()))
}

/// The markup `text` writes, in a holder that lays out as if it were not there (`.holder`),
/// drawn again whenever what `text` reads changes (the language, a game).
pub fn holder<W: Written>(text: impl Fn() -> W + Send + Sync + 'static) -> AnyView {
    view! { <div class="holder" inner_html=markup(text) /> }.into_any()
}

/// `inner_html` (as the `view!` macro hands it an attribute's value) gets the boxed closure.
impl IntoAttributeValue for Markup {
    type Output = Box<dyn Fn() -> String + Send + Sync>;

    fn into_attribute_value(self) -> Self::Output {
        self.0
    }
}

/// Markup that never changes, written once (a digit tile, a key's face, a table of figures):
/// what `inner_html` is given where nothing would ever draw it again. Made only by `fixed`.
pub struct Fixed(String);

pub fn fixed(html: Html) -> Fixed {
    Fixed(html.into_string())
}

impl IntoAttributeValue for Fixed {
    type Output = String;

    fn into_attribute_value(self) -> Self::Output {
        self.0
    }
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

    #[test]
    fn markup_writes_what_its_html_holds() {
        let written = markup(|| Html::from(Html::el("p").text("a'b")));
        assert_eq!((written.0)(), "<p>a&#39;b</p>");
    }

    #[test]
    fn fixed_markup_is_its_html_written_once() {
        let written = fixed(Html::el("b").text("<1>").into());
        assert_eq!(written.into_attribute_value(), "<b>&lt;1&gt;</b>");
    }
}
