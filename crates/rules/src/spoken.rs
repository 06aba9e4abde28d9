//! What every game's command box shares (docs/accessibility.md): a typed line folded to one
//! form before a game reads it, so that `T`, ` t ` and a Chinese input method's full-width
//! `ｔ` or `４１７` all mean the same, and a word looked up among each language's names for it.
//!
//! Each game's own commands (`number::Command`, …) read the folded line; the words of every
//! language are accepted whatever language the page is in, since a player may type either.

/// `text` trimmed, in lower case, full-width forms (U+FF01–U+FF5E, the ideographic space)
/// read as their ASCII twins and runs of spaces made one.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let c = match c {
            '\u{3000}' => ' ',
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            c => c,
        };
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.extend(c.to_lowercase());
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// The thing `word` names in `names` (each thing with all its names), if any.
pub fn named<T: Copy>(word: &str, names: &[(T, &[&str])]) -> Option<T> {
    names
        .iter()
        .find(|(_, words)| words.contains(&word))
        .map(|&(thing, _)| thing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_folds_to_lower_case_ascii_with_single_spaces() {
        assert_eq!(fold("  T "), "t");
        assert_eq!(fold("４１７"), "417");
        assert_eq!(fold("Ｈ\u{3000}\u{3000}ｅｌｐ"), "h elp");
        assert_eq!(fold("Dernier\ttour"), "dernier tour");
        assert_eq!(fold("分數"), "分數");
        assert_eq!(fold(""), "");
    }

    #[test]
    fn a_word_is_found_among_the_names_of_each_thing() {
        let names: &[(u8, &[&str])] = &[(1, &["one", "un"]), (2, &["two", "二"])];
        assert_eq!(named("un", names), Some(1));
        assert_eq!(named("二", names), Some(2));
        assert_eq!(named("three", names), None);
    }
}
