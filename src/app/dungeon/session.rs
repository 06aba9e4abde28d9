//! A game of Dungeons of Numera as the app holds it (the shared `Session`: engine + log, saved
//! after every action) and what the home page and the setup read from it.

use crate::app::i18n::I18n;
use crate::app::session::{self, AppGame};
use crate::app::setup::SeatChoiceKind;
use crate::rules::dungeon::{DungeonGame, MapChoice, Options, Refusal};
use crate::rules::{Game, RuleError};

pub type Session = session::Session<DungeonGame>;

/// The one seat of a solo game: the player. Links and saves name it "human", as every game's
/// human seats are named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Solo;

impl SeatChoiceKind for Solo {
    fn name(self) -> &'static str {
        "human"
    }
}

impl Solo {
    pub fn parse(text: &str) -> Result<Solo, RuleError> {
        match text {
            "human" => Ok(Solo),
            other => Err(RuleError::unknown_seat(other, &["human"])),
        }
    }
}

impl AppGame for DungeonGame {
    type Seat = Solo;

    fn seat_kinds(&self) -> &[Solo] {
        &[Solo]
    }

    /// Every refusal in the player's language.
    fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
        super::refusal_words::refusal_text(i18n, refusal)
    }

    /// The map being played and its roll, both 1-based (the map's first roll is drawn as it
    /// starts).
    fn standing(&self) -> [u32; 2] {
        let rolls = self.sheet_of(self.map_index()).map_or(1, |s| s.rolls);
        [u32::from(self.map().number), rolls.max(1) as u32]
    }
}

impl Session {
    /// 1-based roll of the map being played: the turn rolls drawn on its sheet (its first
    /// is drawn as it starts).
    pub fn roll_number(&self) -> usize {
        let game = &self.game;
        game.sheet_of(game.map_index())
            .map_or(1, |s| s.rolls.max(1) as usize)
    }
}

/// Where the saved game stands, for the setup's warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The map being played (1 to 3).
    pub map: u8,
    /// 1-based roll on that map.
    pub roll: usize,
    pub over: bool,
}

impl Progress {
    pub fn of(session: &Session) -> Progress {
        Progress {
            map: session.game.map().number,
            roll: session.roll_number(),
            over: session.game.outcome().is_some(),
        }
    }
}

/// The options of a game as the setup's choice values, for its seed link.
pub fn option_values(options: &Options) -> [(&'static str, String); 2] {
    let map = match options.map {
        MapChoice::Campaign => "campaign".to_owned(),
        MapChoice::Single(n) => n.to_string(),
    };
    [("map", map), ("circled", options.circled.to_string())]
}
