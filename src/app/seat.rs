//! How a seat is named and marked in every game: "Player 2" ("You" for the one person
//! playing here, a chosen name at an online table), a shape of its own (●▲■◆★✚) and
//! a colour, so seats are told apart without relying on colour; and who sits there ("Hard
//! bot"), by the seat-kind names all games share (human, easy, medium, hard).

use leptos::prelude::*;

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

/// Who the seats are to the person at this device: which one is theirs, and the names
/// chosen at an online table. Set by the page that shows a game (`name_seats`) and read by
/// every text that names a seat, wherever it runs (views, handlers, the log), as the texts
/// themselves are (app::i18n).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Names {
    /// The seat of the one person playing here: "You" rather than "Player 1" (alone against
    /// bots, or at an online table). None when several people share the device.
    pub you: Option<usize>,
    /// The name each seat took at an online table, if any.
    pub called: Vec<Option<String>>,
}

thread_local! {
    // Reference counted rather than owned by a view: it outlives every page that sets it.
    static NAMES: ArcRwSignal<Names> = ArcRwSignal::new(Names::default());
}

/// Names the seats of the game on screen; views that name a seat follow a change.
pub fn name_seats(names: Names) {
    NAMES.with(|n| {
        if n.with_untracked(|now| *now != names) {
            n.set(names);
        }
    });
}

/// The one seat of `kinds` that a person plays, when only one does.
pub fn only_human(kinds: &[String]) -> Option<usize> {
    let mut humans = kinds.iter().enumerate().filter(|(_, k)| *k == "human");
    match (humans.next(), humans.next()) {
        (Some((seat, _)), None) => Some(seat),
        _ => None,
    }
}

fn is_you(seat: usize) -> bool {
    NAMES.with(|n| n.with(|names| names.you == Some(seat)))
}

/// "Player 2", or the name its player took at an online table; "You" for this device's own.
pub fn player_name(i18n: I18n, seat: usize) -> String {
    if is_you(seat) {
        return i18n.t(Key::SeatYou).to_owned();
    }
    let called = NAMES.with(|n| n.with(|names| names.called.get(seat).cloned().flatten()));
    called.unwrap_or_else(|| number_name(i18n, seat))
}

/// As many letters of a name as a tight table shows (the whole name is in the tag's title).
const SHORT_NAME: usize = 6;

/// `name` cut to `letters` characters, "…" marking the cut.
fn clipped(name: &str, letters: usize) -> String {
    match name.char_indices().nth(letters) {
        Some((at, _)) => format!("{}…", &name[..at]),
        None => name.to_owned(),
    }
}

/// "Player 2", whoever sits there (a seat's place at the table, as the lobby offers it).
pub fn number_name(i18n: I18n, seat: usize) -> String {
    i18n.f(Key::PlayerN, &[("n", (seat + 1).to_string())])
}

/// A text about `seat` with its `{player}` filled, or its form said to the player when the
/// seat is theirs ("Your turn" rather than "You, your turn": `Key::you_form`).
pub fn about(i18n: I18n, key: Key, seat: usize, args: &[(&str, String)]) -> String {
    said_of(i18n, key, seat, args, |key, args| i18n.f(key, args))
}

/// `about` for a text about `count` things (`I18n::n`).
pub fn about_n(i18n: I18n, key: Key, seat: usize, count: u64, args: &[(&str, String)]) -> String {
    said_of(i18n, key, seat, args, |key, args| i18n.n(key, count, args))
}

fn said_of(
    i18n: I18n,
    key: Key,
    seat: usize,
    args: &[(&str, String)],
    say: impl Fn(Key, &[(&str, String)]) -> String,
) -> String {
    match key.you_form().filter(|_| is_you(seat)) {
        Some(you) => say(you, args),
        None => {
            let mut all = args.to_vec();
            all.push(("player", player_name(i18n, seat)));
            say(key, &all)
        }
    }
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

/// The seat's mark and name, as markup (app::markup); `short` gives "P2" (or the first
/// letters of the name its player took) for tight tables.
pub fn tag(i18n: I18n, seat: usize, kind: &str, short: bool) -> Html {
    let called = NAMES.with(|n| n.with(|names| names.called.get(seat).cloned().flatten()));
    let name = match (short && !is_you(seat), called) {
        (true, Some(called)) => clipped(&called, SHORT_NAME),
        (true, None) => i18n.f(Key::PlayerShort, &[("n", (seat + 1).to_string())]),
        (false, _) => player_name(i18n, seat),
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
