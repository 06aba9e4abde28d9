//! Markup written as text (`inner_html`) where a view would cost more wasm than it is worth:
//! read-only panels (score sheets, final breakdowns, seat tags), charts, dice faces, the
//! walkthrough's coach mark. Each view of Leptos is its own instantiation of its rendering
//! code; a panel written as text is one closure, whatever it holds
//! (docs/experiments/performance-log.md, "Eighth round").
//!
//! The text is written with `Html`, which escapes by construction: element and attribute names
//! are `&'static str` fixed at compile time, every text and attribute value is escaped as it is
//! written, and markup goes in only as another `Html`. `inner_html` is only ever given a
//! `Markup`, which only an `Html` makes, so no text reaches the page unescaped.

use leptos::prelude::*;

/// Markup written by construction: a fragment of zero or more whole nodes, its text escaped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Html(String);

/// An element being written: its attributes first, then its children; `Html` once finished
/// (`into`, or where an `Html` is asked for).
#[derive(Debug)]
pub struct El {
    out: String,
    tag: &'static str,
    /// The start tag still takes attributes (no child or text yet).
    open: bool,
}

impl Html {
    /// Nothing yet.
    pub const fn new() -> Self {
        Html(String::new())
    }

    /// A `<tag>` element, to give attributes and children.
    pub fn el(tag: &'static str) -> El {
        let mut out = String::with_capacity(32);
        out.push('<');
        out.push_str(tag);
        El {
            out,
            tag,
            open: true,
        }
    }

    /// `text` as a text node.
    pub fn text(text: &str) -> Self {
        let mut out = String::with_capacity(text.len());
        escape_into(&mut out, text);
        Html(out)
    }

    /// Writes `more` after what is written.
    pub fn push(&mut self, more: impl Into<Html>) {
        self.0.push_str(&more.into().0);
    }

    /// Writes the text node `text` after what is written.
    pub fn push_text(&mut self, text: &str) {
        escape_into(&mut self.0, text);
    }

    /// The markup written, for tests.
    #[cfg(test)]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl El {
    /// The attribute `name="value"`, `value` escaped. Attributes come before any child.
    pub fn attr(mut self, name: &'static str, value: &str) -> Self {
        debug_assert!(
            self.open,
            "attribute {name} after a child of <{}>",
            self.tag
        );
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_into(&mut self.out, value);
        self.out.push('"');
        self
    }

    pub fn class(self, value: &str) -> Self {
        self.attr("class", value)
    }

    /// `aria-hidden="true"`: what screen readers skip (a glyph a label already says).
    pub fn hidden(self) -> Self {
        self.attr("aria-hidden", "true")
    }

    /// `text` as a text node in the element.
    pub fn text(mut self, text: &str) -> Self {
        self.start();
        escape_into(&mut self.out, text);
        self
    }

    /// `child` (an element or a fragment) in the element.
    pub fn child(mut self, child: impl Into<Html>) -> Self {
        self.start();
        self.out.push_str(&child.into().0);
        self
    }

    /// Ends the start tag before the first child.
    fn start(&mut self) {
        if self.open {
            self.out.push('>');
            self.open = false;
        }
    }
}

impl From<El> for Html {
    fn from(mut el: El) -> Html {
        el.start();
        el.out.push_str("</");
        el.out.push_str(el.tag);
        el.out.push('>');
        Html(el.out)
    }
}

impl<T: Into<Html>> FromIterator<T> for Html {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut all = Html::new();
        for item in items {
            all.push(item);
        }
        all
    }
}

/// Writes `text` into `out` safe in an element or a quoted attribute: `& < > " '` as
/// character references.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

/// What `markup` and `holder` accept: `Html` only.
pub trait Written {
    fn into_markup_text(self) -> String;
}

impl Written for Html {
    fn into_markup_text(self) -> String {
        self.0
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

/// Markup that never changes, written once (a digit tile, a key's face).
impl IntoAttributeValue for Html {
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
    fn text_and_attributes_are_escaped() {
        let evil = r#"<b a='1' b="2">&</b>"#;
        let out: Html = Html::el("td")
            .class(evil)
            .attr("title", evil)
            .text(evil)
            .into();
        let escaped = "&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;";
        assert_eq!(
            out.as_str(),
            format!(r#"<td class="{escaped}" title="{escaped}">{escaped}</td>"#)
        );
        assert_eq!(Html::text(evil).as_str(), escaped);
    }

    #[test]
    fn children_nest_and_close_in_order() {
        let cells: Html = ["1", "<2>"]
            .iter()
            .map(|n| Html::el("td").text(n))
            .collect();
        let mut out = Html::from(Html::el("tr").attr("data-row", "0").child(cells));
        out.push(Html::el("tr"));
        out.push_text("&");
        assert_eq!(
            out.as_str(),
            r#"<tr data-row="0"><td>1</td><td>&lt;2&gt;</td></tr><tr></tr>&amp;"#
        );
        assert_eq!(Html::new().as_str(), "");
    }

    #[test]
    fn markup_writes_what_its_html_holds() {
        let written = markup(|| Html::from(Html::el("p").text("a'b")));
        assert_eq!((written.0)(), "<p>a&#39;b</p>");
    }
}
