//! The map's tiles and doors as views. Each tile is a single element whose drawing is markup
//! (map_art.rs): the map has dozens of tiles, and each typed node or handler would cost code in
//! the page's wasm. Tiles the chosen die may go on are ringed and dotted (shape and colour); a
//! refused tile is crossed.

use leptos::prelude::*;

use super::feature_art::feature_label;
use super::map_art::tile_art;
use super::map_grid::{corner, doors};
use super::map_state::MapState;
use super::roving::{tile_id, Roving};
use super::words::{symbol_short, tile_text};
use crate::app::i18n::I18n;
use crate::app::markup::{markup, Html};
use crate::rules::dungeon::{Feature, Map, Region};

/// A feature's name in the page's data attributes (for tests and styling).
fn feature_slug(feature: Feature) -> &'static str {
    match feature {
        Feature::Start => "start",
        Feature::Key => "key",
        Feature::Chest => "chest",
        Feature::Encounter => "encounter",
        Feature::Stair(_) => "stair",
        Feature::Teleporter(_) => "teleporter",
        Feature::Mark(_) => "mark",
        Feature::Step(_) => "step",
        Feature::A => "a",
        Feature::B => "b",
        Feature::APlusB => "a-plus-b",
    }
}

/// Every tile of the map, with its number and (on a map played on) its spoken label.
pub fn tiles(map: &'static Map, state: MapState, roving: Roving, i18n: I18n) -> impl IntoView {
    map.tiles()
        .map(|(p, tile)| {
            let i = map.index(p).unwrap_or(0);
            let (x, y) = corner(p);
            let region = match tile.region {
                Region::Room(_) => "dg-tile dg-room",
                Region::Corridor(_) => "dg-tile dg-corridor",
            };
            // One memo per tile: a die chosen or a number written then redraws only the tiles
            // whose own state changed, not the class, label and art of every tile of the map.
            let written = Memo::new(move |_| state.written.with(|w| w.get(i).copied().flatten()));
            let written = move || written.get();
            let legal = Memo::new(move |_| state.legal.with(|l| l.contains(&p)));
            let legal = move || legal.get();
            let class = move || {
                let mut c = region.to_owned();
                if written().is_some() {
                    c.push_str(" written");
                }
                if legal() {
                    c.push_str(" legal");
                }
                if state
                    .refused
                    .with(|r| r.as_ref().is_some_and(|(q, _)| *q == p))
                {
                    c.push_str(" refused");
                }
                c
            };
            let symbol = matches!(tile.region, Region::Corridor(_)).then_some(tile.symbol);
            let feature = tile.feature;
            // The label starts with the tile's visible marks, in the order drawn, so what is
            // seen is what is heard first (WCAG 2.5.3).
            let aria = move || {
                let n = written();
                let mut seen: Vec<String> = Vec::new();
                if let Some(s) = symbol.filter(|s| !s.glyph().is_empty()) {
                    seen.push(symbol_short(i18n, s));
                }
                if let Some(f) = feature.and_then(|f| feature_label(map, f)) {
                    seen.push(f);
                }
                if let Some(n) = n {
                    seen.push(n.to_string());
                }
                let about = tile_text(
                    i18n,
                    map,
                    p,
                    n,
                    legal().then(|| state.chosen.get()).flatten(),
                );
                if seen.is_empty() {
                    about
                } else {
                    format!("{} — {about}", seen.join(" "))
                }
            };
            // The number after the drawing; its leading space keeps "START 6" two words for
            // assistive tech (SVG does not draw it).
            let art = move || {
                let mut out = tile_art(map, p, i18n);
                let n = written().map_or(String::new(), |n| format!(" {n}"));
                let number = Html::el("text")
                    .class("dg-n")
                    .attr("x", "20")
                    .attr("y", "29");
                out.push(number.attr("text-anchor", "middle").text(&n));
                out
            };
            view! {
                <g
                    // Only a map played on needs ids (the arrows move the focus by them); the
                    // final map and the review's two replays would repeat them.
                    id=roving.interactive().then(|| tile_id(p))
                    class=class
                    transform=format!("translate({x} {y})")
                    data-x=p.x
                    data-y=p.y
                    data-feature=feature.map(feature_slug)
                    role=roving.interactive().then_some("button")
                    tabindex=move || roving.tab_index(p)
                    aria-label=move || roving.interactive().then(aria)
                    inner_html=markup(art)
                />
            }
        })
        .collect_view()
}

/// The doors, open or shut.
pub fn door_views(map: &'static Map, state: MapState) -> impl IntoView {
    doors(map)
        .into_iter()
        .map(|(d, x, y, vertical)| {
            let (w, h) = if vertical { (8, 20) } else { (20, 8) };
            view! {
                <rect
                    class=move || {
                        let open = state.opened.with(|o| o.get(d).copied().unwrap_or(false));
                        if open { "dg-door open" } else { "dg-door" }
                    }
                    x=x - w / 2
                    y=y - h / 2
                    width=w
                    height=h
                    rx="2"
                />
            }
        })
        .collect_view()
}
