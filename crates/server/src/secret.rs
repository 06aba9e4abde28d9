//! What must not be guessed: seeds, table codes and seat tokens, all drawn from the operating
//! system's randomness; tokens are kept only as their SHA-256, so a copy of the database
//! grants no seat.

use rand::rngs::OsRng;
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use numera_rules::Seed;

// The code's alphabet, length and spelling are the page's too (numera-wire).
use numera_wire::CODE_ALPHABET as ALPHABET;
pub use numera_wire::{normalize_code, CODE_LEN};

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
}
