//! What the server sends: the table as everyone sees it, each seat's own frame of the game,
//! and the answers to one connection's requests.

use numera_rules::json::Object;
use numera_rules::{GameId, PlayerId};

use crate::envelope;
use crate::reason::{Fields, ERROR_CODES};
use crate::{
    ClockInfo, ErrorCode, Frame, Misread, RawJson, Reason, Refusal, SeatInfo, Status, TableInfo,
    WireError,
};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerMessage {
    /// To the creator: the table's code, the host's secret, and its seat and seat token
    /// (none when the options have no human seat).
    Created {
        code: String,
        host: String,
        seat: Option<PlayerId>,
        token: Option<String>,
    },
    /// To a player who sat or resumed: the seat and the token that holds it (keep it).
    Seated {
        code: String,
        seat: PlayerId,
        token: String,
    },
    /// The table as everyone sees it; sent on any change of seating, presence or status.
    Table(TableInfo),
    /// The game as this connection may see it.
    Frame(Frame),
    /// To the actor only: its action was played as number `seq` (its frames went out just
    /// before this).
    Accepted {
        seq: u64,
    },
    /// To the actor only: its action (made from frame `seq`) was not played, and why.
    Refused {
        seq: u64,
        reason: Reason,
    },
    /// A request that failed, or the end of the line (`too_big`, `rate_limited`…).
    Error {
        code: ErrorCode,
        text: String,
    },
    Pong {
        n: u64,
    },
    /// A clocked table's clocks changed without a move (more time, a seat taken back, time
    /// given back after a restart): everyone at the table.
    Clock(ClockInfo),
    /// Seat `seat`'s time ran out and a bot played action number `seq` for it: everyone at
    /// the table. `action` is the move's text (the game's notation) for the seat itself,
    /// and for everyone once the move's effect is in every view (it ended a turn or a
    /// phase); a secret choice of a simultaneous phase is never told to the others. `bot`:
    /// that was the third time in a row, and a bot plays the seat from now on.
    Expired {
        seat: PlayerId,
        seq: u64,
        action: Option<String>,
        bot: bool,
    },
    /// To a player back at their seat only: the moves a bot the host put in for them played
    /// while they were away (each as the game's notation writes it, oldest first).
    StoodIn {
        seat: PlayerId,
        actions: Vec<String>,
    },
}

envelope::messages!(ServerMessage {
    Created = "created" { code, host, seat, token },
    Seated = "seated" { code, seat, token },
    Table(TableInfo) = "table" { code, game, options, status, seats, spectators },
    Accepted = "accepted" { seq },
    Error = "error" { code, text },
    Pong = "pong" { n },
    Clock(ClockInfo) = "clock" { per_move_s, now, deadlines, bot, given_back_s },
    Expired = "expired" { seat, seq, action, bot },
    StoodIn = "stood_in" { seat, actions },
} else ServerMessage::decode_other, ServerMessage::encode_other);

impl ServerMessage {
    /// Reads the frames whose fields are not all written: a frame (its save only once the
    /// game is over), a refusal (its reason as a name and, for some, the action, the game's
    /// refusal or a text).
    fn decode_other(kind: &str, raw: &str) -> Result<ServerMessage, WireError> {
        let f = |names: &'static [&'static str]| envelope::fields(raw, names);
        Ok(match kind {
            "frame" => {
                let m = f(&["v", "t", "seq", "me", "view", "over", "save", "clock"])?;
                ServerMessage::Frame(Frame {
                    seq: m.get("seq")?,
                    me: m.get("me")?,
                    view: m.get("view")?,
                    over: m.get("over")?,
                    save: m.get("save")?,
                    clock: m.get("clock")?,
                })
            }
            "refused" => {
                let m = f(&["v", "t", "seq", "reason", "action", "refusal", "text"])?;
                let name: String = m.get("reason")?;
                let fields = Fields::of(m.get("action")?, m.get("refusal")?, m.get("text")?);
                ServerMessage::Refused {
                    seq: m.get("seq")?,
                    reason: Reason::read(&name, fields)?,
                }
            }
            other => return Err(envelope::unknown(other)),
        })
    }

    /// Writes what `decode_other` reads.
    fn encode_other<'a>(&self, out: &'a mut String) -> Object<'a> {
        let start = envelope::write;
        match self {
            ServerMessage::Frame(fr) => {
                let o = start(out, "frame")
                    .field("seq", &fr.seq)
                    .field("me", &fr.me)
                    .field("view", &fr.view)
                    .field("over", &fr.over);
                let o = match &fr.save {
                    Some(save) => o.field("save", save),
                    None => o,
                };
                match &fr.clock {
                    Some(clock) => o.field("clock", clock),
                    None => o,
                }
            }
            ServerMessage::Refused { seq, reason } => {
                reason.write(start(out, "refused").field("seq", seq))
            }
            listed => unreachable!("{listed:?} is written from the list of messages"),
        }
    }
}

impl ServerMessage {
    /// One message of each kind, every reason and every error code: the tests' and the fuzz
    /// harness's samples.
    pub fn samples() -> Vec<ServerMessage> {
        let raw = |t: &str| RawJson::new(t).unwrap_or_else(|_| RawJson::of(t));
        let clock = ClockInfo {
            per_move_s: 20,
            now: 1_700_000_000_000,
            deadlines: vec![crate::Deadline {
                seat: 0,
                at: 1_700_000_020_000,
                more: true,
            }],
            bot: vec![2],
            given_back_s: Some(61),
        };
        let mut out = vec![
            ServerMessage::Created {
                code: "7KQ2M9XW4T".into(),
                host: "ab".repeat(16),
                seat: Some(0),
                token: Some("cd".repeat(16)),
            },
            ServerMessage::Created {
                code: "7KQ2M9XW4T".into(),
                host: "ab".repeat(16),
                seat: None,
                token: None,
            },
            ServerMessage::Seated {
                code: "7KQ2M9XW4T".into(),
                seat: 3,
                token: "cd".repeat(16),
            },
            ServerMessage::Table(TableInfo {
                code: "7KQ2M9XW4T".into(),
                game: GameId::Sequence,
                options: raw(r#"{"seats":["human","medium"],"edition":"plusminus"}"#),
                status: Status::Playing,
                seats: vec![
                    SeatInfo {
                        seat: 0,
                        kind: "human".into(),
                        name: Some("Ana".into()),
                        present: false,
                        standin: Some("easy".into()),
                    },
                    SeatInfo {
                        seat: 1,
                        kind: "medium".into(),
                        name: None,
                        present: true,
                        standin: None,
                    },
                ],
                spectators: 2,
            }),
            ServerMessage::Frame(Frame {
                seq: 7,
                me: Some(1),
                view: raw(r#"{"me":1,"x":[true,null]}"#),
                over: false,
                save: None,
                clock: None,
            }),
            ServerMessage::Frame(Frame {
                seq: 30,
                me: None,
                view: raw("{}"),
                over: true,
                save: Some(raw(r#"{"version":1}"#)),
                clock: None,
            }),
            ServerMessage::Frame(Frame {
                seq: 8,
                me: Some(0),
                view: raw("{}"),
                over: false,
                save: None,
                clock: Some(clock.clone()),
            }),
            ServerMessage::Clock(clock),
            ServerMessage::Expired {
                seat: 1,
                seq: 9,
                action: Some("1:457".into()),
                bot: false,
            },
            ServerMessage::Expired {
                seat: 2,
                seq: 10,
                action: None,
                bot: true,
            },
            ServerMessage::StoodIn {
                seat: 1,
                actions: vec!["1:457".into(), "1:120".into()],
            },
            ServerMessage::Accepted { seq: 8 },
            ServerMessage::Error {
                code: ErrorCode::TableFull,
                text: "no free seat".into(),
            },
            ServerMessage::Pong { n: 5 },
        ];
        let reasons = [
            Reason::Stale,
            Reason::NotYourSeat,
            Reason::NotSeated,
            Reason::Spectator,
            Reason::NotStarted,
            Reason::BadAction(Misread::action("0:12x")),
            Reason::BadAction(Misread::Said("not a pick".into())),
            Reason::Rules(Refusal::Game(raw(r#"{"NoDigitLeft":{"seat":2}}"#))),
            Reason::Rules(Refusal::Game(raw(r#""GameOver""#))),
            Reason::Rules(Refusal::Said("digit 3 is used up".into())),
        ];
        out.extend(
            reasons
                .into_iter()
                .map(|reason| ServerMessage::Refused { seq: 4, reason }),
        );
        out.extend(ERROR_CODES.iter().map(|&(_, code)| ServerMessage::Error {
            code,
            text: String::new(),
        }));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_carries_the_view_byte_for_byte() {
        let view = r#"{"me":0,"sheets":[[true,false]],"my_pick":517}"#;
        let frame = ServerMessage::Frame(Frame {
            seq: 3,
            me: Some(0),
            view: RawJson::new(view).unwrap(),
            over: false,
            save: None,
            clock: None,
        });
        let text = frame.encode();
        assert_eq!(
            text,
            format!(r#"{{"v":1,"t":"frame","seq":3,"me":0,"view":{view},"over":false}}"#)
        );
    }

    #[test]
    fn a_refusal_with_a_text_where_none_belongs_is_refused() {
        for text in [
            r#"{"v":1,"t":"refused","seq":1,"reason":"stale","text":"x"}"#,
            r#"{"v":1,"t":"refused","seq":1,"reason":"rules"}"#,
            r#"{"v":1,"t":"refused","seq":1,"reason":"later"}"#,
            r#"{"v":1,"t":"table","code":"A","game":"number","options":{},"status":"gone","seats":[],"spectators":0}"#,
        ] {
            assert!(ServerMessage::decode(text).is_err(), "{text}");
        }
    }
}
