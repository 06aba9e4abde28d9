//! The table's clock as the server tells it (docs/tables.md, "Clocks"): how long a move may
//! take, when each seat that must act runs out, who may still ask for more time, and which
//! seats a bot plays for after their clocks ran out three times in a row. The server's time
//! rules; `now` lets a device count down without trusting its own clock's setting.

use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::PlayerId;

/// One seat that must act, and when its time runs out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deadline {
    pub seat: PlayerId,
    /// Milliseconds since 1970 on the server's clock.
    pub at: u64,
    /// Whether the seat may still ask for more time (once a game).
    pub more: bool,
}

const DEADLINE_FIELDS: &[&str] = &["seat", "at", "more"];

impl FromJson for Deadline {
    fn from_json(raw: &str) -> json::Result<Deadline> {
        let f = json::fields(raw, DEADLINE_FIELDS, true)?;
        Ok(Deadline {
            seat: f.get("seat")?,
            at: f.get("at")?,
            more: f.get("more")?,
        })
    }
}

impl ToJson for Deadline {
    fn write_json(&self, out: &mut String) {
        json::object(out)
            .field("seat", &self.seat)
            .field("at", &self.at)
            .field("more", &self.more)
            .end();
    }
}

/// A clocked table's clocks, in every frame and in `clock` messages when they change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockInfo {
    /// The time a move may take, in seconds (20 s … 7 days).
    pub per_move_s: u64,
    /// The server's time when this was sent, in milliseconds since 1970.
    pub now: u64,
    /// Every seat that must act and has a clock running, in seat order.
    pub deadlines: Vec<Deadline>,
    /// The seats a bot plays for since their time ran out three times in a row.
    pub bot: Vec<PlayerId>,
    /// Seconds given back to the seats that were to act because no server ran the table for
    /// that long (a restart, a takeover); until the next move.
    pub given_back_s: Option<u64>,
}

const CLOCK_FIELDS: &[&str] = &["per_move_s", "now", "deadlines", "bot", "given_back_s"];

impl FromJson for ClockInfo {
    fn from_json(raw: &str) -> json::Result<ClockInfo> {
        let f = json::fields(raw, CLOCK_FIELDS, true)?;
        Ok(ClockInfo {
            per_move_s: f.get("per_move_s")?,
            now: f.get("now")?,
            deadlines: f.get("deadlines")?,
            bot: f.get("bot")?,
            given_back_s: f.get("given_back_s")?,
        })
    }
}

impl ToJson for ClockInfo {
    fn write_json(&self, out: &mut String) {
        json::object(out)
            .field("per_move_s", &self.per_move_s)
            .field("now", &self.now)
            .field("deadlines", &self.deadlines)
            .field("bot", &self.bot)
            .field("given_back_s", &self.given_back_s)
            .end();
    }
}

impl ClockInfo {
    /// When `seat` runs out, if it must act.
    pub fn deadline(&self, seat: PlayerId) -> Option<&Deadline> {
        self.deadlines.iter().find(|d| d.seat == seat)
    }
}

const DAY_S: u64 = 24 * 3600;

/// The live clocks a table may choose, seconds per move: 20 s, 45 s, 90 s, 3 min.
pub const LIVE_CLOCKS: [u64; 4] = [20, 45, 90, 180];

/// The turn-based clocks, seconds per move: 1, 2, 3 or 7 days.
pub const TURN_CLOCKS: [u64; 4] = [DAY_S, 2 * DAY_S, 3 * DAY_S, 7 * DAY_S];

/// Whether `per_move_s` is one of the clocks a table may choose.
pub fn clock_allowed(per_move_s: u64) -> bool {
    LIVE_CLOCKS.contains(&per_move_s) || TURN_CLOCKS.contains(&per_move_s)
}

/// Whether a clock of `per_move_s` is a turn-based table's (days, not seconds).
pub fn turn_based(per_move_s: u64) -> bool {
    per_move_s >= DAY_S
}

/// From how many seconds left a device warns its player: 20 s live, 12 h turn-based.
pub fn warning_s(per_move_s: u64) -> u64 {
    if turn_based(per_move_s) {
        12 * 3600
    } else {
        20
    }
}
