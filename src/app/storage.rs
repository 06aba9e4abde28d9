//! Everything the app keeps in the browser, moved in and out of localStorage. The records'
//! formats, checks and merges are `crate::store` (native, tested there); here is what only a
//! browser has: the storage itself, the clock, other tabs and a full quota.
//!
//! - Two tabs: every JSON record carries a revision (store::revision). A write first checks
//!   that the stored revision is the one this tab last read; if another tab moved the record
//!   on, a game in progress is not written over: the page takes the newer game instead
//!   (`follow`, app::game_page), and history, bests and settings are read again and merged
//!   before writing.
//! - Storage full: a refused write folds the oldest finished games into counts
//!   (`History::compact`) to make room and tries again; the player is told once per page. A
//!   refused write never changes what was stored.
//! - Nothing unreadable is ever deleted or crashed on: it is moved to
//!   `numera.corrupt.<what>.<ms>` and reported (notices).

use std::cell::{Cell, RefCell};

use leptos::prelude::{Effect, IsDisposed, RwSignal, Set, Track, Update};
use web_sys::Storage;

use super::notices::{Notice, Notices, Stored};
use super::problem::Problem;
use crate::rules::log::{LogError, Save};
use crate::rules::{GameId, Seed};
pub use crate::store::aside::{Kind as AsideKind, Note as AsideNote};
pub use crate::store::bests::Best;
use crate::store::bests::Bests;
pub use crate::store::history::Finished;
use crate::store::history::History;
use crate::store::keys;
use crate::store::revision::{next_rev, rev_of, stamp};
pub use crate::store::screen::Screen;
use crate::store::settings::Prefs;
pub use crate::store::standing::Standing;
use crate::store::table_seat::TableSeat;
use crate::store::tours::Tours;

thread_local! {
    /// The revision of each record as this tab last read or wrote it (0: absent).
    static SEEN: RefCell<Vec<(String, u64)>> = const { RefCell::new(Vec::new()) };
    /// What this page follows of other tabs' writes: each key with the signal that counts them.
    static FOLLOWERS: RefCell<Vec<(String, RwSignal<u32>)>> = const { RefCell::new(Vec::new()) };
    /// Whether the game this page shows was last taken from another tab's write rather than
    /// written here (see `following`).
    static FOLLOWING: Cell<bool> = const { Cell::new(false) };
    /// Whether the player was told that storage refused a write (once per page).
    static TOLD_FULL: Cell<bool> = const { Cell::new(false) };
}

fn seen(key: &str) -> Option<u64> {
    SEEN.with_borrow(|seen| seen.iter().find(|(k, _)| k == key).map(|&(_, rev)| rev))
}

fn see(key: &str, rev: u64) {
    SEEN.with_borrow_mut(|seen| match seen.iter_mut().find(|(k, _)| k == key) {
        Some(entry) => entry.1 = rev,
        None => seen.push((key.to_owned(), rev)),
    });
}

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Reads a record and remembers its revision, so that a later write can tell whether
/// another tab moved it on meanwhile.
fn read(key: &str) -> Option<String> {
    let text = get(key);
    see(key, text.as_deref().map_or(0, rev_of));
    text
}

/// Whether the stored record moved on since this tab last read it.
fn moved_on(key: &str) -> bool {
    let stored = get(key).as_deref().map_or(0, rev_of);
    seen(key).is_some_and(|rev| rev != stored)
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Stores `text` under `key`. When the browser refuses (a full quota), the screens kept for a
/// quicker return (index.html) make room first, which loses the player nothing; then the
/// oldest finished games are folded into counts and the write is tried again; what was
/// stored before stays as it was. False when it could not be stored; the player is told once.
fn put(key: &str, text: &str, notices: Notices) -> bool {
    let Some(store) = local() else {
        tell_full(notices);
        return false;
    };
    if store.set_item(key, text).is_ok() {
        return true;
    }
    if drop_kept_screens(&store) && store.set_item(key, text).is_ok() {
        return true;
    }
    tell_full(notices);
    // The history's own write folds its own games (`record_finished`); any other write may
    // fold the oldest half once, not the whole history for one record.
    key != keys::HISTORY && compact_history(&store) && store.set_item(key, text).is_ok()
}

/// Removes every kept screen (`keys::view`); true if there was one.
fn drop_kept_screens(store: &Storage) -> bool {
    let mut dropped = false;
    for game in GameId::ALL {
        let key = keys::view(game);
        if store.get_item(&key).ok().flatten().is_some() {
            dropped |= store.remove_item(&key).is_ok();
        }
    }
    dropped
}

fn tell_full(notices: Notices) {
    if !TOLD_FULL.replace(true) {
        notices.push(Notice::WriteFailed);
    }
}

/// Folds the oldest half of the stored history into counts, to free room. False when there
/// is nothing to fold or the smaller history could not be stored either.
fn compact_history(store: &Storage) -> bool {
    let Some(text) = get(keys::HISTORY) else {
        return false;
    };
    let Ok(mut history) = History::decode(&text) else {
        return false;
    };
    let rev = next_rev(rev_of(&text), now_ms());
    let smaller = history.compact() && {
        let written = store.set_item(keys::HISTORY, &stamp(&history.encode(), rev));
        written.is_ok()
    };
    if smaller {
        see(keys::HISTORY, rev);
    }
    smaller
}

/// Writes a JSON record with the next revision (see `put`). True when stored.
pub(super) fn write(key: &str, json: &str, notices: Notices) -> bool {
    let rev = next_rev(get(key).as_deref().map_or(0, rev_of), now_ms());
    let stored = put(key, &stamp(json, rev), notices);
    if stored {
        see(key, rev);
    }
    stored
}

/// Moves the record under `key` to `numera.corrupt.<tag>.<ms>` and reports it.
fn keep_aside(key: &str, tag: &str, what: Stored, problem: Problem, notices: Notices) {
    let Some(store) = local() else { return };
    let Some(text) = store.get_item(key).ok().flatten() else {
        return;
    };
    let base = format!("{}{tag}.{}", keys::CORRUPT, now_ms());
    // Two records kept aside in the same millisecond must not overwrite each other.
    let mut kept_as = base.clone();
    let mut n = 1;
    while store.get_item(&kept_as).ok().flatten().is_some() {
        kept_as = format!("{base}-{n}");
        n += 1;
    }
    if store.set_item(&kept_as, &text).is_ok() {
        let _ = store.remove_item(key);
        see(key, 0);
        notices.push(Notice::KeptAside {
            what,
            kept_as,
            problem,
        });
    } else {
        // Could not copy it: leave it where it is (still never deleted) and say so.
        notices.push(Notice::KeptAside {
            what,
            kept_as: key.to_owned(),
            problem,
        });
    }
}

/// The record at `key` (kept aside as `tag`, shown as `what`), read by `decode`; one that
/// cannot be read, or is of another version, is kept aside with a notice and reads as missing.
pub(super) fn read_record<T>(
    (key, tag, what): (&str, &str, Stored),
    decode: fn(&str) -> Result<T, LogError>,
    notices: Notices,
) -> Option<T> {
    let text = read(key)?;
    match decode(&text) {
        Ok(record) => Some(record),
        Err(e) => {
            keep_aside(key, tag, what, Problem::Log(e), notices);
            None
        }
    }
}

// ---- settings ----

pub fn load_prefs(notices: Notices) -> Prefs {
    let file = (keys::SETTINGS, "settings", Stored::Settings);
    read_record(file, Prefs::decode, notices).unwrap_or_default()
}

/// Stores `mine`, the settings this tab changed from `base` (what it last read). Settings
/// another tab changed meanwhile are kept: each setting this tab did not change is taken from
/// the stored ones. The settings now in force.
pub fn store_prefs(base: &Prefs, mine: &Prefs, notices: Notices) -> Prefs {
    let stored = get(keys::SETTINGS).and_then(|t| Prefs::decode(&t).ok());
    let merged = match &stored {
        Some(stored) if moved_on(keys::SETTINGS) => Prefs::merge(base, mine, stored),
        _ => mine.clone(),
    };
    if stored.as_ref() != Some(&merged) {
        write(keys::SETTINGS, &merged.encode(), notices);
    }
    merged
}

// ---- games in progress ----

/// The raw save of `game`, for the page that plays it; reading it into a game (and keeping
/// it aside when that fails) is the game page's job, since only it can replay the log.
pub fn load_save(game: GameId) -> Option<String> {
    read(&keys::save(game))
}

/// Whether another tab moved `game`'s save on (or removed it) since this tab last read or
/// wrote it: then this tab's game is stale, and nothing it does may be saved or shown before
/// it takes the newer game (app::session::keep).
pub fn save_moved_on(game: GameId) -> bool {
    moved_on(&keys::save(game))
}

/// Stores the game in progress, unless another tab moved that save on since this tab read
/// it: then nothing is written (the caller checked `save_moved_on` first, so this only
/// guards against a write slipping in between).
pub fn store_save(save: &Save, standing: Standing, notices: Notices) {
    let key = keys::save(save.game);
    if moved_on(&key) {
        return;
    }
    if write(&key, &save.to_json(), notices) {
        FOLLOWING.set(false);
        put(&keys::standing(save.game), &standing.to_text(), notices);
    }
}

/// Marks the game on this page as taken from another tab (true) or played here.
pub fn set_following(following: bool) {
    FOLLOWING.set(following);
}

/// Whether the game on this page was last moved on by another tab: that tab is where it is
/// played, and it plays the bots due (app::turn waits longer before playing them here, in
/// case that tab was closed).
pub fn following() -> bool {
    FOLLOWING.get()
}

/// Called when the player starts another game over a finished one. A save another tab moved
/// on is not this tab's to delete: false, and the page follows the newer game.
pub fn clear_save(game: GameId) -> bool {
    let key = keys::save(game);
    if moved_on(&key) {
        moved_elsewhere(&key);
        return false;
    }
    if let Some(store) = local() {
        let _ = store.remove_item(&key);
        let _ = store.remove_item(&keys::standing(game));
        let _ = store.remove_item(&keys::screen(game));
        let _ = store.remove_item(&keys::view(game));
        see(&key, 0);
    }
    true
}

/// A lost write only costs the screen after a reload, not the game: no notice.
pub fn store_screen(game: GameId, screen: &Screen) {
    if let Some(store) = local() {
        let _ = store.set_item(&keys::screen(game), &screen.to_text());
    }
}

/// The screen saved with `game`'s save when it was `actions` long; any other is stale.
pub fn saved_screen(game: GameId, actions: usize) -> Option<Vec<u32>> {
    let screen = Screen::from_text(&get(&keys::screen(game))?)?;
    (screen.actions == actions).then_some(screen.facts)
}

/// The standing of `game`'s save, when there is a save.
pub fn saved_standing(game: GameId) -> Option<Option<Standing>> {
    get(&keys::save(game))?;
    Some(get(&keys::standing(game)).and_then(|text| Standing::from_text(&text)))
}

pub fn keep_save_aside(game: GameId, problem: Problem, notices: Notices) {
    let key = keys::save(game);
    keep_aside(&key, game.as_str(), Stored::Game(game), problem, notices);
}

// ---- a game set aside (store::aside) ----

/// What is set aside for `game`: None when nothing is; `Some(None)` for a game whose note
/// cannot be read (it is still offered, as the player's own).
pub fn aside_note(game: GameId) -> Option<Option<AsideNote>> {
    // Read as a record, so that bringing it back can tell whether another tab moved it on.
    read(&keys::aside(game))?;
    Some(get(&keys::aside_note(game)).and_then(|text| AsideNote::from_text(&text)))
}

/// The game set aside for `game`, as stored (a `Save`).
pub fn aside_text(game: GameId) -> Option<String> {
    get(&keys::aside(game))
}

/// Whether another tab moved either slot of `game` on since this tab read it; then its page
/// follows the newer game and the player is told, as for a move (session::keep).
fn slots_moved_on(game: GameId, notices: Notices) -> bool {
    let moved = moved_on(&keys::save(game)) || moved_on(&keys::aside(game));
    if moved {
        notices.push(Notice::MoveNotMade);
        moved_elsewhere(&keys::save(game));
    }
    moved
}

/// Moves `game`'s game in progress aside, as `kind`, over whatever was there (the start that
/// does it has said so). True when it was moved (there was one, and storage took it).
pub fn set_aside(game: GameId, kind: AsideKind, notices: Notices) -> bool {
    if slots_moved_on(game, notices) {
        return false;
    }
    let Some(text) = read(&keys::save(game)) else {
        return false;
    };
    let standing = get(&keys::standing(game)).and_then(|t| Standing::from_text(&t));
    if !write(&keys::aside(game), &text, notices) {
        return false;
    }
    let note = AsideNote { kind, standing };
    put(&keys::aside_note(game), &note.to_text(), notices)
}

/// Removes what is set aside for `game` (a new game of its sort replaces it).
pub fn drop_aside(game: GameId) {
    if let Some(store) = local() {
        let _ = store.remove_item(&keys::aside(game));
        let _ = store.remove_item(&keys::aside_note(game));
        see(&keys::aside(game), 0);
    }
}

/// Brings the game set aside back to `game`'s page. The game shown, when `shown` names its
/// kind (it is not over), goes aside in its place; a game over (already in the history) or
/// none is simply replaced. False when nothing was set aside or another tab moved either
/// game on (nothing changes, the page follows).
pub fn bring_back(game: GameId, shown: Option<AsideKind>, notices: Notices) -> bool {
    if slots_moved_on(game, notices) {
        return false;
    }
    let Some(kept) = read(&keys::aside(game)) else {
        return false;
    };
    let note = get(&keys::aside_note(game)).and_then(|t| AsideNote::from_text(&t));
    let standing = note.and_then(|n| n.standing);
    let moved = match shown {
        Some(kind) => set_aside(game, kind, notices),
        None => {
            drop_aside(game);
            true
        }
    };
    if !moved || !write(&keys::save(game), &kept, notices) {
        return false;
    }
    FOLLOWING.set(false);
    if let Some(store) = local() {
        match standing {
            Some(s) => {
                let _ = store.set_item(&keys::standing(game), &s.to_text());
            }
            None => {
                let _ = store.remove_item(&keys::standing(game));
            }
        }
        // The screen and the kept screen were the other game's.
        let _ = store.remove_item(&keys::screen(game));
        let _ = store.remove_item(&keys::view(game));
    }
    true
}

// ---- history ----

pub fn load_history(notices: Notices) -> History {
    let file = (keys::HISTORY, "history", Stored::History);
    read_record(file, History::decode, notices).unwrap_or_default()
}

/// The stored history, read again whenever another tab adds to it (the history and stats
/// pages: a game finished in another tab shows at once).
pub fn live_history(notices: Notices) -> RwSignal<History> {
    let history = RwSignal::new(load_history(notices));
    let followed = follow(keys::HISTORY.to_owned());
    Effect::new(move |first: Option<()>| {
        followed.track();
        if first.is_some() {
            history.set(load_history(notices));
        }
    });
    history
}

/// Adds a finished game once (see `History::add`), to the history as stored now (another
/// tab's games stay). When storage is full the oldest games are folded into counts, so the
/// newest game is kept.
pub fn record_finished(entry: Finished, notices: Notices) {
    let mut history = load_history(notices);
    if !history.add(entry) {
        return;
    }
    while !write(keys::HISTORY, &history.encode(), notices) {
        if !history.compact() {
            return;
        }
    }
}

pub fn now_iso() -> String {
    js_sys::Date::new_0()
        .to_iso_string()
        .as_string()
        .unwrap_or_default()
}

// ---- best scores per seed (solo challenges) ----

fn load_bests(game: GameId, notices: Notices) -> Bests {
    let key = keys::best(game);
    let tag = format!("best.{game}");
    read_record((&key, &tag, Stored::History), Bests::decode, notices).unwrap_or_default()
}

pub fn best_on_seed(game: GameId, seed: Seed, notices: Notices) -> Option<Best> {
    load_bests(game, notices).on_seed(seed).cloned()
}

/// Keeps `entry` if it beats the stored best on its seed (a tie keeps the earlier game).
pub fn record_best(game: GameId, entry: Best, notices: Notices) {
    let mut bests = load_bests(game, notices);
    if bests.record(entry) {
        write(&keys::best(game), &bests.encode(), notices);
    }
}

// ---- other tabs ----

/// Counts, from now on, the writes other tabs make to the record at `key` (a new save of the
/// game this page plays, a game added to the history): the page reads the record again on
/// each, so it never shows, and never builds on, what another tab has moved past.
pub fn follow(key: String) -> RwSignal<u32> {
    // Following starts from what is stored now, when this tab has not read the record yet (a
    // game page with no save): a game another tab then starts is one to take.
    if seen(&key).is_none() {
        see(&key, get(&key).as_deref().map_or(0, rev_of));
    }
    let writes = RwSignal::new(0);
    FOLLOWERS.with_borrow_mut(|followers| {
        followers.retain(|(_, signal)| !signal.is_disposed());
        followers.push((key, writes));
    });
    writes
}

/// Tells the followers of `key` that another tab wrote it (the `storage` event, or a write
/// found at the moment this tab was about to make its own).
fn moved_elsewhere(key: &str) {
    let due: Vec<RwSignal<u32>> = FOLLOWERS.with_borrow(|followers| {
        followers
            .iter()
            .filter(|(k, _)| k == key)
            .map(|&(_, signal)| signal)
            .collect()
    });
    for signal in due {
        signal.try_update(|n| *n += 1);
    }
}

/// A stale save found when this tab was about to save `game`: its page follows the newer one.
pub fn follow_newer_save(game: GameId) {
    moved_elsewhere(&keys::save(game));
}

/// Listens for other tabs' writes (the `storage` event, which a tab never gets for its own).
/// A write of a record this page follows is handed to its followers (`follow`); a change of
/// the settings is handed to `on_settings` with the settings now stored.
pub fn watch_other_tabs(notices: Notices, on_settings: impl Fn(Prefs) + 'static) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(window) = web_sys::window() else {
        return;
    };
    let listener =
        Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |event: web_sys::StorageEvent| {
            let Some(key) = event.key() else { return };
            if key == keys::SETTINGS {
                on_settings(load_prefs(notices));
            } else if moved_on(&key) {
                moved_elsewhere(&key);
            }
        });
    let _ = window.add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
    // The page lives as long as the listener: it is never removed.
    listener.forget();
}

// ---- challenges (app::challenge) ----

/// Page context like the screen: a lost write costs the challenge's banner, not the game.
pub fn store_challenge(game: GameId, code: &str) {
    if let Some(store) = local() {
        let _ = store.set_item(&keys::challenge(game), code);
    }
}

pub fn stored_challenge(game: GameId) -> Option<String> {
    get(&keys::challenge(game))
}

pub fn sender_name() -> String {
    get(keys::SENDER_NAME).unwrap_or_default()
}

pub fn store_sender_name(name: &str) {
    if let Some(store) = local() {
        let _ = store.set_item(keys::SENDER_NAME, name);
    }
}

// ---- walkthroughs (app::walkthrough) ----

/// Whether `game`'s walkthrough was taken or turned down in this browser.
pub fn tour_answered(game: GameId) -> bool {
    get(keys::TOURS).is_some_and(|text| Tours::from_text(&text).answered(game))
}

/// Remembers that `game`'s walkthrough was answered. A lost write only means the tour is
/// offered once more: no notice.
pub fn store_tour_answered(game: GameId) {
    let mut tours = Tours::from_text(&get(keys::TOURS).unwrap_or_default());
    if tours.answer(game) {
        if let Some(store) = local() {
            let _ = store.set_item(keys::TOURS, &tours.to_text());
        }
    }
}

// ---- backups (the settings page) ----

/// Every `numera.*` record, as stored.
pub fn snapshot() -> crate::store::backup::Snapshot {
    let mut records = crate::store::backup::Snapshot::new();
    let Some(store) = local() else {
        return records;
    };
    for i in 0..store.length().unwrap_or(0) {
        let Some(key) = store.key(i).ok().flatten() else {
            continue;
        };
        if !key.starts_with(keys::PREFIX) {
            continue;
        }
        if let Some(text) = get(&key) {
            records.insert(key, text);
        }
    }
    records
}

/// Stores an import's records (JSON ones with a new revision, so open tabs see them move on).
/// False when the browser refused one of them; those stored stay.
pub fn store_imported(writes: &[(String, String)], notices: Notices) -> bool {
    let mut all = true;
    for (key, text) in writes {
        all &= if keys::is_text(key) {
            put(key, text, notices)
        } else {
            write(key, text, notices)
        };
    }
    all
}

// ---- online tables (app::online) ----

/// What this browser holds at table `code` (nothing: a visitor).
pub fn table_seat(code: &str) -> TableSeat {
    get(&keys::table(code))
        .and_then(|text| TableSeat::from_text(&text))
        .unwrap_or_default()
}

/// Keeps the seat's token: without it a reload would only watch. A lost write is said, since
/// the player would lose their seat on the next reload.
pub fn store_table_seat(code: &str, seat: &TableSeat, notices: Notices) {
    let stored = local().is_some_and(|s| s.set_item(&keys::table(code), &seat.to_text()).is_ok());
    if !stored {
        tell_full(notices);
    }
}
