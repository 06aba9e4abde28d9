//! A JSON value carried as its text: a game's options in a save, or a view, options or save in
//! a table's frame, which only the game itself knows how to read. Checked once on the way
//! in, so it can be written into a save or a frame as it is without breaking what is around
//! it, and read later into the game's own type.

use super::{FromJson, ToJson};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawJson(String);

impl RawJson {
    /// `text` if it is one JSON value (the whitespace around it dropped), or why not.
    pub fn new(text: &str) -> super::Result<RawJson> {
        super::value(text).map(|raw| RawJson(raw.to_owned()))
    }

    /// A value's own encoding (a view, a save's options).
    pub fn of<T: ToJson + ?Sized>(value: &T) -> RawJson {
        RawJson(super::to_string(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// The serde form of a save (the native tests, the command line) writes the value as it is too.
impl serde::Serialize for RawJson {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let raw = serde_json::value::RawValue::from_string(self.0.clone());
        raw.map_err(serde::ser::Error::custom)?.serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for RawJson {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<RawJson, D::Error> {
        let raw = Box::<serde_json::value::RawValue>::deserialize(d)?;
        Ok(RawJson(raw.get().to_owned()))
    }
}

impl FromJson for RawJson {
    /// The codec hands over a value it has checked already.
    fn from_json(raw: &str) -> super::Result<RawJson> {
        Ok(RawJson(raw.to_owned()))
    }
}

impl ToJson for RawJson {
    fn write_json(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_json_value_is_raw_json() {
        assert_eq!(
            RawJson::new(" {\"a\": [1]} ").unwrap().as_str(),
            "{\"a\": [1]}"
        );
        for bad in ["", "{", "{} {}", "[1,]", "nul", "\"\\x\""] {
            assert!(RawJson::new(bad).is_err(), "{bad}");
        }
    }
}
