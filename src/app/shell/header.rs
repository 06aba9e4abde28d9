//! The top bar: the app's name (home link), the game this page plays, and the pages every
//! screen can reach. It also names the page in the document title, so that a tab, a bookmark
//! or a shared link says which game it holds.

use crate::app::route::{self, Link};
use leptos::prelude::*;

use super::logo::Logo;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::number::game_name;
use crate::rules::GameId;

/// The game whose table `path` is (`/nmbr9`), not its rules page.
fn game_at(path: &str) -> Option<GameId> {
    GameId::parse(path.strip_prefix('/')?).ok()
}

/// The document title for `path`: the game and what of it is shown, then the app.
fn title(i18n: I18n, path: &str, replay: bool) -> String {
    if let Some(game) = game_at(path) {
        let name = game_name(i18n, game);
        return match replay {
            true => format!("{} · {name} · Numera", i18n.t(Key::ReplayTitle)),
            false => format!("{name} · Numera"),
        };
    }
    match path.strip_prefix("/rules/").map(GameId::parse) {
        Some(Ok(game)) => format!(
            "{} · Numera",
            i18n.f(Key::RulesTitle, &[("game", game_name(i18n, game))])
        ),
        _ => "Numera".to_owned(),
    }
}

#[component]
pub fn Header() -> impl IntoView {
    let i18n = use_i18n();
    let path = route::path();
    let replay = route::query("replay");
    let game = Memo::new(move |_| path.with(|p| game_at(p)));
    Effect::new(move |_| {
        let text = path.with(|p| title(i18n, p, replay.with(Option::is_some)));
        document().set_title(&text);
    });
    view! {
        <a class="skip-link" href="#main">{i18n.live(Key::SkipToContent)}</a>
        <header class="topbar" class:topbar-game=move || game.with(Option::is_some)>
            <Link href="/" class="brand">
                <Logo />
                <span class="brand-name">"Numera"</span>
            </Link>
            // Every screen of a game page (setup, table, replay, a link's error) names its game.
            {move || game.get().map(|g| view! {
                <h1 class="game-name" data-testid="game-name">{move || game_name(i18n, g)}</h1>
            })}
            <nav class="topnav" aria-label=i18n.live(Key::NavLabel)>
                <Link href="/history">{i18n.live(Key::NavHistory)}</Link>
                <Link href="/settings">{i18n.live(Key::NavSettings)}</Link>
            </nav>
        </header>
    }
}
