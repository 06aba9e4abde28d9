//! A table's code as people pass it on: one spelling the server keys tables by, and the
//! grouped form the page shows for reading aloud (`ABCDE-FGHJK`). The server draws codes
//! (numera-server's `secret`); the page and the server read them the same way.

/// Crockford's base 32, as seeds are written: no I, L, O or U, so a code read aloud survives.
pub const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// A table code's length: 50 bits, enough that codes do not collide; joining is rate-limited
/// and a seat needs its token besides.
pub const CODE_LEN: usize = 10;

/// A code as typed, linked or read aloud, in its one spelling (upper case), if it can be a
/// code at all. Dashes and spaces are only there for reading (`ABCDE-FGHJK`, `abcde fghjk`),
/// so they are passed over wherever they stand, a chat's typographic dashes included.
pub fn normalize_code(text: &str) -> Option<String> {
    let code: String = text
        .chars()
        .filter(|&c| {
            !(c.is_whitespace() || matches!(c, '-' | '\u{2010}'..='\u{2015}' | '\u{2212}'))
        })
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

/// A code in two groups of five for reading aloud; anything else (not a code) as it is.
pub fn grouped_code(code: &str) -> String {
    match normalize_code(code) {
        Some(c) => format!("{}-{}", &c[..CODE_LEN / 2], &c[CODE_LEN / 2..]),
        None => code.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_aloud_in_groups_are_the_same_code() {
        assert_eq!(normalize_code("ABCDE-FGHJK"), Some("ABCDEFGHJK".into()));
        assert_eq!(normalize_code(" abcde fghjk "), Some("ABCDEFGHJK".into()));
        assert_eq!(
            normalize_code("ab-cde - fg\thjk"),
            Some("ABCDEFGHJK".into())
        );
        assert_eq!(
            normalize_code("ABCDE\u{2013}FGHJK"),
            Some("ABCDEFGHJK".into())
        );
        assert_eq!(normalize_code("ABCDE_FGHJK"), None);
        assert_eq!(normalize_code("ABCDE-FGHJ"), None);
        assert_eq!(normalize_code("ILOUILOUIL"), None);
    }

    #[test]
    fn a_code_is_shown_in_two_groups_of_five() {
        assert_eq!(grouped_code("G5NN9KN30T"), "G5NN9-KN30T");
        assert_eq!(grouped_code("g5nn9 kn30t"), "G5NN9-KN30T");
        assert_eq!(grouped_code("new"), "new");
    }
}
