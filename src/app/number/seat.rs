//! How a seat is named and marked: "Player 2", a shape of its own (●▲■◆★) and a colour, so
//! seats are told apart without relying on colour.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::rules::number::SeatKind;

const GLYPHS: [&str; 5] = ["●", "▲", "■", "◆", "★"];

pub fn glyph(seat: usize) -> &'static str {
    GLYPHS[seat % GLYPHS.len()]
}

pub fn kind_key(kind: SeatKind) -> Key {
    match kind {
        SeatKind::Human => Key::SeatHuman,
        SeatKind::Easy => Key::SeatEasy,
        SeatKind::Hard => Key::SeatHard,
    }
}

pub fn player_name(i18n: I18n, seat: usize) -> String {
    i18n.f(Key::PlayerN, &[("n", (seat + 1).to_string())])
}

/// "Player 2 · Hard bot", for plain text (history, messages).
pub fn seat_label(i18n: I18n, seat: usize, kind: SeatKind) -> String {
    format!("{} · {}", player_name(i18n, seat), i18n.t(kind_key(kind)))
}

/// The seat's mark and name; `short` gives "P2" for tight tables.
#[component]
pub fn SeatTag(seat: usize, kind: SeatKind, #[prop(optional)] short: bool) -> impl IntoView {
    let i18n = use_i18n();
    let name = move || {
        if short {
            i18n.f(Key::PlayerShort, &[("n", (seat + 1).to_string())])
        } else {
            player_name(i18n, seat)
        }
    };
    let full = move || seat_label(i18n, seat, kind);
    view! {
        <span class=format!("seat seat-{}", seat % GLYPHS.len()) title=full>
            <span class="seat-glyph" aria-hidden="true">{glyph(seat)}</span>
            <span class="seat-name">{name}</span>
            {(!short && kind.is_bot()).then(|| view! {
                <span class="seat-kind">{move || i18n.t(kind_key(kind))}</span>
            })}
            {short.then(|| view! { <span class="sr-only">{full}</span> })}
        </span>
    }
}
