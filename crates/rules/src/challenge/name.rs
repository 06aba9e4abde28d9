//! The name a sender may put in a challenge: typed by a person, read by another, so it is
//! bounded and cleaned (no control or direction-changing characters, spaces collapsed) both
//! when a link is made and when one is read.

/// At most this many characters are kept.
pub const NAME_MAX: usize = 24;

pub fn sanitize_name(text: &str) -> String {
    let kept = text.chars().map(|c| {
        let hidden = c.is_control()
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}');
        if hidden || c.is_whitespace() {
            ' '
        } else {
            c
        }
    });
    let words: String = kept.collect();
    words
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(NAME_MAX)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_bounded_and_cleaned() {
        assert_eq!(sanitize_name("  Zoé \t\n Martin "), "Zoé Martin");
        assert_eq!(sanitize_name("a\u{202e}b\u{0}c"), "a b c");
        assert_eq!(sanitize_name("小明"), "小明");
        assert_eq!(sanitize_name(&"x".repeat(100)).chars().count(), NAME_MAX);
        assert_eq!(
            sanitize_name(&format!("{} y", "x".repeat(23))),
            "x".repeat(23)
        );
        assert_eq!(sanitize_name(" \u{200b} "), "");
    }
}
