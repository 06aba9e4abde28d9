//! Home: today's dailies, then the five games, each saying where its saved game stands.

use crate::app::route::Link;
use leptos::prelude::*;

use super::dailies::Dailies;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::storage;
use crate::rules::GameId;

/// The name, one-line pitch and emblem of each game.
fn card_text(game: GameId) -> (Key, Key, &'static str) {
    match game {
        GameId::Nmbr9 => (Key::GameNmbr9, Key::PitchNmbr9, "9"),
        GameId::Number => (Key::GameNumber, Key::PitchNumber, "3"),
        GameId::Sequence => (Key::GameSequence, Key::PitchSequence, "+3"),
        GameId::Mino => (Key::GameMino, Key::PitchMino, "⚃"),
        GameId::Dungeon => (Key::GameDungeon, Key::PitchDungeon, "⚅"),
    }
}

const GAMES: [GameId; 5] = [
    GameId::Number,
    GameId::Nmbr9,
    GameId::Sequence,
    GameId::Mino,
    GameId::Dungeon,
];

#[component]
pub fn Home() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="home">
            <h1 class="home-title">{i18n.live(Key::HomeTitle)}</h1>
            <p class="home-lede">{i18n.live(Key::HomeLede)}</p>
            <Dailies games=GAMES />
            <p class="home-links">
                <Link href="/stats" class="btn">{i18n.live(Key::NavStats)}</Link>
            </p>
            <ul class="game-list">
                {GAMES
                    .into_iter()
                    .map(|game| view! { <li><PlayCard game=game /></li> })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// The status line of a saved game that is not over, from its standing: each game words its
/// two numbers its own way (see each game's `AppGame::standing`).
fn status_line(game: GameId, at: [u32; 2], i18n: I18n) -> String {
    let [a, b] = at.map(|n| n.to_string());
    match game {
        GameId::Number => i18n.f(Key::ProgressRoundTurn, &[("round", a), ("turn", b)]),
        GameId::Nmbr9 => i18n.f(Key::N9ProgressCard, &[("n", a), ("of", b)]),
        GameId::Sequence => i18n.f(Key::SqProgress, &[("n", a)]),
        GameId::Mino => i18n.f(Key::MnProgress, &[("n", a), ("of", b)]),
        GameId::Dungeon => i18n.f(Key::DgProgress, &[("map", a), ("roll", b)]),
    }
}

/// A playable game: play (or resume, with where the saved game stands) and its rules.
/// The save itself is read and checked by the game's own page, which holds its engine.
#[component]
fn PlayCard(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let (name, pitch, emblem) = card_text(game);
    // A save without a standing (written before standings existed) still resumes.
    let standing = storage::saved_standing(game).filter(|s| !s.is_some_and(|s| s.over));
    let resumable = standing.is_some();
    let play_label = move || i18n.t(if resumable { Key::Resume } else { Key::Play });
    let at = standing.flatten().map(|s| s.at);
    let status = move || at.map(|at| status_line(game, at, i18n));
    view! {
        <article class=format!("game-card game-{game}")>
            <div class="game-card-head">
                <span class="game-swatch" aria-hidden="true">{emblem}</span>
                <h2>{i18n.live(name)}</h2>
            </div>
            <p>{i18n.live(pitch)}</p>
            <p class="game-status">{status}</p>
            <div class="game-card-actions">
                <Link href=format!("/{game}") class="btn btn-primary">{play_label}</Link>
                <Link href=format!("/rules/{game}") class="btn">{i18n.live(Key::Rules)}</Link>
            </div>
        </article>
    }
}
