//! JSON-aware mutation: a valid JSON input (a position, a save) parsed, one to four of its
//! values changed as a hostile editor would — numbers nudged by one or replaced with extremes
//! (±2³¹, ±2⁶³, 2⁶⁴ − 1, seats past the table), fields dropped, duplicated, renamed or given
//! another type, arrays cut, extended, reordered, values taken from another valid input — and
//! written back, compact or indented.

use serde_json::{Map, Number, Value};

use super::odd::odd_char;
use numera_rules::conformance;
use numera_rules::Rng;

/// Numbers that overflow, underflow or index past the end of what decoders expect.
const EXTREMES: &[i128] = &[
    0,
    1,
    -1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    20,
    36,
    255,
    256,
    65_535,
    65_536,
    i32::MAX as i128,
    i32::MIN as i128,
    u32::MAX as i128,
    1 << 32,
    1 << 40,
    1 << 53,
    i64::MAX as i128,
    i64::MIN as i128,
    u64::MAX as i128,
];

/// A key that stands for a duplicated field until the text is written (a JSON object value
/// cannot hold one key twice, its text can).
const DUPLICATE: &str = "\u{1}duplicate";

/// `text` with one to four JSON-aware changes; text that is not JSON gets a text mutation.
pub fn mutate_text(text: &str, others: &[Value], rng: &mut Rng) -> String {
    match serde_json::from_str::<Value>(text) {
        Ok(value) => mutate(value, others, rng),
        Err(_) => conformance::mutate(text, rng),
    }
}

/// `value` with one to four JSON-aware changes, written out; `others` are the valid inputs
/// parsed, from which values are grafted.
pub fn mutate(mut value: Value, others: &[Value], rng: &mut Rng) -> String {
    let mut duplicated = None;
    let edits = if rng.chance(3, 5) {
        1
    } else {
        2 + rng.below(3)
    };
    for _ in 0..edits {
        let k = rng.below(count(&value) as u32) as usize;
        // The node at the same place in another input (same game, likely the same field).
        let graft = rng
            .pick(others)
            .and_then(|o| o.pointer(&pointer_to(o, &mut k.clone())?).cloned());
        let at = pointer_to(&value, &mut k.clone());
        if let Some(node) = at.and_then(|p| value.pointer_mut(&p)) {
            edit(node, graft, rng, &mut duplicated);
        }
    }
    let mut out = if rng.chance(1, 2) {
        serde_json::to_string(&value)
    } else {
        serde_json::to_string_pretty(&value)
    }
    .unwrap_or_default();
    if let Some((key, dup)) = duplicated {
        let marker = serde_json::to_string(DUPLICATE).unwrap_or_default();
        let key = serde_json::to_string(&key).unwrap_or_default();
        let dup = serde_json::to_string(&dup).unwrap_or_default();
        out = out.replacen(&format!("{marker}:null"), &format!("{key}:{dup}"), 1);
        out = out.replacen(&format!("{marker}: null"), &format!("{key}: {dup}"), 1);
    }
    out
}

/// Nodes in `value`, itself included.
fn count(value: &Value) -> usize {
    1 + match value {
        Value::Array(a) => a.iter().map(count).sum(),
        Value::Object(m) => m.values().map(count).sum(),
        _ => 0,
    }
}

/// The JSON pointer of the `k`-th node of `value` in pre-order (found as `k` counts down), to
/// read or to change it there.
fn pointer_to(value: &Value, k: &mut usize) -> Option<String> {
    if *k == 0 {
        return Some(String::new());
    }
    *k -= 1;
    let below = |key: &str, v: &Value, k: &mut usize| {
        let key = key.replace('~', "~0").replace('/', "~1");
        pointer_to(v, k).map(|rest| format!("/{key}{rest}"))
    };
    match value {
        Value::Array(a) => a
            .iter()
            .enumerate()
            .find_map(|(i, v)| below(&i.to_string(), v, k)),
        Value::Object(m) => m.iter().find_map(|(key, v)| below(key, v, k)),
        _ => None,
    }
}

fn number(n: i128) -> Value {
    if let Ok(i) = i64::try_from(n) {
        Value::Number(i.into())
    } else if let Ok(u) = u64::try_from(n) {
        Value::Number(u.into())
    } else {
        Value::Number(Number::from_f64(n as f64).unwrap_or_else(|| 0.into()))
    }
}

fn extreme(rng: &mut Rng) -> Value {
    number(EXTREMES[rng.below(EXTREMES.len() as u32) as usize])
}

/// A value of another type than most fields hold.
fn retyped(node: &Value, rng: &mut Rng) -> Value {
    match rng.below(8) {
        0 => Value::Null,
        1 => Value::Bool(rng.chance(1, 2)),
        2 => Value::String(conformance::noise(rng)),
        3 => Value::Array(Vec::new()),
        4 => Value::Object(Map::new()),
        5 => Value::Array(vec![node.clone()]),
        6 => Value::Number(Number::from_f64(-0.5).unwrap_or_else(|| 0.into())),
        _ => extreme(rng),
    }
}

/// One change at `node`; `graft` is the node at the same place in another valid input.
fn edit(
    node: &mut Value,
    graft: Option<Value>,
    rng: &mut Rng,
    duplicated: &mut Option<(String, Value)>,
) {
    match rng.below(10) {
        0 => *node = retyped(node, rng),
        1 => {
            if let Some(g) = graft {
                *node = g;
            }
        }
        _ => match node {
            Value::Number(n) => *node = nudged(n, rng),
            Value::String(s) => *s = text(s, rng),
            Value::Bool(b) => *b = !*b,
            Value::Null => *node = extreme(rng),
            Value::Array(a) => array(a, rng),
            Value::Object(m) => object(m, rng, duplicated),
        },
    }
}

/// A number one off, negated, or an extreme: the off-by-ones reach the checks behind parsing.
fn nudged(n: &Number, rng: &mut Rng) -> Value {
    let v = n
        .as_i64()
        .map(i128::from)
        .or_else(|| n.as_u64().map(i128::from));
    match (v, rng.below(4)) {
        (Some(v), 0) => number(v + 1),
        (Some(v), 1) => number(v - 1),
        (Some(v), 2) => number(-v),
        _ => extreme(rng),
    }
}

fn text(s: &str, rng: &mut Rng) -> String {
    match rng.below(3) {
        0 => conformance::mutate(s, rng),
        1 => {
            let mut t = s.to_owned();
            t.push(odd_char(rng));
            t
        }
        _ => conformance::noise(rng),
    }
}

fn array(a: &mut Vec<Value>, rng: &mut Rng) {
    let len = a.len() as u32;
    match rng.below(7) {
        0 if len > 0 => {
            a.remove(rng.below(len) as usize);
        }
        1 if len > 0 => {
            let v = a[rng.below(len) as usize].clone();
            a.insert(rng.below(len + 1) as usize, v);
        }
        2 => a.truncate(rng.below(len + 1) as usize),
        3 if len > 1 => a.swap(rng.below(len) as usize, rng.below(len) as usize),
        4 => a.push(extreme(rng)),
        5 if len > 0 => {
            let copy = a.clone();
            a.extend(copy);
        }
        _ => a.reverse(),
    }
}

fn object(m: &mut Map<String, Value>, rng: &mut Rng, duplicated: &mut Option<(String, Value)>) {
    let keys: Vec<String> = m.keys().cloned().collect();
    let Some(key) = rng.pick(&keys).cloned() else {
        m.insert(conformance::noise(rng), extreme(rng));
        return;
    };
    match rng.below(4) {
        0 => {
            m.remove(&key);
        }
        1 if duplicated.is_none() => {
            // The same key again with another value: which one a decoder keeps is its choice,
            // but it must not panic.
            let other = m.get(&key).map(|v| retyped(v, rng)).unwrap_or(Value::Null);
            m.insert(DUPLICATE.to_owned(), Value::Null);
            *duplicated = Some((key, other));
        }
        2 => {
            if let Some(v) = m.remove(&key) {
                m.insert(format!("{key}{}", odd_char(rng)), v);
            }
        }
        _ => {
            m.insert(conformance::noise(rng), extreme(rng));
        }
    }
}
