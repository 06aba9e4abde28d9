//! The top bar: the app's name (home link), the game this page plays, and the pages every
//! screen can reach. It also names the page in the document title, so that a tab, a bookmark
//! or a shared link says which game it holds.
//!
//! The bar is written as markup text (app::markup) and drawn again as a whole when the path or
//! the language changes: as a view of its own (a logo of seven SVG shapes, three links that
//! each follow the path) it weighed much more on every page
//! (docs/experiments/performance-log.md, "Sixth round").
//! Its links are plain `<a href>`, which the router follows like any other (route::start).

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::escape;
use crate::app::number::game_name;
use crate::app::route::{self, is_current};
use crate::rules::GameId;

/// The Numera mark: three digit tiles, one of them struck, as the games' shared motif.
const LOGO: &str = concat!(
    r#"<svg class="logo" viewBox="0 0 48 24" width="48" height="24" aria-hidden="true">"#,
    r#"<rect x="1" y="3" width="14" height="18" rx="3" class="logo-tile"/>"#,
    r#"<rect x="17" y="3" width="14" height="18" rx="3" class="logo-tile logo-accent"/>"#,
    r#"<rect x="33" y="3" width="14" height="18" rx="3" class="logo-tile"/>"#,
    r#"<text x="8" y="16.5" class="logo-digit">7</text>"#,
    r#"<text x="24" y="16.5" class="logo-digit logo-digit-accent">3</text>"#,
    r#"<text x="40" y="16.5" class="logo-digit">9</text>"#,
    r#"<line x1="35" y1="19" x2="45" y2="5" class="logo-strike"/>"#,
    "</svg>"
);

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

/// `<a href=…>` marked `aria-current="page"` while `path` is its page or a page under it.
fn link(href: &str, class: &str, path: &str, inner: &str) -> String {
    let current = if is_current(href, path) {
        r#" aria-current="page""#
    } else {
        ""
    };
    format!(r#"<a href="{href}"{class}{current}>{inner}</a>"#)
}

/// The bar at `path`, in the language `i18n` speaks.
fn markup(i18n: I18n, path: &str) -> String {
    let game = game_at(path);
    let text = |key| escape(i18n.t(key));
    let brand = link(
        "/",
        r#" class="brand""#,
        path,
        &format!(r#"{LOGO}<span class="brand-name">Numera</span>"#),
    );
    // Every screen of a game page (setup, table, replay, a link's error) names its game.
    let name = game
        .map(|g| {
            format!(
                r#"<h1 class="game-name" data-testid="game-name">{}</h1>"#,
                escape(&game_name(i18n, g))
            )
        })
        .unwrap_or_default();
    format!(
        r##"<a class="skip-link" href="#main">{skip}</a><header class="topbar{kind}">{brand}{name}<nav class="topnav" aria-label="{nav}">{history}{settings}</nav></header>"##,
        skip = text(Key::SkipToContent),
        kind = if game.is_some() { " topbar-game" } else { "" },
        nav = text(Key::NavLabel),
        history = link("/history", "", path, &text(Key::NavHistory)),
        settings = link("/settings", "", path, &text(Key::NavSettings)),
    )
}

#[component]
pub fn Header() -> impl IntoView {
    let i18n = use_i18n();
    let path = route::path();
    let replay = route::query("replay");
    Effect::new(move |_| {
        let text = path.with(|p| title(i18n, p, replay.with(Option::is_some)));
        document().set_title(&text);
    });
    // `display: contents`: the skip link and the bar lay out as children of the body.
    view! { <div class="holder" inner_html=move || path.with(|p| markup(i18n, p)) /> }
}
