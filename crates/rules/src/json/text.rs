//! The JSON text itself: a checker that walks a value once (iteratively, so no nesting depth
//! overflows it) and readers that take a checked value's text apart, for `json`'s types.

use super::error::start;
use super::{Error, Result};

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() && is_space(bytes[at]) {
        at += 1;
    }
    at
}

fn fail<T>(what: &'static str, at: usize) -> Result<T> {
    Err(Error::Syntax { what, at: at + 1 })
}

/// The text of the one JSON value `text` holds, checked, without the whitespace around it.
pub fn value(text: &str) -> Result<&str> {
    let bytes = text.as_bytes();
    let start = skip_space(bytes, 0);
    let end = skip_value(bytes, start)?;
    let rest = skip_space(bytes, end);
    if rest < bytes.len() {
        return fail("trailing characters", rest);
    }
    Ok(&text[start..end])
}

/// The end of the value starting at `at`, checked. Arrays and objects are followed with a
/// stack of their brackets rather than by recursion, so no nesting depth overflows it.
fn skip_value(bytes: &[u8], at: usize) -> Result<usize> {
    let mut open: Vec<u8> = Vec::new();
    let mut at = at;
    loop {
        at = skip_space(bytes, at);
        // One value, or the start of a container (then its first member or its end).
        match bytes.get(at) {
            None => return fail("end of text where a value was expected", at),
            Some(b'[' | b'{') => {
                let bracket = bytes[at];
                at = skip_space(bytes, at + 1);
                let close = if bracket == b'[' { b']' } else { b'}' };
                if bytes.get(at) == Some(&close) {
                    at += 1;
                } else {
                    open.push(bracket);
                    if bracket == b'{' {
                        at = skip_key(bytes, at)?;
                    }
                    continue;
                }
            }
            Some(b'"') => at = skip_string(bytes, at)?.0,
            Some(b'-' | b'0'..=b'9') => at = skip_number(bytes, at)?,
            Some(b'n') => at = skip_word(bytes, at, b"null")?,
            Some(b't') => at = skip_word(bytes, at, b"true")?,
            Some(b'f') => at = skip_word(bytes, at, b"false")?,
            Some(_) => return fail("expected a value", at),
        }
        // After a value: the next member of its container, or the container's end.
        loop {
            let Some(&bracket) = open.last() else {
                return Ok(at);
            };
            at = skip_space(bytes, at);
            let close = if bracket == b'[' { b']' } else { b'}' };
            match bytes.get(at) {
                Some(b',') => {
                    at += 1;
                    if bracket == b'{' {
                        at = skip_key(bytes, skip_space(bytes, at))?;
                    }
                    break;
                }
                Some(&b) if b == close => {
                    open.pop();
                    at += 1;
                }
                Some(_) => return fail("expected `,` or the end of a list or object", at),
                None => return fail("end of text inside a list or object", at),
            }
        }
    }
}

/// An object's key and its colon, from `at` (at the key's quote).
fn skip_key(bytes: &[u8], at: usize) -> Result<usize> {
    if bytes.get(at) != Some(&b'"') {
        return fail("expected a key in quotes", at);
    }
    let at = skip_space(bytes, skip_string(bytes, at)?.0);
    if bytes.get(at) != Some(&b':') {
        return fail("expected `:`", at);
    }
    Ok(at + 1)
}

fn skip_word(bytes: &[u8], at: usize, word: &[u8]) -> Result<usize> {
    if bytes[at..].starts_with(word) {
        Ok(at + word.len())
    } else {
        fail("expected a value", at)
    }
}

/// The end of the number at `at`, and whether it is an integer (no fraction, no exponent).
fn number_end(bytes: &[u8], at: usize) -> Result<(usize, bool)> {
    let digits = |from: usize| {
        from + bytes[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let mut end = at + usize::from(bytes[at] == b'-');
    match bytes.get(end) {
        Some(b'0') => end += 1,
        Some(b'1'..=b'9') => end = digits(end),
        _ => return fail("invalid number", end),
    }
    let mut integer = true;
    if bytes.get(end) == Some(&b'.') {
        let after = digits(end + 1);
        if after == end + 1 {
            return fail("invalid number", after);
        }
        (end, integer) = (after, false);
    }
    if let Some(b'e' | b'E') = bytes.get(end) {
        end += 1;
        if let Some(b'+' | b'-') = bytes.get(end) {
            end += 1;
        }
        let after = digits(end);
        if after == end {
            return fail("invalid number", end);
        }
        (end, integer) = (after, false);
    }
    if bytes.get(end).is_some_and(u8::is_ascii_digit) {
        // A digit after a leading 0.
        return fail("invalid number", end);
    }
    Ok((end, integer))
}

fn skip_number(bytes: &[u8], at: usize) -> Result<usize> {
    Ok(number_end(bytes, at)?.0)
}

/// The end of the string whose quote is at `at`, and whether it has escapes. Escapes are
/// checked for form only: a lone surrogate (`\ud800`) is refused when the string is read as
/// text (`string`), not here, as serde_json did.
fn skip_string(bytes: &[u8], at: usize) -> Result<(usize, bool)> {
    let mut i = at + 1;
    let mut escaped = false;
    loop {
        match bytes.get(i) {
            None => return fail("end of text inside a string", i),
            Some(b'"') => return Ok((i + 1, escaped)),
            Some(b'\\') => {
                escaped = true;
                match bytes.get(i + 1) {
                    Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => i += 2,
                    Some(b'u') => {
                        hex4(bytes, i + 2)?;
                        i += 6;
                    }
                    _ => return fail("invalid escape", i + 1),
                }
            }
            Some(&b) if b < 0x20 => return fail("control character in a string", i),
            Some(_) => i += 1,
        }
    }
}

fn hex4(bytes: &[u8], at: usize) -> Result<u32> {
    let Some(digits) = bytes.get(at..at + 4) else {
        return fail("end of text in an escape", at);
    };
    let mut n = 0;
    for (i, &d) in digits.iter().enumerate() {
        let v = (d as char)
            .to_digit(16)
            .map_or_else(|| fail("invalid escape", at + i), Ok)?;
        n = n << 4 | v;
    }
    Ok(n)
}

/// Whether `raw` is exactly one value, checked: every reader below checks it first, so that
/// none of them can run past the end of a text that did not come from `value`.
fn whole(raw: &str, first: u8, what: &'static str) -> Result<()> {
    let bytes = raw.as_bytes();
    if bytes.first() != Some(&first) || skip_value(bytes, 0)? != bytes.len() {
        return Err(Error::Expected {
            what,
            found: start(raw),
        });
    }
    Ok(())
}

/// The text of a string value, its escapes decoded.
pub fn string(raw: &str) -> Result<String> {
    whole(raw, b'"', "a string")?;
    let body = &raw[1..raw.len() - 1];
    if !body.contains('\\') {
        return Ok(body.to_owned());
    }
    let mut out = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(slash) = rest.find('\\') {
        out.push_str(&rest[..slash]);
        let b = rest.as_bytes();
        let (c, used) = match b[slash + 1] {
            b'b' => ('\u{8}', 2),
            b'f' => ('\u{c}', 2),
            b'n' => ('\n', 2),
            b'r' => ('\r', 2),
            b't' => ('\t', 2),
            b'u' => {
                let n = hex4(b, slash + 2)?;
                let low = match n {
                    0xD800..=0xDBFF if b.get(slash + 6..slash + 8) == Some(b"\\u") => {
                        hex4(b, slash + 8)?
                    }
                    _ => 0,
                };
                match (n, low) {
                    (0xD800..=0xDBFF, 0xDC00..=0xDFFF) => {
                        let code = 0x10000 + ((n - 0xD800) << 10 | (low - 0xDC00));
                        (char::from_u32(code).unwrap_or('\u{fffd}'), 12)
                    }
                    (0xD800..=0xDFFF, _) => {
                        return Err(Error::Expected {
                            what: "a character",
                            found: "a lone surrogate".into(),
                        })
                    }
                    _ => (char::from_u32(n).unwrap_or('\u{fffd}'), 6),
                }
            }
            other => (other as char, 2),
        };
        out.push(c);
        rest = &rest[slash + used..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The values of a list, each as its text.
pub fn elements(raw: &str) -> Result<Vec<&str>> {
    whole(raw, b'[', "a list")?;
    let bytes = raw.as_bytes();
    let mut out = Vec::new();
    let mut at = skip_space(bytes, 1);
    while bytes[at] != b']' {
        let end = skip_value(bytes, at)?;
        out.push(&raw[at..end]);
        at = skip_space(bytes, end);
        if bytes[at] == b',' {
            at = skip_space(bytes, at + 1);
        }
    }
    Ok(out)
}

/// The members of an object, in order: each key decoded, each value as its text.
pub fn members(raw: &str) -> Result<Vec<(String, &str)>> {
    whole(raw, b'{', "an object")?;
    let bytes = raw.as_bytes();
    let mut out = Vec::new();
    let mut at = skip_space(bytes, 1);
    while bytes[at] != b'}' {
        let (key_end, _) = skip_string(bytes, at)?;
        let key = string(&raw[at..key_end])?;
        // Past the colon (the text is checked: it is there).
        let start = skip_space(bytes, skip_space(bytes, key_end) + 1);
        let end = skip_value(bytes, start)?;
        out.push((key, &raw[start..end]));
        at = skip_space(bytes, end);
        if bytes[at] == b',' {
            at = skip_space(bytes, at + 1);
        }
    }
    Ok(out)
}

/// An integer value: what serde_json reads as one (no fraction or exponent, `-0` excepted,
/// within ±2⁶⁴), as i128 so that every integer type checks its own range.
pub(super) fn integer(raw: &str) -> Result<i128> {
    let bytes = raw.as_bytes();
    let whole = matches!(bytes.first(), Some(b'-' | b'0'..=b'9'))
        && number_end(bytes, 0).is_ok_and(|(end, integer)| integer && end == bytes.len());
    let n = whole.then(|| raw.parse::<i128>().ok()).flatten();
    match n {
        Some(n) if (-(1i128 << 63)..=u64::MAX as i128).contains(&n) && raw != "-0" => Ok(n),
        _ => Err(Error::Expected {
            what: "an integer",
            found: start(raw),
        }),
    }
}
