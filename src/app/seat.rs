//! How a seat is named and marked in every game: "Player 2", a shape of its own (●▲■◆★✚) and
//! a colour, so seats are told apart without relying on colour; and who sits there ("Hard
//! bot"), by the seat-kind names all games share (human, easy, medium, hard).

use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;

/// Six, as many as a table seats (Mino Dice and Sequence Numbers seat six): the sixth seat
/// must not wear the first one's mark, in Sequence it plays for the other team.
const GLYPHS: [&str; 6] = ["●", "▲", "■", "◆", "★", "✚"];

pub fn glyph(seat: usize) -> &'static str {
    GLYPHS[seat % GLYPHS.len()]
}

/// The CSS class giving a seat its colour (`--seat-N`, one per glyph).
pub fn colour_class(seat: usize) -> String {
    format!("seat-{}", seat % GLYPHS.len())
}

/// The classes of a seat's tag: its look and its colour.
pub fn seat_class(seat: usize) -> String {
    format!("seat {}", colour_class(seat))
}

pub fn kind_key(kind: &str) -> Option<Key> {
    match kind {
        "human" => Some(Key::SeatHuman),
        "easy" => Some(Key::SeatEasy),
        "medium" => Some(Key::SeatMedium),
        "hard" => Some(Key::SeatHard),
        _ => None,
    }
}

pub fn player_name(i18n: I18n, seat: usize) -> String {
    i18n.f(Key::PlayerN, &[("n", (seat + 1).to_string())])
}

/// The engine's "there is no such seat", in the player's language.
pub fn no_such_player(i18n: I18n, seat: usize) -> String {
    i18n.f(Key::RefNoSuchPlayer, &[("player", player_name(i18n, seat))])
}

/// "Player 2 · Hard bot", for plain text (history, messages); an unknown kind is shown as is.
pub fn seat_label(i18n: I18n, seat: usize, kind: &str) -> String {
    let kind = kind_key(kind).map_or_else(|| kind.to_owned(), |k| i18n.t(k).to_owned());
    format!("{} · {}", player_name(i18n, seat), kind)
}

/// The seat's mark and name, as markup (app::markup); `short` gives "P2" for tight tables.
pub fn tag(i18n: I18n, seat: usize, kind: &str, short: bool) -> Html {
    let name = if short {
        i18n.f(Key::PlayerShort, &[("n", (seat + 1).to_string())])
    } else {
        player_name(i18n, seat)
    };
    let full = seat_label(i18n, seat, kind);
    let mut out = Html::el("span")
        .class(&seat_class(seat))
        .attr("title", &full)
        .child(
            Html::el("span")
                .class("seat-glyph")
                .hidden()
                .text(glyph(seat)),
        )
        .child(Html::el("span").class("seat-name").text(&name));
    match (short, kind_key(kind)) {
        (true, _) => out = out.child(Html::el("span").class("sr-only").text(&full)),
        (false, Some(key)) if kind != "human" => {
            out = out.child(Html::el("span").class("seat-kind").text(i18n.t(key)))
        }
        _ => {}
    }
    out.into()
}

/// A seat's line at the top of its final breakdown, as markup: its tag, and a star when it
/// won (or shares the win).
pub fn final_head(i18n: I18n, seat: usize, kind: &str, won: bool, shared: bool) -> Html {
    let mut head = Html::el("div")
        .class("final-head")
        .child(tag(i18n, seat, kind, false));
    if won {
        let key = if shared { Key::SharedWin } else { Key::Winner };
        head = head.child(
            Html::el("span")
                .class("win-mark")
                .text("★ ")
                .text(i18n.t(key)),
        );
    }
    head.into()
}
