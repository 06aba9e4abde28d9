//! The settings page's backup: everything Numera keeps in this browser to a file, and a file
//! back in. The file's format and the merge are store::backup; here are the file dialogs and
//! the message about what happened.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::notices::use_notices;
use crate::app::prefs::Prefs;
use crate::app::storage;
use crate::rules::json;
use crate::rules::log::LogError;
use crate::rules::replayed::Unplayable;
use crate::rules::ReplayError;
use crate::store::backup::{
    self, Added, BackupError, Claim, Damage, GameDamage, Later, NotBackup, SectionKind,
};

/// What the last export or import did, kept typed so it follows a language switch.
#[derive(Clone)]
enum Outcome {
    /// The file offered as a download: its name and size in KB (at least 1).
    Exported {
        file: String,
        kb: usize,
    },
    Imported {
        added: Added,
        all_stored: bool,
    },
    Refused(BackupError),
    Unreadable,
}

fn outcome_text(i18n: I18n, outcome: &Outcome) -> String {
    match outcome {
        Outcome::Exported { file, kb } => i18n.f(
            Key::BackupExported,
            &[("file", file.clone()), ("kb", kb.to_string())],
        ),
        Outcome::Imported { added, all_stored } => {
            let mut lines = vec![i18n.f(
                Key::BackupImported,
                &[
                    ("saves", added.saves.to_string()),
                    ("games", added.games.to_string()),
                    ("bests", added.bests.to_string()),
                    ("dailies", added.dailies.to_string()),
                ],
            )];
            if added.settings {
                lines.push(i18n.t(Key::BackupSettingsTaken).to_owned());
            }
            if added.kept_here > 0 {
                lines.push(i18n.f(Key::BackupKeptHere, &[("n", added.kept_here.to_string())]));
            }
            if !all_stored {
                lines.push(i18n.t(Key::BackupPartly).to_owned());
            }
            lines.join(" ")
        }
        Outcome::Refused(BackupError::NotBackup(what)) => i18n.f(
            Key::BackupNotBackup,
            &[("why", not_backup_text(i18n, what))],
        ),
        Outcome::Refused(BackupError::Later(what)) => {
            i18n.f(Key::BackupLater, &[("what", later_text(i18n, what))])
        }
        Outcome::Refused(BackupError::Damaged { section, key, why }) => i18n.f(
            Key::BackupDamaged,
            &[
                ("section", section_text(i18n, *section)),
                ("why", damage_text(i18n, key, why)),
            ],
        ),
        Outcome::Unreadable => i18n.t(Key::BackupUnreadable).to_owned(),
    }
}

/// What a file that is not a backup is, as a clause: the reader's notes stay out of it, but
/// where a text that is not JSON goes wrong is said.
fn not_backup_text(i18n: I18n, what: &NotBackup) -> String {
    match what {
        NotBackup::Json(error) => match error.innermost() {
            json::Error::Syntax { at, .. } => {
                i18n.f(Key::BackupWhyNotJson, &[("at", at.to_string())])
            }
            _ => i18n.t(Key::BackupWhyShape).to_owned(),
        },
        NotBackup::List => i18n.t(Key::BackupWhyList).to_owned(),
        NotBackup::Value => i18n.t(Key::BackupWhyValue).to_owned(),
        NotBackup::Mark(mark) => i18n.f(Key::BackupWhyMark, &[("mark", mark.clone())]),
    }
}

fn later_text(i18n: I18n, what: &Later) -> String {
    match what {
        Later::Version(v) => i18n.f(Key::BackupLaterVersion, &[("v", v.to_string())]),
        Later::Section(name) => i18n.f(Key::BackupLaterSection, &[("name", name.clone())]),
        Later::SectionVersion { section, version } => i18n.f(
            Key::BackupLaterSectionVersion,
            &[
                ("section", section_text(i18n, *section)),
                ("v", version.to_string()),
            ],
        ),
    }
}

/// A section of the file, named by what it holds.
fn section_text(i18n: I18n, section: SectionKind) -> String {
    i18n.t(match section {
        SectionKind::Saves => Key::BackupSectionSaves,
        SectionKind::History => Key::BackupSectionHistory,
        SectionKind::Bests => Key::BackupSectionBests,
        SectionKind::Settings => Key::BackupSectionSettings,
        SectionKind::Daily => Key::BackupSectionDaily,
        SectionKind::KeptAside => Key::BackupSectionKeptAside,
    })
    .to_owned()
}

/// Why the record `key` of a section cannot be taken, as a clause.
fn damage_text(i18n: I18n, key: &str, why: &Damage) -> String {
    match why {
        Damage::ForeignKey => i18n.f(Key::BackupWhyForeign, &[("key", key.to_owned())]),
        Damage::NotText(_) => i18n.t(Key::BackupWhyNotText).to_owned(),
        Damage::UnknownGame(name) => i18n.f(Key::BackupWhyUnknownGame, &[("name", name.clone())]),
        Damage::Record(LogError::UnknownVersion(v)) => {
            i18n.f(Key::BackupWhyFormat, &[("v", v.to_string())])
        }
        Damage::Record(_) => i18n.t(Key::BackupWhyUnreadable).to_owned(),
        Damage::Standing => i18n.t(Key::BackupWhyStanding).to_owned(),
        Damage::OtherGame(game) => {
            i18n.f(Key::BackupWhyOtherGame, &[("game", game.name().to_owned())])
        }
        Damage::Game { game, at, why } => {
            let name = ("game", game.name().to_owned());
            let why = ("why", game_damage_text(i18n, why));
            match at {
                Some(n) => i18n.f(Key::BackupWhyListedGame, &[name, ("n", n.to_string()), why]),
                None => i18n.f(Key::BackupWhySavedGame, &[name, why]),
            }
        }
    }
}

/// Why a game a record holds is not taken (store::replays), as a clause about that game.
fn game_damage_text(i18n: I18n, why: &GameDamage) -> String {
    let move_text = |index: usize| i18n.f(Key::BackupGameMove, &[("n", (index + 1).to_string())]);
    match why {
        GameDamage::Code(_) => i18n.t(Key::BackupGameCode).to_owned(),
        GameDamage::Unplayable(Unplayable::Options(_))
        | GameDamage::Unplayable(Unplayable::Replay(ReplayError::Options(_))) => {
            i18n.t(Key::BackupGameOptions).to_owned()
        }
        GameDamage::Unplayable(Unplayable::Replay(
            ReplayError::Unreadable { index, .. } | ReplayError::Refused { index, .. },
        )) => move_text(*index),
        GameDamage::Unfinished => i18n.t(Key::BackupGameUnfinished).to_owned(),
        GameDamage::Claim(claim) => i18n
            .t(match claim {
                Claim::Game => Key::BackupClaimGame,
                Claim::Seed => Key::BackupClaimSeed,
                Claim::Seats => Key::BackupClaimSeats,
                Claim::Scores => Key::BackupClaimScores,
                Claim::Number => Key::BackupClaimNumber,
            })
            .to_owned(),
    }
}

/// Offers `text` as a file download named `name` (through a Blob URL).
fn download(name: &str, text: &str) -> Option<()> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let document = web_sys::window()?.document()?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Some(())
}

async fn file_text(file: web_sys::File) -> Option<String> {
    JsFuture::from(file.text()).await.ok()?.as_string()
}

#[component]
pub fn Backup() -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let prefs = expect_context::<RwSignal<Prefs>>();
    let outcome = RwSignal::new(None::<Outcome>);

    let export = move |_| {
        let now = storage::now_iso();
        let day = now.get(..10).unwrap_or("backup").to_owned();
        let text = backup::export(&storage::snapshot(), &now);
        let file = format!("numera-{day}.json");
        // A download leaves no trace on the page: say that it happened, and where it went.
        if download(&file, &text).is_some() {
            let kb = text.len().div_ceil(1024).max(1);
            outcome.set(Some(Outcome::Exported { file, kb }));
        }
    };
    let import = move |event: web_sys::Event| {
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        // The same file chosen again must fire `change` again.
        input.set_value("");
        wasm_bindgen_futures::spawn_local(async move {
            let Some(text) = file_text(file).await else {
                outcome.set(Some(Outcome::Unreadable));
                return;
            };
            let result = match backup::import(&text, &storage::snapshot()) {
                Ok(import) => {
                    let all_stored = storage::store_imported(&import.writes, notices);
                    if import.added.settings {
                        prefs.set(storage::load_prefs(notices));
                    }
                    Outcome::Imported {
                        added: import.added,
                        all_stored,
                    }
                }
                Err(refused) => Outcome::Refused(refused),
            };
            outcome.set(Some(result));
        });
    };

    view! {
        <section class="backup" aria-labelledby="backup-title">
            <h2 id="backup-title">{i18n.live(Key::BackupTitle)}</h2>
            <p class="hint">{i18n.live(Key::BackupHint)}</p>
            <div class="backup-actions">
                <button class="btn" on:click=export>{i18n.live(Key::BackupExport)}</button>
                <label class="btn backup-import">
                    {i18n.live(Key::BackupImport)}
                    <input type="file" accept=".json,application/json" class="sr-only" on:change=import />
                </label>
            </div>
            <p class="backup-outcome" role="status">
                {move || outcome.with(|o| o.as_ref().map(|o| outcome_text(i18n, o)))}
            </p>
        </section>
    }
}
