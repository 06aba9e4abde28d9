//! `/number`: the screen the address asks for (see `game_page`): the replay viewer, a friend's
//! challenge (same seed, same bot answers), the game in progress or a new game's setup.

use leptos::prelude::*;

use super::replay;
use super::session::{commit, Progress, Session};
use super::table::GameTable;
use crate::app::game_page::{game_page, GameScreens};
use crate::app::i18n::{I18n, Key};
use crate::app::share::SeatRules;
use crate::rules::number::{NumberGame, Options, SeatKind};

static SCREENS: GameScreens<NumberGame> = GameScreens {
    seats: SeatRules {
        parse: SeatKind::parse,
        counts: &[3, 4, 5],
    },
    choices: &[],
    kinds: &[SeatKind::Human, SeatKind::Easy, SeatKind::Hard],
    default_seats,
    options,
    progress,
    commit,
    link_options: |_| Vec::new(),
    replay: replay::body,
    table,
    setup_hint: None,
};

fn default_seats() -> Vec<SeatKind> {
    Options::default().seats
}

fn options(seats: Vec<SeatKind>, _: &[&str]) -> Options {
    Options { seats }
}

fn progress(session: &Session, i18n: I18n) -> String {
    let p = Progress::of(session);
    i18n.f(
        Key::RoundTurn,
        &[
            ("round", (p.round + 1).to_string()),
            ("turn", (p.turn + 1).to_string()),
        ],
    )
}

fn table(session: RwSignal<Option<Session>>, on_new_game: Callback<()>) -> AnyView {
    view! { <GameTable session=session on_new_game=on_new_game /> }.into_any()
}

#[component]
pub fn NumberPage() -> impl IntoView {
    game_page(&SCREENS)
}
