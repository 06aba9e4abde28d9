//! Home: the five games, each saying where its saved game stands, then today's dailies.
//!
//! Nothing on it reacts but the language, so it is written as markup text (app::markup) from
//! what was read at start, and drawn again as a whole when the language changes; its links are
//! plain `<a href>` to other pages. As views it weighed more on home's module
//! (docs/experiments/performance-log.md, "Sixth round").

use leptos::prelude::*;

use super::dailies;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::escape;
use crate::app::notices::use_notices;
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

/// Where a game's saved game stands, as home read it: none, a save (`Some(None)` for a save
/// written before standings existed, which still resumes) or its two numbers.
type Saved = Option<Option<[u32; 2]>>;

#[component]
pub fn Home() -> impl IntoView {
    let i18n = use_i18n();
    let today = dailies::today(use_notices());
    let saved = GAMES.map(|game| {
        storage::saved_standing(game)
            .filter(|s| !s.is_some_and(|s| s.over))
            .map(|s| s.map(|s| s.at))
    });
    let markup = move || {
        let cards: String = GAMES
            .iter()
            .zip(&saved)
            .map(|(&game, saved)| format!("<li>{}</li>", card(i18n, game, *saved)))
            .collect();
        format!(
            concat!(
                // The games first: on a phone they are the first screen, each with one way
                // to play it; the dailies, which each lead to one of them, come after (beside
                // them on a wide screen, style/shell.css).
                r#"<h1 class="home-title">{title}</h1><p class="home-lede">{lede}</p>"#,
                r#"<ul class="game-list">{cards}</ul>{dailies}"#,
                r#"<p class="home-links"><a href="/stats" class="btn">{stats}</a></p>"#
            ),
            title = escape(i18n.t(Key::HomeTitle)),
            lede = escape(i18n.t(Key::HomeLede)),
            dailies = today
                .as_ref()
                .map(|today| dailies::markup(i18n, today, &GAMES))
                .unwrap_or_default(),
            stats = escape(i18n.t(Key::NavStats)),
            cards = cards,
        )
    };
    view! { <section class="home" inner_html=markup /> }
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
fn card(i18n: I18n, game: GameId, saved: Saved) -> String {
    let (name, pitch, emblem) = card_text(game);
    let play = i18n.t(if saved.is_some() {
        Key::Resume
    } else {
        Key::Play
    });
    let status = saved
        .flatten()
        .map(|at| escape(&status_line(game, at, i18n)))
        .unwrap_or_default();
    format!(
        concat!(
            r#"<article class="game-card game-{game}"><div class="game-card-head">"#,
            r#"<span class="game-swatch" aria-hidden="true">{emblem}</span><h2>{name}</h2></div>"#,
            r#"<p>{pitch}</p><p class="game-status">{status}</p><div class="game-card-actions">"#,
            r#"<a href="/{game}" class="btn btn-primary">{play}</a>"#,
            r#"<a href="/rules/{game}" class="btn">{rules}</a></div></article>"#
        ),
        game = game,
        emblem = emblem,
        name = escape(i18n.t(name)),
        pitch = escape(i18n.t(pitch)),
        status = status,
        play = escape(play),
        rules = escape(i18n.t(Key::Rules)),
    )
}
