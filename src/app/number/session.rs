//! A game of The Number as the app holds it: the engine state plus its action log, which is
//! exactly what gets saved (seed + options + log) after every action and replayed on load.

use crate::app::notices::Notices;
use crate::app::problem::Problem;
use crate::app::storage::{self, Finished};
use crate::rules::log::Save;
use crate::rules::number::{NumberGame, Options, Pick, SeatKind, View};
use crate::rules::{replay, Game, GameId, RuleError, Seed};

#[derive(Debug, Clone)]
pub struct Session {
    pub game: NumberGame,
    pub actions: Vec<String>,
}

impl Session {
    pub fn new(options: &Options, seed: Seed) -> Result<Session, RuleError> {
        Ok(Session {
            game: NumberGame::new(options, seed)?,
            actions: Vec::new(),
        })
    }

    /// A save or replay link read back into a game: same game, readable options, and a log
    /// the engine accepts from the first action to the last.
    pub fn from_save(save: &Save) -> Result<Session, Problem> {
        if save.game != GameId::Number {
            return Err(Problem::WrongGame(save.game));
        }
        let options: Options = save.options_as().map_err(Problem::Log)?;
        let game =
            replay::<NumberGame>(&options, save.seed, &save.actions).map_err(Problem::Replay)?;
        Ok(Session {
            game,
            actions: save.actions.clone(),
        })
    }

    pub fn to_save(&self) -> Save {
        Save::new(
            GameId::Number,
            self.game.seed(),
            self.game.options(),
            self.actions.clone(),
        )
    }

    /// What everyone at the table may see. Seat 0's view minus nothing secret is used only
    /// for public parts (sheets, reveals, scores); `my_pick` is never read from it.
    pub fn public(&self) -> View {
        self.game.view(0)
    }

    pub fn seats(&self) -> &[SeatKind] {
        &self.game.options().seats
    }

    pub fn humans(&self) -> usize {
        self.seats().iter().filter(|s| !s.is_bot()).count()
    }

    pub fn apply(&self, pick: Pick) -> Result<Session, RuleError> {
        let mut game = self.game.clone();
        game.apply(&pick)?;
        let mut actions = self.actions.clone();
        actions.push(game.format_action(&pick));
        Ok(Session { game, actions })
    }

    /// The log minus its last action, replayed — only when the engine says that action
    /// revealed nothing.
    pub fn undo(&self) -> Option<Session> {
        if !self.game.last_action_undoable() {
            return None;
        }
        let actions = &self.actions[..self.actions.len().checked_sub(1)?];
        let game = replay::<NumberGame>(self.game.options(), self.game.seed(), actions).ok()?;
        Some(Session {
            game,
            actions: actions.to_vec(),
        })
    }

    /// The game as a history entry, once it is over.
    fn finished(&self) -> Option<Finished> {
        let outcome = self.game.outcome()?;
        Some(Finished {
            date: storage::now_iso(),
            game: GameId::Number,
            seed: self.game.seed(),
            players: self.seats().iter().map(|s| s.as_str().to_owned()).collect(),
            scores: outcome.scores,
            winners: outcome.winners,
            replay: self.to_save().to_link_code(),
        })
    }
}

/// Saves after an action; a finished game also joins the history (once).
pub fn commit(session: &Session, notices: Notices) {
    storage::store_save(&session.to_save(), notices);
    if let Some(entry) = session.finished() {
        storage::record_finished(entry, notices);
    }
}

/// The game in progress from storage. A save that cannot be read or replayed is kept aside
/// and reported, and the app carries on as if there were none.
pub fn restore(notices: Notices) -> Option<Session> {
    let text = storage::load_save(GameId::Number)?;
    let result = Save::from_json(&text)
        .map_err(Problem::Log)
        .and_then(|s| Session::from_save(&s));
    match result {
        Ok(session) => Some(session),
        Err(problem) => {
            storage::keep_save_aside(GameId::Number, problem, notices);
            None
        }
    }
}

pub fn forget_saved() {
    storage::clear_save(GameId::Number);
}

/// Where the saved game stands, for the home page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub round: usize,
    pub turn: usize,
    pub over: bool,
}

impl Progress {
    pub fn of(session: &Session) -> Progress {
        let g = &session.game;
        Progress {
            round: g.round(),
            turn: g.turn(),
            over: g.is_over(),
        }
    }
}

pub fn saved_progress(notices: Notices) -> Option<Progress> {
    restore(notices).as_ref().map(Progress::of)
}
