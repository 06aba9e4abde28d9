//! `/nmbr9`: the screen the address asks for (see `game_page`): the replay viewer, a friend's
//! challenge (same cards in the same order), the game in progress or a new game's setup.

use leptos::prelude::*;

use super::replay;
use super::session::{commit, Progress, Session};
use super::table::GameTable;
use crate::app::game_page::{game_page, GameScreens};
use crate::app::i18n::{I18n, Key};
use crate::app::share::SeatRules;
use crate::rules::nmbr9::{Nmbr9Game, Options, SeatKind, CARDS};

static SCREENS: GameScreens<Nmbr9Game> = GameScreens {
    seats: SeatRules {
        parse: SeatKind::parse,
        counts: &[1, 2, 3, 4],
    },
    choices: &[],
    kinds: &[
        SeatKind::Human,
        SeatKind::Easy,
        SeatKind::Medium,
        SeatKind::Hard,
    ],
    default_seats,
    options,
    progress,
    commit,
    link_options: |_| Vec::new(),
    replay: replay::body,
    table,
    setup_hint: Some(Key::N9SetupHint),
};

fn default_seats() -> Vec<SeatKind> {
    Options::default().seats
}

fn options(seats: Vec<SeatKind>, _: &[&str]) -> Options {
    Options { seats }
}

fn progress(session: &Session, i18n: I18n) -> String {
    let n = Progress::of(session).card;
    i18n.f(
        Key::N9CardWhere,
        &[("n", n.to_string()), ("of", CARDS.to_string())],
    )
}

fn table(session: RwSignal<Option<Session>>, on_new_game: Callback<()>) -> AnyView {
    view! { <GameTable session=session on_new_game=on_new_game /> }.into_any()
}

#[component]
pub fn Nmbr9Page() -> impl IntoView {
    game_page(&SCREENS)
}
