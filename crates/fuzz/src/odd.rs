//! Characters that break naive parsers, shared by the byte-level and the JSON-aware mutations.

use numera_rules::Rng;

/// Characters that break naive parsers: separators, signs, quotes, escapes, wide, combining
/// and right-to-left characters, a lone surrogate's replacement, the byte-order mark.
const ODD: &[char] = &[
    '\0', '\n', '\r', '\t', '"', '\\', '{', '}', '[', ']', ':', ';', ',', '-', '+', '.', 'e', 'E',
    '#', '%', 'é', '−', '٣', '５', '\u{301}', '\u{202e}', '\u{feff}', '\u{fffd}', '𝟘', '数', '😀',
];

/// One odd character, drawn from the fuzz run's generator.
pub fn odd_char(rng: &mut Rng) -> char {
    ODD[rng.below(ODD.len() as u32) as usize]
}
