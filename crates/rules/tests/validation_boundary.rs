//! One validation boundary (issue 40, item 3): a state's text that breaks an invariant is
//! refused through every public door a text can become a state by — `from_position`, serde's
//! `Deserialize` (from a string, from a JSON value, as a field of another value) — and the
//! same text unbroken is accepted by each, so every case fails if a door loses its check.

use numera_rules::dungeon::DungeonGame;
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::{Playable, PositionError, RuleError, Seed};
use serde_json::{json, Value};

/// A game of the arena's line-up after `steps` actions (each seat's first legal one).
fn played<G: Playable>(steps: usize) -> G {
    let lineup: Vec<String> = G::DEFAULT_LINEUP.iter().map(|s| s.to_string()).collect();
    let options = G::arena_options(&lineup).unwrap();
    let mut game = G::new(&options, "K7QM-3XPA".parse::<Seed>().unwrap()).unwrap();
    for _ in 0..steps {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let action = game.legal_actions(seat)[0].clone();
        game.apply(&action).unwrap();
    }
    game
}

/// Every door takes the state's text as it is, and refuses it once `edit` has changed it.
fn refused_at_every_door<G: Playable>(game: &G, edit: impl FnOnce(&mut Value)) {
    let text = game.to_position();
    let mut value: Value = serde_json::from_str(&text).unwrap();
    assert!(
        G::from_position(&text).is_ok(),
        "{}: refused as it is",
        G::ID
    );
    assert!(serde_json::from_str::<G>(&text).is_ok());
    assert!(serde_json::from_value::<G>(value.clone()).is_ok());
    assert!(serde_json::from_value::<Vec<G>>(json!([value.clone()])).is_ok());

    edit(&mut value);
    let broken = value.to_string();
    assert!(
        matches!(
            G::from_position(&broken),
            Err(RuleError::Position(PositionError::Inconsistent(_)))
        ),
        "{}: from_position accepted a broken state",
        G::ID
    );
    assert!(
        serde_json::from_str::<G>(&broken).is_err(),
        "{}: serde_json::from_str",
        G::ID
    );
    assert!(
        serde_json::from_value::<G>(value.clone()).is_err(),
        "{}: from_value",
        G::ID
    );
    assert!(
        serde_json::from_value::<Vec<G>>(json!([value])).is_err(),
        "{}: as a list's item",
        G::ID
    );
}

#[test]
fn nmbr9_a_broken_state_is_refused_at_every_door() {
    let game = played::<Nmbr9Game>(6);
    assert!(game.card_index() > 0);
    refused_at_every_door(&game, |v| v["actions"] = json!(u64::MAX));
}

#[test]
fn number_a_broken_state_is_refused_at_every_door() {
    let game = played::<NumberGame>(12);
    assert!(game.history().len() > 2);
    refused_at_every_door(&game, |v| v["turn_points"][0][0] = json!(i64::MAX));
}

#[test]
fn sequence_a_broken_state_is_refused_at_every_door() {
    let game = played::<SequenceGame>(10);
    assert!(game.chips_placed() > 0);
    refused_at_every_door(&game, |v| v["placed"] = json!(0));
}

#[test]
fn mino_a_broken_state_is_refused_at_every_door() {
    let game = (4..60)
        .map(played::<MinoGame>)
        .find(|g| !g.tricks().is_empty())
        .expect("a trick played");
    refused_at_every_door(&game, |v| v["tricks"][0]["winner"] = json!(9));
}

#[test]
fn dungeon_a_broken_state_is_refused_at_every_door() {
    let game = played::<DungeonGame>(5);
    assert!(game.action_count() > 3 && !game.is_over());
    refused_at_every_door(&game, |v| v["actions"] = json!(u64::MAX));
}
