//! A game as the app holds it, for any game: the engine state plus its action log, which is
//! exactly what gets saved (seed + options + log) after every action and replayed on load.
//! Each game page adds its own reading of the state (progress lines, public views) on top.

use leptos::prelude::*;
use serde::{de::DeserializeOwned, Serialize};

use crate::app::i18n::I18n;
use crate::app::notices::{Notice, Notices};
use crate::app::problem::{Problem, Worded};
use crate::app::setup::SeatChoiceKind;
use crate::app::storage::{self, Best, Finished, Standing};
use crate::rules::challenge::glyphs::Glyphs;
use crate::rules::daily::DailyOptions;
use crate::rules::log::Save;
use crate::rules::{replay, Game, ReplayError, RuleError, Seed};

/// What the app needs from a game beyond the rules: options it can store, and who sits where
/// (a human or a bot of some level; by name in the history and in links).
pub trait AppGame:
    Game<Options: Serialize + DeserializeOwned, Refusal: Send + Sync + 'static> + DailyOptions + Glyphs
{
    type Seat: SeatChoiceKind;

    /// Whether the game keeps secrets between seats (hands, dice, picks before the reveal):
    /// then humans sharing the device take it in turn behind a hand-over (see `turn`). A game
    /// with everything on the table, or a solo one, keeps the default.
    const HIDDEN_INFORMATION: bool = false;

    /// Whether a challenge on this game is to win the same deal rather than to beat a score:
    /// a game that is won or lost (Sequence Numbers: its score counts sequences, and the
    /// winner's is the most there can be) would otherwise read "Beat 0" or "Beat 2".
    const CHALLENGE_TO_WIN: bool = false;

    fn seat_kinds(&self) -> &[Self::Seat];

    /// Where the game stands in two numbers, for the home page (see `storage::Standing`;
    /// `shell::home` words them per game).
    fn standing(&self) -> [u32; 2];

    /// Why the engine refused an action, in the player's language.
    fn refusal_text(i18n: I18n, refusal: &Self::Refusal) -> String;

    /// The first seat a person plays (a challenge's sender or receiver); 0 at a bots' table.
    fn human_seat(&self) -> usize {
        self.seat_kinds()
            .iter()
            .position(|s| s.name() == "human")
            .unwrap_or(0)
    }

    /// A finished game's score that stands as a best on its seed (a solo challenge to beat):
    /// kept with every save (`commit`). None for games that keep no bests (the default).
    fn seed_best(&self) -> Option<i64> {
        None
    }

    /// Whether several people share this device while the game keeps secrets between seats:
    /// each then sees their own only behind a hand-over (app::turn), and the screen one of
    /// them leaves is not shown to whoever opens the page next (app::stand_in).
    fn secrets_change_hands(&self) -> bool {
        let people = self.seat_kinds().iter().filter(|s| s.name() == "human");
        Self::HIDDEN_INFORMATION && people.count() > 1
    }

    fn seat_names(&self) -> Vec<String> {
        self.seat_kinds()
            .iter()
            .map(|s| s.name().to_owned())
            .collect()
    }
}

/// A save's options, once it is known to be a save of `G`.
pub fn options_of<G: AppGame>(save: &Save) -> Result<G::Options, Problem> {
    if save.game != G::ID {
        return Err(Problem::WrongGame(save.game));
    }
    save.options_as().map_err(Problem::Log)
}

/// Why a save or link's log could not be replayed: an action the game refused keeps its typed
/// reason, worded by the game when shown.
pub fn replay_problem<G: AppGame>(stop: ReplayError<G::Refusal>) -> Problem {
    match stop.refusal() {
        Ok((index, refusal)) => Problem::Refused {
            index,
            why: Worded::new(move |i18n| G::refusal_text(i18n, &refusal)),
        },
        Err(stop) => Problem::Replay(stop),
    }
}

#[derive(Debug, Clone)]
pub struct Session<G> {
    pub game: G,
    pub actions: Vec<String>,
}

impl<G: AppGame> Session<G> {
    pub fn new(options: &G::Options, seed: Seed) -> Result<Self, RuleError> {
        Ok(Session {
            game: G::new(options, seed)?,
            actions: Vec::new(),
        })
    }

    /// A save or replay link read back into a game: same game, readable options, and a log
    /// the engine accepts from the first action to the last.
    pub fn from_save(save: &Save) -> Result<Self, Problem> {
        let options = options_of::<G>(save)?;
        let game = replay::<G>(&options, save.seed, &save.actions).map_err(replay_problem::<G>)?;
        Ok(Session {
            game,
            actions: save.actions.clone(),
        })
    }

    pub fn seats(&self) -> &[G::Seat] {
        self.game.seat_kinds()
    }

    /// What every seat sees (boards, sheets, reveals, scores), no seat's secret.
    pub fn public(&self) -> G::View {
        self.game.spectator_view()
    }

    pub fn to_save(&self) -> Save {
        Save::new(
            G::ID,
            self.game.seed(),
            self.game.options(),
            self.actions.clone(),
        )
    }

    pub fn apply(&self, action: G::Action) -> Result<Self, G::Refusal> {
        let mut game = self.game.clone();
        game.apply(&action)?;
        let mut actions = self.actions.clone();
        actions.push(action.to_string());
        Ok(Session { game, actions })
    }

    /// The log minus its last action, replayed — only when the engine says that action
    /// revealed nothing.
    pub fn undo(&self) -> Option<Self> {
        if !self.game.last_action_undoable() {
            return None;
        }
        let actions = &self.actions[..self.actions.len().checked_sub(1)?];
        let game = replay::<G>(self.game.options(), self.game.seed(), actions).ok()?;
        Some(Session {
            game,
            actions: actions.to_vec(),
        })
    }

    /// The game as a history entry, once it is over.
    pub(crate) fn finished(&self) -> Option<Finished> {
        let outcome = self.game.outcome()?;
        Some(Finished {
            date: storage::now_iso(),
            game: G::ID,
            seed: self.game.seed(),
            players: self.game.seat_names(),
            scores: outcome.scores,
            winners: outcome.winners,
            replay: self.to_save().to_link_code(),
        })
    }
}

/// Saves after an action; a finished game also joins the history (once), a finished daily
/// attempt the daily record, and a score that is a best on its seed the bests (`seed_best`).
/// Private: a page changes its game through `keep` (or `save_over`), which save with it.
fn commit<G: AppGame>(session: &Session<G>, notices: Notices) {
    let standing = Standing {
        at: session.game.standing(),
        over: session.game.outcome().is_some(),
    };
    storage::store_save(&session.to_save(), standing, notices);
    if let Some(entry) = session.finished() {
        let replay = entry.replay.clone();
        storage::record_finished(entry, notices);
        crate::app::daily::record::finish(&session.game, replay.clone(), notices);
        if let Some(score) = session.game.seed_best() {
            let seed = session.game.seed();
            storage::record_best(
                G::ID,
                Best {
                    seed,
                    score,
                    replay,
                },
                notices,
            );
        }
    }
}

/// The game in progress from storage. A save that cannot be read or replayed is kept aside
/// and reported, and the app carries on as if there were none.
pub fn restore<G: AppGame>(notices: Notices) -> Option<Session<G>> {
    let text = storage::load_save(G::ID)?;
    let result = Save::from_json(&text)
        .map_err(Problem::Log)
        .and_then(|s| Session::from_save(&s));
    match result {
        Ok(session) => Some(session),
        Err(problem) => {
            storage::keep_save_aside(G::ID, problem, notices);
            None
        }
    }
}

/// Removes the saved game, for a new one. False when another tab moved it on meanwhile: it
/// is not this tab's to remove, and the page takes it instead (see `keep`).
pub fn forget_saved<G: AppGame>(notices: Notices) -> bool {
    let cleared = storage::clear_save(G::ID);
    if !cleared {
        notices.push(Notice::MoveNotMade);
    }
    cleared
}

/// The game held by a page: `None` until a game starts (or after one is abandoned).
pub type Held<G> = RwSignal<Option<Session<G>>>;

/// The one way a page changes the game it holds (a move, an undo, a new game): saved
/// (`commit`), then shown. When another tab moved this game on since this page read it,
/// nothing is saved or shown: the player is told the change was not made, and the page takes
/// the newer game (app::game_page follows the save). True when the change was made.
pub fn keep<G: AppGame + Send + Sync + 'static>(
    held: Held<G>,
    next: Session<G>,
    notices: Notices,
) -> bool {
    if !save_over(&next, notices) {
        return false;
    }
    held.set(Some(next));
    true
}

/// Saves `next` as the game in progress (`commit`), for a daily or a challenge started from
/// its screen (`keep` for a page that shows it), unless another tab moved the saved game on
/// since this page read it: then nothing is saved, the player is told, and false.
pub fn save_over<G: AppGame>(next: &Session<G>, notices: Notices) -> bool {
    if storage::save_moved_on(G::ID) {
        notices.push(Notice::MoveNotMade);
        storage::follow_newer_save(G::ID);
        return false;
    }
    commit(next, notices);
    true
}

/// A new game with `options` on `seed`, saved and shown in `held` (see `keep`): true when it
/// was, false when another tab's game stands (nothing changed). It replaces the player's own
/// game in progress, never a daily or a challenge (that one is set aside, app::aside). Reached through the game's
/// later views (app::later), so that saving stays out of a page's first module.
pub fn start<G: AppGame + Send + Sync + 'static>(
    held: Held<G>,
    options: &G::Options,
    seed: Seed,
    notices: Notices,
) -> Result<bool, RuleError> {
    let new = Session::new(options, seed)?;
    // A daily or a challenge shown goes aside rather than being replaced (app::aside).
    let shown = held.get_untracked().filter(|s| s.game.outcome().is_none());
    if !crate::app::aside::start::make_room(false, shown.as_ref(), notices) {
        return Ok(false);
    }
    Ok(keep(held, new, notices))
}

/// Plays `action` on the game held in `held` through the engine: saved and shown when
/// accepted (see `keep`); the engine's reason, in the player's language, put in `refused` when
/// not. True when accepted.
pub fn play<G: AppGame + Send + Sync + 'static>(
    held: Held<G>,
    action: G::Action,
    notices: Notices,
    refused: RwSignal<Option<String>>,
    i18n: I18n,
) -> bool {
    let Some(Some(result)) = held.try_with_untracked(|s| s.as_ref().map(|s| s.apply(action)))
    else {
        return false;
    };
    match result {
        Ok(next) => {
            refused.set(None);
            keep(held, next, notices)
        }
        Err(e) => {
            refused.set(Some(G::refusal_text(i18n, &e)));
            false
        }
    }
}
