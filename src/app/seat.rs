//! How a seat is named and marked in every game: "Player 2", a shape of its own (●▲■◆★✚) and
//! a colour, so seats are told apart without relying on colour; and who sits there ("Hard
//! bot"), by the seat-kind names all games share (human, easy, medium, hard).

use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;

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
pub fn tag_html(i18n: I18n, seat: usize, kind: &str, short: bool) -> String {
    let name = if short {
        i18n.f(Key::PlayerShort, &[("n", (seat + 1).to_string())])
    } else {
        player_name(i18n, seat)
    };
    let full = escape(&seat_label(i18n, seat, kind));
    let after = match (short, kind_key(kind)) {
        (true, _) => format!(r#"<span class="sr-only">{full}</span>"#),
        (false, Some(key)) if kind != "human" => {
            format!(r#"<span class="seat-kind">{}</span>"#, escape(i18n.t(key)))
        }
        _ => String::new(),
    };
    format!(
        r#"<span class="{class}" title="{full}"><span class="seat-glyph" aria-hidden="true">{glyph}</span><span class="seat-name">{name}</span>{after}</span>"#,
        class = seat_class(seat),
        glyph = glyph(seat),
        name = escape(&name),
    )
}

/// A seat's line at the top of its final breakdown, as markup: its tag, and a star when it
/// won (or shares the win).
pub fn final_head_html(i18n: I18n, seat: usize, kind: &str, won: bool, shared: bool) -> String {
    let star = if won {
        let key = if shared { Key::SharedWin } else { Key::Winner };
        format!(r#"<span class="win-mark">★ {}</span>"#, escape(i18n.t(key)))
    } else {
        String::new()
    };
    format!(
        r#"<div class="final-head">{}{star}</div>"#,
        tag_html(i18n, seat, kind, false)
    )
}
