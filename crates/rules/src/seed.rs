//! Seeds: short, human-friendly strings that fix every random draw of a game.
//!
//! Eight characters of Crockford's base 32 (no I, L, O or U, so nothing reads as another
//! character), shown as `ABCD-EFGH`. Parsing ignores case, dashes and spaces, and reads the
//! look-alikes O as 0 and I/L as 1, so a seed read aloud or retyped still works.

use std::fmt;
use std::str::FromStr;

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LEN: usize = 8;

/// 40 bits of seed, always below 2^40.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seed(u64);

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeedError {
    Empty,
    BadLength(usize),
    BadCharacter(char),
}

impl fmt::Display for SeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeedError::Empty => write!(f, "the seed is empty"),
            SeedError::BadLength(n) => {
                write!(f, "a seed has {LEN} characters, this one has {n}")
            }
            SeedError::BadCharacter(c) => write!(f, "'{c}' cannot appear in a seed"),
        }
    }
}

impl std::error::Error for SeedError {}

impl Seed {
    pub const MAX: u64 = (1 << 40) - 1;

    /// Any number gives a seed (only the low 40 bits are kept), e.g. from fresh entropy.
    pub const fn from_bits(bits: u64) -> Seed {
        Seed(bits & Seed::MAX)
    }

    pub fn bits(self) -> u64 {
        self.0
    }

    /// The `index`-th seed after this one: arenas and benches derive one seed per game.
    pub fn nth(self, index: u64) -> Seed {
        Seed::from_bits(crate::rng::mix(
            self.0 ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        ))
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(LEN + 1);
        for i in 0..LEN {
            if i == LEN / 2 {
                out.push('-');
            }
            let shift = 5 * (LEN - 1 - i);
            out.push(ALPHABET[((self.0 >> shift) & 31) as usize] as char);
        }
        f.write_str(&out)
    }
}

impl FromStr for Seed {
    type Err = SeedError;

    fn from_str(text: &str) -> Result<Seed, SeedError> {
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect();
        if chars.is_empty() {
            return Err(SeedError::Empty);
        }
        if chars.len() != LEN {
            return Err(SeedError::BadLength(chars.len()));
        }
        let mut bits = 0u64;
        for c in chars {
            let canon = match c.to_ascii_uppercase() {
                'O' => '0',
                'I' | 'L' => '1',
                other => other,
            };
            let value = ALPHABET
                .iter()
                .position(|&a| a as char == canon)
                .ok_or(SeedError::BadCharacter(c))?;
            bits = (bits << 5) | value as u64;
        }
        Ok(Seed(bits))
    }
}

/// The impls of a type that travels as its text (`Display` out, `FromStr` in, so checked on
/// the way in), in serde's formats (the command line) and, with `json_record!(text …)`, the
/// hand-written JSON alike.
macro_rules! as_text {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }

        $crate::json_record!(text $ty);
    };
}

pub(crate) use as_text;

// Seeds travel as their text form in saves and links.
as_text!(Seed);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_text() {
        for bits in [0, 1, 12345, Seed::MAX, 0xAB_CDEF_0123] {
            let seed = Seed::from_bits(bits);
            assert_eq!(seed.to_string().parse::<Seed>(), Ok(seed));
        }
        assert_eq!(Seed::from_bits(0).to_string(), "0000-0000");
        assert_eq!(Seed::from_bits(Seed::MAX).to_string(), "ZZZZ-ZZZZ");
    }

    #[test]
    fn ignores_case_dashes_and_look_alikes() {
        let a: Seed = "K7QM-3XPA".parse().unwrap();
        assert_eq!("k7qm3xpa".parse::<Seed>(), Ok(a));
        assert_eq!(" k7-qm-3x-pa ".parse::<Seed>(), Ok(a));
        assert_eq!("OIL0-0000".parse::<Seed>(), "0110-0000".parse::<Seed>());
    }

    #[test]
    fn refuses_malformed_seeds_with_a_reason() {
        assert_eq!("".parse::<Seed>(), Err(SeedError::Empty));
        assert_eq!("ABC".parse::<Seed>(), Err(SeedError::BadLength(3)));
        assert_eq!("ABCDEFGHJ".parse::<Seed>(), Err(SeedError::BadLength(9)));
        assert_eq!(
            "ABCD-EFGU".parse::<Seed>(),
            Err(SeedError::BadCharacter('U'))
        );
        assert_eq!(
            "ABCD-EF!G".parse::<Seed>(),
            Err(SeedError::BadCharacter('!'))
        );
        assert!("ABCD-EFGU"
            .parse::<Seed>()
            .unwrap_err()
            .to_string()
            .contains('U'));
    }
}
