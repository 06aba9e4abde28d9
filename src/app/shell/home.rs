//! Home: the five games, each saying where its saved game stands, then today's dailies.
//!
//! Nothing on it reacts but the language, so it is written as markup text (app::markup) from
//! what was read at start, and drawn again as a whole when the language changes; its links are
//! plain `<a href>` to other pages. As views it weighed more on home's module
//! (docs/experiments/performance-log.md, "Sixth round").

use leptos::prelude::*;

use super::dailies;
use crate::app::aside::back_to;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{markup, Html};
use crate::app::notices::use_notices;
use crate::app::storage::{self, AsideKind, AsideNote};
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
        let shown = storage::saved_standing(game)
            .filter(|s| !s.is_some_and(|s| s.over))
            .map(|s| s.map(|s| s.at));
        (shown, storage::aside_note(game))
    });
    let page = move || {
        let cards: Html = GAMES
            .iter()
            .zip(&saved)
            .map(|(&game, (shown, aside))| {
                let daily = today.as_ref().is_some_and(|t| t.playing(game));
                Html::el("li").child(card(i18n, game, *shown, *aside, daily))
            })
            .collect();
        // The games first: on a phone they are the first screen, each with one way to play
        // it; the dailies, which each lead to one of them, come after (beside them on a wide
        // screen, style/shell.css).
        let mut out = Html::from(
            Html::el("h1")
                .class("home-title")
                .text(i18n.t(Key::HomeTitle)),
        );
        out.push(Html::el("p").class("home-lede").text(i18n.t(Key::HomeLede)));
        out.push(Html::el("ul").class("game-list").child(cards));
        if let Some(today) = &today {
            out.push(dailies::section(i18n, today, &GAMES));
        }
        out.push(
            Html::el("p").class("home-links").child(
                Html::el("a")
                    .attr("href", "/stats")
                    .class("btn")
                    .text(i18n.t(Key::NavStats)),
            ),
        );
        out
    };
    view! { <section class="home" inner_html=markup(page) /> }
}

/// The status line of a saved game that is not over, from its standing: each game words its
/// two numbers its own way (see each game's `AppGame::standing`).
/// Where a game stands, bare ("card 4 of 20"): under its card's line, or on its way back.
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

/// A playable game: play (or resume, with where the saved game stands) and its rules, and the
/// game set aside while a daily or a challenge is played (app::aside), one press from its
/// page. The save itself is read and checked by the game's own page, which holds its engine.
fn card(
    i18n: I18n,
    game: GameId,
    saved: Saved,
    aside: Option<Option<AsideNote>>,
    daily_playing: bool,
) -> Html {
    let (name, pitch, emblem) = card_text(game);
    let play = i18n.t(if saved.is_some() {
        Key::Resume
    } else {
        Key::Play
    });
    // With a game set aside, the one shown is of the other sort: a daily or a challenge
    // beside the player's own game, or their own game beside a daily or a challenge.
    let shown_as = match aside.flatten().map(|n| n.kind) {
        None | Some(AsideKind::Daily | AsideKind::Challenge) => Key::HomeOwnInProgress,
        Some(AsideKind::Own) if daily_playing => Key::HomeDailyInProgress,
        Some(AsideKind::Own) => Key::HomeChallengeInProgress,
    };
    let status = saved
        .flatten()
        .map(|at| i18n.f(shown_as, &[("at", status_line(game, at, i18n))]))
        .unwrap_or_default();
    let id = game.as_str();
    Html::el("article")
        .class(&format!("game-card game-{id}"))
        .child(
            Html::el("div")
                .class("game-card-head")
                .child(Html::el("span").class("game-swatch").hidden().text(emblem))
                .child(Html::el("h2").text(i18n.t(name))),
        )
        .child(Html::el("p").text(i18n.t(pitch)))
        .child(Html::el("p").class("game-status").text(&status))
        .child(aside.map_or_else(Html::new, |note| aside_link(i18n, game, note)))
        .child(
            Html::el("div")
                .class("game-card-actions")
                .child(
                    Html::el("a")
                        .attr("href", &format!("/{id}"))
                        .class("btn btn-primary")
                        .text(play),
                )
                .child(
                    Html::el("a")
                        .attr("href", &format!("/rules/{id}"))
                        .class("btn")
                        .text(i18n.t(Key::Rules)),
                ),
        )
        .into()
}

/// "Back to your game in progress · Card 3 of 18": the game's page, which brings it back.
fn aside_link(i18n: I18n, game: GameId, note: Option<AsideNote>) -> Html {
    let kind = note.map_or(storage::AsideKind::Own, |n| n.kind);
    let mut link = Html::el("a")
        .attr("href", &format!("/{game}?back"))
        .class("btn aside-back")
        .attr("data-testid", "aside-back")
        .child(
            Html::el("span")
                .class("aside-what")
                .text(i18n.t(back_to(kind))),
        );
    if let Some(s) = note.and_then(|n| n.standing) {
        link = link.child(
            Html::el("span")
                .class("aside-where")
                .text(&status_line(game, s.at, i18n)),
        );
    }
    Html::el("p").class("aside-bar").child(link).into()
}
