//! A die drawn in SVG: its colour, and a letter of its own in the corner (B black, U blue,
//! R red, Y yellow; M, G, S for the creatures) so dice are told apart without colour. A rolled
//! die shows its face: real pips (1 to 7), a flag glyph, or its creature's letter in the
//! creature's shape (Minotaur ◆, Griffin ▲, Siren ●). A die still behind the screen shows its
//! letter large and the faces it can show, from the engine's dice table.

use leptos::prelude::*;

use crate::rules::mino::{Creature, Face, Kind};

pub fn kind_letter(kind: Kind) -> &'static str {
    match kind {
        Kind::Black => "B",
        Kind::Blue => "U",
        Kind::Red => "R",
        Kind::Yellow => "Y",
        Kind::Minotaur => "M",
        Kind::Griffin => "G",
        Kind::Siren => "S",
    }
}

/// The distinct faces of a kind, as a short line ("5 6 7", "⚑ 1 7").
fn faces_line(kind: Kind) -> String {
    let mut seen: Vec<Face> = Vec::new();
    for &f in kind.faces() {
        if !seen.contains(&f) {
            seen.push(f);
        }
    }
    seen.iter()
        .map(|f| match f {
            Face::Number(n) => n.to_string(),
            Face::Flag => "⚑".to_owned(),
            Face::Creature(_) => kind_letter(kind).to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

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

fn creature_shape(creature: Creature) -> AnyView {
    match creature {
        Creature::Minotaur => {
            view! { <polygon class="mn-shape" points="55,22 86,55 55,88 24,55" /> }.into_any()
        }
        Creature::Griffin => {
            view! { <polygon class="mn-shape" points="55,22 88,84 22,84" /> }.into_any()
        }
        Creature::Siren => view! { <circle class="mn-shape" cx="55" cy="55" r="31" /> }.into_any(),
    }
}

/// The face (or, with `face` None, the unrolled die) of a `kind` die. Decorative: the button
/// or list item around it carries the words.
#[component]
pub fn DieFace(kind: Kind, face: Option<Face>) -> impl IntoView {
    let body = match face {
        None => view! {
            <text class="mn-big" x="55" y="62" text-anchor="middle">{kind_letter(kind)}</text>
            <text class="mn-range" x="55" y="88" text-anchor="middle">{faces_line(kind)}</text>
        }
        .into_any(),
        Some(Face::Number(n)) => pips(n)
            .iter()
            .map(|&(x, y)| view! { <circle class="mn-pip" cx=x cy=y r="8" /> })
            .collect_view()
            .into_any(),
        Some(Face::Flag) => view! {
            <line class="mn-pole" x1="42" y1="28" x2="42" y2="84" />
            <polygon class="mn-flag" points="44,28 80,40 44,54" />
        }
        .into_any(),
        Some(Face::Creature(c)) => view! {
            {creature_shape(c)}
            <text class="mn-big mn-on-shape" x="55" y="66" text-anchor="middle">{kind_letter(kind)}</text>
        }
        .into_any(),
    };
    let corner = (face.is_some()).then(|| {
        view! { <text class="mn-letter" x="8" y="20">{kind_letter(kind)}</text> }
    });
    view! {
        <svg class=format!("mn-die k-{}", kind.name()) viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <rect class="mn-body" x="3" y="3" width="94" height="94" rx="16" />
            {corner}
            {body}
        </svg>
    }
}
