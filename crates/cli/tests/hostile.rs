//! Hostile input (issue 19): every panic found by hand or by the fuzz harness, kept as a case.
//! Each starts from a real position of a seeded game (`fuzz::samples`), changes what a hostile
//! user would, and expects a refusal with a reason — never a panic, and the debug build that
//! runs these has overflow checks on. The unchanged position is accepted, so each case fails
//! if the check it pins goes away.

mod common;

use common::{numera, rejected, replay, temp_file, Start};
use numera_fuzz::samples;
use numera_rules::dungeon::DungeonGame;
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::{Nmbr9Game, Place};
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::{Game, Playable};
use serde_json::{json, Value};

/// The first sample position of `G` (as JSON) that `wanted` accepts.
fn position<G: Playable>(wanted: impl Fn(&G) -> bool) -> Value {
    let game = samples::states::<G>()
        .into_iter()
        .map(|s| s.game)
        .find(|g| wanted(g))
        .expect("a sample position of that kind");
    serde_json::to_value(&game).unwrap()
}

/// `value` is accepted as it is, refused once `edit` has changed it; the refusal's reason.
fn refused<G: Playable>(mut value: Value, edit: impl FnOnce(&mut Value)) -> String {
    let text = value.to_string();
    assert!(
        G::from_position(&text).is_ok(),
        "the unchanged position is refused"
    );
    edit(&mut value);
    match G::from_position(&value.to_string()) {
        Ok(_) => panic!("accepted: {value}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn mino_trick_winner_outside_the_seats_is_refused() {
    let start = position::<MinoGame>(|g| !g.tricks().is_empty());
    let why = refused::<MinoGame>(start, |v| v["tricks"][0]["winner"] = json!(9));
    assert!(why.contains("inconsistent position"), "{why}");
}

#[test]
fn mino_roll_counter_at_its_maximum_is_refused() {
    let start = position::<MinoGame>(|g| !g.is_over());
    let why = refused::<MinoGame>(start, |v| v["rolls"] = json!(u64::MAX));
    assert!(why.contains("roll count"), "{why}");
}

#[test]
fn mino_score_sheet_edited_is_refused() {
    // A base of 2⁶³ − 1 overflowed the score sum.
    let start = position::<MinoGame>(|g| g.sheet()[0].len() > 1);
    let why = refused::<MinoGame>(start, |v| v["sheet"][0][0]["base"] = json!(i64::MAX));
    assert!(why.contains("does not score its tricks"), "{why}");
}

#[test]
fn nmbr9_coordinate_of_minus_2_31_is_refused() {
    let start = position::<Nmbr9Game>(|g| g.card_index() > 2);
    let why = refused::<Nmbr9Game>(start, |v| v["boards"][0][1]["y"] = json!(i32::MIN));
    assert!(why.contains("Coordinates must lie between"), "{why}");
    // The same coordinate as an action.
    let mut game = Nmbr9Game::new(&Default::default(), "K7QM-3XPA".parse().unwrap()).unwrap();
    let place = Place {
        player: 0,
        x: i32::MIN,
        y: i32::MIN,
        rotation: 0,
    };
    assert!(game.apply(&place).is_err());
    // Its text is refused by the parser already, or else by the rules.
    if let Ok(p) = "0:-2147483648,-2147483648,0".parse::<Place>() {
        assert!(game.apply(&p).is_err());
    }
}

#[test]
fn nmbr9_action_counter_edited_is_refused() {
    let start = position::<Nmbr9Game>(|g| g.card_index() > 0);
    let why = refused::<Nmbr9Game>(start, |v| v["actions"] = json!(u64::MAX));
    assert!(why.contains("action count"), "{why}");
}

#[test]
fn number_points_no_pick_could_make_are_refused() {
    let start = position::<NumberGame>(|g| g.history().len() > 2);
    let why = refused::<NumberGame>(start.clone(), |v| v["turn_points"][0][0] = json!(i64::MAX));
    assert!(why.contains("recorded picks"), "{why}");
    // A pick recorded for a seat past the table overflowed the refusal's wording.
    let why = refused::<NumberGame>(start, |v| {
        v["history"][0]["plays"][0]["player"] = json!(u64::MAX)
    });
    assert!(why.contains("not at the table"), "{why}");
}

#[test]
fn sequence_log_naming_a_seat_past_the_table_is_refused() {
    // The hard bot's reading of the log indexed the seats with it.
    let start = position::<SequenceGame>(|g| g.events().len() > 4);
    let why = refused::<SequenceGame>(start.clone(), |v| {
        let events = v["events"].as_array_mut().unwrap();
        let placed = events
            .iter_mut()
            .find(|e| e.get("Placed").is_some())
            .unwrap();
        placed["Placed"]["seat"] = json!(6);
    });
    assert!(why.contains("names what is not in the game"), "{why}");
    let why = refused::<SequenceGame>(start, |v| v["placed"] = json!(0));
    assert!(why.contains("inconsistent position"), "{why}");
}

#[test]
fn dungeon_map_over_but_dice_to_place_is_refused() {
    // Left the player to act with nothing legal to do.
    let start = position::<DungeonGame>(|g| !g.is_over() && g.sheet_of(0).is_some());
    let why = refused::<DungeonGame>(start.clone(), |v| v["sheets"][0]["result"] = json!(true));
    assert!(why.contains("phase does not match"), "{why}");
    let why = refused::<DungeonGame>(start, |v| v["sheets"][0]["rolls"] = json!(u64::MAX));
    assert!(why.contains("counter beyond"), "{why}");
}

#[test]
fn dungeon_counters_at_their_limit_are_refused() {
    // Found by `numera fuzz`: the next action or skull overflowed them.
    let start = position::<DungeonGame>(|g| !g.is_over() && g.action_count() > 3);
    let why = refused::<DungeonGame>(start.clone(), |v| v["actions"] = json!(u64::MAX));
    assert!(why.contains("more actions"), "{why}");
    let why = refused::<DungeonGame>(start, |v| v["sheets"][0]["skulls"] = json!(255));
    assert!(why.contains("skulls"), "{why}");
}

#[test]
fn replay_of_a_non_ascii_dungeon_action_is_refused() {
    let out = replay("dungeon", Start::Seed("K7QM-3XPA", None), "p:é\n");
    assert_eq!(rejected(&out)["index"], 0);
}

#[test]
fn replay_of_a_hostile_position_is_refused() {
    let start = position::<MinoGame>(|g| !g.tricks().is_empty());
    let mut value = start;
    value["tricks"][0]["winner"] = json!(9);
    let file = temp_file("mino.json", &value.to_string());
    let out = numera(&["replay", "--game", "mino", "--position", &file]);
    common::refused(&out, "inconsistent position", &file);
}
