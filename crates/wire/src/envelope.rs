//! The envelope every frame shares, `{"v":1,"t":"<type>",…}`: read first and strictly, so
//! that a frame of another version is told apart from a broken one.

use numera_rules::json::{self, FromJson};

use crate::{WireError, VERSION};

/// The type `t` of a frame and the frame's object text, after its version was checked.
pub fn open(text: &str) -> Result<(String, &str), WireError> {
    let raw = json::value(text)?;
    if !raw.starts_with('{') {
        return Err(WireError::Malformed("a frame is a JSON object".into()));
    }
    let members = json::members(raw)?;
    let find = |name: &str| members.iter().find(|(k, _)| k == name).map(|(_, v)| *v);
    let version = match find("v") {
        None => return Err(WireError::BadVersion(None)),
        Some(v) => u64::from_json(v).map_err(|_| WireError::BadVersion(None))?,
    };
    if version != u64::from(VERSION) {
        return Err(WireError::BadVersion(Some(version)));
    }
    let kind = find("t").ok_or_else(|| WireError::Malformed("missing field `t`".into()))?;
    Ok((String::from_json(kind)?, raw))
}

/// The fields of a message of type `t`: the envelope's two and `names`, nothing else.
pub fn fields<'a>(
    raw: &'a str,
    names: &'static [&'static str],
) -> Result<json::Fields<'a>, WireError> {
    Ok(json::fields(raw, names, true)?)
}

/// Starts writing a message of type `t`.
pub fn write<'a>(out: &'a mut String, t: &str) -> json::Object<'a> {
    json::object(out).field("v", &VERSION).field("t", t)
}

/// A frame of a type nobody knows.
pub fn unknown(t: &str) -> WireError {
    WireError::Malformed(format!("unknown type `{t}`"))
}

/// A message enum's `decode` and `encode` from the list of its variants, each with its type
/// `t` and its fields (or those of the one struct it holds, named in brackets), read and
/// written as themselves in that order after the envelope.
/// Variants written another way are left to the two functions named after `else`: one reads
/// a frame of a type not listed (`unknown` when it knows none either), the other starts the
/// writing of a variant not listed.
macro_rules! messages {
    ($ty:ident { $($variant:ident $(($inner:ident))? = $t:literal { $($field:ident),* }),* $(,)? }
        $(else $decode_other:path, $encode_other:path)?) => {
        impl $ty {
            /// Reads one frame, strictly (see the crate's docs).
            pub fn decode(text: &str) -> Result<$ty, WireError> {
                let (kind, raw) = envelope::open(text)?;
                Ok(match kind.as_str() {
                    $($t => {
                        #[allow(unused_variables)]
                        let m = envelope::fields(raw, &["v", "t" $(, stringify!($field))*])?;
                        $crate::envelope::messages!(@make $ty::$variant $(($inner))?, m, $($field),*)
                    })*
                    other => $crate::envelope::messages!(@other other, raw $(, $decode_other)?),
                })
            }

            /// The frame's text.
            pub fn encode(&self) -> String {
                let mut out = String::new();
                let o = match self {
                    $($crate::envelope::messages!(@bind $ty::$variant $(($inner))?, $($field),*) => {
                        envelope::write(&mut out, $t) $(.field(stringify!($field), $field))*
                    })*
                    $(other => $encode_other(other, &mut out),)?
                };
                o.end();
                out
            }
        }
    };
    (@make $ty:ident::$variant:ident, $m:ident, $($field:ident),*) => {
        $ty::$variant { $($field: $m.get(stringify!($field))?),* }
    };
    (@make $ty:ident::$variant:ident($inner:ident), $m:ident, $($field:ident),*) => {
        $ty::$variant($inner { $($field: $m.get(stringify!($field))?),* })
    };
    (@bind $ty:ident::$variant:ident, $($field:ident),*) => {
        $ty::$variant { $($field),* }
    };
    (@bind $ty:ident::$variant:ident($inner:ident), $($field:ident),*) => {
        $ty::$variant($inner { $($field),* })
    };
    (@other $t:ident, $raw:ident) => {
        return Err(envelope::unknown($t))
    };
    (@other $t:ident, $raw:ident, $decode_other:path) => {
        $decode_other($t, $raw)?
    };
}

pub(crate) use messages;

/// What the tests of the client's messages and the server's assert alike.
#[cfg(test)]
pub(crate) mod checks {
    use std::fmt::Debug;

    use crate::WireError;

    /// Each text is refused as malformed (not as another version).
    pub fn malformed<M: Debug>(texts: &[&str], decode: fn(&str) -> Result<M, WireError>) {
        for text in texts {
            assert!(
                matches!(decode(text), Err(WireError::Malformed(_))),
                "{text}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ClientMessage, ServerMessage};

    #[test]
    fn every_message_of_either_side_reads_back_as_written() {
        for message in ClientMessage::samples() {
            let text = message.encode();
            assert_eq!(ClientMessage::decode(&text), Ok(message), "{text}");
        }
        for message in ServerMessage::samples() {
            let text = message.encode();
            assert_eq!(ServerMessage::decode(&text), Ok(message), "{text}");
        }
    }

    #[test]
    fn the_version_is_read_before_anything_else() {
        assert_eq!(open(r#"{"t":"ping"}"#), Err(WireError::BadVersion(None)));
        assert_eq!(
            open(r#"{"v":"1","t":"x"}"#),
            Err(WireError::BadVersion(None))
        );
        assert_eq!(
            open(r#"{"v":2,"t":"?"}"#),
            Err(WireError::BadVersion(Some(2)))
        );
        assert!(matches!(open(r#"{"v":1}"#), Err(WireError::Malformed(_))));
        assert!(matches!(
            open(r#"[1,"ping"]"#),
            Err(WireError::Malformed(_))
        ));
        assert!(matches!(open("{"), Err(WireError::Malformed(_))));
        assert_eq!(open(r#" {"v":1,"t":"ping"} "#).unwrap().0, "ping");
    }
}
