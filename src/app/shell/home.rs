//! Home: the five games, each saying where its saved game stands.

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::notices::use_notices;
use crate::app::{dungeon, mino, nmbr9, number, sequence};
use crate::rules::nmbr9::CARDS;
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
                <li><Nmbr9Card /></li>
                <li><SequenceCard /></li>
                <li><MinoCard /></li>
                <li><DungeonCard /></li>
            </ul>
        </section>
    }
}

// Reading a save here also reports (and keeps aside) a damaged one on the first screen.

#[component]
fn NumberCard() -> impl IntoView {
    let i18n = use_i18n();
    let progress = number::saved_progress(use_notices()).filter(|p| !p.over);
    let status = progress.map(|p| {
        Signal::derive(move || {
            i18n.f(
                Key::ProgressRoundTurn,
                &[
                    ("round", (p.round + 1).to_string()),
                    ("turn", (p.turn + 1).to_string()),
                ],
            )
        })
    });
    view! { <PlayCard game=GameId::Number status=status /> }
}

#[component]
fn Nmbr9Card() -> impl IntoView {
    let i18n = use_i18n();
    let progress = nmbr9::saved_progress(use_notices()).filter(|p| !p.over);
    let status = progress.map(|p| {
        Signal::derive(move || {
            i18n.f(
                Key::N9ProgressCard,
                &[("n", p.card.to_string()), ("of", CARDS.to_string())],
            )
        })
    });
    view! { <PlayCard game=GameId::Nmbr9 status=status /> }
}

#[component]
fn SequenceCard() -> impl IntoView {
    let i18n = use_i18n();
    let progress = sequence::saved_progress(use_notices()).filter(|p| !p.over);
    let status = progress
        .map(|p| Signal::derive(move || i18n.f(Key::SqProgress, &[("n", p.turn.to_string())])));
    view! { <PlayCard game=GameId::Sequence status=status /> }
}

#[component]
fn MinoCard() -> impl IntoView {
    let i18n = use_i18n();
    let progress = mino::saved_progress(use_notices()).filter(|p| !p.over);
    let status = progress.map(|p| {
        Signal::derive(move || {
            i18n.f(
                Key::MnProgress,
                &[("n", p.hand.to_string()), ("of", p.hands.to_string())],
            )
        })
    });
    view! { <PlayCard game=GameId::Mino status=status /> }
}

#[component]
fn DungeonCard() -> impl IntoView {
    let i18n = use_i18n();
    let progress = dungeon::saved_progress(use_notices()).filter(|p| !p.over);
    let status = progress.map(|p| Signal::derive(move || dungeon::progress_text(i18n, p)));
    view! { <PlayCard game=GameId::Dungeon status=status /> }
}

/// A playable game: play (or resume, with where the saved game stands) and its rules.
#[component]
fn PlayCard(game: GameId, status: Option<Signal<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let (name, pitch, emblem) = card_text(game);
    let resumable = status.is_some();
    let play_label = move || i18n.t(if resumable { Key::Resume } else { Key::Play });
    let status = move || status.map(|s| s.get());
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
