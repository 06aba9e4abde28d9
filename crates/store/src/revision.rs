//! Revisions: every JSON record is stored with a `rev` field, so that a tab can tell whether
//! the record moved on since it last read it (another tab wrote it) before writing over it.
//!
//! The field sits beside the record's own fields (readers ignore fields they do not know), so
//! records written before revisions existed read as revision 0 and nothing had to migrate.

/// The revision a stored record carries: 0 when it has none (an older record) or is not
/// readable (the reader of the record reports that, not this). Read from the `"rev":N` that
/// `stamp` puts first, by hand: every page reads revisions, and a JSON reader of its own would
/// cost each page's module more than this.
pub fn rev_of(text: &str) -> u64 {
    let Some(rest) = text.trim_start().strip_prefix("{\"rev\":") else {
        return 0;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let after = rest[digits..].trim_start();
    if !(after.starts_with(',') || after.starts_with('}')) {
        return 0;
    }
    rest[..digits].parse().unwrap_or(0)
}

/// The revision of the next write over a record at `stored`: above it, and at least the
/// clock in milliseconds, so a record deleted and written again never repeats a revision that
/// another tab may still hold.
pub fn next_rev(stored: u64, now_ms: u64) -> u64 {
    stored.saturating_add(1).max(now_ms)
}

/// `json` (an object, as every record is) with `rev` as its first field, replacing any it had.
/// Spliced as text, so a page does not need a generic JSON value to do it.
pub fn stamp(json: &str, rev: u64) -> String {
    let body = json.trim_start().strip_prefix('{').unwrap_or(json);
    let body = strip_rev(body);
    let sep = if body.trim_start().starts_with('}') {
        ""
    } else {
        ","
    };
    format!("{{\"rev\":{rev}{sep}{body}")
}

/// The object's body without a leading `"rev":N,` that `stamp` put there.
fn strip_rev(body: &str) -> &str {
    let Some(rest) = body.strip_prefix("\"rev\":") else {
        return body;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &rest[digits..];
    rest.strip_prefix(',').unwrap_or(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stamped_record_carries_its_revision_and_reads_as_before() {
        let save = r#"{"version":1,"game":"number","seed":"B4TR-8WZ3","options":{},"actions":[]}"#;
        let stamped = stamp(save, 42);
        assert_eq!(rev_of(&stamped), 42);
        let again = stamp(&stamped, 43);
        assert_eq!(rev_of(&again), 43);
        assert_eq!(again.matches("\"rev\"").count(), 1, "{again}");
        let value: serde_json::Value = serde_json::from_str(&again).unwrap();
        let original: serde_json::Value = serde_json::from_str(save).unwrap();
        let mut value = value;
        value.as_object_mut().unwrap().remove("rev");
        assert_eq!(value, original);
        assert_eq!(stamp("{}", 5), "{\"rev\":5}");
    }

    #[test]
    fn records_without_a_revision_read_as_zero() {
        assert_eq!(rev_of(r#"{"version":1}"#), 0);
        assert_eq!(rev_of("not json"), 0);
        assert_eq!(rev_of(r#"{"rev":"x"}"#), 0);
        assert_eq!(rev_of(r#"{"rev":12x}"#), 0);
        assert_eq!(rev_of(r#"{"rev":99999999999999999999999,"a":1}"#), 0);
    }

    #[test]
    fn the_next_revision_is_above_the_stored_one_and_the_clock() {
        assert_eq!(next_rev(0, 1_700_000_000_000), 1_700_000_000_000);
        assert_eq!(
            next_rev(1_700_000_000_005, 1_700_000_000_000),
            1_700_000_000_006
        );
        assert_eq!(next_rev(u64::MAX, 0), u64::MAX);
    }
}
