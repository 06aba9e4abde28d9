//! Every seat's view as JSON and back (`rules::json`), as a table server will send it and a
//! page read it: over random legal games of The Number, Sequence Numbers, Mino Dice and NMBR 9,
//! at every step, for every seat and the spectator, the view read back is the view and is
//! written again to the same text. And a view that does not hold together is refused with a
//! reason, never a panic: a view from the network is untrusted.

mod common;

use std::fmt::Debug;

use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::{conformance, Game, Playable, PlayerId, Rng, Seed};
use serde_json::{json, Value};

/// Every view of `game` (each seat's, the spectator's) written, read back and written again.
fn round_trips<G: Game>(game: &G)
where
    G::View: FromJson + ToJson,
{
    let seats = (0..game.players()).map(Some).chain([None]);
    for me in seats {
        let view = game.observe(me);
        let text = json::to_string(&view);
        let back: G::View =
            json::from_str(&text).unwrap_or_else(|e| panic!("view of {me:?} refused: {e}\n{text}"));
        assert_eq!(back, view, "view of {me:?} read back differs\n{text}");
        assert_eq!(
            json::to_string(&back),
            text,
            "view of {me:?} written again differs"
        );
    }
}

#[test]
fn every_view_reads_back_as_written() {
    // Random legal games, `games` on every conformance table: the steps checked.
    type StepsChecked = fn(usize) -> usize;
    let games: [(&str, StepsChecked, usize); 4] = [
        ("number", every_view_round_trips::<NumberGame>, 2),
        ("sequence", every_view_round_trips::<SequenceGame>, 1),
        ("mino", every_view_round_trips::<MinoGame>, 1),
        ("nmbr9", every_view_round_trips::<Nmbr9Game>, 2),
    ];
    for (name, steps_checked, games) in games {
        assert!(steps_checked(games) > 100, "{name}");
    }
}

fn every_view_round_trips<G: Playable>(games: usize) -> usize
where
    G::View: FromJson + ToJson,
{
    common::random_games::<G>(games, 0x51E7_0036, "views-json", |game, _, _, _| {
        round_trips(game)
    })
}

/// Seat 0's view after `steps` random legal actions on `G`'s first table, and more until seat 0
/// is to act (so that it has legal actions), as a JSON value.
fn view_after<G: Playable>(steps: usize) -> Value
where
    G::View: ToJson,
{
    let options = &conformance::tables::<G>().unwrap()[0];
    let seed = Seed::from_bits(0xBAD_0036);
    let mut game = G::new(options, seed).unwrap();
    let mut rng = Rng::stream(seed, "views-json-bad", 0);
    for step in 0.. {
        let to_act = game.to_act();
        if step >= steps && to_act.contains(&0) {
            break;
        }
        let Some(&seat) = rng.pick(&to_act) else {
            break;
        };
        let legal = game.legal_actions(seat);
        game.apply(rng.pick(&legal).unwrap()).unwrap();
    }
    serde_json::from_str(&json::to_string(&game.view(0))).unwrap()
}

/// A change that makes a view inconsistent, and what it does in words.
type Change<'a> = (&'a str, fn(&mut Value));

/// `view` is read; each change of it is refused (with a reason), as is any cut of its text.
fn refused<V: FromJson + Debug>(view: &Value, changes: &[Change]) {
    let text = view.to_string();
    json::from_str::<V>(&text).unwrap_or_else(|e| panic!("the view itself is refused: {e}"));
    let common: [Change; 5] = [
        ("a field missing", |v| {
            v.as_object_mut().unwrap().remove("players");
        }),
        ("me not a seat", |v| v["me"] = json!(9)),
        ("one seat fewer in a per-seat list", |v| {
            v["seats"].as_array_mut().unwrap().pop();
        }),
        ("no seat at all", |v| {
            v["players"] = json!(0);
            v["seats"] = json!([]);
            v["scores"] = json!([]);
        }),
        ("a count as text", |v| v["players"] = json!("3")),
    ];
    for (what, change) in common.iter().chain(changes) {
        let mut bad = view.clone();
        change(&mut bad);
        let result = json::from_str::<V>(&bad.to_string());
        assert!(result.is_err(), "{what}: read as {result:?}");
    }
    for cut in (0..text.len()).step_by(7) {
        assert!(json::from_str::<V>(&text[..cut]).is_err(), "cut at {cut}");
    }
}

/// Seat 0's view after `steps` (`view_after`), its lists at `filled` (JSON pointers) not
/// empty so that the changes find what they change, is read and each change refused.
fn refused_after<G: Playable>(steps: usize, filled: &[&str], changes: &[Change])
where
    G::View: FromJson + ToJson,
{
    let view = view_after::<G>(steps);
    for pointer in filled {
        let list = view.pointer(pointer).and_then(Value::as_array);
        assert!(list.is_some_and(|l| !l.is_empty()), "{pointer} in {view}");
    }
    refused::<G::View>(&view, changes);
}

/// Names `seat` in the view's `field`.
fn set_seat(v: &mut Value, field: &str, seat: PlayerId) {
    v[field] = json!(seat);
}

#[test]
fn inconsistent_number_views_are_refused() {
    refused_after::<NumberGame>(
        12,
        &["/history"],
        &[
            ("a reveal of seat 9", |v| {
                v["history"][0]["plays"][0]["player"] = json!(9)
            }),
            ("a sheet of 9 digits", |v| {
                v["sheets"][0].as_array_mut().unwrap().pop();
            }),
            ("a pick past u16", |v| v["my_pick"] = json!(65536)),
            ("an unknown elimination", |v| {
                v["history"][0]["plays"][0]["eliminated"] = json!({"Bluff": {"digit": 1}})
            }),
        ],
    );
}

#[test]
fn inconsistent_sequence_views_are_refused() {
    refused_after::<SequenceGame>(
        9,
        &["/hand", "/legal"],
        &[
            ("a hand card its id does not name", |v| {
                let id = v["hand"][0]["id"].as_u64().unwrap();
                v["hand"][0]["id"] = json!((id + 2) % 96);
            }),
            ("a card of no deck", |v| {
                v["hand"][0]["card"] = json!("99+99")
            }),
            ("a hand card in another colour", |v| {
                v["hand"][0]["colour"] = json!(7)
            }),
            ("a space locked by no sequence", |v| {
                v["locked"][12] = json!(true)
            }),
            ("a chip on a free corner", |v| {
                v["board"]["chips"][0] = json!(0)
            }),
            ("a chip of a fourth team", |v| {
                v["board"]["chips"][1] = json!(3)
            }),
            ("a board of 99 spaces", |v| {
                v["board"]["chips"].as_array_mut().unwrap().pop();
            }),
            ("a sequence not in a line", |v| {
                v["board"]["sequences"] = json!([{"team": 0, "cells": [1, 2, 3, 4, 15]}])
            }),
            ("a legal action of another seat", |v| {
                v["legal"][0] = json!("1:pass")
            }),
            ("an action that is no action", |v| {
                v["legal"][0] = json!("0:fly")
            }),
            ("teams the seats cannot form", |v| v["teams"] = json!(5)),
            ("the turn of seat 9", |v| set_seat(v, "to_act", 9)),
            ("an event of seat 9", |v| {
                v["events"] = json!([{"Passed": {"seat": 9}}]);
            }),
            ("an event on space 100", |v| {
                v["events"] = json!([{"Removed": {"seat": 0, "cell": 100, "team": 0}}]);
            }),
        ],
    );
}

#[test]
fn inconsistent_mino_views_are_refused() {
    refused_after::<MinoGame>(
        3,
        &["/legal"],
        &[
            ("bids for one seat fewer", |v| v["bids"] = json!([0, 0])),
            ("the roll of seat 9", |v| set_seat(v, "to_roll", 9)),
            ("a legal action of another seat", |v| {
                v["legal"][0] = json!("1:bid:0")
            }),
            ("an unknown phase", |v| v["phase"] = json!("Bidding")),
            ("an unknown die", |v| v["my_dice"][0] = json!("green")),
            ("a roll of seat 9", |v| {
                v["trick"] = json!([{"seat": 9, "die": "red", "face": {"number": 1}}])
            }),
            ("a face as a bare name that carries a number", |v| {
                v["trick"] = json!([{"seat": 0, "die": "red", "face": "number"}])
            }),
        ],
    );
}

#[test]
fn inconsistent_nmbr9_views_are_refused() {
    refused_after::<Nmbr9Game>(
        6,
        &["/boards/0"],
        &[
            ("a tile on the wrong level", |v| {
                v["boards"][0][0]["level"] = json!(1);
            }),
            ("a tile over another", |v| {
                let first = v["boards"][0][0].clone();
                v["boards"][0].as_array_mut().unwrap().push(first);
            }),
            ("a tile of digit 12", |v| {
                v["boards"][0][0]["digit"] = json!(12)
            }),
            ("a coordinate past i32", |v| {
                v["boards"][0][0]["x"] = json!(2_147_483_648_i64)
            }),
            ("a revealed card 10", |v| v["revealed"][0] = json!(10)),
            ("nine digits remaining", |v| {
                v["remaining"].as_array_mut().unwrap().pop();
            }),
        ],
    );
}
