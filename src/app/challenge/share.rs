//! "Share your result", under any finished game: a text with the game, the daily's number or
//! the seed, the score, the game's glyph line and a challenge link. It goes to the system
//! share sheet where there is one, else to the clipboard; the text is also shown in a box the
//! player can select, for when both are refused. The sender's name is optional and kept.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;

use crate::app::daily;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::notices::use_notices;
use crate::app::session::{AppGame, Held, Session};
use crate::app::{share, storage};
use crate::rules::challenge::{sanitize_name, Challenge, NAME_MAX};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sent {
    Shared,
    Copied,
    ByHand,
}

#[component]
pub fn ShareResult<G: AppGame + Send + Sync + 'static>(session: Held<G>) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let name = RwSignal::new(storage::sender_name());
    let out = RwSignal::new(None::<(String, Sent)>);
    let over = move || session.with(|s| s.as_ref().is_some_and(|s| s.game.outcome().is_some()));
    let send = move |_| {
        let daily = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let file = daily::record::load(notices);
            daily::record::playing_of(&file, &s.game).map(|p| p.number)
        });
        let text = session.with_untracked(|s| {
            let name = name.get_untracked();
            s.as_ref().and_then(|s| share_text(i18n, s, &name, daily))
        });
        let Some(text) = text else {
            return;
        };
        out.set(Some((text.clone(), Sent::ByHand)));
        let to_copy = text.clone();
        system_share(&text, move |shared| {
            if shared {
                out.try_set(Some((to_copy, Sent::Shared)));
                return;
            }
            share::copy(&to_copy.clone(), move |ok| {
                if ok {
                    out.try_set(Some((to_copy, Sent::Copied)));
                }
            });
        });
    };
    move || {
        over().then(|| {
            view! {
                <section class="challenge-share" aria-labelledby="share-result">
                    <h2 id="share-result">{i18n.t(Key::ChallengeShareHead)}</h2>
                    <div class="actions">
                        <label class="challenge-name">
                            <span>{i18n.t(Key::ChallengeNameLabel)}</span>
                            <input
                                type="text"
                                maxlength=NAME_MAX.to_string()
                                autocomplete="nickname"
                                prop:value=move || name.get()
                                on:change=move |e| {
                                    let clean = sanitize_name(&event_target_value(&e));
                                    storage::store_sender_name(&clean);
                                    name.set(clean);
                                }
                            />
                        </label>
                        <button class="btn btn-primary" on:click=send>
                            <span aria-hidden="true">"↗ "</span>{i18n.t(Key::ChallengeShare)}
                        </button>
                    </div>
                    {move || out.get().map(|(text, sent)| view! {
                        <p role="status">{i18n.t(match sent {
                            Sent::Shared => Key::ChallengeShared,
                            Sent::Copied => Key::ChallengeCopied,
                            Sent::ByHand => Key::ChallengeCopyByHand,
                        })}</p>
                        <textarea
                            class="share-text"
                            readonly
                            rows="6"
                            aria-label=i18n.t(Key::ChallengeShareHead)
                            prop:value=text
                            on:focus=|e| {
                                if let Some(area) = e
                                    .target()
                                    .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
                                {
                                    area.select();
                                }
                            }
                        />
                    })}
                </section>
            }
        })
    }
}

/// The share text of a finished game, in the player's language; `None` while unfinished.
fn share_text<G: AppGame>(
    i18n: I18n,
    session: &Session<G>,
    name: &str,
    daily: Option<u32>,
) -> Option<String> {
    let outcome = session.game.outcome()?;
    let seat = session.game.human_seat();
    let score = *outcome.scores.get(seat)?;
    let title = match daily {
        Some(n) => daily::title(i18n, G::ID, n),
        None => i18n.f(
            Key::ChallengeSeedTitle,
            &[
                ("game", crate::app::number::game_name(i18n, G::ID)),
                ("seed", session.game.seed().to_string()),
            ],
        ),
    };
    let mut result = i18n.f(Key::DailyScore, &[("score", score.to_string())]);
    if outcome.scores.len() > 1 {
        let place = 1 + outcome.scores.iter().filter(|&&s| s > score).count();
        result = i18n.f(
            Key::DailyPlace,
            &[
                ("score", result),
                ("place", place.to_string()),
                ("seats", outcome.scores.len().to_string()),
            ],
        );
    }
    let challenge = Challenge::of(&session.game, session.actions.clone(), seat, name, daily);
    let code = challenge.encode::<G>().ok()?;
    let link = format!("{}/{}?challenge={code}", share::origin(), G::ID);
    // Alone at the table there are no bots to meet again.
    let beat_key = if outcome.scores.len() > 1 {
        Key::ChallengeBeatMe
    } else {
        Key::ChallengeBeatMeSolo
    };
    let beat = i18n.f(beat_key, &[("link", link)]);
    let glyphs = session.game.glyphs(seat);
    Some(format!("Numera · {title}\n{result}\n{glyphs}\n{beat}"))
}

/// Hands `text` to the system share sheet (`navigator.share`), read through `Reflect` so no
/// binding is added for it; `done(false)` at once where there is none, or when the player
/// closes the sheet or the browser refuses.
fn system_share(text: &str, done: impl FnOnce(bool) + 'static) {
    let navigator = web_sys::window().map(|w| JsValue::from(w.navigator()));
    let share = navigator.as_ref().and_then(|n| {
        js_sys::Reflect::get(n, &JsValue::from_str("share"))
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()
    });
    let (Some(navigator), Some(share)) = (navigator, share) else {
        done(false);
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"text".into(), &text.into());
    let promise = share
        .call1(&navigator, &data)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        done(false);
        return;
    };
    share::on_settled(&promise, done);
}
