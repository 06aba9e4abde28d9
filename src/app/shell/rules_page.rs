//! `/rules/<game>`: how to play, in the reader's language. Only The Number has rules here for
//! now; any other game id says the game is not available yet and leads back home.

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::number::game_name;
use crate::rules::GameId;

/// The Number's rules as (heading, paragraphs), in reading order.
const NUMBER_RULES: &[(Key, &[Key])] = &[
    (Key::RulesHeadGoal, &[Key::RulesNumberGoal]),
    (
        Key::RulesHeadTurn,
        &[
            Key::RulesNumberPick,
            Key::RulesNumberReveal,
            Key::RulesNumberExample,
        ],
    ),
    (
        Key::RulesHeadScore,
        &[
            Key::RulesNumberPoints,
            Key::RulesNumberBonus,
            Key::RulesNumberLastTurn,
            Key::RulesNumberCross,
        ],
    ),
    (
        Key::RulesHeadEnd,
        &[Key::RulesNumberRoundScore, Key::RulesNumberWinner],
    ),
    (
        Key::RulesHeadApp,
        &[Key::RulesNumberHandover, Key::RulesNumberSeeds],
    ),
];

#[component]
pub fn RulesPage(
    /// The `:game` of the address, as typed.
    game: String,
) -> impl IntoView {
    match GameId::parse(&game).ok() {
        Some(GameId::Number) => view! { <NumberRules /> }.into_any(),
        other => view! { <NoRules game=other /> }.into_any(),
    }
}

#[component]
fn NumberRules() -> impl IntoView {
    let i18n = use_i18n();
    let sections = NUMBER_RULES
        .iter()
        .map(|(head, paras)| {
            let paras = paras
                .iter()
                .map(|&p| view! { <p>{i18n.live(p)}</p> })
                .collect_view();
            view! {
                <section class="rules-section">
                    <h2>{i18n.live(*head)}</h2>
                    {paras}
                </section>
            }
        })
        .collect_view();
    view! {
        <article class="panel narrow rules game-number">
            <h1>{move || i18n.f(Key::RulesTitle, &[("game", game_name(i18n, GameId::Number))])}</h1>
            <p class="lede">{i18n.live(Key::RulesNumberIntro)}</p>
            {sections}
            <div class="actions">
                <Link href="/number" class="btn btn-primary">{i18n.live(Key::Play)}</Link>
                <Link href="/" class="btn">{i18n.live(Key::BackHome)}</Link>
            </div>
        </article>
    }
}

#[component]
fn NoRules(game: Option<GameId>) -> impl IntoView {
    let i18n = use_i18n();
    let text = move || match game {
        Some(g) => i18n.f(Key::RulesNotYet, &[("game", game_name(i18n, g))]),
        None => i18n.t(Key::NotFoundText).to_owned(),
    };
    view! {
        <section class="panel narrow">
            <h1>{i18n.live(Key::Rules)}</h1>
            <p>{text}</p>
            <Link href="/" class="btn btn-primary">{i18n.live(Key::BackHome)}</Link>
        </section>
    }
}
