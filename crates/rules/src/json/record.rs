//! `json_record!`: the `FromJson` and `ToJson` of a plain type, written once as a list of its
//! fields or variants instead of two hand-written impls that must agree with each other and
//! with serde's derive. It writes what serde_json writes for the same type and reads what it
//! reads:
//!
//! - `json_record!(struct Best { seed, score, replay });` — an object, fields in declaration
//!   order (the order given: it must be the declaration's, for serde's list form of a
//!   struct); unknown fields ignored; a missing field an error unless its type reads one
//!   (options: `None`). `name(default)` reads a missing field as its type's default
//!   (`#[serde(default)]`).
//! - `json_record!(struct View { … } check View::check);` — and refuses what `check`
//!   (`fn(&Self) -> Result<(), String>`) refuses: a value from outside that its fields alone
//!   do not make consistent.
//! - `json_record!(struct View { … } seats(SEAT_COUNTS; seats, boards) check View::check);`
//!   — a game's view (fields `players` and `me`): first refuses a seat count the game does
//!   not play, a `me` beyond it, and a per-seat list (each one named after `;`) of another
//!   length (`json::check_seats`), then what `check` refuses.
//! - `json_record!(enum Phase { Bidding = "bidding", Over = "over" });` — serde's
//!   externally tagged enum: a unit variant as its name, a struct variant `V { a, b }` as
//!   `{"V":{"a":…,"b":…}}`, a newtype variant `V(inner: T)` as `{"V":…}`. The name is the
//!   variant's own unless given (`= "name"`, for `rename_all`). Every variant must be listed:
//!   the writer matches on them, so the compiler finds one missing.
//! - `json_record!(text Action);` — a string, its `Display` text, read back through
//!   `FromStr` (which checks it).
//! - `json_record!(names GameId);` — a unit enum as its name (`as_str`), read among `ALL`.

#[macro_export]
macro_rules! json_record {
    (struct $ty:ident { $($f:ident $(($how:ident))?),* $(,)? }
        $(seats($counts:expr; $($per_seat:ident),* $(,)?))?
        $(check $check:path)?
    ) => {
        impl $crate::json::FromJson for $ty {
            fn from_json(raw: &str) -> $crate::json::Result<$ty> {
                const NAMES: &[&str] = &[$(stringify!($f)),*];
                let fields = $crate::json::fields(raw, NAMES, false)?;
                let value = $ty {
                    $($f: $crate::json_record!(@field fields, $f $(, $how)?)),*
                };
                $($crate::json::check_seats(
                    value.players,
                    &$counts,
                    value.me,
                    &[$((stringify!($per_seat), value.$per_seat.len())),*],
                )?;)?
                $($check(&value)?;)?
                Ok(value)
            }
        }

        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                $crate::json::object(out)
                    $(.field(stringify!($f), &self.$f))*
                    .end();
            }
        }
    };

    (enum $ty:ident {
        $($v:ident $({ $($f:ident),* $(,)? })? $(($bind:ident: $t:ty))? $(= $label:literal)?),*
        $(,)?
    }) => {
        impl $crate::json::FromJson for $ty {
            fn from_json(raw: &str) -> $crate::json::Result<$ty> {
                let (name, content) = $crate::json::tagged(raw)?;
                $(
                    if name == $crate::json_record!(@label $v $(, $label)?) {
                        return $crate::json_record!(
                            @read $ty, $v, content $(, { $($f),* })? $(, ($t))?
                        );
                    }
                )*
                Err($crate::json::Error::UnknownVariant(name))
            }
        }

        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                match self {
                    $(
                        $ty::$v $({ $($f),* })? $(($bind))? => $crate::json_record!(
                            @write out, $crate::json_record!(@label $v $(, $label)?)
                            $(, { $($f),* })? $(, ($bind))?
                        ),
                    )*
                }
            }
        }
    };

    (text $ty:ty) => {
        impl $crate::json::FromJson for $ty {
            fn from_json(raw: &str) -> $crate::json::Result<$ty> {
                $crate::json::parse_text(raw)
            }
        }

        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                $crate::json::write_display(self, out);
            }
        }
    };

    (names $ty:ident) => {
        impl $crate::json::FromJson for $ty {
            fn from_json(raw: &str) -> $crate::json::Result<$ty> {
                $crate::json::one_of(raw, &$ty::ALL.map(|v| (v.as_str(), v)))
            }
        }

        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                $crate::json::ToJson::write_json(self.as_str(), out);
            }
        }
    };

    // The parts the arms above share.
    (@field $fields:ident, $f:ident) => { $fields.get(stringify!($f))? };
    (@field $fields:ident, $f:ident, default) => { $fields.or_default(stringify!($f))? };
    (@label $v:ident) => { stringify!($v) };
    (@label $v:ident, $label:literal) => { $label };
    (@read $ty:ident, $v:ident, $content:ident) => {{
        $crate::json::unit($content)?;
        Ok($ty::$v)
    }};
    (@read $ty:ident, $v:ident, $content:ident, { $($f:ident),* }) => {{
        const NAMES: &[&str] = &[$(stringify!($f)),*];
        let fields = $crate::json::fields($crate::json::content($content)?, NAMES, false)?;
        Ok($ty::$v { $($f: fields.get(stringify!($f))?),* })
    }};
    (@read $ty:ident, $v:ident, $content:ident, ($t:ty)) => {
        <$t as $crate::json::FromJson>::from_json($crate::json::content($content)?).map($ty::$v)
    };
    (@write $out:ident, $name:expr) => {
        $crate::json::ToJson::write_json($name, $out)
    };
    (@write $out:ident, $name:expr, { $($f:ident),* }) => {
        $crate::json::write_tagged($out, $name, |out| {
            $crate::json::object(out)$(.field(stringify!($f), $f))*.end()
        })
    };
    (@write $out:ident, $name:expr, ($bind:ident)) => {
        $crate::json::write_tagged($out, $name, |out| $crate::json::ToJson::write_json($bind, out))
    };
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use crate::json;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Point {
        x: i32,
        #[serde(default)]
        tag: u16,
        on: Option<bool>,
    }
    crate::json_record!(struct Point { x, tag(default), on });

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Shape {
        Dot,
        Line { from: Point, to: [u8; 2] },
        Many(Vec<Point>),
    }
    crate::json_record!(enum Shape {
        Dot = "dot",
        Line { from, to } = "line",
        Many(points: Vec<Point>) = "many",
    });

    #[test]
    fn records_read_and_write_as_serde_derives_do() {
        let texts = [
            r#""dot""#,
            r#"{"dot":null}"#,
            r#"{"dot":1}"#,
            r#""Dot""#,
            r#""line""#,
            r#"{"line":{"from":{"x":1,"on":true},"to":[1,2]}}"#,
            r#"{"line":[{"x":-1,"tag":3,"on":null},[0,255]]}"#,
            r#"{"line":{"from":{"x":1},"to":[1,2]}}"#,
            r#"{"line":{"from":{"tag":1},"to":[1,2]}}"#,
            r#"{"line":{"from":{"x":1},"to":[1,2],"extra":0}}"#,
            r#"{"line":{"from":{"x":1},"to":[1,2,3]}}"#,
            r#"{"line":{"from":{"x":1,"x":2},"to":[1,2]}}"#,
            r#"{"line":{"from":[1],"to":[1,2]}}"#,
            r#"{"line":{"from":[1,2],"to":[1,2]}}"#,
            r#"{"line":{"from":[1,2,null],"to":[1,2]}}"#,
            r#"{"line":[{"x":1}]}"#,
            r#"{"line":[{"x":1},[1,2],3]}"#,
            r#"{"line":null}"#,
            r#"{"many":[]}"#,
            r#"{"many":[{"x":2147483648}]}"#,
            r#"{"many":[{"x":1}],"dot":null}"#,
            r#"{"many":null}"#,
            "{}",
            "[]",
        ];
        let mut read = 0;
        for text in texts {
            let new = json::from_str::<Shape>(text);
            let old = serde_json::from_str::<Shape>(text);
            assert_eq!(new.is_ok(), old.is_ok(), "{text}: {new:?} / {old:?}");
            if let (Ok(a), Ok(b)) = (&new, &old) {
                assert_eq!(a, b, "{text}");
                assert_eq!(json::to_string(a), serde_json::to_string(b).unwrap());
                read += 1;
            }
        }
        assert_eq!(read, 8);
    }
}
