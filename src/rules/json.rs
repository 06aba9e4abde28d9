//! JSON for saves and the stored records, by hand: a checker, readers that take a value's text
//! apart, and a writer. Each record type converts itself (`FromJson`, `ToJson`) next to its
//! definition.
//!
//! Why not serde_json: its code, instantiated once per record type, was some 27 KiB of every
//! page's wasm (docs/performance.md). The readers accept exactly what serde_json with the
//! records' derives accepted — the same number, string and nesting rules, a struct as an
//! object or as an array of its fields, an enum as `"name"` or `{"name":null}`, unknown fields
//! ignored unless the type refused them — and the writer writes the same bytes: a native test
//! (tests/json_codec.rs) compares the two on every fixture and on mutated records. Values are
//! read lazily from their text, so a part no type reads (an unknown field, a game's options) is
//! only checked, however deeply it nests, as serde_json only checked it.

use std::fmt::Display;
use std::str::FromStr;

/// Why a text is not the JSON a type expects, in words.
pub type Error = String;
pub type Result<T> = std::result::Result<T, Error>;

/// A value read from its text (`raw`: one checked JSON value, no whitespace around it).
pub trait FromJson: Sized {
    fn from_json(raw: &str) -> Result<Self>;
    /// What a field missing from an object reads as: an error, except for options (`None`).
    fn missing(name: &str) -> Result<Self> {
        Err(format!("missing field `{name}`"))
    }
}

/// A value written as JSON, appended to `out`.
pub trait ToJson {
    fn write_json(&self, out: &mut String);
}

/// The value `text` holds (whitespace around it allowed), read as a `T`.
pub fn from_str<T: FromJson>(text: &str) -> Result<T> {
    T::from_json(value(text)?)
}

pub fn to_string<T: ToJson + ?Sized>(value: &T) -> String {
    let mut out = String::new();
    value.write_json(&mut out);
    out
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() && is_space(bytes[at]) {
        at += 1;
    }
    at
}

fn fail<T>(what: &str, at: usize) -> Result<T> {
    Err(format!("{what} at character {}", at + 1))
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
fn whole(raw: &str, first: u8, what: &str) -> Result<()> {
    let bytes = raw.as_bytes();
    if bytes.first() != Some(&first) || skip_value(bytes, 0)? != bytes.len() {
        return Err(format!("expected {what}, found {raw:.20}"));
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
                    (0xD800..=0xDFFF, _) => return Err("lone surrogate in a string".into()),
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
fn integer(raw: &str) -> Result<i128> {
    let bytes = raw.as_bytes();
    let whole = matches!(bytes.first(), Some(b'-' | b'0'..=b'9'))
        && number_end(bytes, 0).is_ok_and(|(end, integer)| integer && end == bytes.len());
    let n = whole.then(|| raw.parse::<i128>().ok()).flatten();
    match n {
        Some(n) if (-(1i128 << 63)..=u64::MAX as i128).contains(&n) && raw != "-0" => Ok(n),
        _ => Err(format!("expected an integer, found {raw:.20}")),
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl FromJson for $t {
            fn from_json(raw: &str) -> Result<$t> {
                let n = integer(raw)?;
                <$t>::try_from(n).map_err(|_| format!("{n} is out of range"))
            }
        }
        impl ToJson for $t {
            fn write_json(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }
    )*};
}
integers!(u8, u32, u64, usize, i64);

impl FromJson for String {
    fn from_json(raw: &str) -> Result<String> {
        string(raw)
    }
}

impl ToJson for str {
    /// Escaped as serde_json escapes: quote, backslash and control characters only.
    fn write_json(&self, out: &mut String) {
        out.push('"');
        let mut rest = self;
        while let Some(at) = rest.find(|c: char| c < ' ' || c == '"' || c == '\\') {
            out.push_str(&rest[..at]);
            let c = rest.as_bytes()[at];
            match c {
                b'"' => out.push_str("\\\""),
                b'\\' => out.push_str("\\\\"),
                b'\n' => out.push_str("\\n"),
                b'\r' => out.push_str("\\r"),
                b'\t' => out.push_str("\\t"),
                8 => out.push_str("\\b"),
                12 => out.push_str("\\f"),
                _ => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    out.push_str("\\u00");
                    out.push(HEX[usize::from(c >> 4)] as char);
                    out.push(HEX[usize::from(c & 15)] as char);
                }
            }
            rest = &rest[at + 1..];
        }
        out.push_str(rest);
        out.push('"');
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        self.as_str().write_json(out);
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(raw: &str) -> Result<Vec<T>> {
        elements(raw)?.into_iter().map(T::from_json).collect()
    }
}

impl<T: ToJson> ToJson for [T] {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            item.write_json(out);
        }
        out.push(']');
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(raw: &str) -> Result<Option<T>> {
        if raw == "null" {
            Ok(None)
        } else {
            T::from_json(raw).map(Some)
        }
    }

    fn missing(_: &str) -> Result<Option<T>> {
        Ok(None)
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut String) {
        match self {
            Some(value) => value.write_json(out),
            None => out.push_str("null"),
        }
    }
}

/// The name of an enum's unit variant: `"name"`, or `{"name":null}` (serde's other form).
pub fn variant(raw: &str) -> Result<String> {
    if raw.starts_with('{') {
        if let [(name, "null")] = members(raw)?.as_slice() {
            return Ok(name.clone());
        }
    }
    string(raw)
}

/// An enum's variant by its name, among `names` (name, value).
pub fn one_of<T: Copy>(raw: &str, names: &[(&str, T)]) -> Result<T> {
    let name = variant(raw)?;
    names
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v)
        .ok_or_else(|| format!("unknown variant `{name}`"))
}

/// Writes the name `names` gives `value` (an enum's unit variant).
pub fn write_name<T: PartialEq>(names: &[(&str, T)], value: &T, out: &mut String) {
    let name = names
        .iter()
        .find(|(_, v)| v == value)
        .map_or("", |(n, _)| n);
    name.write_json(out);
}

/// A value written as its text form (`Display`), in quotes: seeds, dates.
pub fn write_display(value: &impl Display, out: &mut String) {
    value.to_string().write_json(out);
}

/// A value read from its text form (`FromStr`), checked by it.
pub fn parse_text<T: FromStr<Err: Display>>(raw: &str) -> Result<T> {
    string(raw)?.parse().map_err(|e: T::Err| e.to_string())
}

/// A struct's fields as read from an object, or from a list of the fields in their declared
/// order (serde's other form of a struct).
pub struct Fields<'a> {
    names: &'static [&'static str],
    values: Vec<Option<&'a str>>,
    list: bool,
}

/// Reads `raw` as a struct with fields `names` (in declaration order). A field named twice is
/// refused; an unknown one too when `deny_unknown` (`#[serde(deny_unknown_fields)]`).
pub fn fields<'a>(
    raw: &'a str,
    names: &'static [&'static str],
    deny_unknown: bool,
) -> Result<Fields<'a>> {
    let mut values = vec![None; names.len()];
    if raw.starts_with('[') {
        let items = elements(raw)?;
        if items.len() > names.len() {
            return Err(format!(
                "a list of {} fields, not {}",
                names.len(),
                items.len()
            ));
        }
        for (slot, item) in values.iter_mut().zip(items) {
            *slot = Some(item);
        }
        return Ok(Fields {
            names,
            values,
            list: true,
        });
    }
    for (key, value) in members(raw)? {
        match names.iter().position(|n| *n == key) {
            Some(i) if values[i].is_some() => return Err(format!("duplicate field `{key}`")),
            Some(i) => values[i] = Some(value),
            None if deny_unknown => return Err(format!("unknown field `{key}`")),
            None => {}
        }
    }
    Ok(Fields {
        names,
        values,
        list: false,
    })
}

impl<'a> Fields<'a> {
    fn slot(&self, name: &str) -> (usize, Option<&'a str>) {
        let i = self.names.iter().position(|n| *n == name).unwrap_or(0);
        (i, self.values[i])
    }

    /// A field's value; a missing one is an error, except an option's in an object.
    pub fn get<T: FromJson>(&self, name: &str) -> Result<T> {
        match self.slot(name) {
            (_, Some(raw)) => T::from_json(raw).map_err(|e| format!("{name}: {e}")),
            (i, None) if self.list => {
                Err(format!("a list of {i} fields, not {}", self.names.len()))
            }
            (_, None) => T::missing(name),
        }
    }

    /// A field with a default (`#[serde(default)]`), which a missing one reads as.
    pub fn or_default<T: FromJson + Default>(&self, name: &str) -> Result<T> {
        match self.slot(name) {
            (_, Some(raw)) => T::from_json(raw).map_err(|e| format!("{name}: {e}")),
            (_, None) => Ok(T::default()),
        }
    }

    /// The field's text as written (`serde_json::value::RawValue`).
    pub fn raw(&self, name: &str) -> Result<&'a str> {
        match self.slot(name) {
            (_, Some(raw)) => Ok(raw),
            (i, None) if self.list => {
                Err(format!("a list of {i} fields, not {}", self.names.len()))
            }
            (_, None) => Err(format!("missing field `{name}`")),
        }
    }
}

/// Writes an object field by field, in the order given.
pub struct Object<'a> {
    out: &'a mut String,
    first: bool,
}

pub fn object(out: &mut String) -> Object<'_> {
    out.push('{');
    Object { out, first: true }
}

impl Object<'_> {
    fn key(&mut self, name: &str) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        name.write_json(self.out);
        self.out.push(':');
    }

    pub fn field<T: ToJson + ?Sized>(mut self, name: &str, value: &T) -> Self {
        self.key(name);
        value.write_json(self.out);
        self
    }

    /// A field whose value is JSON text already.
    pub fn raw(mut self, name: &str, json: &str) -> Self {
        self.key(name);
        self.out.push_str(json);
        self
    }

    pub fn end(self) {
        self.out.push('}');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readers_refuse_unchecked_text_instead_of_running_past_it() {
        for bad in [
            "", "\"", "\"\\", "\"\\u12", "[", "[1", "[1,", "{", "{\"a\"", "{\"a\":", "{\"a\":1",
        ] {
            assert!(string(bad).is_err(), "{bad}");
            assert!(elements(bad).is_err(), "{bad}");
            assert!(members(bad).is_err(), "{bad}");
            assert!(value(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_struct_reads_from_an_object_or_a_list_of_its_fields() {
        const NAMES: &[&str] = &["a", "b"];
        let read = |raw: &str| -> Result<(u32, Option<u32>)> {
            let f = fields(value(raw)?, NAMES, true)?;
            Ok((f.get("a")?, f.get("b")?))
        };
        assert_eq!(read("{\"a\":1}"), Ok((1, None)));
        assert_eq!(read("[1,2]"), Ok((1, Some(2))));
        assert!(read("[1]").is_err(), "a list gives every field");
        assert!(read("{\"a\":1,\"a\":2}").is_err());
        assert!(read("{\"a\":1,\"c\":2}").is_err());
        assert!(read("{\"a\":-0}").is_err());
        assert!(read("{\"a\":4294967296}").is_err());
    }
}
