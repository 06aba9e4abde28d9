//! Markup written as text by construction, for what a page sets as inner HTML (read-only
//! panels, tables, charts): element and attribute names are `&'static str` fixed at compile
//! time, every text and attribute value is escaped as it is written, and markup goes in only
//! as another `Html`. Nothing here knows a browser: the web app (src/app/markup.rs) hands an
//! `Html` to the page, the stats crate writes its tables and charts with it.

/// Markup written by construction: a fragment of zero or more whole nodes, its text escaped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Html(String);

/// An element being written: its attributes first, then its children; `Html` once finished
/// (`into`, or where an `Html` is asked for). Always closed by an end tag, never `<x/>`: a
/// self-closing tag ends an element only in SVG, and an `El` may be either.
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

    /// The markup written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The markup written, for the page to set as inner HTML.
    pub fn into_string(self) -> String {
        self.0
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

#[cfg(test)]
mod tests {
    use super::*;

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
        let mut pushed = Html::new();
        pushed.push_text(evil);
        assert_eq!(pushed.into_string(), escaped);
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
    fn an_empty_element_is_closed_by_its_end_tag() {
        let out = Html::from(Html::el("line").attr("x1", "0").hidden());
        assert_eq!(out.as_str(), r#"<line x1="0" aria-hidden="true"></line>"#);
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "attribute title after a child of <p>")]
    fn an_attribute_after_a_child_is_refused() {
        let _ = Html::el("p").text("a").attr("title", "b");
    }
}
