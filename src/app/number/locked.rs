//! Right after a human's pick: the number is shown to its owner, who may take it back (when
//! the engine allows it: nothing has been revealed) before moving on.

use leptos::prelude::*;

use super::digits::tiles_html;
use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::fixed;
use crate::app::seat::about;

#[component]
pub fn Locked(
    seat: usize,
    number: u16,
    undoable: bool,
    /// Another human picks next (hand the device over) rather than the bots and the reveal.
    pass_on: bool,
    #[prop(into)] on_undo: Callback<()>,
    #[prop(into)] on_continue: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let next = focused_button();
    view! {
        <section class="locked" aria-labelledby="locked-title">
            <h2 id="locked-title">
                {move || about(i18n, Key::PickLocked, seat, &[])}
            </h2>
            <div class="holder" inner_html=fixed(tiles_html(number, None, false)) />
            <p class="hint">{i18n.live(Key::PickLockedHint)}</p>
            <div class="actions">
                {undoable.then(|| view! {
                    <button class="btn" on:click=move |_| on_undo.run(())>
                        <span aria-hidden="true">"↶ "</span>
                        {i18n.live(Key::UndoPick)}
                    </button>
                })}
                <button class="btn btn-primary" node_ref=next on:click=move |_| on_continue.run(())>
                    {i18n.live(if pass_on { Key::PassOn } else { Key::RevealNow })}
                    <span aria-hidden="true">" →"</span>
                </button>
            </div>
        </section>
    }
}
