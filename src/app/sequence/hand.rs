//! The hand of the seat to play: each card's equation in its answer's colour group (tint and
//! shape), Plus and Minus told apart, dead cards marked with their exchange button. Choosing
//! a card lights the spaces it allows on the board.

use leptos::prelude::*;

use super::space::group_mark;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{markup, Html};
use crate::app::panel::TitledPanel;
use crate::rules::sequence::{Card, HandCard, Op};

/// `17 + 9`, `6 × 7`, with the operation signs a reader expects.
pub fn card_text(card: Card) -> String {
    match card {
        Card::Equation { a, op, b } => {
            let sign = match op {
                Op::Add => "+",
                Op::Sub => "−",
                Op::Mul => "×",
                Op::Div => "÷",
            };
            format!("{a} {sign} {b}")
        }
        Card::Plus => "+".to_owned(),
        Card::Minus => "−".to_owned(),
    }
}

#[component]
pub fn Hand(
    cards: Vec<HandCard>,
    /// Index of the chosen card in `cards`.
    chosen: RwSignal<Option<usize>>,
    /// A dead card may still be exchanged this turn.
    can_exchange: bool,
    #[prop(into)] on_exchange: Callback<Card>,
) -> impl IntoView {
    let i18n = use_i18n();
    let items = cards
        .into_iter()
        .enumerate()
        .map(|(i, hc)| {
            let card = hc.card;
            let (class, kind) = match (card, hc.colour) {
                (Card::Plus, _) => ("sq-card plus".to_owned(), Some(Key::SqPlusCard)),
                (Card::Minus, _) => ("sq-card minus".to_owned(), Some(Key::SqMinusCard)),
                (_, Some(g)) => (format!("sq-card g{g}"), None),
                _ => ("sq-card".to_owned(), None),
            };
            let dead = hc.dead;
            let text = card_text(card);
            let label = {
                let text = text.clone();
                move || {
                    let mut l = kind.map_or_else(|| text.clone(), |k| i18n.t(k).to_owned());
                    if dead {
                        l.push_str(", ");
                        l.push_str(i18n.t(Key::SqDead));
                    }
                    l
                }
            };
            let colour = hc.colour;
            view! {
                <li class="sq-hand-item">
                    <button
                        class=class
                        class:dead=dead
                        aria-pressed=move || (chosen.get() == Some(i)).to_string()
                        aria-label=label
                        data-card=card.text()
                        on:click=move |_| chosen.set(if chosen.get_untracked() == Some(i) { None } else { Some(i) })
                        inner_html=markup(move || face_html(i18n, colour, &text, kind, dead))
                    ></button>
                    {(dead && can_exchange).then(|| view! {
                        <button
                            class="btn btn-small sq-exchange"
                            on:click=move |_| on_exchange.run(card)
                            inner_html=markup(move || exchange_html(i18n))
                        ></button>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <TitledPanel class="sq-hand" title_id="sq-hand-title" title=Key::SqYourHand>
            <ul>{items}</ul>
        </TitledPanel>
    }
}

/// What a card's button shows (hidden from screen readers, which read its label): the colour
/// group's mark, the equation, Plus or Minus in words, the dead mark. Markup (app::markup).
fn face_html(i18n: I18n, colour: Option<u8>, text: &str, kind: Option<Key>, dead: bool) -> Html {
    let mut out = Html::new();
    if let Some(g) = colour {
        out.push(
            Html::el("span")
                .class("sq-group")
                .hidden()
                .text(group_mark(g)),
        );
    }
    out.push(Html::el("span").class("sq-eq").hidden().text(text));
    if let Some(k) = kind {
        out.push(
            Html::el("span")
                .class("sq-card-kind")
                .hidden()
                .text(i18n.t(k)),
        );
    }
    if dead {
        out.push(
            Html::el("span")
                .class("sq-dead-mark")
                .hidden()
                .text("✝ ")
                .text(i18n.t(Key::SqDead)),
        );
    }
    out
}

fn exchange_html(i18n: I18n) -> Html {
    let mut out = Html::from(Html::el("span").hidden().text("⇄ "));
    out.push_text(i18n.t(Key::SqExchange));
    out
}
