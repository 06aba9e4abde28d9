//! The backup file (crates/store/src/backup.rs): what an export holds, and that an import merges
//! without duplicates and refuses, whole, a file it cannot trust.

use numera_rules::GameId;
use numera_store::backup::{export, import, BackupError, Snapshot};
use numera_store::history::History;
use numera_store::keys;
use numera_store::revision::stamp;

/// A browser holding the fixtures (tests/fixtures) as the app stores them, revisions
/// and all.
fn full_browser() -> Snapshot {
    let fixture = |name: &str| std::fs::read_to_string(format!("tests/fixtures/{name}")).unwrap();
    let mut snapshot = Snapshot::new();
    for game in GameId::ALL {
        snapshot.insert(
            keys::save(game),
            stamp(&fixture(&format!("save.{game}.json")), 7),
        );
        snapshot.insert(keys::standing(game), "1 7 0".into());
    }
    snapshot.insert(keys::HISTORY.into(), stamp(&fixture("history.json"), 3));
    snapshot.insert(keys::best(GameId::Nmbr9), fixture("best.nmbr9.json"));
    snapshot.insert(keys::SETTINGS.into(), fixture("settings.json"));
    snapshot.insert(
        "numera.corrupt.history.1764560000000".into(),
        "{\"version\":1,".into(),
    );
    snapshot
}

/// `snapshot` after the import's writes.
fn apply(mut snapshot: Snapshot, text: &str) -> Snapshot {
    for (key, value) in import(text, &snapshot).unwrap().writes {
        snapshot.insert(key, value);
    }
    snapshot
}

#[test]
fn a_backup_brings_everything_into_an_empty_browser_and_twice_adds_nothing() {
    let file = export(&full_browser(), "2026-12-01T05:00:00.000Z");
    let result = import(&file, &Snapshot::new()).unwrap();
    assert_eq!(result.added.saves, 5);
    assert_eq!(result.added.games, 5);
    assert_eq!(result.added.bests, 1);
    assert!(result.added.settings);
    let copied = apply(Snapshot::new(), &file);
    // Every record arrived (revisions aside, which the writer adds anew).
    let keys_there: Vec<String> = full_browser().into_keys().collect();
    assert_eq!(copied.keys().cloned().collect::<Vec<_>>(), keys_there);
    let again = import(&file, &copied).unwrap();
    assert_eq!(again.writes, vec![], "a second import writes nothing");
    assert_eq!(again.added.saves + again.added.games + again.added.bests, 0);
    // And a backup of the copy brings the same records again.
    assert_eq!(apply(Snapshot::new(), &export(&copied, "t")), copied);
}

#[test]
fn an_import_merges_histories_and_leaves_another_game_in_progress_here() {
    let file = export(&full_browser(), "2026-12-01T05:00:00.000Z");
    let mut here = Snapshot::new();
    // Another game of NMBR 9 in progress, and one finished game of its own.
    let other = r#"{"version":1,"game":"nmbr9","seed":"B4TR-8WZ3","options":{"seats":["human"]},"actions":["0:0,0,1"]}"#;
    here.insert(keys::save(GameId::Nmbr9), other.into());
    let own = r#"{"version":1,"games":[{"date":"2026-12-01T04:00:00.000Z","game":"number","seed":"B4TR-8WZ3","players":["human","easy"],"scores":[10,20],"winners":[1],"replay":"1own"}]}"#;
    here.insert(keys::HISTORY.into(), own.into());
    let result = import(&file, &here).unwrap();
    assert_eq!((result.added.saves, result.added.kept_here), (4, 1));
    let after = apply(here, &file);
    assert_eq!(after[&keys::save(GameId::Nmbr9)], other);
    let history = History::decode(&after[keys::HISTORY]).unwrap();
    assert_eq!(history.games.len(), 6);
    assert!(history.games.windows(2).all(|w| w[0].date <= w[1].date));
}

#[test]
fn a_damaged_record_here_goes_aside_before_an_import_writes_over_it() {
    let file = export(&full_browser(), "t");
    let mut here = Snapshot::new();
    here.insert(keys::HISTORY.into(), "{\"version\":1,\"games\":[{".into());
    let writes = import(&file, &here).unwrap().writes;
    let aside = writes
        .iter()
        .find(|(k, _)| k.starts_with(keys::CORRUPT))
        .unwrap();
    assert_eq!(aside.1, here[keys::HISTORY]);
}

#[test]
fn files_that_are_not_backups_damaged_or_from_a_later_numera_are_refused() {
    let here = full_browser();
    let file = export(&here, "t");
    let refused = |text: &str| import(text, &here).map(|_| ()).unwrap_err();
    for text in [
        "",
        "{",
        "[]",
        "null",
        "{\"numera\":\"save\",\"version\":1,\"sections\":{}}",
    ] {
        assert!(
            matches!(refused(text), BackupError::NotBackup(_)),
            "{text:?}"
        );
    }
    // A list or a lone value is called what it is, not refused for a field it never named.
    assert_eq!(
        refused("[1,2,3]"),
        BackupError::NotBackup("the file holds a list, where a backup holds named sections".into())
    );
    assert!(matches!(refused("3"), BackupError::NotBackup(why) if why.contains("single value")));
    let later = file.replacen("\"version\":1", "\"version\":2", 1);
    assert_ne!(later, file);
    assert!(matches!(refused(&later), BackupError::Later(_)));
    let unknown = file.replacen(
        "\"sections\":{",
        "\"sections\":{\"streaks\":{\"version\":1,\"data\":{}},",
        1,
    );
    assert_ne!(unknown, file);
    assert_eq!(refused(&unknown), BackupError::Later("streaks".into()));
    let later_section = file.replacen(
        "\"history\":{\"version\":2",
        "\"history\":{\"version\":3",
        1,
    );
    assert_ne!(later_section, file);
    assert!(matches!(refused(&later_section), BackupError::Later(_)));
    let bad_save = file.replacen("\"actions\":[", "\"actions\":[7,", 1);
    assert_ne!(bad_save, file);
    assert!(
        matches!(refused(&bad_save), BackupError::Damaged { .. }),
        "{bad_save}"
    );
    let bad_game = file.replacen("\"numera.best.nmbr9\":", "\"numera.best.chess\":", 1);
    assert_ne!(bad_game, file);
    assert!(matches!(refused(&bad_game), BackupError::Damaged { .. }));
}

#[test]
fn an_empty_browser_exports_a_backup_that_imports_as_nothing() {
    let file = export(&Snapshot::new(), "t");
    assert_eq!(import(&file, &Snapshot::new()).unwrap().writes, vec![]);
}
