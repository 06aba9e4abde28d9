//! A Mino die drawn as a die face, in SVG: its colour, and a frame that tells the colour
//! without it (black solid, blue dashed, red dotted, yellow double), so colour is never the
//! only cue. A rolled die shows its face: pips (1 to 7), a flag, or its creature drawn
//! (Minotaur a horned head, Griffin an eagle's head, Siren a fish tail over waves); a
//! creature die's flag carries a small creature in its corner, so it is not taken for a
//! yellow flag. A die still behind the screen shows the faces it can show: its numbers, or
//! its creature with a small flag.
//!
//! The drawing is markup (app::markup) set as the SVG's content (one element, no typed node
//! per shape: each kind of typed node costs code in the page's wasm). Hand, trick
//! and replay all draw their dice with this one builder.

use leptos::prelude::*;

use crate::app::markup::{fixed, Html};
use crate::rules::mino::{Creature, Face, Kind};

const L: i32 = 34;
const C: i32 = 55;
const R: i32 = 76;

/// Pip centres on a 110-unit face for 1 to 7 (Dungeons of Numera draws its d6 with them too).
pub(in crate::app) fn pips(n: u8) -> &'static [(i32, i32)] {
    match n {
        1 => &[(C, C)],
        2 => &[(L, L), (R, R)],
        3 => &[(L, L), (C, C), (R, R)],
        4 => &[(L, L), (R, L), (L, R), (R, R)],
        5 => &[(L, L), (R, L), (C, C), (L, R), (R, R)],
        6 => &[(L, L), (R, L), (L, C), (R, C), (L, R), (R, R)],
        _ => &[(L, L), (R, L), (L, C), (C, C), (R, C), (L, R), (R, R)],
    }
}

/// The die's body.
fn body() -> Html {
    Html::el("rect")
        .class("mn-body")
        .attr("x", "4")
        .attr("y", "4")
        .attr("width", "102")
        .attr("height", "102")
        .attr("rx", "18")
        .into()
}

/// A path of `class` drawing `d`.
fn path(class: &str, d: &str) -> Html {
    Html::el("path").class(class).attr("d", d).into()
}

/// An eye at (`cx`, `cy`).
fn eye(cx: &str, cy: &str) -> Html {
    Html::el("circle")
        .class("mn-eye")
        .attr("cx", cx)
        .attr("cy", cy)
        .attr("r", "4")
        .into()
}

/// The colour's frame; CSS draws it solid, dashed or dotted by the die's kind. Yellow's is a
/// double line, so it is a path of two outlines.
fn frame(kind: Kind) -> Html {
    match kind {
        Kind::Yellow => path(
            "mn-frame",
            "M22 11h66a11 11 0 0 1 11 11v66a11 11 0 0 1-11 11h-66a11 11 0 0 1-11-11v-66a11 11 0 0 1 11-11zM24 19h62a5 5 0 0 1 5 5v62a5 5 0 0 1-5 5h-62a5 5 0 0 1-5-5v-62a5 5 0 0 1 5-5z",
        ),
        k if k.is_number() => Html::el("rect")
            .class("mn-frame")
            .attr("x", "13")
            .attr("y", "13")
            .attr("width", "84")
            .attr("height", "84")
            .attr("rx", "11")
            .into(),
        _ => Html::new(),
    }
}

/// The creatures, drawn on a 100-unit square (placed by the caller's transform).
fn creature(c: Creature) -> Html {
    let mut out = Html::new();
    match c {
        // A bull's head: two horns, the face, eyes and muzzle.
        Creature::Minotaur => {
            out.push(path("mn-glyph", "M36 44C24 42 17 33 16 20C24 30 30 33 40 34M64 44C76 42 83 33 84 20C76 30 70 33 60 34M50 30C63 30 68 40 68 52C68 66 62 80 50 82C38 80 32 66 32 52C32 40 37 30 50 30Z"));
            out.push(eye("42", "52"));
            out.push(eye("58", "52"));
            out.push(path("mn-line", "M42 70h16"));
        }
        // An eagle's head in profile, its hooked beak to the right.
        Creature::Griffin => {
            out.push(path("mn-glyph", "M26 84C22 60 28 36 48 26C62 19 76 24 82 34L88 40L76 44C80 50 78 56 72 58L70 48C64 52 58 56 56 64C60 70 66 76 70 84Z"));
            out.push(eye("62", "36"));
        }
        // A fish tail rising over waves.
        Creature::Siren => {
            out.push(path("mn-glyph", "M50 18C60 30 62 44 56 58C54 64 56 68 62 70C70 72 78 68 82 62C80 74 70 80 58 78C54 77 52 76 50 74C48 76 46 77 42 78C30 80 20 74 18 62C22 68 30 72 38 70C44 68 46 64 44 58C38 44 40 30 50 18Z"));
            out.push(path("mn-line", "M18 90q8-6 16 0t16 0t16 0t16 0"));
        }
    }
    out
}

/// A flag (a flag face counts 0), on a 100-unit square.
fn flag() -> Html {
    let mut out = path("mn-pole", "M38 22V82");
    out.push(path("mn-flag", "M40 22L78 35L40 50Z"));
    out
}

fn placed(out: &mut Html, art: Html, x: i32, y: i32, scale: &str) {
    out.push(
        Html::el("g")
            .attr("transform", &format!("translate({x} {y}) scale({scale})"))
            .child(art),
    );
}

fn kind_creature(kind: Kind) -> Option<Creature> {
    match kind {
        Kind::Minotaur => Some(Creature::Minotaur),
        Kind::Griffin => Some(Creature::Griffin),
        Kind::Siren => Some(Creature::Siren),
        _ => None,
    }
}

/// The numbers a number die can show, as a line ("5 6 7"; yellow's flag is drawn beside).
fn numbers_line(kind: Kind) -> String {
    let mut seen: Vec<u8> = Vec::new();
    for f in kind.faces() {
        if let Face::Number(n) = *f {
            if !seen.contains(&n) {
                seen.push(n);
            }
        }
    }
    seen.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The SVG content of a `kind` die showing `face` (None: the unrolled die, its faces).
pub fn die_markup(kind: Kind, face: Option<Face>) -> Html {
    let mut out = body();
    out.push(frame(kind));
    let own = kind_creature(kind);
    match (face, own) {
        (Some(Face::Number(n)), _) => {
            for (x, y) in pips(n) {
                out.push(
                    Html::el("circle")
                        .class("mn-pip")
                        .attr("cx", &x.to_string())
                        .attr("cy", &y.to_string())
                        .attr("r", "8"),
                );
            }
        }
        (Some(Face::Creature(c)), _) => placed(&mut out, creature(c), 5, 5, "1"),
        (Some(Face::Flag), Some(c)) => {
            placed(&mut out, flag(), 14, 12, "0.9");
            placed(&mut out, creature(c), 62, 62, "0.34");
        }
        (Some(Face::Flag), None) => placed(&mut out, flag(), 8, 8, "0.95"),
        (None, Some(c)) => {
            placed(&mut out, creature(c), 5, 5, "1");
            placed(&mut out, flag(), 70, 6, "0.34");
        }
        (None, None) => {
            let has_flag = kind.faces().contains(&Face::Flag);
            let x = if has_flag {
                placed(&mut out, flag(), 10, 30, "0.5");
                "66"
            } else {
                "55"
            };
            out.push(
                Html::el("text")
                    .class("mn-range")
                    .attr("x", x)
                    .attr("y", "65")
                    .attr("text-anchor", "middle")
                    .text(&numbers_line(kind)),
            );
        }
    }
    out
}

/// The face (or, with `face` None, the unrolled die) of a `kind` die, as markup
/// (app::markup). Decorative: the button or list item around it carries the words.
pub fn die_face_html(kind: Kind, face: Option<Face>) -> Html {
    Html::el("svg")
        .class(&format!("mn-die k-{}", kind.name()))
        .attr("viewBox", "0 0 110 110")
        .hidden()
        .attr("focusable", "false")
        .child(die_markup(kind, face))
        .into()
}

/// A colour's body and frame alone, beside the colour's name (the colour to follow): the key
/// from a colour's name to its frame.
#[component]
pub fn DieSwatch(kind: Kind) -> impl IntoView {
    let mut art = body();
    art.push(frame(kind));
    view! {
        <svg
            class=format!("mn-die mn-swatch k-{}", kind.name())
            viewBox="0 0 110 110"
            aria-hidden="true"
            focusable="false"
            inner_html=fixed(art)
        />
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn every_kind_and_face_draws_its_cue() {
        for kind in Kind::ALL {
            let unrolled = die_markup(kind, None);
            let unrolled = unrolled.as_str();
            if kind.is_number() {
                assert!(unrolled.contains("mn-frame"), "{kind:?} has its frame");
                assert!(unrolled.contains("mn-range"), "{kind:?} says its numbers");
            } else {
                assert!(unrolled.contains("mn-glyph"), "{kind:?} shows its creature");
                assert!(unrolled.contains("mn-flag"), "{kind:?} shows it has flags");
            }
            for &face in kind.faces() {
                let art = die_markup(kind, Some(face));
                let art = art.as_str();
                match face {
                    Face::Number(n) => assert_eq!(art.matches("mn-pip").count(), n as usize),
                    Face::Flag => assert!(art.contains("mn-flag")),
                    Face::Creature(_) => assert!(art.contains("mn-glyph")),
                }
                // A creature die's flag is told from yellow's by its creature in the corner.
                if face == Face::Flag && kind.is_special() {
                    assert!(art.contains("mn-glyph"));
                }
            }
        }
    }

    #[test]
    fn the_numbers_line_lists_each_number_once() {
        assert_eq!(numbers_line(Kind::Black), "5 6 7");
        assert_eq!(numbers_line(Kind::Yellow), "1 7");
    }
}
