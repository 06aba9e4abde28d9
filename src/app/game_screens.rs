//! What a game brings to its page (`GameScreens`: its seats, its options, a setup hint), what
//! it keeps of a game in play (`Views`) and what its table is handed (`Table`): the vocabulary
//! that app::game_page, app::later and each game's own folder share.

use leptos::prelude::*;

use crate::app::i18n::{I18n, Key};
use crate::app::notices::Notices;
use crate::app::session::{AppGame, Held, Session};
use crate::app::setup::OptionChoice;
use crate::app::share::SeatRules;
use crate::rules::seat::SeatKind;

/// One game's pieces for its page.
pub struct GameScreens<G: AppGame + Send + Sync + 'static> {
    pub seats: Seats<G::Seat>,
    pub options: GameOptions<G>,
    /// A line under the setup, if the game has something to say there.
    pub setup_hint: Option<Key>,
    /// Whether it can be played at an online table (app::online): its setup then offers to.
    pub online: bool,
}

/// A game's seats: how links name them and how many there may be, and what each may be in the
/// setup, humans first.
pub struct Seats<S: 'static> {
    pub rules: SeatRules<S>,
    pub kinds: &'static [S],
}

impl Seats<SeatKind> {
    /// The seats of the games with three bot levels: a human or a bot of each level.
    pub const fn three_levels(counts: &'static [usize]) -> Self {
        Seats {
            rules: SeatRules {
                parse: SeatKind::parse,
                counts,
            },
            kinds: &[
                SeatKind::Human,
                SeatKind::Easy,
                SeatKind::Medium,
                SeatKind::Hard,
            ],
        }
    }
}

/// How a game's options are chosen in the setup and carried by seed links.
pub struct GameOptions<G: AppGame + 'static> {
    /// The seats of a new game when the link names none.
    pub default_seats: fn() -> Vec<G::Seat>,
    /// Options besides the seats, chosen in the setup and carried by seed links.
    pub choices: &'static [OptionChoice],
    /// The game's options from its seats and the value of each choice (in `choices` order).
    pub from: fn(Vec<G::Seat>, &[&'static str]) -> G::Options,
    /// The game's options besides its seats, as seed-link parameters (name, value).
    pub link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
}

impl<G: AppGame + 'static> GameOptions<G> {
    /// A game whose only options are its seats: nothing more to choose or to carry in links.
    pub const fn seats_only(
        default_seats: fn() -> Vec<G::Seat>,
        from: fn(Vec<G::Seat>, &[&'static str]) -> G::Options,
    ) -> Self {
        GameOptions {
            default_seats,
            choices: &[],
            from,
            link_options: no_link_options::<G>,
        }
    }
}

fn no_link_options<G: AppGame>(_: &G::Options) -> Vec<(&'static str, String)> {
    Vec::new()
}

/// What a game shows and keeps of a game in play (part of its later views, app::later: they
/// need its engine).
pub struct Views<G: AppGame + Send + Sync + 'static> {
    /// Where an unfinished game stands, in words ("round 2, turn 3").
    pub progress: fn(&Session<G>, I18n) -> String,
    /// The outcome of a finished game (who won, the scores, a best), which the page leads
    /// with (app::later); the table's own end screen keeps the board and what comes after.
    pub result: fn(&Session<G>, I18n, Notices) -> AnyView,
}

impl<G: AppGame + Send + Sync + 'static> Clone for Views<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame + Send + Sync + 'static> Copy for Views<G> {}

impl<G: AppGame + Send + Sync + 'static> Views<G> {
    pub const fn new(
        progress: fn(&Session<G>, I18n) -> String,
        result: fn(&Session<G>, I18n, Notices) -> AnyView,
    ) -> Self {
        Views { progress, result }
    }
}

/// What the page hands a game's table: the game held (none once a new game is asked for),
/// the way to ask for a new game, and the app's language and notices.
pub struct Table<G: AppGame + 'static> {
    pub session: Held<G>,
    pub on_new_game: Callback<()>,
    pub i18n: I18n,
    pub notices: Notices,
}

impl<G: AppGame + 'static> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame + 'static> Copy for Table<G> {}
