//! The backup file (crates/store/src/backup.rs): what an export holds, and that an import merges
//! without duplicates and refuses, whole, a file it cannot trust.

use numera_rules::json;
use numera_rules::log::LogError;
use numera_rules::GameId;
use numera_store::backup::{
    export, import, BackupError, Damage, Later, NotBackup, SectionKind, Snapshot,
};
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
fn a_backup_carries_the_screen_reader_mode_like_the_other_settings() {
    let mut browser = Snapshot::new();
    let on = r#"{"version":1,"lang":"fr","theme":"dark","motion":"on","bots":"fast","screen_reader":true}"#;
    browser.insert(keys::SETTINGS.into(), on.into());
    let copied = apply(Snapshot::new(), &export(&browser, "t"));
    let settings = copied.get(keys::SETTINGS).map(String::as_str).unwrap_or("");
    assert!(settings.contains(r#""screen_reader":true"#), "{settings}");
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

/// Why importing `text` into the full browser is refused.
fn refused(text: &str) -> BackupError {
    import(text, &full_browser()).map(|_| ()).unwrap_err()
}

/// The full browser's export with `from` (which it must hold) replaced by `to` once.
fn edited(from: &str, to: &str) -> String {
    let file = export(&full_browser(), "t");
    assert!(file.contains(from), "{from} not in {file}");
    file.replacen(from, to, 1)
}

#[test]
fn a_file_that_is_not_a_backup_is_refused_as_what_it_is() {
    for text in ["", "{", "\u{89}PNG\r\n"] {
        assert!(
            matches!(
                refused(text),
                BackupError::NotBackup(NotBackup::Json(json::Error::Syntax { .. }))
            ),
            "{text:?}"
        );
    }
    // A list or a lone value is called what it is, not refused for a field it never named.
    for text in ["[]", "[1,2,3]"] {
        assert_eq!(refused(text), BackupError::NotBackup(NotBackup::List));
    }
    for text in ["null", "3", "\"backup\""] {
        assert_eq!(refused(text), BackupError::NotBackup(NotBackup::Value));
    }
    // JSON of another shape: a save is no backup.
    let save = std::fs::read_to_string("tests/fixtures/save.number.json").unwrap();
    assert!(matches!(
        refused(&save),
        BackupError::NotBackup(NotBackup::Json(json::Error::MissingField(_)))
    ));
    assert_eq!(
        refused("{\"numera\":\"save\",\"version\":1,\"sections\":{}}"),
        BackupError::NotBackup(NotBackup::Mark("save".into()))
    );
    let english = refused("[1,2,3]").to_string();
    assert!(english.contains("holds a list"), "{english}");
}

#[test]
fn a_file_from_a_later_numera_is_refused_saying_what_is_later() {
    assert_eq!(
        refused(&edited("\"version\":1", "\"version\":2")),
        BackupError::Later(Later::Version(2))
    );
    let unknown = edited(
        "\"sections\":{",
        "\"sections\":{\"streaks\":{\"version\":1,\"data\":{}},",
    );
    assert_eq!(
        refused(&unknown),
        BackupError::Later(Later::Section("streaks".into()))
    );
    assert_eq!(
        refused(&edited(
            "\"history\":{\"version\":2",
            "\"history\":{\"version\":3"
        )),
        BackupError::Later(Later::SectionVersion {
            section: SectionKind::History,
            version: 3
        })
    );
}

/// The section, key and damage of a refusal that must be `Damaged`.
fn damage(error: BackupError) -> (SectionKind, String, Damage) {
    match error {
        BackupError::Damaged { section, key, why } => (section, key, why),
        other => panic!("not damaged: {other:?}"),
    }
}

#[test]
fn a_damaged_section_is_refused_naming_the_section_the_record_and_why() {
    // A save its own reader refuses: the reader's error, typed.
    let (section, key, why) = damage(refused(&edited("\"actions\":[", "\"actions\":[7,")));
    assert_eq!(section, SectionKind::Saves);
    assert!(key.starts_with("numera.save."), "{key}");
    assert!(
        matches!(why, Damage::Record(LogError::Malformed(_))),
        "{why:?}"
    );
    // A record of a format its reader does not know.
    let (section, key, why) = damage(refused(&edited(
        "\"numera.settings\":{\"version\":1",
        "\"numera.settings\":{\"version\":9",
    )));
    assert_eq!(
        (section, key.as_str()),
        (SectionKind::Settings, keys::SETTINGS)
    );
    assert_eq!(why, Damage::Record(LogError::UnknownVersion(9)));
    // A finished game that is not one.
    let (section, _, why) = damage(refused(&edited(
        "\"players\":[\"hard\"]",
        "\"players\":\"hard\"",
    )));
    assert_eq!(section, SectionKind::History);
    assert!(
        matches!(why, Damage::Record(LogError::Malformed(_))),
        "{why:?}"
    );
    // A key of a game Numera does not have.
    assert_eq!(
        damage(refused(&edited(
            "\"numera.best.nmbr9\":",
            "\"numera.best.chess\":"
        ))),
        (
            SectionKind::Bests,
            "numera.best.chess".into(),
            Damage::UnknownGame("chess".into())
        )
    );
    // A key that is none of the section's.
    assert_eq!(
        damage(refused(&edited(
            "\"numera.best.nmbr9\":",
            "\"numera.history\":"
        ))),
        (SectionKind::Bests, keys::HISTORY.into(), Damage::ForeignKey)
    );
    // A save under another game's key.
    let nmbr9 = keys::save(GameId::Nmbr9);
    let (section, key, why) = damage(refused(&edited(
        "\"game\":\"nmbr9\",\"seed\"",
        "\"game\":\"number\",\"seed\"",
    )));
    assert_eq!((section, key), (SectionKind::Saves, nmbr9));
    assert_eq!(why, Damage::OtherGame(GameId::Number));
    // A standing that is not three numbers, and one that is not even a text.
    let standing = keys::standing(GameId::Mino);
    assert_eq!(
        damage(refused(&edited(
            &format!("\"{standing}\":\"1 7 0\""),
            &format!("\"{standing}\":\"1 seven\"")
        ))),
        (SectionKind::Saves, standing.clone(), Damage::Standing)
    );
    let (section, key, why) = damage(refused(&edited(
        &format!("\"{standing}\":\"1 7 0\""),
        &format!("\"{standing}\":[1,7,0]"),
    )));
    assert_eq!((section, key), (SectionKind::Saves, standing));
    assert!(
        matches!(why, Damage::NotText(json::Error::Expected { .. })),
        "{why:?}"
    );
    let english = refused(&edited("\"numera.best.nmbr9\":", "\"numera.best.chess\":")).to_string();
    assert!(
        english.contains("bests") && english.contains("chess"),
        "{english}"
    );
}

#[test]
fn an_empty_browser_exports_a_backup_that_imports_as_nothing() {
    let file = export(&Snapshot::new(), "t");
    assert_eq!(import(&file, &Snapshot::new()).unwrap().writes, vec![]);
}
