//! The games a backup holds (crates/store/src/replays.rs): each replayed by its own engine and
//! compared with what its record says, so that a damaged record refuses its section, and one
//! game, however its file spells it, is never added twice.

use numera_rules::log::Save;
use numera_rules::replayed::Unplayable;
use numera_rules::{GameId, ReplayError};
use numera_store::backup::{
    export, import, BackupError, Claim, Damage, GameDamage, SectionKind, Snapshot,
};
use numera_store::history::History;
use numera_store::keys;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("tests/fixtures/{name}")).unwrap()
}

/// A browser with the first release's records of finished games (tests/fixtures): five games
/// in its history, an NMBR 9 best, a game of NMBR 9 in progress, a daily.
fn browser() -> Snapshot {
    let mut snapshot = Snapshot::new();
    snapshot.insert(keys::HISTORY.into(), fixture("history.json"));
    snapshot.insert(keys::best(GameId::Nmbr9), fixture("best.nmbr9.json"));
    snapshot.insert(keys::save(GameId::Nmbr9), fixture("save.nmbr9.json"));
    snapshot.insert(keys::DAILY.into(), fixture("daily.json"));
    snapshot
}

/// The browser's backup.
fn file() -> String {
    export(&browser(), "2026-12-01T05:00:00.000Z")
}

/// The browser's backup with its record `key` edited in the file: `from` (which the record
/// must hold) replaced by `to` once. (The file is edited, as a person would: an export leaves
/// out the games that do not replay.)
fn edited(key: &str, from: &str, to: &str) -> String {
    let record = &browser()[key];
    assert!(record.contains(from), "{from} not in {record}");
    let file = file();
    // Records go into the file as they are stored: the first `from` after the record's key
    // is in the record.
    let at = file.find(&format!("\"{key}\":")).unwrap();
    let (head, tail) = file.split_at(at);
    format!("{head}{}", tail.replacen(from, to, 1))
}

/// The backup with a history entry edited (see `edited`).
fn history(from: &str, to: &str) -> String {
    edited(keys::HISTORY, from, to)
}

/// `snapshot` after importing `text`, which must be taken.
fn apply(mut snapshot: Snapshot, text: &str) -> Snapshot {
    for (key, value) in import(text, &snapshot).unwrap().writes {
        snapshot.insert(key, value);
    }
    snapshot
}

/// The section and game damage of an import into an empty browser that must be refused so.
fn refused(text: &str) -> (SectionKind, GameId, Option<usize>, GameDamage) {
    match import(text, &Snapshot::new()) {
        Err(BackupError::Damaged {
            section,
            why: Damage::Game { game, at, why },
            ..
        }) => (section, game, at, *why),
        other => panic!("not a damaged game: {other:?}"),
    }
}

/// The first finished game's replay code, as the file has it.
fn first_replay() -> String {
    History::decode(&fixture("history.json")).unwrap().games[0]
        .replay
        .clone()
}

#[test]
fn a_replay_that_is_no_replay_refuses_the_history() {
    let (section, game, at, why) = refused(&history(&first_replay(), "XXXX"));
    assert_eq!(
        (section, game, at),
        (SectionKind::History, GameId::Nmbr9, Some(1))
    );
    assert!(matches!(why, GameDamage::Code(_)), "{why:?}");
    let best = edited(&keys::best(GameId::Nmbr9), &first_replay(), "XXXX");
    assert_eq!(refused(&best).0, SectionKind::Bests);
    let daily = edited(keys::DAILY, "\"replay\":\"\"", "\"replay\":\"XXXX\"");
    let (section, _, at, why) = refused(&daily);
    assert_eq!((section, at), (SectionKind::Daily, Some(1)));
    assert!(matches!(why, GameDamage::Code(_)), "{why:?}");
}

#[test]
fn a_seed_that_is_not_the_replays_refuses_its_section() {
    // "not a seed" reads as a seed (N0TA-SEED: the reader forgives O for 0), just not this
    // game's.
    let seed = ("\"seed\":\"K7QX-2M9P\"", "\"seed\":\"not a seed\"");
    let (section, _, at, why) = refused(&history(seed.0, seed.1));
    assert_eq!((section, at), (SectionKind::History, Some(1)));
    assert_eq!(why, GameDamage::Claim(Claim::Seed));
    let (section, _, at, why) = refused(&edited(&keys::best(GameId::Nmbr9), seed.0, seed.1));
    assert_eq!((section, at), (SectionKind::Bests, Some(1)));
    assert_eq!(why, GameDamage::Claim(Claim::Seed));
    // A daily's seed is its date's.
    let daily = edited(
        keys::DAILY,
        "\"seed\":\"GVQW-EV22\"",
        "\"seed\":\"not a seed\"",
    );
    assert_eq!(refused(&daily).3, GameDamage::Claim(Claim::Seed));
}

#[test]
fn a_save_with_an_illegal_move_refuses_the_saves() {
    let save = keys::save(GameId::Nmbr9);
    let illegal = ("\"0:-2,-4,2\",\"0:0,0,1\"", "\"0:-2,-4,2\",\"0:40,40,1\"");
    let (section, game, at, why) = refused(&edited(&save, illegal.0, illegal.1));
    assert_eq!(
        (section, game, at),
        (SectionKind::Saves, GameId::Nmbr9, None)
    );
    assert!(
        matches!(
            why,
            GameDamage::Unplayable(Unplayable::Replay(ReplayError::Refused { index: 3, .. }))
        ),
        "{why:?}"
    );
    let english = import(&edited(&save, illegal.0, illegal.1), &Snapshot::new())
        .unwrap_err()
        .to_string();
    assert!(english.contains("action 4 refused"), "{english}");
}

#[test]
fn a_recorded_score_that_is_not_the_replays_refuses_its_section() {
    let (section, game, at, why) = refused(&history(
        "\"scores\":[31,103,58]",
        "\"scores\":[131,103,58]",
    ));
    assert_eq!(
        (section, game, at),
        (SectionKind::History, GameId::Number, Some(2))
    );
    assert_eq!(why, GameDamage::Claim(Claim::Scores));
    let winners = history("\"winners\":[1]", "\"winners\":[0]");
    assert_eq!(refused(&winners).3, GameDamage::Claim(Claim::Scores));
    let players = history("\"players\":[\"hard\"]", "\"players\":[\"human\"]");
    assert_eq!(refused(&players).3, GameDamage::Claim(Claim::Seats));
    let best = edited(&keys::best(GameId::Nmbr9), "\"score\":129", "\"score\":229");
    assert_eq!(
        refused(&best),
        (
            SectionKind::Bests,
            GameId::Nmbr9,
            Some(1),
            GameDamage::Claim(Claim::Scores)
        )
    );
}

#[test]
fn a_game_that_stops_before_its_end_is_no_finished_game() {
    let replay = first_replay();
    let mut save = Save::from_link_code(&replay).unwrap();
    save.actions.pop();
    let (section, _, _, why) = refused(&history(&replay, &save.to_link_code()));
    assert_eq!(section, SectionKind::History);
    assert_eq!(why, GameDamage::Unfinished);
}

#[test]
fn a_damaged_copy_changes_nothing_and_the_real_file_twice_adds_each_game_once() {
    let damaged = history(&first_replay(), "XXXX");
    assert!(import(&damaged, &Snapshot::new()).is_err());
    let real = file();
    let first = import(&real, &Snapshot::new()).unwrap();
    assert_eq!(first.added.games, 5);
    let here = apply(Snapshot::new(), &real);
    let again = import(&real, &here).unwrap();
    assert_eq!((again.added.games, again.added.bests), (0, 0));
    assert_eq!(again.writes, vec![]);
    let history = History::decode(&here[keys::HISTORY]).unwrap();
    assert_eq!(history.count(GameId::Nmbr9), 1);
}

#[test]
fn a_game_held_is_not_added_again_whatever_else_its_record_says() {
    let here = apply(Snapshot::new(), &file());
    // Another date.
    let later = history("2026-11-28T09:14:03.512Z", "2026-12-24T20:00:00.000Z");
    assert_eq!(import(&later, &here).unwrap().added.games, 0);
    // The same game spelled otherwise: its seed in lower case without its dash, its options
    // with spaces. Another code, the same game.
    let mut save = Save::from_link_code(&first_replay()).unwrap();
    let payload = format!(
        "nmbr9\nk7qx2m9p\n{{ \"seats\" : [\"hard\"] }}\n{}",
        save.actions.join(";")
    );
    let respelled = numera_rules::log::link_code_of(payload.as_bytes());
    assert_ne!(respelled, first_replay());
    let other = history(&first_replay(), &respelled);
    let result = import(&other, &here).unwrap();
    assert_eq!(result.added.games, 0, "the same game under another code");
    assert_eq!(result.writes, vec![]);
    // Twice in one file, on two dates: added once.
    let mut history = History::decode(&fixture("history.json")).unwrap();
    let mut twin = history.games[0].clone();
    twin.date = "2026-12-24T20:00:00.000Z".into();
    twin.replay = respelled;
    history.games.push(twin);
    let mut browser = browser();
    browser.insert(keys::HISTORY.into(), history.encode());
    let twice = export(&browser, "t");
    let result = import(&twice, &Snapshot::new()).unwrap();
    assert_eq!(result.added.games, 5);
    // A game another move on is another game.
    save.actions.pop();
    assert_ne!(save.to_link_code(), first_replay());
}

#[test]
fn a_game_an_earlier_build_took_unchecked_is_left_out_of_the_next_backup() {
    // What the browser held after importing the damaged copy: a game whose replay is
    // no replay, and a save that stops at an illegal move.
    let mut here = browser();
    let history = here.get_mut(keys::HISTORY).unwrap();
    *history = history.replacen(&first_replay(), "XXXX", 1);
    let save = here.get_mut(&keys::save(GameId::Nmbr9)).unwrap();
    *save = save.replacen(
        "\"0:-2,-4,2\",\"0:0,0,1\"",
        "\"0:-2,-4,2\",\"0:40,40,1\"",
        1,
    );
    let backup = export(&here, "t");
    assert!(
        !backup.contains("XXXX") && !backup.contains("numera.save.nmbr9"),
        "{backup}"
    );
    let result = import(&backup, &Snapshot::new()).unwrap();
    assert_eq!((result.added.games, result.added.saves), (4, 0));
    // A browser whose games all replay exports its records as they are.
    assert_eq!(import(&file(), &Snapshot::new()).unwrap().added.games, 5);
}
