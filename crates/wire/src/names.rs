//! Enums written as one of their names (a table's status, an error's code): each name once,
//! in a table of names and values, and from it the name of a value, the value of a name and
//! the JSON both ways.

/// `as_str`, `parse`, `FromJson` and `ToJson` of enum `$ty` from `$table`, its list of
/// `(name, value)`.
macro_rules! named {
    ($ty:ident, $table:expr) => {
        impl $ty {
            /// Its name in frames and in the tables' store.
            pub fn as_str(self) -> &'static str {
                $table
                    .iter()
                    .find(|(_, v)| *v == self)
                    .map_or("", |(n, _)| n)
            }

            /// The value of a name; `None` for a name no value has.
            pub fn parse(text: &str) -> Option<$ty> {
                $table.iter().find(|(n, _)| *n == text).map(|&(_, v)| v)
            }
        }

        impl numera_rules::json::FromJson for $ty {
            fn from_json(raw: &str) -> numera_rules::json::Result<$ty> {
                numera_rules::json::one_of(raw, &$table)
            }
        }

        impl numera_rules::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                numera_rules::json::ToJson::write_json(self.as_str(), out);
            }
        }
    };
}

pub(crate) use named;
