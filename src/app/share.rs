//! Share links and the clipboard.
//!
//! - seed link `/<game>?seed=K7QM-3XPA&seats=human,hard,easy`: a friend opening it plays the
//!   same seed: the same cards and dice, and the same bot choices for the same human moves
//!   (bots draw from the seed);
//! - replay link `/<game>?replay=<Save::to_link_code()>`: the whole game, checksummed.
//!
//! Links are parsed once here into checked values; a page only ever sees a seed and options
//! or a `Problem` saying why not.

use wasm_bindgen::prelude::*;

use super::problem::Problem;
use super::setup::SeatChoiceKind;
use crate::rules::log::Save;
use crate::rules::{GameId, RuleError, Seed};

pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

pub fn seats_text<K: SeatChoiceKind>(seats: &[K]) -> String {
    seats.iter().map(|s| s.name()).collect::<Vec<_>>().join(",")
}

/// `extra`: the game's other options as (name, value), values being plain words.
pub fn seed_link<K: SeatChoiceKind>(
    game: GameId,
    seed: Seed,
    seats: &[K],
    extra: &[(&str, &str)],
) -> String {
    format!("{}{}", origin(), seed_path(game, seed, seats, extra))
}

pub fn seed_path<K: SeatChoiceKind>(
    game: GameId,
    seed: Seed,
    seats: &[K],
    extra: &[(&str, &str)],
) -> String {
    let mut path = format!("/{game}?seed={seed}&seats={}", seats_text(seats));
    for (name, value) in extra {
        path.push_str(&format!("&{name}={value}"));
    }
    path
}

pub fn replay_path(save: &Save) -> String {
    format!("/{}?replay={}", save.game, save.to_link_code())
}

pub fn replay_link(save: &Save) -> String {
    format!("{}{}", origin(), replay_path(save))
}

/// How a game reads its seats from a link: the kind parser and the seat counts it allows
/// (in increasing order).
#[derive(Clone, Copy)]
pub struct SeatRules<K> {
    pub parse: fn(&str) -> Result<K, RuleError>,
    pub counts: &'static [usize],
}

/// Seats from a link: kinds separated by commas, within the game's seat count. `names`: the
/// kinds the game offers, said when a link names another.
pub fn parse_seats<K>(
    text: &str,
    rules: SeatRules<K>,
    names: &[&'static str],
) -> Result<Vec<K>, Problem> {
    let seats = text
        .split(',')
        .map(|kind| {
            let kind = kind.trim().to_ascii_lowercase();
            (rules.parse)(&kind).map_err(|_| Problem::UnknownSeat {
                kind,
                names: names.to_vec(),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !rules.counts.contains(&seats.len()) {
        return Err(Problem::SeatCount {
            found: seats.len(),
            allowed: rules.counts,
        });
    }
    Ok(seats)
}

/// What a seed link asks for; either part may be missing (a bare `?seed=` keeps default seats).
#[derive(Debug, Clone, PartialEq)]
pub struct Challenge<K> {
    pub seed: Option<Seed>,
    pub seats: Option<Vec<K>>,
}

pub fn parse_challenge<K>(
    seed: Option<&str>,
    seats: Option<&str>,
    rules: SeatRules<K>,
    names: &[&'static str],
) -> Result<Challenge<K>, Problem> {
    let seed = seed
        .map(|s| s.parse::<Seed>().map_err(Problem::Seed))
        .transpose()?;
    let seats = seats.map(|t| parse_seats(t, rules, names)).transpose()?;
    Ok(Challenge { seed, seats })
}

/// A replay code read into a save of `game`; the replay itself is checked by the viewer.
pub fn parse_replay(code: &str, game: GameId) -> Result<Save, Problem> {
    let save = Save::from_link_code(code).map_err(Problem::Log)?;
    if save.game != game {
        return Err(Problem::WrongGame(save.game));
    }
    Ok(save)
}

/// Copies `text`; `done(true)` once the browser confirms, `done(false)` if it refuses
/// (no clipboard permission, insecure context) so the page can offer the text to copy by hand.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        done(false);
        return;
    };
    // `navigator.clipboard` is undefined outside secure contexts even though the type says not.
    if JsValue::from(clipboard.clone()).is_undefined() {
        done(false);
        return;
    }
    on_settled(&clipboard.write_text(text), done);
}

/// Calls `done(true)` when `promise` resolves, `done(false)` when it is rejected.
pub fn on_settled(promise: &js_sys::Promise, done: impl FnOnce(bool) + 'static) {
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let (ok_done, err_done) = (done.clone(), done);
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        if let Some(f) = ok_done.borrow_mut().take() {
            f(true);
        }
    });
    let err = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        if let Some(f) = err_done.borrow_mut().take() {
            f(false);
        }
    });
    let _ = promise.then2(&ok, &err);
    // The promise settles later; the two small closures live until then (one pair per click).
    ok.forget();
    err.forget();
}
