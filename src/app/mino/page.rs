//! `/mino`: the screen the address asks for (see `game_page`): the replay viewer, a friend's
//! challenge (same draws and rolls), the game in progress or a new game's setup.

use leptos::prelude::*;

use super::final_view::result;
use super::replay;
use super::session::{Progress, Session};
use super::table::table;
use super::walkthrough;
use crate::app::game_page::game_page;
use crate::app::game_screens::{GameOptions, GameScreens, Seats, Views};
use crate::app::i18n::{I18n, Key};
use crate::app::later::Later;
use crate::app::walkthrough::Walkthrough;
use crate::rules::mino::{MinoGame, Options};

/// The game's table and replay, with the shared screens around them (app::later): called
/// only by the page's split point, so that they load after its setup.
pub fn later() -> Later<MinoGame> {
    Later::new(replay::body, table, Views::new(progress, result)).with_online()
}

static SCREENS: GameScreens<MinoGame> = GameScreens {
    seats: Seats::three_levels(&[3, 4, 5, 6]),
    options: GameOptions::seats_only(|| Options::default().seats, |seats, _| Options { seats }),
    setup_hint: Some(Key::MnSetupHint),
    online: true,
};

fn progress(session: &Session, i18n: I18n) -> String {
    let p = Progress::of(session);
    i18n.f(
        Key::MnHandOf,
        &[("n", p.hand.to_string()), ("of", p.hands.to_string())],
    )
}

#[component]
pub fn MinoPage() -> impl IntoView {
    view! { <Walkthrough tour=&walkthrough::TOUR /> {game_page(&SCREENS)} }
}
