//! Who sits at a seat in the games with three bot levels (NMBR 9, Sequence Numbers, Mino
//! Dice): a human or an easy, medium or hard bot. The rules only count seats; the kind tells the app and
//! the arena who decides. Its lowercase names are those of saves and links.

use serde::{Deserialize, Serialize};

use super::bot::{Bot, Entry, Roster, Seats};
use super::{Game, GameId, OptionsError, PlayerId, Rng, RuleError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Easy,
    Medium,
    Hard,
}

impl SeatKind {
    pub const BOTS: [SeatKind; 3] = [SeatKind::Easy, SeatKind::Medium, SeatKind::Hard];
    pub const ALL: [SeatKind; 4] = [
        SeatKind::Human,
        SeatKind::Easy,
        SeatKind::Medium,
        SeatKind::Hard,
    ];

    pub fn parse(text: &str) -> Result<SeatKind, RuleError> {
        match text {
            "human" => Ok(SeatKind::Human),
            "easy" => Ok(SeatKind::Easy),
            "medium" => Ok(SeatKind::Medium),
            "hard" => Ok(SeatKind::Hard),
            other => Err(RuleError::unknown_seat(
                other,
                &["human", "easy", "medium", "hard"],
            )),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Easy => "easy",
            SeatKind::Medium => "medium",
            SeatKind::Hard => "hard",
        }
    }

    pub fn is_bot(self) -> bool {
        self != SeatKind::Human
    }
}

/// Whether `game` may be played by `n` seats, one of `allowed`.
pub fn check_seat_count(
    game: GameId,
    n: usize,
    allowed: &'static [usize],
) -> Result<(), RuleError> {
    if allowed.contains(&n) {
        return Ok(());
    }
    Err(OptionsError::SeatCount {
        game,
        found: n,
        allowed,
    }
    .into())
}

/// The options of a game whose table is only its seats, written once for the games that have
/// no other option: the struct (its serde form `{"seats":[…]}`, `deny_unknown_fields`), the
/// table it deals by default (`default`), their count (`Seating`), its check (`validate`, one
/// of `counts`), and their JSON as serde's derive reads and writes it.
macro_rules! seat_options {
    (
        $(#[$doc:meta])*
        $options:ident of $kind:ident: $game:expr, $counts:expr, default $default:expr
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct $options {
            pub seats: Vec<$kind>,
        }

        impl Default for $options {
            fn default() -> Self {
                $options { seats: $default.to_vec() }
            }
        }

        impl $crate::Seating for $options {
            fn seat_count(&self) -> usize {
                self.seats.len()
            }
        }

        impl $options {
            pub fn validate(&self) -> Result<(), $crate::RuleError> {
                $crate::seat::check_seat_count($game, self.seats.len(), &$counts)
            }
        }

        impl $crate::json::FromJson for $options {
            fn from_json(raw: &str) -> $crate::json::Result<$options> {
                let fields = $crate::json::fields(raw, &["seats"], true)?;
                Ok($options {
                    seats: fields.get("seats")?,
                })
            }
        }

        impl $crate::json::ToJson for $options {
            fn write_json(&self, out: &mut String) {
                $crate::json::object(out).field("seats", &self.seats).end();
            }
        }
    };
}
pub(crate) use seat_options;

/// An arena table (`numera arena --bots a,b,…`): one bot per seat, no human.
pub fn arena_seats(bots: &[String]) -> Result<Vec<SeatKind>, RuleError> {
    bots.iter()
        .map(|b| match SeatKind::parse(b)? {
            SeatKind::Human => Err(OptionsError::BotsOnly.into()),
            kind => Ok(kind),
        })
        .collect()
}

/// The options of an arena table of a game seated by `SeatKind`: `with_seats` makes them from
/// the bots' seats (`arena_seats`), and `validate` checks them.
pub fn arena_options<O>(
    bots: &[String],
    with_seats: impl FnOnce(Vec<SeatKind>) -> O,
    validate: impl FnOnce(&O) -> Result<(), RuleError>,
) -> Result<O, RuleError> {
    let options = with_seats(arena_seats(bots)?);
    validate(&options)?;
    Ok(options)
}

/// A game whose easy, medium and hard bots are one decision function at three levels. Each
/// level is then a bot of the game (`SeatKind` itself), and the three make its roster.
pub trait Leveled: Game + 'static {
    /// Who sits at each seat (from the options).
    fn seats(&self) -> &[SeatKind];

    fn decide(
        level: SeatKind,
        view: &Self::View,
        legal: &[Self::Action],
        rng: &mut Rng,
    ) -> Self::Action;
}

impl<G: Leveled> Bot<G> for SeatKind {
    fn choose(&self, view: &G::View, legal: &[G::Action], rng: &mut Rng) -> G::Action {
        G::decide(*self, view, legal, rng)
    }
}

impl<G: Leveled> Roster for G {
    const BOTS: &'static [Entry<G>] = &[
        Entry {
            name: "easy",
            bot: &SeatKind::Easy,
        },
        Entry {
            name: "medium",
            bot: &SeatKind::Medium,
        },
        Entry {
            name: "hard",
            bot: &SeatKind::Hard,
        },
    ];
}

impl<G: Leveled> Seats for G {
    fn bot_at(&self, seat: PlayerId) -> Option<&'static str> {
        let kind = self.seats().get(seat)?;
        kind.is_bot().then(|| kind.as_str())
    }
}

crate::json_record!(names SeatKind);
