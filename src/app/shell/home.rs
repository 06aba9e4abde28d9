//! Home: the five games. Only The Number is playable yet; the others are announced without a
//! link, so nobody lands on an empty screen.

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::notices::use_notices;
use crate::app::number;
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

#[component]
pub fn Home() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="home">
            <h1 class="home-title">{i18n.live(Key::HomeTitle)}</h1>
            <p class="home-lede">{i18n.live(Key::HomeLede)}</p>
            <ul class="game-list">
                <li><NumberCard /></li>
                {[GameId::Nmbr9, GameId::Sequence, GameId::Mino, GameId::Dungeon]
                    .into_iter()
                    .map(|game| view! { <li><SoonCard game=game /></li> })
                    .collect_view()}
            </ul>
        </section>
    }
}

#[component]
fn NumberCard() -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    // Reading the save here also reports (and keeps aside) a damaged one on the first screen.
    let progress = number::saved_progress(notices);
    let (name, pitch, emblem) = card_text(GameId::Number);
    let play_label = move || match progress {
        Some(p) if !p.over => i18n.t(Key::Resume),
        _ => i18n.t(Key::Play),
    };
    let status = move || {
        progress.filter(|p| !p.over).map(|p| {
            i18n.f(
                Key::ProgressRoundTurn,
                &[
                    ("round", (p.round + 1).to_string()),
                    ("turn", (p.turn + 1).to_string()),
                ],
            )
        })
    };
    view! {
        <article class="game-card game-number">
            <div class="game-card-head">
                <span class="game-swatch" aria-hidden="true">{emblem}</span>
                <h2>{i18n.live(name)}</h2>
            </div>
            <p>{i18n.live(pitch)}</p>
            <p class="game-status">{status}</p>
            <div class="game-card-actions">
                <Link href="/number" class="btn btn-primary">{play_label}</Link>
                <Link href="/rules/number" class="btn">{i18n.live(Key::Rules)}</Link>
            </div>
        </article>
    }
}

#[component]
fn SoonCard(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let (name, pitch, emblem) = card_text(game);
    view! {
        <article class=format!("game-card game-{game} soon")>
            <div class="game-card-head">
                <span class="game-swatch" aria-hidden="true">{emblem}</span>
                <h2>{i18n.live(name)}</h2>
            </div>
            <p>{i18n.live(pitch)}</p>
            <p class="badge">
                <span aria-hidden="true">"◷ "</span>
                {i18n.live(Key::ComingSoon)}
            </p>
        </article>
    }
}
