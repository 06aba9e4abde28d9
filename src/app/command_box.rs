//! A game's command box in the screen-reader mode (docs/accessibility.md): a labelled text
//! field and its button. Enter sends the line; the game answers in words, which are read out
//! (app::announce) and stay written under the field. The field keeps the focus, so a whole
//! game is typed in it.

use leptos::html::Input;
use leptos::prelude::*;

use crate::app::announce::{use_announcer, Urgency};
use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn CommandBox(
    /// What the field is for, read as its name ("Player 1: three digits, or h for help").
    #[prop(into)]
    label: Signal<String>,
    /// The game's answer to one line, `None` when there is nothing to say (an empty line).
    #[prop(into)]
    on_command: Callback<String, Option<String>>,
    /// Takes the focus whenever this changes (a new player to type, after a hand-over).
    #[prop(into)]
    focus_on: Signal<u32>,
) -> impl IntoView {
    let i18n = use_i18n();
    let announcer = use_announcer();
    let line = RwSignal::new(String::new());
    let answer = RwSignal::new(None::<String>);
    let field = NodeRef::<Input>::new();
    Effect::new(move |_| {
        focus_on.track();
        if let Some(field) = field.get() {
            let _ = field.focus();
        }
    });
    let send = move || {
        let text = line.get_untracked();
        let said = on_command.run(text);
        if let Some(said) = said {
            line.set(String::new());
            announcer.say(said.clone(), Urgency::Answer);
            answer.set(Some(said));
        }
    };
    view! {
        <form class="command-box" on:submit=move |e| {
            e.prevent_default();
            send();
        }>
            <label class="field">
                <span class="field-label">{label}</span>
                <span class="command-row">
                    <input
                        type="text"
                        node_ref=field
                        autocomplete="off"
                        spellcheck="false"
                        aria-describedby="command-answer"
                        prop:value=move || line.get()
                        on:input=move |e| line.set(event_target_value(&e))
                    />
                    <button type="submit" class="btn btn-primary">{i18n.live(Key::SrSend)}</button>
                </span>
            </label>
            <p id="command-answer" class="command-answer">{move || answer.get()}</p>
        </form>
    }
}
