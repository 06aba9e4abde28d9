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
use crate::store::backup::{self, Added, BackupError};

/// What the last import did, kept typed so it follows a language switch.
#[derive(Clone)]
enum Outcome {
    Imported { added: Added, all_stored: bool },
    Refused(BackupError),
    Unreadable,
}

fn outcome_text(i18n: I18n, outcome: &Outcome) -> String {
    match outcome {
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
        Outcome::Refused(BackupError::NotBackup(why)) => {
            i18n.f(Key::BackupNotBackup, &[("why", why.clone())])
        }
        Outcome::Refused(BackupError::Later(what)) => {
            i18n.f(Key::BackupLater, &[("what", what.clone())])
        }
        Outcome::Refused(BackupError::Damaged { section, why }) => i18n.f(
            Key::BackupDamaged,
            &[("section", section.clone()), ("why", why.clone())],
        ),
        Outcome::Unreadable => i18n.t(Key::BackupUnreadable).to_owned(),
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
        download(&format!("numera-{day}.json"), &text);
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
