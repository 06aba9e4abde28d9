//! Markup written as text (`inner_html`) where a view would cost more wasm than it is worth:
//! the Dungeons sheet's lists, the walkthrough's coach mark. The text in it is ours (the i18n
//! tables and numbers), escaped all the same.

/// `text` safe inside markup, in an element or an attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
