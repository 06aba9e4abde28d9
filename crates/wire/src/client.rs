//! What a player's device sends: set up a table, take a seat, act, and keep the line alive.

use numera_rules::GameId;

use crate::envelope;
use crate::{RawJson, WireError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientMessage {
    /// Says which version the client speaks; answered only when the server does not.
    Hello,
    /// A new table of `game` with `options` (the game's own options, every free seat a
    /// `human`); the creator is its host and sits at its first human seat as `name`. With
    /// `clock_s`, every move has that many seconds (`LIVE_CLOCKS` or `TURN_CLOCKS`), after which
    /// the bot `clock_bot` (the game's `easy` if not given) plays it.
    Create {
        game: GameId,
        options: RawJson,
        name: String,
        clock_s: Option<u64>,
        clock_bot: Option<String>,
    },
    /// Watch a table as a spectator.
    Join {
        code: String,
    },
    /// Take free seat `seat` of a table as `name`.
    Sit {
        code: String,
        seat: usize,
        name: String,
    },
    /// Come back to the seat `token` holds (after a reload, a lost network).
    Resume {
        code: String,
        token: String,
    },
    /// The host starts the game.
    Start {
        code: String,
        host: String,
    },
    /// An action in the game's notation, made from the frame numbered `seq`.
    Act {
        seq: u64,
        action: String,
    },
    /// The host puts a bot of `level` at a seat (`None`: back to a human seat). Before the
    /// start it changes who sits there; during play it lets the bot stand in for the seat's
    /// player while they are away (once away for `after_s` seconds, if given), until the host
    /// gives the seat back.
    BotSeat {
        code: String,
        host: String,
        seat: usize,
        level: Option<String>,
        after_s: Option<u64>,
    },
    /// The seat asks for more time: its clock gets the time of one move again (once a game).
    MoreTime,
    /// The seat's player takes the seat back from the bot that plays it since its time ran
    /// out three times in a row.
    TakeBack,
    /// This connection leaves its table (a seat stays its holder's, for a later `resume`).
    Leave,
    /// The host closes the table for everyone.
    Close {
        code: String,
        host: String,
    },
    Ping {
        n: u64,
    },
}

envelope::messages!(ClientMessage {
    Hello = "hello" {},
    Create = "create" { game, options, name, clock_s, clock_bot },
    Join = "join" { code },
    Sit = "sit" { code, seat, name },
    Resume = "resume" { code, token },
    Start = "start" { code, host },
    Act = "act" { seq, action },
    BotSeat = "bot_seat" { code, host, seat, level, after_s },
    MoreTime = "more_time" {},
    TakeBack = "take_back" {},
    Leave = "leave" {},
    Close = "close" { code, host },
    Ping = "ping" { n },
});

impl ClientMessage {
    /// One message of each kind: the tests' and the fuzz harness's samples.
    pub fn samples() -> Vec<ClientMessage> {
        use numera_rules::number::{self, SeatKind::*};
        let code = || "7KQ2M9XW4T".to_string();
        let token = || "0f".repeat(16);
        vec![
            ClientMessage::Hello,
            ClientMessage::Create {
                game: GameId::Number,
                options: RawJson::of(&number::Options {
                    seats: vec![Human, Human, Easy],
                }),
                name: "Ana \"A\" \u{e9}".into(),
                clock_s: None,
                clock_bot: None,
            },
            ClientMessage::Create {
                game: GameId::Number,
                options: RawJson::of(&number::Options {
                    seats: vec![Human, Human, Human],
                }),
                name: "Bo".into(),
                clock_s: Some(20),
                clock_bot: Some("hard".into()),
            },
            ClientMessage::MoreTime,
            ClientMessage::TakeBack,
            ClientMessage::Join { code: code() },
            ClientMessage::Sit {
                code: code(),
                seat: 2,
                name: "Bo".into(),
            },
            ClientMessage::Resume {
                code: code(),
                token: token(),
            },
            ClientMessage::Start {
                code: code(),
                host: token(),
            },
            ClientMessage::Act {
                seq: 12,
                action: "1:457".into(),
            },
            ClientMessage::BotSeat {
                code: code(),
                host: token(),
                seat: 1,
                level: Some("hard".into()),
                after_s: Some(90),
            },
            ClientMessage::BotSeat {
                code: code(),
                host: token(),
                seat: 1,
                level: None,
                after_s: None,
            },
            ClientMessage::Leave,
            ClientMessage::Close {
                code: code(),
                host: token(),
            },
            ClientMessage::Ping { n: 99 },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::envelope::checks;

    #[test]
    fn a_field_a_message_does_not_have_is_refused() {
        let bad = [
            r#"{"v":1,"t":"ping","n":1,"x":0}"#,
            r#"{"v":1,"t":"leave","code":"A"}"#,
            r#"{"v":1,"t":"act","seq":1,"action":"0:1","seat":0}"#,
            r#"{"v":1,"t":"act","seq":1,"seq":2,"action":"0:1"}"#,
        ];
        checks::malformed(&bad, ClientMessage::decode);
    }

    #[test]
    fn a_missing_or_mistyped_field_and_an_unknown_type_are_refused() {
        let bad = [
            r#"{"v":1,"t":"act","seq":1}"#,
            r#"{"v":1,"t":"act","seq":-1,"action":"0:1"}"#,
            r#"{"v":1,"t":"act","seq":"1","action":"0:1"}"#,
            r#"{"v":1,"t":"sit","code":"A","seat":1.5,"name":"x"}"#,
            r#"{"v":1,"t":"create","game":"chess","options":{},"name":"x"}"#,
            r#"{"v":1,"t":"react","emoji":"x"}"#,
            r#"{"v":1,"t":null}"#,
        ];
        checks::malformed(&bad, ClientMessage::decode);
    }

    #[test]
    fn another_version_is_told_apart_from_garbage() {
        assert_eq!(
            ClientMessage::decode(r#"{"v":2,"t":"ping","n":1}"#),
            Err(WireError::BadVersion(Some(2)))
        );
    }
}
