//! `/dungeon`: the screen the address asks for (see `game_page`): the replay viewer, a
//! friend's challenge (same rolls), the game in progress or a new game's setup, where the
//! player picks the map (or the campaign) and how many skulls to circle.

use leptos::prelude::*;

use super::map_over::result;
use super::replay;
use super::session::{option_values, Progress, Session, Solo};
use super::table::table;
use super::walkthrough;
use crate::app::game_page::game_page;
use crate::app::game_screens::{GameOptions, GameScreens, Seats, Views};
use crate::app::i18n::{I18n, Key};
use crate::app::later::Later;
use crate::app::setup::OptionChoice;
use crate::app::share::SeatRules;
use crate::app::walkthrough::Walkthrough;
use crate::rules::dungeon::{DungeonGame, MapChoice, Options};

/// The setup's choices, carried by seed links as `?map=…&circled=…`.
pub const CHOICES: &[OptionChoice] = &[
    OptionChoice {
        name: "map",
        legend: Key::DgMapLegend,
        values: &[
            ("1", Key::DgMap1),
            ("2", Key::DgMap2),
            ("3", Key::DgMap3),
            ("campaign", Key::DgCampaign),
        ],
    },
    OptionChoice {
        name: "circled",
        legend: Key::DgDifficulty,
        values: &[
            ("0", Key::DgCircled0),
            ("2", Key::DgCircled2),
            ("4", Key::DgCircled4),
        ],
    },
];

/// The game's table and replay, with the shared screens around them (app::later): called
/// only by the page's split point, so that they load after its setup.
pub fn later() -> Later<DungeonGame> {
    Later::new(replay::body, table, Views::new(progress, result))
}

static SCREENS: GameScreens<DungeonGame> = GameScreens {
    seats: Seats {
        rules: SeatRules {
            parse: Solo::parse,
            counts: &[1],
        },
        kinds: &[Solo],
    },
    options: GameOptions {
        default_seats: || vec![Solo],
        choices: CHOICES,
        from: options,
        link_options: |o| option_values(o).into(),
    },
    setup_hint: Some(Key::DgSetupHint),
    online: false,
};

fn options(_seats: Vec<Solo>, chosen: &[&str]) -> Options {
    let map = match chosen.first().copied() {
        Some("2") => MapChoice::Single(2),
        Some("3") => MapChoice::Single(3),
        Some("campaign") => MapChoice::Campaign,
        _ => MapChoice::Single(1),
    };
    let circled = chosen.get(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    Options { map, circled }
}

fn progress(session: &Session, i18n: I18n) -> String {
    let p = Progress::of(session);
    i18n.f(
        Key::DgProgressSetup,
        &[("map", p.map.to_string()), ("roll", p.roll.to_string())],
    )
}

#[component]
pub fn DungeonPage() -> impl IntoView {
    view! { <Walkthrough tour=&walkthrough::TOUR /> {game_page(&SCREENS)} }
}
