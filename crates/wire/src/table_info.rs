//! What a table's server tells everyone about the table (its status and seats), and what
//! it tells each connection of the game (its frame).

use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::{GameId, PlayerId};

use crate::RawJson;

/// Where a table is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Seats are being taken; the host may start.
    Open,
    Playing,
    /// The game is over: the last frame carried the save.
    Over,
    /// The host closed it.
    Closed,
}

const STATUSES: [(&str, Status); 4] = [
    ("open", Status::Open),
    ("playing", Status::Playing),
    ("over", Status::Over),
    ("closed", Status::Closed),
];

crate::names::named!(Status, STATUSES);

/// One seat as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatInfo {
    pub seat: PlayerId,
    /// `human`, or the name of the bot sitting there (`easy`, `hard`…).
    pub kind: String,
    /// The player's name, once a human sat there.
    pub name: Option<String>,
    /// Whether the seat's player is connected now (bots always are).
    pub present: bool,
    /// The bot standing in for an absent player, if the host put one.
    pub standin: Option<String>,
}

// Written by hand rather than with `json_record!`, which ignores unknown fields: the
// protocol refuses them (see the crate's docs).
const SEAT_FIELDS: &[&str] = &["seat", "kind", "name", "present", "standin"];

impl FromJson for SeatInfo {
    fn from_json(raw: &str) -> json::Result<SeatInfo> {
        let f = json::fields(raw, SEAT_FIELDS, true)?;
        Ok(SeatInfo {
            seat: f.get("seat")?,
            kind: f.get("kind")?,
            name: f.get("name")?,
            present: f.get("present")?,
            standin: f.get("standin")?,
        })
    }
}

impl ToJson for SeatInfo {
    fn write_json(&self, out: &mut String) {
        json::object(out)
            .field("seat", &self.seat)
            .field("kind", &self.kind)
            .field("name", &self.name)
            .field("present", &self.present)
            .field("standin", &self.standin)
            .end();
    }
}

/// The table as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableInfo {
    pub code: String,
    pub game: GameId,
    /// The game's options as they stand (seat kinds change while the table is open).
    pub options: RawJson,
    pub status: Status,
    pub seats: Vec<SeatInfo>,
    pub spectators: usize,
}

/// The game as one connection may see it: its seat's view (`me`), or a spectator's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// How many actions have been played; an `act` made from this frame carries it.
    pub seq: u64,
    pub me: Option<PlayerId>,
    /// The game's `View` in its own JSON (`ToJson` of `observe(me)`).
    pub view: RawJson,
    pub over: bool,
    /// Once over: the ordinary save (seed, options, log), which replays to this game. Never
    /// before: the seed and the actions' text would tell secrets.
    pub save: Option<RawJson>,
    /// A clocked table's clocks as they stand (`None`, and not written, on a table without
    /// a clock: its frames are as before clocks were).
    pub clock: Option<crate::ClockInfo>,
}
