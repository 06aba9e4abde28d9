//! Why a request was not done: an action's refusal (`refused`), or a request's or the
//! connection's error (`error`).

use numera_rules::json::{self, Object, RawJson};

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
    /// The game has not started yet (an action after the end is the rules' to refuse:
    /// `Rules` with the game's own `GameOver`).
    NotStarted,
    /// The text is no action of this game.
    BadAction(Misread),
    /// The rules refused it: the game's own refusal.
    Rules(Refusal),
}

/// The rules' refusal of an action, as the refusal carries it: the game's typed refusal
/// (`Game::Refusal` as JSON), which the page reads with its game's type and words in its
/// player's language, or an older server's English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game's refusal, written with its own codec (`{"NotYourTurn":{"seat":1}}`).
    Game(RawJson),
    /// The refusal in English, from a server of before `Game` (shown as it is).
    Said(String),
}

/// A text that is no action of the game, as the refusal carries it: the text itself, which the
/// page words in its player's language, or an older server's English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Misread {
    /// The text as the seat sent it, cut to `Misread::ECHO` characters: the seat's own
    /// words, so nothing of anyone's view.
    Action(String),
    /// The notation's reason in English, from a server of before `Action` (shown as it is).
    Said(String),
}

impl Misread {
    /// The most characters of an action sent back with its refusal.
    pub const ECHO: usize = 40;

    /// The refusal of `text`, cut short: a hostile text is not sent back whole.
    pub fn action(text: &str) -> Misread {
        Misread::Action(text.chars().take(Misread::ECHO).collect())
    }
}

/// Every reason's name on the wire, in the order of `Reason`'s variants.
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
    /// Every reason's name on the wire (what docs/tables.md must list).
    pub const NAMES: [&'static str; 7] = REASONS;

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

    /// The reason's fields after its name: `action` (the text that is no action), `refusal`
    /// (the game's refusal), or `text` (an older server's words).
    pub(crate) fn write<'a>(&self, o: Object<'a>) -> Object<'a> {
        let o = o.field("reason", self.name());
        match self {
            Reason::BadAction(Misread::Action(action)) => o.field("action", action),
            Reason::Rules(Refusal::Game(refusal)) => o.field("refusal", refusal),
            Reason::BadAction(Misread::Said(text)) | Reason::Rules(Refusal::Said(text)) => {
                o.field("text", text)
            }
            _ => o,
        }
    }

    /// What `write` wrote; `bad_action` or `rules` with a `text` is an older server's.
    pub(crate) fn read(name: &str, fields: Fields) -> json::Result<Reason> {
        Ok(match (name, fields) {
            ("stale", Fields::None) => Reason::Stale,
            ("not_your_seat", Fields::None) => Reason::NotYourSeat,
            ("not_seated", Fields::None) => Reason::NotSeated,
            ("spectator", Fields::None) => Reason::Spectator,
            ("not_started", Fields::None) => Reason::NotStarted,
            ("bad_action", Fields::Action(a)) => Reason::BadAction(Misread::Action(a)),
            ("bad_action", Fields::Text(t)) => Reason::BadAction(Misread::Said(t)),
            ("rules", Fields::Refusal(r)) => Reason::Rules(Refusal::Game(r)),
            ("rules", Fields::Text(t)) => Reason::Rules(Refusal::Said(t)),
            (name, _) => return Err(format!("no reason `{name}` with those fields").into()),
        })
    }
}

/// The fields a refusal has after its reason's name: none, or exactly one of them.
pub(crate) enum Fields {
    None,
    Action(String),
    Refusal(RawJson),
    Text(String),
    /// More than one.
    Several,
}

impl Fields {
    pub(crate) fn of(
        action: Option<String>,
        refusal: Option<RawJson>,
        text: Option<String>,
    ) -> Fields {
        match (action, refusal, text) {
            (None, None, None) => Fields::None,
            (Some(a), None, None) => Fields::Action(a),
            (None, Some(r), None) => Fields::Refusal(r),
            (None, None, Some(t)) => Fields::Text(t),
            _ => Fields::Several,
        }
    }
}

macro_rules! error_codes {
    ($($variant:ident = $name:literal: $doc:literal,)*) => {
        /// What went wrong with a request, or with the connection.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ErrorCode { $(#[doc = $doc] $variant,)* }
        pub(crate) const ERROR_CODES: &[(&str, ErrorCode)] = &[$(($name, ErrorCode::$variant),)*];
        impl ErrorCode {
            /// Every code's name on the wire (what docs/tables.md must list).
            pub const NAMES: &'static [&'static str] = &[$($name,)*];
        }
    };
}

error_codes! {
    BadVersion = "bad_version": "The frame's protocol version is not this server's.",
    BadFrame = "bad_frame": "Not a message of the protocol.",
    TooBig = "too_big": "A frame over `MAX_CLIENT_FRAME`: the connection is closed.",
    RateLimited = "rate_limited": "Too many frames too fast (the connection is closed), or too many failed tries of codes from this address or joins of this table (that request only).",
    NoSuchTable = "no_such_table": "No table has this code (or the link is damaged).",
    TableFull = "table_full": "No free seat is left.",
    SeatTaken = "seat_taken": "Someone sits there already.",
    NoSuchSeat = "no_such_seat": "No seat a person may take has this number: the table has none, or a bot sits there.",
    TableOver = "table_over": "The game has ended.",
    HostClosed = "host_closed": "The host closed the table.",
    BadToken = "bad_token": "The token holds no seat of this table (or is not the host's).",
    TooManyTables = "too_many_tables": "This address (or the server) has as many tables, or tables with bots, as it may.",
    TooManyConnections = "too_many_connections": "This address has as many connections as it may.",
    BadOptions = "bad_options": "The game refused the options (the text says why).",
    NotOpen = "not_open": "Only an open table can be sat at or started this way; only a running clock gives more time.",
    SeatsFree = "seats_free": "The host cannot start while a human seat is free.",
    NeedsHuman = "needs_human": "A table needs a human seat: bots alone are not played at tables.",
    Unavailable = "unavailable": "The server could not store the table: try again later.",
}

crate::names::named!(ErrorCode, ERROR_CODES);

#[cfg(test)]
mod tests {
    use crate::{Misread, RawJson, Reason, Refusal, ServerMessage};

    fn refused(text: &str) -> Option<Reason> {
        match ServerMessage::decode(text) {
            Ok(ServerMessage::Refused { reason, .. }) => Some(reason),
            _ => None,
        }
    }

    /// A page reads the refusals of a server of before `action`: the words are shown as they
    /// are, not taken for a broken frame.
    #[test]
    fn an_older_servers_words_still_read() {
        let old = r#"{"v":1,"t":"refused","seq":1,"reason":"bad_action","text":"'0:12x' is not a pick (expected e.g. 0:098)"}"#;
        assert_eq!(
            refused(old),
            Some(Reason::BadAction(Misread::Said(
                "'0:12x' is not a pick (expected e.g. 0:098)".into()
            )))
        );
        let new = r#"{"v":1,"t":"refused","seq":1,"reason":"bad_action","action":"0:12x"}"#;
        assert_eq!(
            refused(new),
            Some(Reason::BadAction(Misread::Action("0:12x".into())))
        );
        for both in [
            r#"{"v":1,"t":"refused","seq":1,"reason":"bad_action","text":"a","action":"b"}"#,
            r#"{"v":1,"t":"refused","seq":1,"reason":"bad_action"}"#,
            r#"{"v":1,"t":"refused","seq":1,"reason":"stale","action":"b"}"#,
        ] {
            assert_eq!(refused(both), None, "{both}");
        }
    }

    /// The rules' refusal travels as the game's own JSON, which the page reads with the
    /// game's type; an older server's English still reads, to be shown as it is.
    #[test]
    fn a_rules_refusal_is_the_games_own() {
        let new = r#"{"v":1,"t":"refused","seq":2,"reason":"rules","refusal":{"NotYourTurn":{"seat":1}}}"#;
        let game = Refusal::Game(RawJson::new(r#"{"NotYourTurn":{"seat":1}}"#).unwrap());
        assert_eq!(refused(new), Some(Reason::Rules(game.clone())));
        let message = ServerMessage::Refused {
            seq: 2,
            reason: Reason::Rules(game),
        };
        assert_eq!(message.encode(), new);
        let old =
            r#"{"v":1,"t":"refused","seq":2,"reason":"rules","text":"It is player 2's turn"}"#;
        assert_eq!(
            refused(old),
            Some(Reason::Rules(Refusal::Said("It is player 2's turn".into())))
        );
        for broken in [
            r#"{"v":1,"t":"refused","seq":2,"reason":"rules","refusal":"GameOver","text":"a"}"#,
            r#"{"v":1,"t":"refused","seq":2,"reason":"rules","refusal":{"a":}}"#,
            r#"{"v":1,"t":"refused","seq":2,"reason":"bad_action","refusal":"GameOver"}"#,
            r#"{"v":1,"t":"refused","seq":2,"reason":"stale","refusal":"GameOver"}"#,
        ] {
            assert_eq!(refused(broken), None, "{broken}");
        }
    }

    /// A hostile text is sent back cut short, whole characters.
    #[test]
    fn an_action_is_echoed_short() {
        let long = "é".repeat(10_000);
        let Misread::Action(echo) = Misread::action(&long) else {
            panic!("not an action");
        };
        assert_eq!(echo.chars().count(), Misread::ECHO);
        assert_eq!(Misread::action("0:1x"), Misread::Action("0:1x".into()));
    }
}
