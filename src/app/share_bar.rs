//! Sharing a game: the seed link (a friend plays the same deal and bots) at any time, the
//! replay link once the game is over. After a click the link is also shown in a field, so it
//! can be copied by hand where the clipboard is refused.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::Seed;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Copied {
    Yes,
    ByHand,
}

#[component]
pub fn ShareBar(
    seed: Seed,
    /// The game's seed link (`share::seed_link`): same game, same seats.
    seed_link: String,
    #[prop(optional)] replay: Option<Save>,
) -> impl IntoView {
    let i18n = use_i18n();
    let shown = RwSignal::new(None::<(String, Copied)>);
    let offer = move |link: String| {
        shown.set(Some((link.clone(), Copied::ByHand)));
        let copied = link.clone();
        share::copy(&link, move |ok| {
            if ok {
                shown.try_set(Some((copied, Copied::Yes)));
            }
        });
    };
    let replay_link = replay.as_ref().map(share::replay_link);
    view! {
        <section class="share" aria-label=i18n.live(Key::Share)>
            <div class="actions">
                <button class="btn" on:click=move |_| offer(seed_link.clone())>
                    <span aria-hidden="true">"↗ "</span>
                    {i18n.live(Key::CopySeedLink)}
                </button>
                {replay_link.map(|link| view! {
                    <button class="btn" on:click=move |_| offer(link.clone())>
                        <span aria-hidden="true">"↗ "</span>
                        {i18n.live(Key::CopyReplayLink)}
                    </button>
                })}
            </div>
            <p class="hint">
                {move || i18n.f(Key::SeedIs, &[("seed", seed.to_string())])}
            </p>
            {move || shown.get().map(|(link, copied)| view! {
                <div class="share-out">
                    <p role="status">
                        {i18n.live(match copied {
                            Copied::Yes => Key::LinkCopied,
                            Copied::ByHand => Key::CopyByHand,
                        })}
                    </p>
                    <input
                        class="link-field"
                        type="text"
                        readonly
                        prop:value=link
                        aria-label=i18n.live(Key::Link)
                        on:focus=|e| {
                            use wasm_bindgen::JsCast;
                            if let Some(input) = e
                                .target()
                                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                            {
                                input.select();
                            }
                        }
                    />
                </div>
            })}
        </section>
    }
}
