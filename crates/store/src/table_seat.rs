//! What a browser keeps of an online table it sits at (`keys::table`): its seat and the token
//! that holds it, and the host's secret when this browser opened the table. With them a reload,
//! a lost network or a phone that slept comes back to the same seat (docs/tables.md). Tokens
//! are hexadecimal, so the record is a line of words rather than JSON, as `Standing` is.

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TableSeat {
    /// The seat and its token, once this browser sat down.
    pub seat: Option<(usize, String)>,
    /// The host's secret, for the browser that opened the table.
    pub host: Option<String>,
    /// Whether the finished game was added to this browser's history already.
    pub recorded: bool,
}

const NONE: &str = "-";

fn word(text: &str) -> Option<String> {
    let ok = !text.is_empty() && text.len() <= 128 && text.bytes().all(|b| b.is_ascii_hexdigit());
    ok.then(|| text.to_owned())
}

impl TableSeat {
    /// "v1 SEAT TOKEN HOST RECORDED", `-` for what is not there.
    pub fn to_text(&self) -> String {
        let (seat, token) = match &self.seat {
            Some((seat, token)) => (seat.to_string(), token.as_str()),
            None => (NONE.to_owned(), NONE),
        };
        let host = self.host.as_deref().unwrap_or(NONE);
        format!("v1 {seat} {token} {host} {}", u8::from(self.recorded))
    }

    /// The record, or `None` for anything else (a damaged record is a seat forgotten: the
    /// player can still watch, and sit again while the table is open).
    pub fn from_text(text: &str) -> Option<TableSeat> {
        let parts: Vec<&str> = text.split(' ').collect();
        let ["v1", seat, token, host, recorded] = parts.as_slice() else {
            return None;
        };
        let seat = match (*seat, *token) {
            (NONE, NONE) => None,
            (seat, token) => Some((seat.parse().ok()?, word(token)?)),
        };
        let host = match *host {
            NONE => None,
            host => Some(word(host)?),
        };
        let recorded = match *recorded {
            "0" => false,
            "1" => true,
            _ => return None,
        };
        Some(TableSeat {
            seat,
            host,
            recorded,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::TableSeat;

    #[test]
    fn a_table_seat_reads_back_as_written() {
        let token = "0f".repeat(16);
        for seat in [
            TableSeat::default(),
            TableSeat {
                seat: Some((2, token.clone())),
                host: Some("ab".repeat(16)),
                recorded: true,
            },
            TableSeat {
                seat: None,
                host: Some(token.clone()),
                recorded: false,
            },
        ] {
            assert_eq!(TableSeat::from_text(&seat.to_text()), Some(seat));
        }
    }

    #[test]
    fn a_damaged_record_reads_as_nothing() {
        for text in [
            "",
            "v2 0 0f - 0",
            "v1 0 - - 0",
            "v1 - 0f - 0",
            "v1 x 0f - 0",
            "v1 0 0g - 0",
            "v1 0 0f - 2",
            "v1 0 0f - 0 extra",
            "v1 0 <script> - 0",
        ] {
            assert_eq!(TableSeat::from_text(text), None, "{text}");
        }
    }
}
