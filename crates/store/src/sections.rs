//! The sections of the backup file (see backup.rs): for each kind of record, which stored
//! keys are its own, and how an imported copy merges into what the browser holds. Every
//! record is read by its own checked decoder, on the way out and on the way in.

use super::backup_error::{Damage, GameDamage, Refused};
use super::bests::{Bests, BEST_VERSION};
use super::daily::{DailyFile, DAILY_VERSION};
use super::exported;
use super::history::{History, HISTORY_VERSION};
use super::keys;
use super::replays;
use super::section::{Added, Import, Records, Section, SectionKind, Snapshot};
use super::settings::{Prefs, PREFS_VERSION};
use super::standing::Standing;
use numera_rules::log::{LogError, Save, SAVE_VERSION};
use numera_rules::GameId;

/// Games in progress: `numera.save.<game>` and its `numera.standing.<game>`.
pub const SAVES: Section = Section {
    kind: SectionKind::Saves,
    version: SAVE_VERSION,
    holds: |key| key.starts_with("numera.save.") || key.starts_with("numera.standing."),
    exported: exported::save,
    import: import_saves,
};

pub const HISTORY: Section = Section {
    kind: SectionKind::History,
    version: HISTORY_VERSION,
    holds: |key| key == keys::HISTORY,
    exported: exported::history,
    import: import_history,
};

pub const BESTS: Section = Section {
    kind: SectionKind::Bests,
    version: BEST_VERSION,
    holds: |key| key.starts_with("numera.best."),
    exported: exported::bests,
    import: import_bests,
};

pub const SETTINGS: Section = Section {
    kind: SectionKind::Settings,
    version: PREFS_VERSION,
    holds: |key| key == keys::SETTINGS,
    exported: |_, text| Prefs::decode(text).ok().map(|_| text.to_owned()),
    import: import_settings,
};

/// The daily challenges played, and so the streaks (read from them).
pub const DAILY: Section = Section {
    kind: SectionKind::Daily,
    version: DAILY_VERSION,
    holds: |key| key == keys::DAILY,
    exported: exported::daily,
    import: import_daily,
};

/// Records that could not be read, kept aside: carried as they are.
pub const KEPT_ASIDE: Section = Section {
    kind: SectionKind::KeptAside,
    version: 1,
    holds: |key| key.starts_with(keys::CORRUPT),
    exported: |_, text| Some(text.to_owned()),
    import: import_kept_aside,
};

/// The game a key names after `prefix`.
fn game_of(key: &str, prefix: &str) -> Result<GameId, Refused> {
    let name = key.strip_prefix(prefix).unwrap_or(key);
    GameId::parse(name).map_err(|_| Refused::new(key, Damage::UnknownGame(name.to_owned())))
}

/// The record `key` refused by its own reader.
fn unreadable(key: &str) -> impl Fn(LogError) -> Refused + '_ {
    move |e| Refused::new(key, Damage::Record(e))
}

/// The record `key` refused for the game it holds (`at`: its place in the record's list).
fn damaged_game(key: &str, game: GameId, at: Option<usize>) -> impl Fn(GameDamage) -> Refused + '_ {
    move |why| {
        let why = Box::new(why);
        Refused::new(key, Damage::Game { game, at, why })
    }
}

/// Each entry of a list checked by `check`, into the entry to keep; the first refused, with
/// its place in the list (1-based) and its game.
fn each_checked<T>(
    key: &str,
    entries: &mut [T],
    game: impl Fn(&T) -> GameId,
    check: impl Fn(&T) -> Result<T, GameDamage>,
) -> Result<(), Refused> {
    for (i, entry) in entries.iter_mut().enumerate() {
        *entry = check(entry).map_err(damaged_game(key, game(entry), Some(i + 1)))?;
    }
    Ok(())
}

/// A record here that cannot be read is not written over: it goes aside first.
fn set_aside(key: &str, text: &str, import: &mut Import) {
    let rest = key.strip_prefix(keys::PREFIX).unwrap_or(key);
    let aside = format!("{}{rest}.before-import", keys::CORRUPT);
    import.writes.push((aside, text.to_owned()));
}

/// What the browser holds under `key`, to merge an import into (see `set_aside`).
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
        set_aside(key, text, import);
        T::default()
    })
}

/// A game in progress is taken when this browser has none of its kind, or has the same game
/// at an earlier move; another game in progress here is left as it is (and counted). Its
/// standing comes along with it.
fn import_saves(
    _: u32,
    records: &Records,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), Refused> {
    for (key, text) in records {
        if key.starts_with("numera.standing.") {
            game_of(key, "numera.standing.")?;
            Standing::from_text(text).ok_or_else(|| Refused::new(key, Damage::Standing))?;
            continue;
        }
        let game = game_of(key, "numera.save.")?;
        let save = Save::from_json(text).map_err(unreadable(key))?;
        if save.game != game {
            return Err(Refused::new(key, Damage::OtherGame(save.game)));
        }
        // Replayed to its last action, as the game's page would on opening it: a save that
        // stops on the way is refused here rather than kept aside there.
        let save = replays::in_progress(game, &save)
            .map_err(damaged_game(key, game, None))?
            .save;
        match snapshot.get(key).map(|t| (t, Save::from_json(t))) {
            Some((_, Ok(here)))
                if continues(&here, &save) && here.actions.len() >= save.actions.len() =>
            {
                continue
            }
            Some((_, Ok(here))) if continues(&here, &save) => {}
            Some((_, Ok(_))) => {
                import.added.kept_here += 1;
                continue;
            }
            Some((text, Err(_))) => set_aside(key, text, import),
            None => {}
        }
        import.writes.push((key.clone(), save.to_json()));
        let standing = keys::standing(game);
        if let Some(text) = records.get(&standing) {
            import.writes.push((standing, text.clone()));
        }
        import.added.saves += 1;
    }
    Ok(())
}

/// Whether one save is the other played on (or the same game).
fn continues(a: &Save, b: &Save) -> bool {
    let same_deal = a.game == b.game && a.seed == b.seed && a.options == b.options;
    same_deal && (b.actions.starts_with(&a.actions) || a.actions.starts_with(&b.actions))
}

fn import_history(
    _: u32,
    records: &Records,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), Refused> {
    let kind = Merged {
        decode: History::decode,
        merge: History::merge,
        encode: History::encode,
        added: |added| &mut added.games,
        check: |key, history| each_checked(key, &mut history.games, |g| g.game, replays::finished),
    };
    kind.import(records, snapshot, import, |_| Ok(()))
}

fn import_bests(
    _: u32,
    records: &Records,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), Refused> {
    let kind = Merged {
        decode: Bests::decode,
        merge: Bests::merge,
        encode: Bests::encode,
        added: |added| &mut added.bests,
        check: |key, bests| {
            let game = game_of(key, "numera.best.")?;
            each_checked(key, &mut bests.best, |_| game, |b| replays::best(game, b))
        },
    };
    kind.import(records, snapshot, import, |key| {
        game_of(key, "numera.best.").map(drop)
    })
}

fn import_daily(
    _: u32,
    records: &Records,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), Refused> {
    let kind = Merged {
        decode: DailyFile::decode,
        merge: DailyFile::merge,
        encode: DailyFile::encode,
        added: |added| &mut added.dailies,
        check: |key, file| each_checked(key, &mut file.results, |r| r.game, replays::daily),
    };
    kind.import(records, snapshot, import, |_| Ok(()))
}

/// A kind of record whose imported copy merges into the browser's own (history, bests,
/// dailies): how it is read, how the games it holds are checked (`replays`, each made the
/// form its game writes), merged (counting what was added, into `added`) and written.
struct Merged<T> {
    decode: fn(&str) -> Result<T, LogError>,
    check: fn(&str, &mut T) -> Result<(), Refused>,
    merge: fn(&mut T, T) -> usize,
    encode: fn(&T) -> String,
    added: fn(&mut Added) -> &mut usize,
}

impl<T: Default + Clone + PartialEq> Merged<T> {
    /// Each imported record, its key checked by `check` and its text read, merged into what
    /// the browser holds (`local`); written back when that changed.
    fn import(
        &self,
        records: &Records,
        snapshot: &Snapshot,
        import: &mut Import,
        check: impl Fn(&str) -> Result<(), Refused>,
    ) -> Result<(), Refused> {
        for (key, text) in records {
            check(key)?;
            let mut theirs = (self.decode)(text).map_err(unreadable(key))?;
            (self.check)(key, &mut theirs)?;
            let mut here = local(snapshot, key, self.decode, import);
            let before = here.clone();
            *(self.added)(&mut import.added) += (self.merge)(&mut here, theirs);
            if here != before {
                import.writes.push((key.clone(), (self.encode)(&here)));
            }
        }
        Ok(())
    }
}

/// The settings come along only into a browser that has none of its own stored.
fn import_settings(
    _: u32,
    records: &Records,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), Refused> {
    for (key, text) in records {
        let prefs = Prefs::decode(text).map_err(unreadable(key))?;
        if !snapshot.contains_key(key) {
            import.writes.push((key.clone(), prefs.encode()));
            import.added.settings = true;
        }
    }
    Ok(())
}

fn import_kept_aside(
    _: u32,
    records: &Records,
    snapshot: &Snapshot,
    import: &mut Import,
) -> Result<(), Refused> {
    for (key, text) in records {
        if !snapshot.contains_key(key) {
            import.writes.push((key.clone(), text.clone()));
        }
    }
    Ok(())
}
