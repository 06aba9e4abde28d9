//! A tile's feature as drawn (start, encounter, teleporter, a, b, a+b, the shapes of the
//! cages and monsters): in the tile's middle on an empty tile and, smaller, in its top-right
//! corner beside a written number.

use std::fmt::Write;

use super::map_grid::{Numbers, C};
use super::words::teleporter_number;
use crate::app::markup::{El, Html};
use crate::rules::dungeon::{Feature, Map, Shape};

/// The text a feature shows on the map, if it shows any.
pub fn feature_label(map: &Map, feature: Feature) -> Option<String> {
    Some(match feature {
        Feature::Start => "START".to_owned(),
        Feature::Encounter => "?".to_owned(),
        Feature::Teleporter(link) => format!("T{}", teleporter_number(map, link)),
        Feature::A => "a".to_owned(),
        Feature::B => "b".to_owned(),
        Feature::APlusB => "a+b".to_owned(),
        _ => return None,
    })
}

/// A shape's corners, as SVG points.
fn shape_points(shape: Shape, cx: i32, cy: i32, r: i32) -> String {
    // Unit outlines (×100), so no float formatting reaches the wasm.
    const TRI: &[(i32, i32)] = &[(0, -100), (87, 50), (-87, 50)];
    const SQ: &[(i32, i32)] = &[(-80, -80), (80, -80), (80, 80), (-80, 80)];
    const PENT: &[(i32, i32)] = &[(0, -100), (95, -31), (59, 81), (-59, 81), (-95, -31)];
    let unit = match shape {
        Shape::Triangle => TRI,
        Shape::Square => SQ,
        Shape::Pentagon => PENT,
    };
    let mut out = String::new();
    for (x, y) in unit {
        let _ = write!(out, "{},{} ", cx + x * r / 100, cy + y * r / 100);
    }
    out
}

/// A feature's text: at least `--fs-min` (set on the map from its drawn size, so that its
/// labels stay at 12 px on screen). Beside a written number it hangs from the tile's top-right
/// corner, so that a larger size grows away from the number.
fn label(cx: i32, y: i32, size: i32, small: bool, text: &str) -> El {
    let (x, y, anchor) = if small {
        (C - 2, 13, "end")
    } else {
        (cx, y, "middle")
    };
    Html::el("text")
        .class("dg-f-t")
        .num("x", x)
        .num("y", y)
        .attr("style", &format!("font-size:max({size}px,var(--fs-min))"))
        .attr("text-anchor", anchor)
        .text(text)
}

/// A feature inside its tile (0..C), in the tile's middle (`small` false) or its top-right
/// corner beside a written number (`small` true).
pub fn feature_art(map: &Map, feature: Feature, small: bool) -> Html {
    let (cx, cy, r) = if small { (32, 8, 6) } else { (20, 20, 13) };
    let size = |big: i32| if small { big / 2 + 1 } else { big };
    let g = Html::el("g").class(if small { "small" } else { "big" });
    let path = |d: String| Html::el("path").attr("d", &d);
    match feature {
        // Once written, START needs no label: the first number is on it.
        Feature::Start if small => g,
        // Squeezed into the tile's width whatever its size (a phone draws it larger).
        Feature::Start => g.child(
            Html::el("text")
                .class("dg-f-start")
                .attr("x", "20")
                .attr("y", "25")
                .attr("style", "font-size:max(10px,var(--fs-min))")
                .attr("textLength", "34")
                .attr("lengthAdjust", "spacingAndGlyphs")
                .attr("text-anchor", "middle")
                .text("START"),
        ),
        Feature::Key => {
            let (t, q) = (r / 3, r / 4);
            let d = format!("M{} {cy}h{r}m-{q} 0v{t}m-{t} -{t}v{t}", cx - r / 6);
            let ring = Html::el("circle")
                .num("cx", cx - r / 2)
                .num("cy", cy)
                .num("r", t);
            g.child(Html::el("g").class("dg-f-line").child(ring).child(path(d)))
        }
        Feature::Chest => {
            let lid = format!("M{} {}h{}", cx - r, cy - r / 6, r * 2);
            let body = Html::el("rect")
                .num("x", cx - r)
                .num("y", cy - r * 2 / 3)
                .num("width", r * 2)
                .num("height", r * 4 / 3)
                .attr("rx", "2");
            g.child(
                Html::el("g")
                    .class("dg-f-line dg-f-fill")
                    .child(body)
                    .child(path(lid)),
            )
        }
        Feature::Stair(_) => {
            let s = r * 2 / 3;
            let d = format!("M{} {}h{s}v-{s}h{s}v-{s}h{s}v-{s}", cx - r, cy + s);
            g.child(Html::el("path").class("dg-f-line").attr("d", &d))
        }
        Feature::Teleporter(link) => {
            let ring = Html::el("circle")
                .class("dg-f-line")
                .num("cx", cx)
                .num("cy", cy);
            let text = format!("T{}", teleporter_number(map, link));
            g.child(ring.num("r", r))
                .child(label(cx, cy + r / 3, size(10), small, &text))
        }
        Feature::Mark(shape) | Feature::Step(shape) => {
            let (class, r) = match feature {
                Feature::Mark(_) => ("dg-f-line dg-f-fill", r),
                _ => ("dg-f-line dg-f-step", r * 2 / 3),
            };
            let points = shape_points(shape, cx, cy, r);
            g.child(Html::el("polygon").class(class).attr("points", &points))
        }
        Feature::Encounter | Feature::A | Feature::B | Feature::APlusB => {
            let (text, big) = match feature {
                Feature::Encounter => ("?", 22),
                Feature::A => ("a", 13),
                Feature::B => ("b", 13),
                _ => ("a+b", 13),
            };
            g.child(label(cx, cy + size(big) * 3 / 8, size(big), small, text))
        }
    }
    .into()
}
