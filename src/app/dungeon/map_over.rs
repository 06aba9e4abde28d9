//! The end of a map and of the game: won or failed in words (★ or ✗ as well as colour), the
//! map's score line by line as the engine counts it (chests, rooms, monster boxes, skulls,
//! circled bonus, encounter gold, crown), and in the campaign the way on to the next map and
//! the total across the maps.

use leptos::prelude::*;

use super::session::Session;
use super::sheet::use_sheet;
use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{holder, markup, Html};
use crate::app::mino::trick::signed;
use crate::app::notices::Notices;
use crate::rules::dungeon::{Action, Breakdown};

/// One map's score, line by line, as markup (see panels.rs for why markup); lines worth
/// nothing are left out, except chests, skulls and the total.
pub fn breakdown_markup(i18n: I18n, b: &Breakdown) -> Html {
    let mark = match b.won {
        Some(true) => " ★",
        Some(false) => " ✗",
        None => "",
    };
    let caption = i18n.f(Key::DgMapN, &[("n", b.map.to_string())]) + mark;
    let row = |key: Key, n: i64| -> Html {
        let mut cells = Html::from(Html::el("th").attr("scope", "row").text(i18n.t(key)));
        cells.push(Html::el("td").class("num").text(&signed(n)));
        cells
    };
    let lines: Html = [
        (Key::DgBdChests, b.chests, "chests"),
        (Key::DgBdRooms, b.rooms, "rooms"),
        (Key::DgBdMonsters, b.monsters, "monsters"),
        (Key::DgBdSkulls, b.skulls, "skulls"),
        (Key::DgBdCircled, b.circled, "circled"),
        (Key::DgBdFinds, b.finds, "finds"),
        (Key::DgBdEquipment, b.equipment, "equipment"),
    ]
    .into_iter()
    .filter(|&(k, n, _)| n != 0 || matches!(k, Key::DgBdChests | Key::DgBdSkulls))
    .map(|(k, n, id)| Html::el("tr").attr("data-line", id).child(row(k, n)))
    .collect();
    let total = Html::el("tr")
        .child(
            Html::el("th")
                .attr("scope", "row")
                .text(i18n.t(Key::DgBdTotal)),
        )
        .child(
            Html::el("td")
                .class("num")
                .attr("data-testid", "map-total")
                .text(&signed(b.total)),
        );
    Html::el("table")
        .class("dg-breakdown")
        .child(Html::el("caption").text(&caption))
        .child(Html::el("tbody").child(lines))
        .child(Html::el("tfoot").child(total))
        .into()
}

fn result_line(i18n: I18n, won: bool, map: u8) -> String {
    let key = if won { Key::DgMapWon } else { Key::DgMapLost };
    i18n.f(key, &[("n", map.to_string())])
}

/// A map of the campaign is over: its breakdown, the total so far, and on to the next map.
#[component]
pub fn MapOver(won: bool) -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let go = focused_button();
    let (map, breakdown, total, next) = sheet
        .with_game_untracked(|g| {
            let i = g.map_index();
            Some((g.map().number, g.breakdown(i), g.campaign_total(), i + 2))
        })
        .unwrap_or_default();
    view! {
        <section class="dg-over" class:won=won aria-labelledby="dg-over-title">
            <h2 id="dg-over-title" data-testid="map-over">
                <span aria-hidden="true">{if won { "★ " } else { "✗ " }}</span>
                {move || result_line(i18n, won, map)}
            </h2>
            <div inner_html=markup(move || breakdown.map(|b| breakdown_markup(i18n, &b)).unwrap_or_default()) />
            <p class="dg-campaign-total num">
                {i18n.live(Key::DgCampaignTotal)}": "{signed(total)}
            </p>
            <button class="btn btn-primary btn-big" data-testid="next-map" node_ref=go on:click=move |_| sheet.act(Action::Next)>
                {move || i18n.f(Key::DgNextMap, &[("n", next.to_string())])}
            </button>
        </section>
    }
}

/// The game is over: each map's breakdown and, for the campaign, the total. The page leads
/// with it (app::later).
pub fn result(s: &Session, i18n: I18n, _: Notices) -> AnyView {
    let (breakdowns, total, count) = (
        s.game.breakdowns(),
        s.game.campaign_total(),
        s.game.map_count(),
    );
    let last = breakdowns.last().copied();
    let headline = last.and_then(|b| b.won.map(|w| (w, b.map)));
    holder(move || -> Html {
        let mut inner = Html::from(
            Html::el("h2")
                .attr("id", "final-title")
                .text(i18n.t(Key::GameOver)),
        );
        if let Some((won, map)) = headline {
            inner.push(
                Html::el("p")
                    .class(if won { "dg-result won" } else { "dg-result" })
                    .attr("data-testid", "result")
                    .child(
                        Html::el("span")
                            .hidden()
                            .text(if won { "★ " } else { "✗ " }),
                    )
                    .text(&result_line(i18n, won, map)),
            );
        }
        // One map's table already ends on its score; a campaign adds the maps up, and leads
        // with the total, under the last map's outcome.
        if count > 1 {
            let line = format!("{}: {}", i18n.t(Key::DgCampaignTotal), signed(total));
            inner.push(
                Html::el("p")
                    .class("final-total num")
                    .attr("data-testid", "total")
                    .text(&line),
            );
        }
        let tables: Html = breakdowns
            .iter()
            .map(|b| breakdown_markup(i18n, b))
            .collect();
        inner.push(Html::el("div").class("dg-breakdowns").child(tables));
        inner.push(Html::el("p").class("hint").text(i18n.t(Key::DgLandmark)));
        Html::el("section")
            .class("final dg-final")
            .attr("aria-labelledby", "final-title")
            .child(inner)
            .into()
    })
}
