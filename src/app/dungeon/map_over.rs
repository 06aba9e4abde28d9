//! The end of a map and of the game: won or failed in words (★ or ✗ as well as colour), the
//! map's score line by line as the engine counts it (chests, rooms, monster boxes, skulls,
//! circled bonus, encounter gold, crown), and in the campaign the way on to the next map and
//! the total across the maps.

use std::fmt::Write;

use leptos::prelude::*;

use super::session::Session;
use super::sheet::use_sheet;
use super::words::escape;
use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::holder;
use crate::app::mino::trick::signed;
use crate::app::notices::Notices;
use crate::rules::dungeon::{Action, Breakdown};

/// One map's score, line by line, as markup (see panels.rs for why markup); lines worth
/// nothing are left out, except chests, skulls and the total.
pub fn breakdown_markup(i18n: I18n, b: &Breakdown) -> String {
    let mut out = String::from("<table class=\"dg-breakdown\"><caption>");
    out.push_str(&escape(&i18n.f(Key::DgMapN, &[("n", b.map.to_string())])));
    out.push_str(match b.won {
        Some(true) => " ★",
        Some(false) => " ✗",
        None => "",
    });
    out.push_str("</caption><tbody>");
    for (k, n, id) in [
        (Key::DgBdChests, b.chests, "chests"),
        (Key::DgBdRooms, b.rooms, "rooms"),
        (Key::DgBdMonsters, b.monsters, "monsters"),
        (Key::DgBdSkulls, b.skulls, "skulls"),
        (Key::DgBdCircled, b.circled, "circled"),
        (Key::DgBdFinds, b.finds, "finds"),
        (Key::DgBdEquipment, b.equipment, "equipment"),
    ] {
        if n != 0 || matches!(k, Key::DgBdChests | Key::DgBdSkulls) {
            let _ = write!(
                out,
                "<tr data-line=\"{id}\"><th scope=\"row\">{}</th><td class=\"num\">{}</td></tr>",
                escape(i18n.t(k)),
                signed(n)
            );
        }
    }
    let _ = write!(
        out,
        "</tbody><tfoot><tr><th scope=\"row\">{}</th><td class=\"num\" data-testid=\"map-total\">{}</td></tr></tfoot></table>",
        escape(i18n.t(Key::DgBdTotal)),
        signed(b.total)
    );
    out
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
            <div inner_html=move || breakdown.map(|b| breakdown_markup(i18n, &b)).unwrap_or_default() />
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
    holder(move || {
        let result = headline
            .map(|(won, map)| {
                format!(
                    r#"<p class="dg-result{}" data-testid="result"><span aria-hidden="true">{}</span>{}</p>"#,
                    if won { " won" } else { "" },
                    if won { "★ " } else { "✗ " },
                    escape(&result_line(i18n, won, map))
                )
            })
            .unwrap_or_default();
        let tables: String = breakdowns
            .iter()
            .map(|b| breakdown_markup(i18n, b))
            .collect();
        // One map's table already ends on its score; a campaign adds the maps up, and leads
        // with the total, under the last map's outcome.
        let total = if count > 1 {
            format!(
                r#"<p class="final-total num" data-testid="total">{}: {}</p>"#,
                escape(i18n.t(Key::DgCampaignTotal)),
                signed(total)
            )
        } else {
            String::new()
        };
        format!(
            concat!(
                r#"<section class="final dg-final" aria-labelledby="final-title"><h2 id="final-title">{}</h2>"#,
                r#"{}{}<div class="dg-breakdowns">{}</div><p class="hint">{}</p></section>"#
            ),
            escape(i18n.t(Key::GameOver)),
            result,
            total,
            tables,
            escape(i18n.t(Key::DgLandmark))
        )
    })
}
