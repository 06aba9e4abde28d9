//! `/nmbr9`: the screen the address asks for (see `game_page`): the replay viewer, a friend's
//! challenge (same cards in the same order), the game in progress or a new game's setup.

use leptos::prelude::*;

use super::final_score::result;
use super::replay;
use super::session::{Progress, Session};
use super::table::table;
use super::walkthrough;
use crate::app::game_page::game_page;
use crate::app::game_screens::{GameOptions, GameScreens, Seats, Views};
use crate::app::i18n::{I18n, Key};
use crate::app::later::Later;
use crate::app::walkthrough::Walkthrough;
use crate::rules::nmbr9::{Nmbr9Game, Options, CARDS};

/// The game's table and replay, with the shared screens around them (app::later): called
/// only by the page's split point, so that they load after its setup.
pub fn later() -> Later<Nmbr9Game> {
    Later::new(replay::body, table, Views::new(progress, result)).with_online()
}

static SCREENS: GameScreens<Nmbr9Game> = GameScreens {
    seats: Seats::three_levels(&[1, 2, 3, 4]),
    options: GameOptions::seats_only(|| Options::default().seats, |seats, _| Options { seats }),
    setup_hint: Some(Key::N9SetupHint),
    online: true,
};

fn progress(session: &Session, i18n: I18n) -> String {
    let n = Progress::of(session).card;
    i18n.f(
        Key::N9CardWhere,
        &[("n", n.to_string()), ("of", CARDS.to_string())],
    )
}

#[component]
pub fn Nmbr9Page() -> impl IntoView {
    view! { <Walkthrough tour=&walkthrough::TOUR /> {game_page(&SCREENS)} }
}
