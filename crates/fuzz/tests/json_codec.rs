//! The hand-written JSON of saves, options and stored records (`rules::json`) against serde_json
//! with the records' derives, which read and wrote them until it was taken out of the
//! browser's wasm (docs/experiments/performance-log.md, "Second round"): on today's fixtures and
//! on thousands of mutated and
//! hand-picked texts, both accept the same texts, read the same values, and write the same bytes.

use std::collections::BTreeMap;
use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use numera_fuzz::json::mutate_text;
use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::log::{version_of, Save};
use numera_rules::{dungeon, mino, nmbr9, number, sequence, Rng};
use numera_store::backup::{self, BackupError, Snapshot};
use numera_store::bests::Bests;
use numera_store::daily::DailyFile;
use numera_store::history::History;
use numera_store::settings::Prefs;

const ROUNDS: u64 = 2_000;

fn fixture(name: &str) -> String {
    let text = std::fs::read_to_string(format!("../store/tests/fixtures/{name}")).unwrap();
    text.trim().to_owned()
}

/// Texts where JSON readers tend to differ: numbers at the edges of each integer type and of
/// the grammar, escapes and surrogates, both forms of a struct and of an enum, duplicates,
/// nesting, whitespace.
const EDGES: &[&str] = &[
    "", " ", "null", "true", "[]", "{}", "[1]", "{\"version\":1}", "{\"version\":1,}",
    "{\"version\":01}", "{\"version\":1.0}", "{\"version\":1e0}", "{\"version\":-0}",
    "{\"version\":-1}", "{\"version\":18446744073709551615}", "{\"version\":18446744073709551616}",
    "{\"version\":1e999}", "{\"version\":null}", "{\"version\":\"1\"}", "{\"version\":1,\"version\":1}",
    "{\"\\u0076ersion\":1}", " {\"version\" : 1 } ", "{\"version\":1} x", "{\"version\":1}}",
    "{\"version\":1,\"x\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
    "{\"version\":1,\"x\":\"\\ud800\"}", "{\"version\":1,\"x\":\"\\ud800\",\"y\":\"\\u00e9\\ud83d\\ude00\"}",
    "{\"version\":1,\"x\":1e999}", "{\"version\":1,\"x\":-}", "{\"version\":1,\"x\":\"\t\"}",
    "{\"version\":1,\"x\":\"\\x\"}", "{\"version\":1,\"x\":tru}", "{\"version\":1 \"x\":1}",
    "{\"seats\":[\"human\"]}", "{\"seats\":[{\"human\":null}]}", "{\"seats\":[{\"human\":1}]}",
    "{\"seats\":[{\"human\":null,\"easy\":null}]}", "{\"seats\":[\"human\"],\"x\":1}",
    "[[\"human\",\"hard\",\"easy\"]]", "[[\"human\"],null]", "[[\"human\"],2,\"four-operations\"]",
    "{\"seats\":[\"human\",\"medium\"],\"teams\":null,\"edition\":\"plus-minus\"}",
    "{\"seats\":[\"human\",\"medium\"],\"teams\":3}", "{\"seats\":[\"human\",\"medium\"],\"teams\":-3}",
    "{\"map\":\"campaign\"}", "{\"map\":2,\"circled\":4}", "{\"map\":0}", "{\"map\":256}",
    "{\"map\":2.0}", "{\"map\":\"2\"}", "{\"map\":{\"campaign\":null}}", "[\"campaign\"]",
    "[3,1]", "[3,1,2]", "{\"map\":3,\"circled\":255}", "{\"map\":3,\"circled\":-0}",
];

fn mutations(name: &str, samples: &[String]) -> Vec<String> {
    let others: Vec<serde_json::Value> = samples
        .iter()
        .filter_map(|s| serde_json::from_str(s).ok())
        .collect();
    let mut rng = Rng::stream("B4TR8WZ3".parse().unwrap(), name, 0);
    let mut texts: Vec<String> = samples.to_vec();
    texts.extend(EDGES.iter().map(|e| e.to_string()));
    for i in 0..ROUNDS {
        let sample = &samples[i as usize % samples.len()];
        texts.push(mutate_text(sample, &others, &mut rng));
    }
    texts
}

/// `text` read by both readers: the same verdict, the same value, written back the same.
fn agree<T: FromJson + ToJson + Serialize + DeserializeOwned + Debug>(text: &str) -> bool {
    let new = json::from_str::<T>(text);
    let old = serde_json::from_str::<T>(text);
    match (&new, &old) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (
                serde_json::to_string(a).unwrap(),
                serde_json::to_string(b).unwrap(),
            );
            assert_eq!(a, b, "{text}");
            let written = json::to_string(new.as_ref().unwrap());
            assert_eq!(written, a, "{text}");
            true
        }
        (Err(_), Err(_)) => false,
        _ => panic!("{text}\n  json: {new:?}\n  serde_json: {old:?}"),
    }
}

/// What serde read of a record before the rest.
#[derive(Deserialize)]
struct Head {
    version: Option<u64>,
}

fn versions_agree(text: &str) {
    let old = serde_json::from_str::<Head>(text).map(|h| h.version);
    let new = version_of(text, &[1, 2]);
    match (old, new) {
        (Ok(Some(v)), Ok(n)) => assert_eq!(v, u64::from(n), "{text}"),
        (Ok(Some(v)), Err(numera_rules::log::LogError::UnknownVersion(n))) => {
            assert_eq!(u64::from(n), v.min(u64::from(u32::MAX)), "{text}")
        }
        (Ok(None), Err(_)) | (Err(_), Err(_)) => {}
        (old, new) => panic!("{text}\n  json: {new:?}\n  serde_json: {:?}", old.ok()),
    }
}

/// Every text of `texts` read both ways as a `T`; how many were read.
fn all_agree<T: FromJson + ToJson + Serialize + DeserializeOwned + Debug>(
    texts: &[String],
) -> usize {
    texts
        .iter()
        .filter(|text| {
            versions_agree(text);
            agree::<T>(text)
        })
        .count()
}

#[test]
fn stored_records_read_and_write_as_serde_did() {
    type Check = fn(&[String]) -> usize;
    let cases: [(&str, Check); 4] = [
        ("history.json", all_agree::<History>),
        ("best.nmbr9.json", all_agree::<Bests>),
        ("settings.json", all_agree::<Prefs>),
        ("daily.json", all_agree::<DailyFile>),
    ];
    for (name, check) in cases {
        let texts = mutations(name, &[fixture(name)]);
        let read = check(&texts);
        // Both sides seen: some mutations still read, most do not.
        assert!(read > 1 && read < texts.len(), "{name}: {read} read");
    }
}

#[test]
fn saves_read_and_write_as_serde_did() {
    let saves: Vec<String> = ["nmbr9", "number", "sequence", "mino", "dungeon"]
        .iter()
        .map(|g| fixture(&format!("save.{g}.json")))
        .collect();
    let texts = mutations("saves", &saves);
    let read = all_agree::<Save>(&texts);
    assert!(read > saves.len(), "{read} read");
    // And through the save's own reader, which checks the version first.
    for text in &texts {
        let new = Save::from_json(text);
        let old = serde_json::from_str::<Head>(text)
            .ok()
            .filter(|h| h.version == Some(1))
            .and_then(|_| serde_json::from_str::<Save>(text).ok());
        assert_eq!(new.ok(), old, "{text}");
    }
}

#[test]
fn every_game_s_options_read_and_write_as_serde_did() {
    let options = |game: &str| -> Vec<String> {
        (0..5)
            .map(|g| ["nmbr9", "number", "sequence", "mino", "dungeon"][g])
            .map(|g| Save::from_json(&fixture(&format!("save.{g}.json"))).unwrap())
            .filter(|s| s.game.as_str() == game)
            .map(|s| {
                let value: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
                value["options"].to_string()
            })
            .collect()
    };
    let extra = |game: &str, more: &[&str]| {
        let mut all = options(game);
        all.extend(more.iter().map(|m| m.to_string()));
        mutations(game, &all)
    };
    let seats = &[
        "{\"seats\":[\"human\",\"hard\",\"easy\"]}",
        "{\"seats\":[\"human\",\"medium\",\"easy\",\"hard\"]}",
    ];
    assert!(all_agree::<nmbr9::Options>(&extra("nmbr9", seats)) > 1);
    assert!(all_agree::<number::Options>(&extra("number", seats)) > 1);
    assert!(all_agree::<mino::Options>(&extra("mino", seats)) > 1);
    let sequence = &[
        "{\"seats\":[\"human\",\"hard\",\"easy\",\"medium\",\"easy\",\"hard\"],\"teams\":3,\"edition\":\"four-operations\"}",
        "{\"seats\":[\"human\",\"hard\"]}",
    ];
    assert!(all_agree::<sequence::Options>(&extra("sequence", sequence)) > 1);
    let dungeon = &["{\"map\":2,\"circled\":3}", "{\"map\":\"campaign\"}"];
    assert!(all_agree::<dungeon::Options>(&extra("dungeon", dungeon)) > 1);
    // The options a new game writes are the bytes serde wrote.
    let sequence = sequence::Options {
        teams: Some(2),
        ..sequence::Options::default()
    };
    assert_eq!(
        json::to_string(&sequence),
        serde_json::to_string(&sequence).unwrap()
    );
    let dungeon = dungeon::Options::default();
    assert_eq!(
        json::to_string(&dungeon),
        serde_json::to_string(&dungeon).unwrap()
    );
}

#[test]
fn strings_escape_and_unescape_as_serde_did() {
    let texts = [
        "",
        "plain",
        "quote \" and \\ backslash",
        "\u{0}\u{1}\u{8}\t\n\u{b}\u{c}\r\u{1f}\u{7f}",
        "é 數 😀",
        "</script>",
    ];
    for text in texts {
        let written = json::to_string(text);
        assert_eq!(written, serde_json::to_string(text).unwrap());
        assert_eq!(json::from_str::<String>(&written).unwrap(), text);
    }
    for raw in [
        "\"\\u00e9\\u6578\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\"",
        "\"\\ud83d\"",
        "\"\\ude00\"",
        "\"\\ud83d\\u0041\"",
        "\"\\ud83d\\ud83d\\ude00\"",
        "\"\\u12\"",
        "\"\\U0041\"",
    ] {
        let new = json::from_str::<String>(raw);
        let old = serde_json::from_str::<String>(raw);
        assert_eq!(new.ok(), old.ok(), "{raw}");
    }
}

/// The backup file as serde's derives read and wrote it.
#[derive(Serialize, Deserialize)]
struct OldFile {
    numera: String,
    version: u32,
    #[serde(default)]
    exported: String,
    sections: BTreeMap<String, OldSection>,
}

#[derive(Serialize, Deserialize)]
struct OldSection {
    version: u32,
    data: BTreeMap<String, Box<RawValue>>,
}

fn snapshot() -> Snapshot {
    let mut snapshot = Snapshot::new();
    for (key, name) in [
        ("numera.history", "history.json"),
        ("numera.settings", "settings.json"),
        ("numera.daily", "daily.json"),
        ("numera.best.nmbr9", "best.nmbr9.json"),
        ("numera.save.mino", "save.mino.json"),
    ] {
        snapshot.insert(key.into(), fixture(name));
    }
    snapshot.insert("numera.standing.mino".into(), "2 3 0".into());
    snapshot.insert(
        "numera.corrupt.save.number.1".into(),
        "{\"a\":\"\\\"x\n".into(),
    );
    snapshot
}

#[test]
fn backups_are_written_and_refused_as_serde_did() {
    let export = backup::export(&snapshot(), "2026-12-01T09:00:00.000Z");
    let old: OldFile = serde_json::from_str(&export).unwrap();
    assert_eq!(serde_json::to_string(&old).unwrap(), export);
    assert_eq!(
        backup::export(&Snapshot::new(), "x"),
        serde_json::to_string(&OldFile {
            numera: "backup".into(),
            version: 1,
            exported: "x".into(),
            sections: BTreeMap::new(),
        })
        .unwrap()
    );
    let mut accepted = 0;
    for text in mutations("backup", &[export]) {
        let old = serde_json::from_str::<OldFile>(&text);
        let new = backup::import(&text, &Snapshot::new());
        let refused_whole = matches!(new, Err(BackupError::NotBackup(_)));
        let old_reads = old.is_ok_and(|f| f.numera == "backup");
        assert_eq!(!refused_whole, old_reads, "{text}\n  {new:?}");
        accepted += usize::from(new.is_ok());
    }
    assert!(accepted > 1, "{accepted}");
}

/// Texts at the edges of the types the views added to the codec: booleans, 16- and 32-bit
/// integers, fixed-size arrays.
const PRIMITIVE_EDGES: &[&str] = &[
    "true",
    "false",
    "True",
    "tru",
    "truee",
    "null",
    "0",
    "1",
    "-1",
    "01",
    "-0",
    "1.0",
    "1e2",
    "255",
    "256",
    "65535",
    "65536",
    "-32768",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967296",
    "\"1\"",
    "[]",
    "[1]",
    "[1,2]",
    "[1,2,3]",
    "[1,2,3,4]",
    " [ 1 , 2 , 3 ] ",
    "[1,2,3]x",
    "[1,2,3,]",
    "[true,false]",
    "[false,true,false]",
    "[[1,2],[3,4]]",
    "[[1,2],[3]]",
    "{\"0\":1}",
    "[null,null]",
];

#[test]
fn booleans_small_integers_and_arrays_read_and_write_as_serde_does() {
    let samples: Vec<String> = PRIMITIVE_EDGES.iter().map(|t| t.to_string()).collect();
    let texts = mutations("primitives", &samples);
    let mut read = 0;
    for text in &texts {
        read += usize::from(agree::<bool>(text));
        read += usize::from(agree::<u16>(text));
        read += usize::from(agree::<i32>(text));
        read += usize::from(agree::<[u8; 3]>(text));
        read += usize::from(agree::<[bool; 2]>(text));
        read += usize::from(agree::<[[i32; 2]; 2]>(text));
        read += usize::from(agree::<[i64; 0]>(text));
        read += usize::from(agree::<Option<[u16; 1]>>(text));
    }
    assert!(read > 20, "{read} read");
}

/// The parts of the views that serde derives too (every one but Sequence Numbers' cards and
/// board, which the views write as text and check), from real games.
#[test]
fn view_parts_read_and_write_as_their_serde_derives() {
    use numera_fuzz::samples::states;
    fn texts<T: Serialize>(name: &str, parts: Vec<T>) -> Vec<String> {
        let samples: Vec<String> = parts
            .iter()
            .map(|p| serde_json::to_string(p).unwrap())
            .collect();
        assert!(!samples.is_empty(), "{name}: no sample");
        mutations(name, &samples)
    }
    let number = states::<number::NumberGame>();
    let history = number.iter().flat_map(|s| s.game.history().to_vec());
    let history: Vec<number::TurnResult> = history.collect();
    assert!(all_agree::<number::TurnResult>(&texts("turns", history.clone())) > 1);
    let plays: Vec<number::Play> = history.into_iter().flat_map(|t| t.plays).collect();
    assert!(all_agree::<number::Play>(&texts("plays", plays)) > 1);

    let mino = states::<mino::MinoGame>();
    let tricks: Vec<mino::Trick> = mino.iter().flat_map(|s| s.game.tricks().to_vec()).collect();
    let rolls: Vec<mino::Roll> = tricks.iter().flat_map(|t| t.rolls.clone()).collect();
    let sheet = mino.iter().flat_map(|s| s.game.sheet().concat());
    assert!(all_agree::<mino::Trick>(&texts("tricks", tricks)) > 1);
    assert!(all_agree::<mino::Roll>(&texts("rolls", rolls)) > 1);
    assert!(all_agree::<mino::SheetRow>(&texts("sheet", sheet.collect())) > 1);
    let phases = vec![
        mino::Phase::Bidding,
        mino::Phase::Rolling,
        mino::Phase::Over,
    ];
    assert!(all_agree::<mino::Phase>(&texts("phases", phases)) > 1);

    let nmbr9 = states::<nmbr9::Nmbr9Game>();
    let boards: Vec<nmbr9::Board> = nmbr9
        .iter()
        .flat_map(|s| s.game.boards().to_vec())
        .collect();
    let tiles: Vec<nmbr9::Tile> = boards.iter().flat_map(|b| b.tiles().to_vec()).collect();
    assert!(all_agree::<nmbr9::Board>(&texts("boards", boards)) > 1);
    assert!(all_agree::<nmbr9::Tile>(&texts("tiles", tiles)) > 1);

    let sequence = states::<sequence::SequenceGame>();
    let ends: Vec<sequence::End> = sequence.iter().filter_map(|s| s.game.end()).collect();
    assert!(all_agree::<sequence::End>(&texts("ends", ends)) > 1);
    let lines = sequence
        .iter()
        .flat_map(|s| s.game.board().sequences().to_vec());
    let lines: Vec<sequence::board::Sequence> = lines.collect();
    assert!(all_agree::<sequence::board::Sequence>(&texts("lines", lines)) > 1);
}
