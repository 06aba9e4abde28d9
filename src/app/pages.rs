//! Which page shows at which address, per built bundle (route::Bundle).
//!
//! Release builds make one wasm module per bundle (src/web/*.rs): index.html is the shell
//! (home, settings, history) and each game is `<game>.html` with its table and rules. Each
//! `mount_*` names only its own pages, so the linker leaves the other games out of that
//! module (and loads only its own texts, crate::texts); addresses of another bundle are full page loads (route::go). stats.html
//! (`/stats`) is a bundle of its own too, so that its charts do not weigh on home. `mount_all` serves
//! everything from one module: the `trunk serve` development build.

use leptos::prelude::*;

use super::route::Bundle;
use super::{dungeon, mino, mount, nmbr9, number, sequence, shell, stats_page};
use crate::rules::GameId;

pub fn mount_all() {
    mount(Bundle::All, all_pages);
}

pub fn mount_shell() {
    mount(Bundle::Shell, shell_pages);
}

pub fn mount_number() {
    mount(Bundle::Game(GameId::Number), number_pages);
}

pub fn mount_nmbr9() {
    mount(Bundle::Game(GameId::Nmbr9), nmbr9_pages);
}

pub fn mount_sequence() {
    mount(Bundle::Game(GameId::Sequence), sequence_pages);
}

pub fn mount_mino() {
    mount(Bundle::Game(GameId::Mino), mino_pages);
}

pub fn mount_dungeon() {
    mount(Bundle::Game(GameId::Dungeon), dungeon_pages);
}

pub fn mount_stats() {
    mount(Bundle::Stats, stats_pages);
}

fn all_pages(path: &str) -> AnyView {
    match Bundle::of(path) {
        Bundle::Game(GameId::Number) => number_pages(path),
        Bundle::Game(GameId::Nmbr9) => nmbr9_pages(path),
        Bundle::Game(GameId::Sequence) => sequence_pages(path),
        Bundle::Game(GameId::Mino) => mino_pages(path),
        Bundle::Game(GameId::Dungeon) => dungeon_pages(path),
        Bundle::Stats => stats_pages(path),
        _ => shell_pages(path),
    }
}

fn shell_pages(path: &str) -> AnyView {
    match path {
        "/" => view! { <shell::Home /> }.into_any(),
        "/settings" => view! { <shell::SettingsPage /> }.into_any(),
        "/history" => view! { <shell::HistoryPage /> }.into_any(),
        // A game whose page is not built yet (its address falls back to index.html).
        other => match other.strip_prefix("/rules/") {
            Some(game) => view! { <shell::NoRules game=GameId::parse(game).ok() /> }.into_any(),
            None => view! { <shell::NotFound /> }.into_any(),
        },
    }
}

fn stats_pages(path: &str) -> AnyView {
    match path {
        "/stats" => view! { <stats_page::StatsPage /> }.into_any(),
        _ => view! { <shell::NotFound /> }.into_any(),
    }
}

/// A game's two addresses: `/<game>` (the table) and `/rules/<game>`.
fn game_pages(path: &str, game: GameId, table: fn() -> AnyView, rules: fn() -> AnyView) -> AnyView {
    match path.strip_prefix("/rules") {
        Some(rest) if rest.strip_prefix('/') == Some(game.as_str()) => rules(),
        _ if path.strip_prefix('/') == Some(game.as_str()) => table(),
        _ => view! { <shell::NotFound /> }.into_any(),
    }
}

fn number_pages(path: &str) -> AnyView {
    game_pages(
        path,
        GameId::Number,
        || view! { <number::NumberPage /> }.into_any(),
        shell::number_rules,
    )
}

fn nmbr9_pages(path: &str) -> AnyView {
    game_pages(
        path,
        GameId::Nmbr9,
        || view! { <nmbr9::Nmbr9Page /> }.into_any(),
        shell::nmbr9_rules,
    )
}

fn sequence_pages(path: &str) -> AnyView {
    game_pages(
        path,
        GameId::Sequence,
        || view! { <sequence::SequencePage /> }.into_any(),
        shell::sequence_rules,
    )
}

fn mino_pages(path: &str) -> AnyView {
    game_pages(
        path,
        GameId::Mino,
        || view! { <mino::MinoPage /> }.into_any(),
        shell::mino_rules,
    )
}

fn dungeon_pages(path: &str) -> AnyView {
    game_pages(
        path,
        GameId::Dungeon,
        || view! { <dungeon::DungeonPage /> }.into_any(),
        shell::dungeon_rules,
    )
}
