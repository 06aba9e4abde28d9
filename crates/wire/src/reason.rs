//! Why a request was not done: an action's refusal (`refused`), or a request's or the
//! connection's error (`error`).

use numera_rules::json;

/// Why an `act` was not played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Made from a frame the table has moved past (a replayed or outdated action).
    Stale,
    /// The action is for a seat this connection does not hold.
    NotYourSeat,
    /// The connection sits at no table.
    NotSeated,
    /// Spectators watch only.
    Spectator,
    /// The table has not started, or has ended.
    NotStarted,
    /// The text is no action of this game (its notation's reason).
    BadAction(String),
    /// The rules refused it (the game's reason, in English).
    Rules(String),
}

const REASONS: [&str; 7] = [
    "stale",
    "not_your_seat",
    "not_seated",
    "spectator",
    "not_started",
    "bad_action",
    "rules",
];

impl Reason {
    /// The reason's name on the wire (`stale`, `rules`…).
    pub fn name(&self) -> &'static str {
        REASONS[match self {
            Reason::Stale => 0,
            Reason::NotYourSeat => 1,
            Reason::NotSeated => 2,
            Reason::Spectator => 3,
            Reason::NotStarted => 4,
            Reason::BadAction(_) => 5,
            Reason::Rules(_) => 6,
        }]
    }

    /// The words that come with it (the notation's or the rules' reason), if any.
    pub fn text(&self) -> Option<&String> {
        match self {
            Reason::BadAction(t) | Reason::Rules(t) => Some(t),
            _ => None,
        }
    }

    pub(crate) fn read(name: &str, text: Option<String>) -> json::Result<Reason> {
        Ok(match (name, text) {
            ("stale", None) => Reason::Stale,
            ("not_your_seat", None) => Reason::NotYourSeat,
            ("not_seated", None) => Reason::NotSeated,
            ("spectator", None) => Reason::Spectator,
            ("not_started", None) => Reason::NotStarted,
            ("bad_action", Some(t)) => Reason::BadAction(t),
            ("rules", Some(t)) => Reason::Rules(t),
            (name, _) => return Err(format!("no reason `{name}` with that text").into()),
        })
    }
}

macro_rules! error_codes {
    ($($variant:ident = $name:literal: $doc:literal,)*) => {
        /// What went wrong with a request, or with the connection.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ErrorCode { $(#[doc = $doc] $variant,)* }
        pub(crate) const ERROR_CODES: &[(&str, ErrorCode)] = &[$(($name, ErrorCode::$variant),)*];
    };
}

error_codes! {
    BadVersion = "bad_version": "The frame's protocol version is not this server's.",
    BadFrame = "bad_frame": "Not a message of the protocol.",
    TooBig = "too_big": "A frame over `MAX_CLIENT_FRAME`: the connection is closed.",
    RateLimited = "rate_limited": "Too many frames too fast: the connection is closed.",
    NoSuchTable = "no_such_table": "No table has this code (or the link is damaged).",
    TableFull = "table_full": "No free seat is left.",
    SeatTaken = "seat_taken": "Someone sits there already, or it is a bot's seat.",
    TableOver = "table_over": "The game has ended.",
    HostClosed = "host_closed": "The host closed the table.",
    BadToken = "bad_token": "The token holds no seat of this table (or is not the host's).",
    TooManyTables = "too_many_tables": "This address has opened as many tables as it may.",
    TooManyConnections = "too_many_connections": "This address has as many connections as it may.",
    BadOptions = "bad_options": "The game refused the options (the text says why).",
    NotOpen = "not_open": "Only an open table can be sat at or started this way.",
    SeatsFree = "seats_free": "The host cannot start while a human seat is free.",
    Unavailable = "unavailable": "The server could not store the table: try again later.",
}

crate::names::named!(ErrorCode, ERROR_CODES);
