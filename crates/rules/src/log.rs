//! The saved form of a game and its compact encoding for links.
//!
//! A game is its id + options + seed + action log (each action in its text notation, see
//! docs/notation.md). Saves are that record as JSON with a version number; replay links carry
//! it as a URL-safe code with a checksum, so a truncated or mangled link is refused instead of
//! silently replaying part of a game. Nothing here panics on bad input.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::json::{self, FromJson, RawJson, ToJson};
use super::rng::fnv1a;
use super::{GameId, Seed, SeedError};
use crate::json_record;

/// Bumped whenever the meaning of a saved record changes; older versions are refused by name.
pub const SAVE_VERSION: u32 = 1;
/// First character of a link code; a different one means another (unknown) encoding.
const CODE_VERSION: char = '1';

// The app reads and writes saves with `json` (`to_json`, `from_json`); serde's derive stays for
// the native tests, which check the two agree (crates/fuzz/tests/json_codec.rs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Save {
    pub version: u32,
    pub game: GameId,
    pub seed: Seed,
    /// The game's options as the JSON they were saved with, read into its own type by
    /// `options_as`.
    pub options: RawJson,
    pub actions: Vec<String>,
}

/// The version of a JSON record, checked against those this build reads (`known`): read
/// before the rest, so that a format from a later Numera is reported as such, not as garbage.
pub fn version_of(text: &str, known: &[u32]) -> Result<u32, LogError> {
    let malformed = LogError::Malformed;
    let version: Option<u64> = json::value(text)
        .and_then(|raw| json::fields(raw, &["version"], false)?.get("version"))
        .map_err(malformed)?;
    match version {
        Some(v) if known.iter().any(|&k| u64::from(k) == v) => Ok(v as u32),
        Some(v) => Err(LogError::UnknownVersion(v.min(u64::from(u32::MAX)) as u32)),
        None => Err(LogError::Malformed(json::Error::MissingField(
            "version".into(),
        ))),
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogError {
    /// Not JSON, or not the shape of a save.
    Malformed(json::Error),
    UnknownVersion(u32),
    /// A link code that is not ours: wrong alphabet, wrong version mark, bad layout.
    BadCode(CodeProblem),
    /// The checksum does not match: the link was cut short or altered.
    Damaged,
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogError::Malformed(why) => write!(f, "this save cannot be read ({why})"),
            LogError::UnknownVersion(v) => {
                write!(
                    f,
                    "this save was made by another version of Numera (format {v})"
                )
            }
            LogError::BadCode(why) => write!(f, "this link is not a Numera game ({why})"),
            LogError::Damaged => write!(f, "this link is incomplete or damaged"),
        }
    }
}

impl std::error::Error for LogError {}

/// What makes a link code not one of ours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeProblem {
    Empty,
    /// A first character that is no format of ours.
    UnknownFormat,
    /// A character outside the code's alphabet.
    Character(char),
    /// A payload without all its parts.
    MissingFields,
    /// A game id that is none of ours.
    Game(String),
    Seed(SeedError),
    /// Options that are not JSON.
    Options(json::Error),
}

impl fmt::Display for CodeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeProblem::Empty => f.write_str("empty"),
            CodeProblem::UnknownFormat => f.write_str("unknown link format"),
            CodeProblem::Character(c) => write!(f, "unexpected character '{c}'"),
            CodeProblem::MissingFields => f.write_str("missing fields"),
            CodeProblem::Game(name) => write!(f, "unknown game '{name}'"),
            CodeProblem::Seed(e) => write!(f, "{e}"),
            CodeProblem::Options(e) => write!(f, "{e}"),
        }
    }
}

impl Save {
    pub fn new<O: ToJson>(game: GameId, seed: Seed, options: &O, actions: Vec<String>) -> Save {
        Save {
            version: SAVE_VERSION,
            game,
            seed,
            options: RawJson::of(options),
            actions,
        }
    }

    pub fn to_json(&self) -> String {
        json::to_string(self)
    }

    pub fn from_json(text: &str) -> Result<Save, LogError> {
        version_of(text, &[SAVE_VERSION])?;
        json::from_str(text).map_err(LogError::Malformed)
    }

    /// The options decoded into a game's own type.
    pub fn options_as<O: FromJson>(&self) -> Result<O, LogError> {
        json::from_str(self.options.as_str()).map_err(|e| LogError::Malformed(e.within("options")))
    }

    /// URL-safe code: version mark + base64url(payload + 4-byte checksum). The payload is
    /// `game \n seed \n options-json \n action;action;…` — shorter than the JSON save.
    pub fn to_link_code(&self) -> String {
        let payload = format!(
            "{}\n{}\n{}\n{}",
            self.game,
            self.seed,
            self.options.as_str(),
            self.actions.join(";")
        );
        link_code_of(payload.as_bytes())
    }

    pub fn from_link_code(code: &str) -> Result<Save, LogError> {
        let code = code.trim();
        let mut chars = code.chars();
        match chars.next() {
            None => return Err(LogError::BadCode(CodeProblem::Empty)),
            Some(CODE_VERSION) => {}
            Some(_) => return Err(LogError::BadCode(CodeProblem::UnknownFormat)),
        }
        let bytes = base64url_decode(chars.as_str())?;
        if bytes.len() < 4 {
            return Err(LogError::Damaged);
        }
        let (payload, sum) = bytes.split_at(bytes.len() - 4);
        if checksum(payload) != sum {
            return Err(LogError::Damaged);
        }
        let text = std::str::from_utf8(payload).map_err(|_| LogError::Damaged)?;
        let mut parts = text.splitn(4, '\n');
        let (Some(game), Some(seed), Some(options), Some(actions)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(LogError::BadCode(CodeProblem::MissingFields));
        };
        let game = GameId::parse(game)
            .map_err(|_| LogError::BadCode(CodeProblem::Game(game.to_owned())))?;
        let seed = seed
            .parse::<Seed>()
            .map_err(|e| LogError::BadCode(CodeProblem::Seed(e)))?;
        let options =
            RawJson::new(options).map_err(|e| LogError::BadCode(CodeProblem::Options(e)))?;
        let actions = if actions.is_empty() {
            Vec::new()
        } else {
            actions.split(';').map(str::to_owned).collect()
        };
        Ok(Save {
            version: SAVE_VERSION,
            game,
            seed,
            options,
            actions,
        })
    }
}

json_record!(struct Save { version, game, seed, options, actions });

/// The link code of a payload, checksum included: what `to_link_code` writes, open to the fuzz
/// harness so that it can alter a payload and still get past the checksum.
pub fn link_code_of(payload: &[u8]) -> String {
    let mut bytes = payload.to_vec();
    bytes.extend_from_slice(&checksum(payload));
    let mut code = String::from(CODE_VERSION);
    code.push_str(&base64url_encode(&bytes));
    code
}

/// The payload of a link code, when its layout and checksum hold (the fuzz harness alters it).
pub fn link_payload(code: &str) -> Option<Vec<u8>> {
    let bytes = base64url_decode(code.trim().strip_prefix(CODE_VERSION)?).ok()?;
    let (payload, sum) = bytes.split_at(bytes.len().checked_sub(4)?);
    (checksum(payload) == sum).then(|| payload.to_vec())
}

fn checksum(bytes: &[u8]) -> [u8; 4] {
    let h = fnv1a(bytes);
    ((h ^ (h >> 32)) as u32).to_be_bytes()
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64 with the URL-safe alphabet and no padding (RFC 4648 §5).
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

pub fn base64url_decode(text: &str) -> Result<Vec<u8>, LogError> {
    let mut values = Vec::with_capacity(text.len());
    for c in text.bytes() {
        let v = B64
            .iter()
            .position(|&a| a == c)
            .ok_or(LogError::BadCode(CodeProblem::Character(c as char)))?;
        values.push(v as u32);
    }
    if values.len() % 4 == 1 {
        return Err(LogError::Damaged);
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &v)| n | v << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Save {
        let seed: Seed = "K7QM-3XPA".parse().unwrap();
        let options = crate::number::Options::default();
        Save::new(
            GameId::Number,
            seed,
            &options,
            vec!["0:098".into(), "1:765".into()],
        )
    }

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64url_encode(&bytes);
            assert!(text
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
            assert_eq!(base64url_decode(&text).unwrap(), bytes);
        }
        assert_eq!(base64url_encode(b"Man"), "TWFu");
        assert_eq!(base64url_encode(b"Ma"), "TWE");
    }

    #[test]
    fn saves_and_links_round_trip() {
        let save = sample();
        assert_eq!(Save::from_json(&save.to_json()), Ok(save.clone()));
        assert_eq!(Save::from_link_code(&save.to_link_code()), Ok(save));
    }

    #[test]
    fn every_truncation_of_a_link_is_refused() {
        let code = sample().to_link_code();
        for cut in 0..code.len() {
            assert!(
                Save::from_link_code(&code[..cut]).is_err(),
                "cut at {cut} accepted"
            );
        }
    }

    #[test]
    fn altered_links_and_unknown_versions_are_refused() {
        let code = sample().to_link_code();
        let mut altered: Vec<char> = code.chars().collect();
        altered[10] = if altered[10] == 'A' { 'B' } else { 'A' };
        let altered: String = altered.into_iter().collect();
        assert_eq!(Save::from_link_code(&altered), Err(LogError::Damaged));
        assert!(matches!(
            Save::from_link_code(&format!("2{}", &code[1..])),
            Err(LogError::BadCode(_))
        ));
        assert!(matches!(
            Save::from_link_code("1abc$def"),
            Err(LogError::BadCode(_))
        ));
        let future = sample().to_json().replace("\"version\":1", "\"version\":9");
        assert_eq!(Save::from_json(&future), Err(LogError::UnknownVersion(9)));
        assert!(matches!(
            Save::from_json("{not json"),
            Err(LogError::Malformed(_))
        ));
        assert!(matches!(
            Save::from_json("{\"version\":1}"),
            Err(LogError::Malformed(_))
        ));
    }
}
