//! The sections of the backup file (see backup.rs): for each kind of record, how it is taken
//! out of the browser's storage and how an imported copy merges into what is there.

use std::collections::BTreeMap;

use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

use super::backup::{Import, Section, Snapshot};
use super::bests::{Bests, BEST_VERSION};
use super::history::{History, HISTORY_VERSION};
use super::keys;
use super::settings::{Prefs, PREFS_VERSION};
use super::standing::Standing;
use crate::rules::log::{LogError, Save, SAVE_VERSION};
use crate::rules::GameId;

pub const SAVES: Section = Section {
    name: "saves",
    version: SAVE_VERSION,
    export: export_saves,
    import: import_saves,
};

pub const HISTORY: Section = Section {
    name: "history",
    version: HISTORY_VERSION,
    export: |snapshot| record(snapshot, keys::HISTORY, History::decode),
    import: import_history,
};

pub const BESTS: Section = Section {
    name: "bests",
    version: BEST_VERSION,
    export: export_bests,
    import: import_bests,
};

pub const SETTINGS: Section = Section {
    name: "settings",
    version: PREFS_VERSION,
    export: |snapshot| record(snapshot, keys::SETTINGS, Prefs::decode),
    import: import_settings,
};

/// Records that could not be read, kept aside: carried as they are.
pub const KEPT_ASIDE: Section = Section {
    name: "kept_aside",
    version: 1,
    export: export_kept_aside,
    import: import_kept_aside,
};

/// The record under `key` as a JSON value, when it is there and reads.
fn record<T: Serialize>(
    snapshot: &Snapshot,
    key: &str,
    decode: fn(&str) -> Result<T, LogError>,
) -> Option<Value> {
    let value = decode(snapshot.get(key)?).ok()?;
    serde_json::to_value(value).ok()
}

/// An imported record, read with the same checks as a stored one.
fn read<T>(value: Value, decode: fn(&str) -> Result<T, LogError>) -> Result<T, String> {
    decode(&value.to_string()).map_err(|e| e.to_string())
}

fn of_map<T: DeserializeOwned>(value: Value) -> Result<BTreeMap<String, T>, String> {
    serde_json::from_value(value).map_err(|e| e.to_string())
}

fn game_of(name: &str) -> Result<GameId, String> {
    GameId::parse(name).map_err(|e| e.reason)
}

/// What the browser holds under `key`, to merge an import into. A record there that cannot
/// be read is not written over: it goes aside first, under a key of its own.
fn local<T: Default>(
    snapshot: &Snapshot,
    key: &str,
    decode: fn(&str) -> Result<T, LogError>,
    import: &mut Import,
) -> T {
    let Some(text) = snapshot.get(key) else {
        return T::default();
    };
    decode(text).unwrap_or_else(|_| {
        let rest = key.strip_prefix(keys::PREFIX).unwrap_or(key);
        let aside = format!("{}{rest}.before-import", keys::CORRUPT);
        import.writes.push((aside, text.clone()));
        T::default()
    })
}

fn export_saves(snapshot: &Snapshot) -> Option<Value> {
    let mut saves = serde_json::Map::new();
    for game in GameId::ALL {
        let Some(Ok(save)) = snapshot.get(&keys::save(game)).map(|t| Save::from_json(t)) else {
            continue;
        };
        let standing = snapshot.get(&keys::standing(game)).cloned();
        let entry = serde_json::json!({ "save": save, "standing": standing });
        saves.insert(game.to_string(), entry);
    }
    (!saves.is_empty()).then_some(Value::Object(saves))
}

#[derive(serde::Deserialize)]
struct SavedGame {
    save: Value,
    standing: Option<String>,
}

/// A game in progress is taken when this browser has none of its kind, or has the same game
/// at an earlier move; another game in progress here is left as it is (and counted).
fn import_saves(
    _: u32,
    data: Value,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), String> {
    for (name, saved) in of_map::<SavedGame>(data)? {
        let game = game_of(&name)?;
        let save = read(saved.save, Save::from_json)?;
        if save.game != game {
            return Err(format!("{name}: a save of {}", save.game));
        }
        let standing = saved.standing.as_deref().map(Standing::from_text);
        if standing == Some(None) {
            return Err(format!("{name}: standing {:?}", saved.standing));
        }
        let here = snapshot.get(&keys::save(game)).map(|t| Save::from_json(t));
        let take = match &here {
            None | Some(Err(_)) => true,
            Some(Ok(here)) if continues(here, &save) => here.actions.len() < save.actions.len(),
            Some(Ok(_)) => {
                import.added.kept_here += 1;
                false
            }
        };
        if !take {
            continue;
        }
        if let (Some(Err(_)), Some(text)) = (&here, snapshot.get(&keys::save(game))) {
            let aside = format!("{}{game}.before-import", keys::CORRUPT);
            import.writes.push((aside, text.clone()));
        }
        import.writes.push((keys::save(game), save.to_json()));
        if let Some(Some(standing)) = standing {
            import
                .writes
                .push((keys::standing(game), standing.to_text()));
        }
        import.added.saves += 1;
    }
    Ok(())
}

/// Whether `later` is `earlier` played on (or the same game).
fn continues(earlier: &Save, later: &Save) -> bool {
    let same_deal = earlier.game == later.game
        && earlier.seed == later.seed
        && earlier.options == later.options;
    same_deal
        && (later.actions.starts_with(&earlier.actions)
            || earlier.actions.starts_with(&later.actions))
}

fn import_history(
    _: u32,
    data: Value,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), String> {
    let theirs = read(data, History::decode)?;
    let mut history = local(snapshot, keys::HISTORY, History::decode, import);
    let before = history.clone();
    import.added.games += history.merge(theirs);
    if history != before {
        import
            .writes
            .push((keys::HISTORY.to_owned(), history.encode()));
    }
    Ok(())
}

fn export_bests(snapshot: &Snapshot) -> Option<Value> {
    let mut bests = serde_json::Map::new();
    for game in GameId::ALL {
        if let Some(value) = record(snapshot, &keys::best(game), Bests::decode) {
            bests.insert(game.to_string(), value);
        }
    }
    (!bests.is_empty()).then_some(Value::Object(bests))
}

fn import_bests(
    _: u32,
    data: Value,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), String> {
    for (name, value) in of_map::<Value>(data)? {
        let game = game_of(&name)?;
        let theirs = read(value, Bests::decode)?;
        let key = keys::best(game);
        let mut bests = local(snapshot, &key, Bests::decode, import);
        let added = bests.merge(theirs);
        if added > 0 {
            import.added.bests += added;
            import.writes.push((key, bests.encode()));
        }
    }
    Ok(())
}

/// The settings come along only into a browser that has none of its own stored.
fn import_settings(
    _: u32,
    data: Value,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), String> {
    let prefs = read(data, Prefs::decode)?;
    if !snapshot.contains_key(keys::SETTINGS) {
        import
            .writes
            .push((keys::SETTINGS.to_owned(), prefs.encode()));
        import.added.settings = true;
    }
    Ok(())
}

fn export_kept_aside(snapshot: &Snapshot) -> Option<Value> {
    let kept: serde_json::Map<String, Value> = snapshot
        .range(keys::CORRUPT.to_owned()..)
        .take_while(|(k, _)| k.starts_with(keys::CORRUPT))
        .map(|(k, v)| (k.clone(), Value::String(v.clone())))
        .collect();
    (!kept.is_empty()).then_some(Value::Object(kept))
}

fn import_kept_aside(
    _: u32,
    data: Value,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), String> {
    for (key, text) in of_map::<String>(data)? {
        if !key.starts_with(keys::CORRUPT) {
            return Err(format!("{key} is not a record kept aside"));
        }
        if !snapshot.contains_key(&key) {
            import.writes.push((key, text));
        }
    }
    Ok(())
}
