//! JSON for saves, the stored records and the games' views, by hand: a checker, readers that
//! take a value's text apart, and a writer. Each type converts itself (`FromJson`, `ToJson`)
//! next to its definition, many through `json_record!` (record.rs). The views travel
//! from a table server to the page that shows them; one read from outside is checked as
//! untrusted input (seats.rs, and each game's view_json.rs).
//!
//! Why not serde_json: its code, instantiated once per record type, weighed on every page's
//! wasm (docs/experiments/performance-log.md, "Second round"). The readers accept exactly what
//! serde_json with the
//! records' derives accepted — the same number, string and nesting rules, a struct as an
//! object or as an array of its fields, an enum as `"name"` or `{"name":null}`, unknown fields
//! ignored unless the type refused them — and the writer writes the same bytes: a native test
//! (crates/fuzz/tests/json_codec.rs) compares the two on every fixture and on mutated records. Values are
//! read lazily from their text, so a part no type reads (an unknown field, a game's options) is
//! only checked, however deeply it nests, as serde_json only checked it.

mod error;
mod raw;
mod record;
mod seats;
mod tagged;
mod text;

use std::fmt::Display;
use std::str::FromStr;

pub use seats::{check_per_seat, check_seat, check_seats};
pub use tagged::{content, tagged, unit, write_tagged};
use text::integer;
pub use text::{elements, members, string, value};

pub use error::Error;
pub use raw::RawJson;
pub type Result<T> = std::result::Result<T, Error>;

/// A value read from its text (`raw`: one checked JSON value, no whitespace around it).
pub trait FromJson: Sized {
    fn from_json(raw: &str) -> Result<Self>;
    /// What a field missing from an object reads as: an error, except for options (`None`).
    fn missing(name: &str) -> Result<Self> {
        Err(Error::MissingField(name.to_owned()))
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

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl FromJson for $t {
            fn from_json(raw: &str) -> Result<$t> {
                let n = integer(raw)?;
                <$t>::try_from(n).map_err(|_| Error::OutOfRange(n))
            }
        }
        impl ToJson for $t {
            fn write_json(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }
    )*};
}
integers!(u8, u16, u32, u64, usize, i32, i64);

impl FromJson for bool {
    fn from_json(raw: &str) -> Result<bool> {
        match raw {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(Error::Expected {
                what: "true or false",
                found: error::start(raw),
            }),
        }
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

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

/// A fixed-size array: a list of exactly `N` values, as serde reads and writes it.
impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(raw: &str) -> Result<[T; N]> {
        let items = elements(raw)?;
        let length = Error::Length {
            of: "values",
            expected: N,
            found: items.len(),
        };
        if items.len() != N {
            return Err(length);
        }
        let values: Vec<T> = items.into_iter().map(T::from_json).collect::<Result<_>>()?;
        values.try_into().map_err(|_| length)
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
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
        .ok_or(Error::UnknownVariant(name))
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
    string(raw)?
        .parse()
        .map_err(|e: T::Err| Error::Invalid(e.to_string().into()))
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
            return Err(Error::Length {
                of: "fields",
                expected: names.len(),
                found: items.len(),
            });
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
            Some(i) if values[i].is_some() => return Err(Error::DuplicateField(key)),
            Some(i) => values[i] = Some(value),
            None if deny_unknown => return Err(Error::UnknownField(key)),
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
            (_, Some(raw)) => T::from_json(raw).map_err(|e| e.within(name)),
            (i, None) if self.list => Err(self.short(i)),
            (_, None) => T::missing(name),
        }
    }

    /// A list form that stops before field `i`.
    fn short(&self, i: usize) -> Error {
        Error::Length {
            of: "fields",
            expected: self.names.len(),
            found: i,
        }
    }

    /// A field with a default (`#[serde(default)]`), which a missing one reads as.
    pub fn or_default<T: FromJson + Default>(&self, name: &str) -> Result<T> {
        match self.slot(name) {
            (_, Some(raw)) => T::from_json(raw).map_err(|e| e.within(name)),
            (_, None) => Ok(T::default()),
        }
    }

    /// The field's text as written (`serde_json::value::RawValue`).
    pub fn raw(&self, name: &str) -> Result<&'a str> {
        match self.slot(name) {
            (_, Some(raw)) => Ok(raw),
            (i, None) if self.list => Err(self.short(i)),
            (_, None) => Err(Error::MissingField(name.to_owned())),
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
