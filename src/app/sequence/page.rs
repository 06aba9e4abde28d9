//! `/sequence`: the screen the address asks for (see `game_page`): the replay viewer, a
//! friend's challenge (same deal and draws), the game in progress or a new game's setup.

use leptos::prelude::*;

use super::replay;
use super::session::{link_choices, Progress, Session};
use super::table::{result, table};
use super::walkthrough;
use crate::app::game_page::game_page;
use crate::app::game_screens::{GameOptions, GameScreens, Seats, Views};
use crate::app::i18n::{I18n, Key};
use crate::app::later::Later;
use crate::app::setup::OptionChoice;
use crate::app::walkthrough::Walkthrough;
use crate::rules::sequence::{Edition, Options, SeatKind, SequenceGame};

/// The setup's choices, also the `edition` and `teams` parameters of a seed link.
pub static CHOICES: [OptionChoice; 2] = [
    OptionChoice {
        name: "edition",
        legend: Key::SqEdition,
        values: &[
            ("plus-minus", Key::SqEditionPlusMinus),
            ("four-operations", Key::SqEditionFour),
        ],
    },
    OptionChoice {
        name: "teams",
        legend: Key::SqTeamsAtSix,
        values: &[("2", Key::SqTwoTeams), ("3", Key::SqThreeTeams)],
    },
];

/// The game's table and replay, with the shared screens around them (app::later): called
/// only by the page's split point, so that they load after its setup.
pub fn later() -> Later<SequenceGame> {
    Later::new(replay::body, table, Views::new(progress, result)).with_online()
}

static SCREENS: GameScreens<SequenceGame> = GameScreens {
    seats: Seats::three_levels(&[2, 3, 4, 6]),
    options: GameOptions {
        default_seats: || Options::default().seats,
        choices: &CHOICES,
        from: options,
        link_options,
    },
    setup_hint: Some(Key::SqSetupHint),
    online: true,
};

fn options(seats: Vec<SeatKind>, chosen: &[&str]) -> Options {
    let edition = match chosen.first() {
        Some(&"four-operations") => Edition::FourOperations,
        _ => Edition::PlusMinus,
    };
    // Teams are a choice only at six seats; otherwise the player count decides them.
    let teams = (seats.len() == 6).then(|| if chosen.get(1) == Some(&"3") { 3 } else { 2 });
    Options {
        seats,
        teams,
        edition,
    }
}

fn link_options(options: &Options) -> Vec<(&'static str, String)> {
    link_choices(options)
        .into_iter()
        .map(|(name, value)| (name, value.to_owned()))
        .collect()
}

fn progress(session: &Session, i18n: I18n) -> String {
    i18n.f(
        Key::SqTurnN,
        &[("n", Progress::of(session).turn.to_string())],
    )
}

#[component]
pub fn SequencePage() -> impl IntoView {
    view! { <Walkthrough tour=&walkthrough::TOUR /> {game_page(&SCREENS)} }
}
