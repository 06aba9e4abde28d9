//! Who sits where, read from and written into a game's options as JSON text. Every
//! multi-seat game's options hold `"seats":["human","easy",…]` (seat kinds by their save
//! names), so the lobby handles all of them alike; the game itself checks the result
//! (`Rules::options`), so nothing written here goes into a game unchecked.

use std::fmt;

use numera_rules::json::{self, FromJson, ToJson};

/// Why the server could not read or change the seats of a game's options (the server's own
/// refusal, before the game is asked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatsError {
    /// Not an object of JSON, or `seats` not a list of names.
    Unreadable(json::Error),
    /// The options name no seats.
    NoSeats,
    /// Seat `seat` asked of options with `seats` seats.
    NoSuchSeat { seat: usize, seats: usize },
}

impl fmt::Display for SeatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatsError::Unreadable(e) => write!(f, "options: {e}"),
            SeatsError::NoSeats => f.write_str("the options name no seats"),
            SeatsError::NoSuchSeat { seat, seats } => {
                write!(f, "no seat {seat} among the options' {seats} seats")
            }
        }
    }
}

impl std::error::Error for SeatsError {}

/// What sits at a seat: a person, or a bot of a level the game names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Bot(String),
}

impl SeatKind {
    /// Options name a person's seat so (every other name is a bot's level).
    pub const HUMAN: &'static str = "human";

    pub fn read(name: &str) -> SeatKind {
        match name {
            SeatKind::HUMAN => SeatKind::Human,
            level => SeatKind::Bot(level.to_string()),
        }
    }

    /// The kind's name in the options.
    pub fn name(&self) -> &str {
        match self {
            SeatKind::Human => SeatKind::HUMAN,
            SeatKind::Bot(level) => level,
        }
    }

    pub fn is_human(&self) -> bool {
        *self == SeatKind::Human
    }
}

/// The options' members, in their order.
fn members(options: &str) -> Result<Vec<(String, &str)>, SeatsError> {
    json::value(options)
        .and_then(json::members)
        .map_err(SeatsError::Unreadable)
}

/// The seat kinds' names the options hold, in seat order.
fn names(options: &str) -> Result<Vec<String>, SeatsError> {
    let members = members(options)?;
    let seats = members
        .iter()
        .find(|(key, _)| key == "seats")
        .ok_or(SeatsError::NoSeats)?;
    Vec::<String>::from_json(seats.1).map_err(SeatsError::Unreadable)
}

/// The seat kinds the options name, in seat order.
pub fn kinds(options: &str) -> Result<Vec<SeatKind>, SeatsError> {
    Ok(names(options)?.iter().map(|n| SeatKind::read(n)).collect())
}

/// The options with seat `seat` made `kind` (unchecked: the game reads them next).
pub fn with_kind(options: &str, seat: usize, kind: &SeatKind) -> Result<String, SeatsError> {
    let mut seats = names(options)?;
    let count = seats.len();
    *seats
        .get_mut(seat)
        .ok_or(SeatsError::NoSuchSeat { seat, seats: count })? = kind.name().to_string();
    let mut out = String::from("{");
    for (i, (key, value)) in members(options)?.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        key.write_json(&mut out);
        out.push(':');
        match key.as_str() {
            "seats" => seats.write_json(&mut out),
            _ => out.push_str(value),
        }
    }
    out.push('}');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_kind_changes_and_nothing_else() {
        let options = r#"{"seats":["human","medium"],"edition":"plusminus"}"#;
        assert_eq!(
            kinds(options).unwrap(),
            [SeatKind::Human, SeatKind::Bot("medium".into())]
        );
        assert_eq!(
            with_kind(options, 1, &SeatKind::Human).unwrap(),
            r#"{"seats":["human","human"],"edition":"plusminus"}"#
        );
        assert_eq!(
            with_kind(options, 2, &SeatKind::Bot("easy".into())),
            Err(SeatsError::NoSuchSeat { seat: 2, seats: 2 })
        );
        assert_eq!(kinds(r#"{"teams":2}"#), Err(SeatsError::NoSeats));
        assert!(matches!(kinds("[1]"), Err(SeatsError::Unreadable(_))));
        assert!(matches!(
            kinds(r#"{"seats":[1]}"#),
            Err(SeatsError::Unreadable(_))
        ));
    }
}
