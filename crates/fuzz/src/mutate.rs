//! Where each fuzz input comes from: a valid sample changed with its structure in mind (JSON
//! by its values, texts by the words of the notations), two samples spliced, bytes flipped or
//! cut, or plain noise; sometimes several of these stacked.

use serde_json::Value;

use super::json;
use super::odd::odd_char;
use super::Shape;
use numera_rules::conformance;
use numera_rules::log;
use numera_rules::Rng;

/// A decoder's valid inputs, and for JSON their parsed values (parsed once: a position is
/// several kilobytes, and most of a run's time would go into parsing it again).
pub struct Pool {
    pub shape: Shape,
    pub texts: Vec<String>,
    pub values: Vec<Value>,
}

impl Pool {
    pub fn new(shape: Shape, texts: Vec<String>) -> Pool {
        let values = match shape {
            Shape::Json => texts
                .iter()
                .filter_map(|t| serde_json::from_str(t).ok())
                .collect(),
            _ => Vec::new(),
        };
        Pool {
            shape,
            texts,
            values,
        }
    }

    fn text(&self, rng: &mut Rng) -> String {
        rng.pick(&self.texts).cloned().unwrap_or_default()
    }
}

/// One fuzz input from a decoder's valid inputs.
pub fn input(pool: &Pool, rng: &mut Rng) -> String {
    let mut text = match rng.below(20) {
        0..=10 => match (pool.shape, rng.pick(&pool.values)) {
            (Shape::Json, Some(value)) => json::mutate(value.clone(), &pool.values, rng),
            _ => structured(pool, &pool.text(rng), rng),
        },
        11..=12 => splice(&pool.text(rng), &pool.text(rng), rng),
        13..=16 => bytes(&pool.text(rng), rng),
        17 => conformance::noise(rng),
        18 => random_chars(rng),
        _ => String::from_utf8_lossy(&random_bytes(rng)).into_owned(),
    };
    // Now and then a second round on top of the first.
    if rng.chance(1, 4) {
        text = match rng.below(3) {
            0 => structured(pool, &text, rng),
            1 => bytes(&text, rng),
            _ => splice(&text, &pool.text(rng), rng),
        };
    }
    text
}

/// A change that knows the input's structure.
fn structured(pool: &Pool, text: &str, rng: &mut Rng) -> String {
    match pool.shape {
        Shape::Json => json::mutate_text(text, &pool.values, rng),
        Shape::Text => conformance::mutate(text, rng),
        Shape::LinkCode => match log::link_payload(text) {
            Some(payload) => {
                let payload = String::from_utf8_lossy(&payload).into_owned();
                let changed = match rng.below(3) {
                    0 => conformance::mutate(&payload, rng),
                    1 => bytes(&payload, rng),
                    _ => splice(&payload, &payload, rng),
                };
                log::link_code_of(changed.as_bytes())
            }
            None => conformance::mutate(text, rng),
        },
    }
}

/// The start of `a` (cut at a random character) followed by the end of `b`.
pub fn splice(a: &str, b: &str, rng: &mut Rng) -> String {
    let cut = |s: &str, rng: &mut Rng| {
        let ends: Vec<usize> = s.char_indices().map(|(i, _)| i).chain([s.len()]).collect();
        ends[rng.below(ends.len() as u32) as usize]
    };
    let (i, j) = (cut(a, rng), cut(b, rng));
    format!("{}{}", &a[..i], &b[j..])
}

/// One to four byte-level edits (bit flips, a cut, bytes inserted, removed or repeated); an
/// invalid UTF-8 result is read as a browser or a file reader would, lossily.
pub fn bytes(text: &str, rng: &mut Rng) -> String {
    let mut b = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = b.len() as u32;
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len) as usize;
                b[i] ^= 1 << rng.below(8);
            }
            1 => b.truncate(rng.below(len + 1) as usize),
            2 => {
                let at = rng.below(len + 1) as usize;
                let extra = random_bytes(rng);
                b.splice(at..at, extra);
            }
            3 if len > 0 => {
                let from = rng.below(len) as usize;
                let to = (from + 1 + rng.below(16) as usize).min(b.len());
                b.drain(from..to);
            }
            4 if len > 0 => {
                let from = rng.below(len) as usize;
                let to = (from + 1 + rng.below(64) as usize).min(b.len());
                let piece = b[from..to].to_vec();
                b.splice(to..to, piece);
            }
            _ if len > 0 => {
                let i = rng.below(len) as usize;
                b[i] = rng.next_u32() as u8;
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Up to 64 random bytes.
fn random_bytes(rng: &mut Rng) -> Vec<u8> {
    (0..rng.below(65)).map(|_| rng.next_u32() as u8).collect()
}

/// Up to 32 characters, ASCII, odd ones and any code point.
fn random_chars(rng: &mut Rng) -> String {
    (0..rng.below(33))
        .map(|_| match rng.below(3) {
            0 => char::from(32 + rng.below(95) as u8),
            1 => odd_char(rng),
            _ => char::from_u32(rng.below(0x11_0000)).unwrap_or('\u{fffd}'),
        })
        .collect()
}
