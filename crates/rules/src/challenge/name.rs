//! The name a player gives (a challenge's sender, a seat at an online table): typed by a
//! person, read by another, so it is bounded and cleaned both when it is given and when it
//! is read. Cleaning goes by Unicode's own properties rather than a list of known tricks:
//! what the standard says renders as nothing, or only steers the text's direction, is taken
//! out, so a name cannot hide characters, reverse the text around it, or look empty.

/// At most this many characters are kept.
pub const NAME_MAX: usize = 24;

/// Unicode's `Default_Ignorable_Code_Point` (DerivedCoreProperties.txt, Unicode 15.1): code
/// points a renderer shows as nothing. It holds every `Bidi_Control` (PropList.txt: U+061C,
/// U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) too, so one table removes both the invisible
/// characters and the direction overrides. Inclusive ranges, in order.
const DEFAULT_IGNORABLE: &[(char, char)] = &[
    ('\u{00AD}', '\u{00AD}'),
    ('\u{034F}', '\u{034F}'),
    ('\u{061C}', '\u{061C}'),
    ('\u{115F}', '\u{1160}'),
    ('\u{17B4}', '\u{17B5}'),
    ('\u{180B}', '\u{180F}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{206F}'),
    ('\u{3164}', '\u{3164}'),
    ('\u{FE00}', '\u{FE0F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFA0}', '\u{FFA0}'),
    ('\u{FFF0}', '\u{FFF8}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0000}', '\u{E0FFF}'),
];

fn default_ignorable(c: char) -> bool {
    DEFAULT_IGNORABLE
        .binary_search_by(|&(low, high)| {
            if high < c {
                std::cmp::Ordering::Less
            } else if low > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER: invisible, but they shape the letters on
/// either side (Persian "می‌خواهم", an emoji family), so they stay between two visible
/// characters and nowhere else.
fn joiner(c: char) -> bool {
    matches!(c, '\u{200C}' | '\u{200D}')
}

/// The variation selectors (text or emoji presentation, "❤️"; Mongolian's free variation
/// selectors): they change only the character before them, so one stays right after a
/// visible character.
fn selector(c: char) -> bool {
    matches!(c, '\u{180B}'..='\u{180D}' | '\u{180F}' | '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}')
}

/// A character a reader sees: not a space, not a control, not default-ignorable.
fn visible(c: char) -> bool {
    !(c.is_whitespace() || c.is_control() || default_ignorable(c))
}

/// The name as others will see it: controls and spaces of any kind become one space between
/// words, default-ignorable characters go (but for a joiner inside a word and one variation
/// selector after a visible character), and at most `NAME_MAX` characters stay. Empty when
/// nothing visible was given.
pub fn sanitize_name(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut kept = String::new();
    // The last character kept: what a joiner or a selector would attach to.
    let mut last: Option<char> = None;
    for (i, &c) in chars.iter().enumerate() {
        let keep = if c.is_whitespace() || c.is_control() {
            Some(' ')
        } else if joiner(c) {
            let after = chars.get(i + 1).copied().is_some_and(visible);
            let before = last.is_some_and(|l| visible(l) || selector(l));
            (before && after).then_some(c)
        } else if selector(c) {
            last.is_some_and(visible).then_some(c)
        } else if default_ignorable(c) {
            None
        } else {
            Some(c)
        };
        if let Some(c) = keep {
            kept.push(c);
            last = Some(c);
        }
    }
    let name: String = kept
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(NAME_MAX)
        .collect();
    // Cut at the limit, a joiner may end the name with nothing after it to join.
    name.trim_end_matches(|c: char| c == ' ' || joiner(c))
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_bounded_and_cleaned() {
        assert_eq!(sanitize_name("  Zoé \t\n Martin "), "Zoé Martin");
        assert_eq!(sanitize_name("a\u{202e}b\u{0}c"), "ab c");
        assert_eq!(sanitize_name("小明"), "小明");
        assert_eq!(sanitize_name(&"x".repeat(100)).chars().count(), NAME_MAX);
        assert_eq!(
            sanitize_name(&format!("{} y", "x".repeat(23))),
            "x".repeat(23)
        );
        assert_eq!(sanitize_name(" \u{200b} "), "");
    }

    #[test]
    fn every_bidi_control_goes() {
        // U+061C ARABIC LETTER MARK, the isolates, the embeddings and overrides, LRM and RLM.
        for control in [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
            '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert_eq!(
                sanitize_name(&format!("ab{control}cd")),
                "abcd",
                "{control:?}"
            );
        }
    }

    #[test]
    fn joiners_stay_inside_words_and_nowhere_else() {
        let family = "👨\u{200D}👩\u{200D}👧";
        assert_eq!(sanitize_name(family), family);
        // Persian: a zero-width non-joiner inside the word keeps "mi" apart from "khaham".
        let persian = "می\u{200C}خواهم";
        assert_eq!(sanitize_name(persian), persian);
        let heart_on_fire = "❤\u{FE0F}\u{200D}🔥";
        assert_eq!(sanitize_name(heart_on_fire), heart_on_fire);
        assert_eq!(sanitize_name("\u{200D}Ana\u{200C}"), "Ana");
        assert_eq!(sanitize_name("Ana \u{200D} Bo"), "Ana Bo");
        assert_eq!(sanitize_name("\u{FE0F}x\u{FE0F}\u{FE0F}"), "x\u{FE0F}");
        // A joiner left last by the length limit joins nothing.
        let long = format!("{}a\u{200D}b", "x".repeat(NAME_MAX - 2));
        assert_eq!(
            sanitize_name(&long),
            format!("{}a", "x".repeat(NAME_MAX - 2))
        );
    }

    #[test]
    fn a_name_of_invisible_characters_is_empty() {
        let invisible = "\u{200B}\u{200D}\u{2060}\u{3164}\u{FEFF}\u{061C}\u{FE0F}\u{E0041}\u{AD}";
        assert_eq!(sanitize_name(invisible), "");
        assert_eq!(sanitize_name("\u{200C}\u{200D}\u{200C}"), "");
    }

    #[test]
    fn the_table_is_in_order() {
        assert!(DEFAULT_IGNORABLE.iter().all(|(low, high)| low <= high));
        assert!(DEFAULT_IGNORABLE.windows(2).all(|w| w[0].1 < w[1].0));
        assert!(default_ignorable('\u{E0FFF}') && !default_ignorable('\u{E1000}'));
        assert!(!default_ignorable('a') && !default_ignorable('\u{0600}'));
    }
}
