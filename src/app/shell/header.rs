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
use crate::app::markup::{markup, El, Html};
use crate::app::number::game_name;
use crate::app::route::{self, is_current};
use crate::rules::GameId;

/// The Numera mark: three digit tiles, one of them struck, as the games' shared motif.
fn logo() -> Html {
    let tile = |x: &str, class: &str| {
        Html::el("rect")
            .attr("x", x)
            .attr("y", "3")
            .attr("width", "14")
            .attr("height", "18")
            .attr("rx", "3")
            .class(class)
    };
    let digit = |x: &str, class: &str, d: &str| {
        Html::el("text")
            .attr("x", x)
            .attr("y", "16.5")
            .class(class)
            .text(d)
    };
    Html::el("svg")
        .class("logo")
        .attr("viewBox", "0 0 48 24")
        .attr("width", "48")
        .attr("height", "24")
        .hidden()
        .child(tile("1", "logo-tile"))
        .child(tile("17", "logo-tile logo-accent"))
        .child(tile("33", "logo-tile"))
        .child(digit("8", "logo-digit", "7"))
        .child(digit("24", "logo-digit logo-digit-accent", "3"))
        .child(digit("40", "logo-digit", "9"))
        .child(
            Html::el("line")
                .attr("x1", "35")
                .attr("y1", "19")
                .attr("x2", "45")
                .attr("y2", "5")
                .class("logo-strike"),
        )
        .into()
}

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
    // Each page's own name first, as a tab or a bookmark shows it.
    let page = match path.trim_end_matches('/') {
        "/stats" => Some(Key::StatsTitle),
        "/settings" => Some(Key::SettingsTitle),
        "/history" => Some(Key::HistoryTitle),
        _ => None,
    };
    if let Some(key) = page {
        return format!("{} · Numera", i18n.t(key));
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
fn link(href: &'static str, path: &str) -> El {
    let a = Html::el("a").attr("href", href);
    if is_current(href, path) {
        a.attr("aria-current", "page")
    } else {
        a
    }
}

/// The bar at `path`, in the language `i18n` speaks.
fn bar(i18n: I18n, path: &str) -> Html {
    let game = game_at(path);
    let mut out = Html::from(
        Html::el("a")
            .class("skip-link")
            .attr("href", "#main")
            .text(i18n.t(Key::SkipToContent)),
    );
    let mut header = Html::el("header")
        .class(if game.is_some() {
            "topbar topbar-game"
        } else {
            "topbar"
        })
        .child(
            link("/", path)
                .class("brand")
                .child(logo())
                .child(Html::el("span").class("brand-name").text("Numera")),
        );
    // Every screen of a game page (setup, table, replay, a link's error) names its game.
    if let Some(g) = game {
        header = header.child(
            Html::el("h1")
                .class("game-name")
                .attr("data-testid", "game-name")
                .text(&game_name(i18n, g)),
        );
    }
    out.push(
        header.child(
            Html::el("nav")
                .class("topnav")
                .attr("aria-label", i18n.t(Key::NavLabel))
                .child(link("/history", path).text(i18n.t(Key::NavHistory)))
                .child(link("/settings", path).text(i18n.t(Key::NavSettings))),
        ),
    );
    out
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
    view! { <div class="holder" inner_html=markup(move || path.with(|p| bar(i18n, p))) /> }
}
