//! What must not be guessed: seeds, table codes and seat tokens, all drawn from the operating
//! system's randomness; tokens are kept only as their SHA-256, so a copy of the database
//! grants no seat.

use rand::rngs::OsRng;
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use numera_rules::Seed;

/// Crockford's base 32, as seeds are written: no I, L, O or U, so a code read aloud survives.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// A table code's length: 50 bits, enough that codes do not collide; joining is rate-limited
/// and a seat needs its token besides.
pub const CODE_LEN: usize = 10;

/// 16 random bytes from the OS; `None` if the OS would not give them (then nothing is made).
fn os_bytes<const N: usize>() -> Option<[u8; N]> {
    let mut bytes = [0u8; N];
    OsRng.try_fill_bytes(&mut bytes).ok()?;
    Some(bytes)
}

/// A fresh seed for a table, secret until the game is over.
pub fn seed() -> Option<Seed> {
    os_bytes::<8>().map(|b| Seed::from_bits(u64::from_le_bytes(b)))
}

/// A seat or host token: 128 bits from the OS, as 32 lowercase hex digits.
pub fn token() -> Option<String> {
    let bytes = os_bytes::<16>()?;
    Some(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A new table code.
pub fn code() -> Option<String> {
    let bytes = os_bytes::<CODE_LEN>()?;
    Some(
        bytes
            .iter()
            .map(|b| ALPHABET[usize::from(b & 31)] as char)
            .collect(),
    )
}

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
    (code.len() == CODE_LEN && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// What the database keeps of a token.
pub fn hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let a = token().unwrap();
        let b = token().unwrap();
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(hash(&a).len(), 32);
        assert_ne!(hash(&a), hash(&b));
    }

    #[test]
    fn codes_are_read_in_any_case_and_checked() {
        let code = code().unwrap();
        assert_eq!(normalize_code(&code.to_lowercase()), Some(code.clone()));
        assert_eq!(normalize_code("SHORT"), None);
        assert_eq!(normalize_code("ILOUILOUIL"), None);
    }

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
    }
}
