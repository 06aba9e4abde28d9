//! `/rules/:game`: how to play, in the reader's language. A game not built yet (or an unknown
//! id) says so and leads back home.

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

// One function per game, so each game's built page carries only its own rules text.

pub fn number_rules() -> AnyView {
    view! { <GameRules game=GameId::Number intro=Key::RulesNumberIntro sections=NUMBER_RULES /> }
        .into_any()
}

pub fn nmbr9_rules() -> AnyView {
    view! { <GameRules game=GameId::Nmbr9 intro=Key::RulesNmbr9Intro sections=NMBR9_RULES /> }
        .into_any()
}

pub fn sequence_rules() -> AnyView {
    view! { <GameRules game=GameId::Sequence intro=Key::RulesSeqIntro sections=SEQUENCE_RULES /> }
        .into_any()
}

pub fn mino_rules() -> AnyView {
    view! { <GameRules game=GameId::Mino intro=Key::RulesMinoIntro sections=MINO_RULES /> }
        .into_any()
}

pub fn dungeon_rules() -> AnyView {
    view! { <GameRules game=GameId::Dungeon intro=Key::RulesDgIntro sections=DUNGEON_RULES /> }
        .into_any()
}

/// Dungeons of Numera's rules as (heading, paragraphs), in reading order.
const DUNGEON_RULES: &[(Key, &[Key])] = &[
    (Key::RulesDgHeadGoal, &[Key::RulesDgGoal]),
    (
        Key::RulesHeadTurn,
        &[Key::RulesDgTurn, Key::RulesDgMust, Key::RulesDgDoubles],
    ),
    (
        Key::RulesDgHeadWriting,
        &[Key::RulesDgMove, Key::RulesDgRooms, Key::RulesDgCorridors],
    ),
    (
        Key::RulesDgHeadDungeon,
        &[
            Key::RulesDgKeys,
            Key::RulesDgChests,
            Key::RulesDgEncounter,
            Key::RulesDgAbilities,
        ],
    ),
    (
        Key::RulesDgHeadEnd,
        &[Key::RulesDgEnd, Key::RulesDgDifficulty],
    ),
    (
        Key::RulesDgHeadMaps,
        &[Key::RulesDgCampaign, Key::RulesDgMap2, Key::RulesDgMap3],
    ),
    (Key::RulesHeadApp, &[Key::RulesDgApp, Key::RulesDgCredit]),
];

/// Mino Dice's rules as (heading, paragraphs), in reading order.
const MINO_RULES: &[(Key, &[Key])] = &[
    (
        Key::RulesHeadTurn,
        &[
            Key::RulesMinoDraw,
            Key::RulesMinoBid,
            Key::RulesMinoTrick,
            Key::RulesMinoWinner,
        ],
    ),
    (
        Key::RulesHeadScore,
        &[Key::RulesMinoScore, Key::RulesMinoBonus],
    ),
    (
        Key::RulesHeadApp,
        &[Key::RulesMinoApp, Key::RulesMinoCredit],
    ),
];

/// NMBR 9's rules as (heading, paragraphs), in reading order.
const NMBR9_RULES: &[(Key, &[Key])] = &[
    (Key::RulesHeadTurn, &[Key::RulesNmbr9Cards]),
    (
        Key::RulesHeadPlacing,
        &[
            Key::RulesNmbr9Table,
            Key::RulesNmbr9Up,
            Key::RulesNmbr9Touch,
        ],
    ),
    (
        Key::RulesHeadScore,
        &[Key::RulesNmbr9Score, Key::RulesNmbr9Solo],
    ),
    (
        Key::RulesHeadApp,
        &[Key::RulesNmbr9App, Key::RulesNmbr9Credit],
    ),
];

/// Sequence Numbers' rules as (heading, paragraphs), in reading order.
const SEQUENCE_RULES: &[(Key, &[Key])] = &[
    (
        Key::RulesHeadTurn,
        &[
            Key::RulesSeqBoard,
            Key::RulesSeqTurn,
            Key::RulesSeqPlusMinus,
            Key::RulesSeqDead,
        ],
    ),
    (
        Key::RulesHeadEnd,
        &[Key::RulesSeqSequence, Key::RulesSeqWin],
    ),
    (Key::RulesHeadApp, &[Key::RulesSeqApp, Key::RulesSeqCredit]),
];

#[component]
fn GameRules(
    game: GameId,
    intro: Key,
    sections: &'static [(Key, &'static [Key])],
) -> impl IntoView {
    let i18n = use_i18n();
    let sections = sections
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
        <article class=format!("panel narrow rules game-{game}")>
            <h1>{move || i18n.f(Key::RulesTitle, &[("game", game_name(i18n, game))])}</h1>
            <p class="lede">{i18n.live(intro)}</p>
            {sections}
            <div class="actions">
                <Link href=format!("/{game}") class="btn btn-primary">{i18n.live(Key::Play)}</Link>
                <crate::app::walkthrough::TourLink game=game />
                <Link href="/" class="btn">{i18n.live(Key::BackHome)}</Link>
            </div>
        </article>
    }
}
