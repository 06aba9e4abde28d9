//! Which page shows at which address, per built bundle (route::Bundle).
//!
//! Release builds make one wasm module per bundle (src/web/*.rs): index.html is home,
//! settings.html serves settings and history, each game is `<game>.html` with its table, one
//! rules module serves every game's rules (`rules/<game>.html`) and stats.html the stats. Each
//! `mount_*` names only its own pages, so the linker leaves the rest out of that module (and it
//! loads only its own texts, crate::texts); addresses of another bundle are full page loads
//! (route::go). What moved out of home and the game pages, and what it saved, is in
//! docs/experiments/performance-log.md, "Third round". `mount_all` serves everything from one
//! module: the development
//! build (`trunk serve`: home's module in a debug build, src/web/home.rs).

use leptos::prelude::*;

use super::later::Load;
use super::route::Bundle;
use super::session::AppGame;
use super::{dungeon, mino, mount, nmbr9, number, sequence, shell, stats_page};
use crate::rules::dungeon::DungeonGame;
use crate::rules::mino::MinoGame;
use crate::rules::nmbr9::Nmbr9Game;
use crate::rules::number::NumberGame;
use crate::rules::sequence::SequenceGame;
use crate::rules::GameId;

/// Every page, each game's later views made directly (no chunk in this build).
pub fn mount_all() {
    mount(
        Bundle::All,
        all_pages,
        Box::new(|| {
            provide_context::<Load<_>>(|| Box::pin(async { Ok(number::later()) }));
            provide_context::<Load<_>>(|| Box::pin(async { Ok(nmbr9::later()) }));
            provide_context::<Load<_>>(|| Box::pin(async { Ok(sequence::later()) }));
            provide_context::<Load<_>>(|| Box::pin(async { Ok(mino::later()) }));
            provide_context::<Load<_>>(|| Box::pin(async { Ok(dungeon::later()) }));
        }),
    );
}

pub fn mount_shell() {
    mount(Bundle::Shell, shell_pages, Box::new(|| ()));
}

pub fn mount_settings() {
    mount(Bundle::Settings, settings_pages, Box::new(|| ()));
}

/// A game page: its pages, with its later views (app::later) as context.
fn mount_game<G: AppGame + Send + Sync + 'static>(pages: fn(&str) -> AnyView, later: Load<G>) {
    mount(
        Bundle::Game(G::ID),
        pages,
        Box::new(move || provide_context(later)),
    );
}

pub fn mount_number(later: Load<NumberGame>) {
    mount_game(number_pages, later);
}

pub fn mount_nmbr9(later: Load<Nmbr9Game>) {
    mount_game(nmbr9_pages, later);
}

pub fn mount_sequence(later: Load<SequenceGame>) {
    mount_game(sequence_pages, later);
}

pub fn mount_mino(later: Load<MinoGame>) {
    mount_game(mino_pages, later);
}

pub fn mount_dungeon(later: Load<DungeonGame>) {
    mount_game(dungeon_pages, later);
}

/// The rules module: which game's rules (and so which texts file) is the page's own, as
/// scripts/trunk_hook.mjs wrote it into each copy (`<html data-texts="<game>">`), so that the module
/// speaks its file's game whatever the address.
/// A page without that name (none is built so) goes by its address.
pub fn mount_rules() {
    let window = web_sys::window();
    let named = window
        .as_ref()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("data-texts"))
        .and_then(|name| GameId::parse(&name).ok());
    let at = || {
        let path = window.as_ref()?.location().pathname().ok()?;
        match Bundle::of(&path) {
            Bundle::Rules(game) => Some(game),
            _ => None,
        }
    };
    let game = named.or_else(at).unwrap_or(GameId::Number);
    mount(Bundle::Rules(game), rules_pages, Box::new(|| ()));
}

pub fn mount_stats() {
    mount(Bundle::Stats, stats_pages, Box::new(|| ()));
}

fn all_pages(path: &str) -> AnyView {
    match Bundle::of(path) {
        Bundle::Game(GameId::Number) => number_pages(path),
        Bundle::Game(GameId::Nmbr9) => nmbr9_pages(path),
        Bundle::Game(GameId::Sequence) => sequence_pages(path),
        Bundle::Game(GameId::Mino) => mino_pages(path),
        Bundle::Game(GameId::Dungeon) => dungeon_pages(path),
        Bundle::Rules(_) => rules_pages(path),
        Bundle::Settings => settings_pages(path),
        Bundle::Stats => stats_pages(path),
        _ => shell_pages(path),
    }
}

fn shell_pages(path: &str) -> AnyView {
    match path {
        "/" => view! { <shell::Home /> }.into_any(),
        // A game whose page is not built yet (its address falls back to index.html).
        other => match other.strip_prefix("/rules/") {
            Some(game) => view! { <shell::NoRules game=GameId::parse(game).ok() /> }.into_any(),
            None => view! { <shell::NotFound /> }.into_any(),
        },
    }
}

fn settings_pages(path: &str) -> AnyView {
    match path {
        "/settings" => view! { <shell::SettingsPage /> }.into_any(),
        "/history" => view! { <shell::HistoryPage /> }.into_any(),
        _ => view! { <shell::NotFound /> }.into_any(),
    }
}

fn stats_pages(path: &str) -> AnyView {
    match path {
        "/stats" => view! { <stats_page::StatsPage /> }.into_any(),
        _ => view! { <shell::NotFound /> }.into_any(),
    }
}

/// `/rules/<game>`, for the five games.
fn rules_pages(path: &str) -> AnyView {
    match Bundle::of(path) {
        Bundle::Rules(GameId::Number) => shell::number_rules(),
        Bundle::Rules(GameId::Nmbr9) => shell::nmbr9_rules(),
        Bundle::Rules(GameId::Sequence) => shell::sequence_rules(),
        Bundle::Rules(GameId::Mino) => shell::mino_rules(),
        Bundle::Rules(GameId::Dungeon) => shell::dungeon_rules(),
        _ => view! { <shell::NotFound /> }.into_any(),
    }
}

/// A game's address, `/<game>`: its table.
fn game_pages(path: &str, game: GameId, table: fn() -> AnyView) -> AnyView {
    if path.strip_prefix('/') == Some(game.as_str()) {
        table()
    } else {
        view! { <shell::NotFound /> }.into_any()
    }
}

fn number_pages(path: &str) -> AnyView {
    game_pages(path, GameId::Number, || {
        view! { <number::NumberPage /> }.into_any()
    })
}

fn nmbr9_pages(path: &str) -> AnyView {
    game_pages(path, GameId::Nmbr9, || {
        view! { <nmbr9::Nmbr9Page /> }.into_any()
    })
}

fn sequence_pages(path: &str) -> AnyView {
    game_pages(path, GameId::Sequence, || {
        view! { <sequence::SequencePage /> }.into_any()
    })
}

fn mino_pages(path: &str) -> AnyView {
    game_pages(path, GameId::Mino, || {
        view! { <mino::MinoPage /> }.into_any()
    })
}

fn dungeon_pages(path: &str) -> AnyView {
    game_pages(path, GameId::Dungeon, || {
        view! { <dungeon::DungeonPage /> }.into_any()
    })
}
