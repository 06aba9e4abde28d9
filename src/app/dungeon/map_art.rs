//! The map's drawing that never changes during play, as SVG markup (app::markup `Html`): each
//! tile's floor, symbol and feature (feature_art.rs; both as drawn on an empty tile and,
//! smaller, beside a written number: CSS shows one or the other from the tile's `written`
//! class); what lies over the tiles is map_top.rs, where things sit map_grid.rs. Markup rather than typed view nodes because the map has hundreds
//! of shapes and each kind of typed node costs code in the page's wasm (see the size budget).

use super::feature_art::feature_art;
use super::map_grid::{Numbers, C};
use super::words::symbol_short;
use crate::app::i18n::I18n;
use crate::app::markup::Html;
use crate::rules::dungeon::{Map, Pos, Region, Symbol};

/// Everything drawn inside one tile besides its number: floor, symbol and feature (each in its
/// empty-tile and written-tile forms), and the marks the tile's classes show (ring and dot:
/// writable; cross: refused; focus ring).
pub fn tile_art(map: &Map, p: Pos, i18n: I18n) -> Html {
    let mut out = Html::new();
    let Some(tile) = map.tile(p) else {
        return out;
    };
    let colour = match tile.region {
        Region::Room(r) => map.rooms[r].colour.name(),
        Region::Corridor(_) => "corridor",
    };
    let floor = Html::el("rect").class(&format!("dg-floor dg-c-{colour}"));
    out.push(floor.num("width", C).num("height", C));
    if matches!(tile.region, Region::Corridor(_)) && tile.symbol != Symbol::Any {
        let text = symbol_short(i18n, tile.symbol);
        let wide = text.chars().count() > 1;
        let corner_y = if tile.cage.is_some() { 37 } else { 11 };
        out.push(
            Html::el("text")
                .class(if wide {
                    "dg-sym big wide"
                } else {
                    "dg-sym big"
                })
                .attr("x", "20")
                .attr("y", "26")
                .attr("text-anchor", "middle")
                .text(&text),
        );
        let small = Html::el("text").class("dg-sym small").attr("x", "3");
        out.push(small.num("y", corner_y).text(&text));
    }
    if let Some(f) = tile.feature {
        out.push(feature_art(map, f, false));
        out.push(feature_art(map, f, true));
    }
    let (w, d, f) = (C - 6, C - 7, C - 3);
    let ring = Html::el("rect")
        .class("dg-ring")
        .attr("x", "3")
        .attr("y", "3");
    out.push(ring.num("width", w).num("height", w).attr("rx", "5"));
    out.push(
        Html::el("circle")
            .class("dg-dot")
            .num("cx", d)
            .num("cy", d)
            .attr("r", "3.5"),
    );
    out.push(
        Html::el("path")
            .class("dg-cross")
            .attr("d", "M8 8L32 32M32 8L8 32"),
    );
    let focus = Html::el("rect")
        .class("dg-focus")
        .attr("x", "1.5")
        .attr("y", "1.5");
    out.push(focus.num("width", f).num("height", f).attr("rx", "4"));
    out
}
