//! Why a backup file is refused, as kinds a caller can match: not a backup (and what it is
//! instead), made by a later Numera (and what is later), or a section damaged (which section,
//! which record, and why). The app words each kind in the player's language
//! (app/shell/backup.rs); `Display` is the English of the logs and the command line.

use std::fmt;

use numera_rules::json;
use numera_rules::log::LogError;
use numera_rules::replayed::Unplayable;
use numera_rules::GameId;

use super::section_kind::SectionKind;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BackupError {
    NotBackup(NotBackup),
    Later(Later),
    /// A record of `section`, under `key` in the file, that cannot be taken.
    Damaged {
        section: SectionKind,
        key: String,
        why: Damage,
    },
}

/// What a file that is not a Numera backup is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotBackup {
    /// Not JSON, or JSON of another shape than a backup's: the reader's error.
    Json(json::Error),
    /// A list, where a backup is an object of named sections.
    List,
    /// A single value (a number, a text, true, false or null).
    Value,
    /// A file of a backup's shape whose `"numera"` mark is not `"backup"`: that mark.
    Mark(String),
}

/// What, in a backup from a later Numera, this build does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Later {
    /// The file's format.
    Version(u32),
    /// A section of another name than this build's, as the file names it.
    Section(String),
    /// A section this build knows, in a later format.
    SectionVersion { section: SectionKind, version: u32 },
}

/// A record a section refuses: its key in the file, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub key: String,
    pub why: Damage,
}

impl Refused {
    pub fn new(key: &str, why: Damage) -> Refused {
        Refused {
            key: key.to_owned(),
            why,
        }
    }
}

/// Why a record of a section cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// A key that is none of the section's records.
    ForeignKey,
    /// A record stored as text (a standing, a record kept aside) that is not a JSON string.
    NotText(json::Error),
    /// A key naming a game Numera does not have: that name.
    UnknownGame(String),
    /// A record its own reader refuses.
    Record(LogError),
    /// A game in progress's standing that is not one.
    Standing,
    /// A save under the key of another game: the game it is a save of.
    OtherGame(GameId),
    /// A game that its own engine does not replay as the record says: the game, its place
    /// in the record's list (1-based; `None` for a game in progress, one per key), and why
    /// (boxed: a rule's error is large, and every refusal of a backup would carry its size).
    Game {
        game: GameId,
        at: Option<usize>,
        why: Box<GameDamage>,
    },
}

/// Why a game a record holds is not taken: what its replay gives against what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameDamage {
    /// Its replay code is no link code (or was altered: the checksum fails).
    Code(LogError),
    /// Its options or one of its actions, refused by its game.
    Unplayable(Unplayable),
    /// Its log stops before the end the record says the game reached.
    Unfinished,
    /// What the record says of its game differs from the replay: which of it.
    Claim(Claim),
}

/// What a record says of its game beside the game itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Game,
    Seed,
    /// Who sat where (the history's players, a daily's count of seats, a best's solo seat).
    Seats,
    /// Scores, winners, a best's or a daily's score, a daily's place.
    Scores,
    /// A daily's number for its date.
    Number,
}

impl From<json::Error> for NotBackup {
    fn from(error: json::Error) -> NotBackup {
        NotBackup::Json(error)
    }
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::NotBackup(what) => write!(f, "not a Numera backup: {what}"),
            BackupError::Later(what) => write!(f, "made by a later Numera: {what}"),
            BackupError::Damaged { section, key, why } => {
                write!(f, "damaged section {}: {key}: {why}", section.name())
            }
        }
    }
}

impl fmt::Display for NotBackup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotBackup::Json(error) => write!(f, "{error}"),
            NotBackup::List => {
                f.write_str("the file holds a list, where a backup holds named sections")
            }
            NotBackup::Value => {
                f.write_str("the file holds a single value, where a backup holds named sections")
            }
            NotBackup::Mark(mark) => write!(f, "\"numera\": \"{mark}\""),
        }
    }
}

impl fmt::Display for Later {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Later::Version(version) => write!(f, "version {version}"),
            Later::Section(name) => write!(f, "section {name}"),
            Later::SectionVersion { section, version } => {
                write!(f, "{} {version}", section.name())
            }
        }
    }
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::ForeignKey => f.write_str("not a record of this section"),
            Damage::NotText(error) => write!(f, "not a text ({error})"),
            Damage::UnknownGame(name) => write!(f, "unknown game `{name}`"),
            Damage::Record(error) => write!(f, "{error}"),
            Damage::Standing => f.write_str("not a standing"),
            Damage::OtherGame(game) => write!(f, "a save of {game}"),
            Damage::Game { game, at, why } => match at {
                Some(n) => write!(f, "{game} game {n}: {why}"),
                None => write!(f, "the {game} game in progress: {why}"),
            },
        }
    }
}

impl fmt::Display for GameDamage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameDamage::Code(error) => write!(f, "its replay cannot be read ({error})"),
            GameDamage::Unplayable(stop) => write!(f, "{stop}"),
            GameDamage::Unfinished => f.write_str("its moves stop before the end"),
            GameDamage::Claim(claim) => write!(f, "its {claim} is not what its moves give"),
        }
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Claim::Game => "game",
            Claim::Seed => "seed",
            Claim::Seats => "seats",
            Claim::Scores => "scores",
            Claim::Number => "daily number",
        })
    }
}

impl std::error::Error for BackupError {}
