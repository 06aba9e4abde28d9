//! Enums whose variants carry data, in serde's default form ("externally tagged"): a unit
//! variant as `"Name"` (or `{"Name":null}`), any other as an object of one member,
//! `{"Name":content}` — a struct variant's content an object (or a list) of its fields, a
//! newtype variant's its value. Kept apart from unit-only enums (`one_of`), which need no
//! content at all.

use super::error::start;
use super::text::{members, string};
use super::{Error, Result};

/// A variant's name and its content, `None` when written as a bare name.
pub fn tagged(raw: &str) -> Result<(String, Option<&str>)> {
    if !raw.starts_with('{') {
        return Ok((string(raw)?, None));
    }
    match members(raw)?.as_slice() {
        [(name, content)] => Ok((name.clone(), Some(*content))),
        _ => Err(Error::Expected {
            what: "a variant: an object with one member",
            found: start(raw),
        }),
    }
}

/// The content of a unit variant: none, or `null` (serde's object form).
pub fn unit(content: Option<&str>) -> Result<()> {
    match content {
        None | Some("null") => Ok(()),
        Some(other) => Err(Error::Expected {
            what: "no content for a unit variant",
            found: start(other),
        }),
    }
}

/// The content of a variant that carries data, which a bare name lacks.
pub fn content(content: Option<&str>) -> Result<&str> {
    content.ok_or(Error::Expected {
        what: "a variant with data",
        found: "a bare name".into(),
    })
}

/// Writes `{"name":…}`, the content written by `write`.
pub fn write_tagged(out: &mut String, name: &str, write: impl FnOnce(&mut String)) {
    out.push('{');
    super::ToJson::write_json(name, out);
    out.push(':');
    write(out);
    out.push('}');
}
