//! A JSON value carried as its text: a game's options or view, or a save, which only the game
//! itself knows how to read. Checked once on the way in, so it can be written into a frame
//! as it is without breaking the frame around it.

use numera_rules::json::{self, FromJson, ToJson};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawJson(String);

impl RawJson {
    /// `text` if it is one JSON value (the whitespace around it dropped), or why not.
    pub fn new(text: &str) -> json::Result<RawJson> {
        json::value(text).map(|raw| RawJson(raw.to_owned()))
    }

    /// A value's own encoding (a view, a save's options).
    pub fn of<T: ToJson + ?Sized>(value: &T) -> RawJson {
        RawJson(json::to_string(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromJson for RawJson {
    /// The codec hands over a value it has checked already.
    fn from_json(raw: &str) -> json::Result<RawJson> {
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
