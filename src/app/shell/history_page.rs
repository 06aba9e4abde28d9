//! Finished games, newest first: when, which game, seed, players, scores, winners, and a
//! replay link to step through the game again.

use crate::app::route::Link;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::app::i18n::{use_i18n, I18n, Key, Lang};
use crate::app::notices::use_notices;
use crate::app::number::game_name;
use crate::app::seat::seat_label;
use crate::app::storage::{self, Finished};
use crate::store::history::Folded;

/// The stored UTC date (and time, when `time`) in the reader's language and time zone.
pub fn local_date(iso: &str, lang: Lang, time: bool) -> String {
    let date = js_sys::Date::new(&JsValue::from_str(iso));
    if date.get_time().is_nan() {
        return iso.to_owned();
    }
    let style = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&style, &"dateStyle".into(), &"medium".into());
    if time {
        let _ = js_sys::Reflect::set(&style, &"timeStyle".into(), &"short".into());
    }
    date.to_locale_string(lang.code(), &style).into()
}

#[component]
pub fn HistoryPage() -> impl IntoView {
    let i18n = use_i18n();
    // Drawn again when another tab adds a game.
    let history = storage::live_history(use_notices());
    let lists = move || {
        let history = history.get();
        let folded = history.folded;
        let mut games = history.games;
        games.reverse();
        let empty = games.is_empty() && folded.is_empty();
        view! {
            <Show when=move || empty>
                <p>{i18n.live(Key::HistoryEmpty)}</p>
                <Link href="/number" class="btn btn-primary">{i18n.live(Key::Play)}</Link>
            </Show>
            <ol class="history-list">
                {games.into_iter().map(|g| view! { <li><FinishedGame game=g /></li> }).collect_view()}
            </ol>
            <ul class="history-folded">
                {folded.into_iter().rev().map(|f| view! { <li><FoldedGames folded=f /></li> }).collect_view()}
            </ul>
        }
    };
    view! {
        <section class="panel history">
            <h1>{i18n.live(Key::HistoryTitle)}</h1>
            <p><Link href="/stats" class="btn">{i18n.live(Key::NavStats)}</Link></p>
            {lists}
        </section>
    }
}

/// Each seat: its name, its score and whether it won (nobody wins a game played alone).
fn players_line(i18n: I18n, game: &Finished) -> Vec<(String, i64, bool)> {
    game.players
        .iter()
        .enumerate()
        .map(|(p, kind)| {
            let label = seat_label(i18n, p, kind);
            let score = game.scores.get(p).copied().unwrap_or(0);
            (label, score, !game.is_solo() && game.winners.contains(&p))
        })
        .collect()
}

#[component]
fn FinishedGame(game: Finished) -> impl IntoView {
    let i18n = use_i18n();
    let replay = format!("/{}?replay={}", game.game, game.replay);
    let date = game.date.clone();
    let datetime = date.clone();
    let seed = game.seed.to_string();
    let id = game.game;
    let game = StoredValue::new(game);
    let rows = move || {
        players_line(i18n, &game.read_value())
            .into_iter()
            .map(|(label, score, won)| {
                view! {
                    <li class:winner=won>
                        <span class="who">{label}</span>
                        <span class="num">{score}</span>
                        {won.then(|| view! {
                            <span class="win-mark">"★ "{i18n.t(Key::Winner)}</span>
                        })}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <article class="finished">
            <header class="finished-head">
                <h2>{move || game_name(i18n, id)}</h2>
                <time datetime=datetime>{move || local_date(&date, i18n.lang(), true)}</time>
            </header>
            <p class="finished-seed">
                {i18n.live(Key::Seed)}{i18n.live(Key::LabelSep)}<code class="seed">{seed}</code>
            </p>
            <ul class="finished-scores">{rows}</ul>
            <Link href=replay class="btn">{i18n.live(Key::WatchReplay)}</Link>
        </article>
    }
}

/// Games folded into counts when storage ran short (store::history::compact).
#[component]
fn FoldedGames(folded: Folded) -> impl IntoView {
    let i18n = use_i18n();
    let text = move || {
        let lang = i18n.lang();
        let counts = i18n.f(
            Key::HistoryFolded,
            &[
                ("game", game_name(i18n, folded.game).to_string()),
                ("from", local_date(&folded.from, lang, false)),
                ("to", local_date(&folded.to, lang, false)),
                ("n", folded.games.to_string()),
                ("wins", folded.human_wins.to_string()),
            ],
        );
        match folded.best {
            Some(best) => {
                let best = i18n.f(Key::HistoryFoldedBest, &[("best", best.to_string())]);
                format!("{counts} {best}")
            }
            None => counts,
        }
    };
    view! { <p class="hint">{text}</p> }
}
