//! Dungeons of Numera, rule by rule, on hand-made positions: the dice are set through the
//! engine's position (its serialized state), as a test would set up a chess position by FEN.

use numera_rules::dungeon::{
    encounter_die, map, turn_roll, Action, Chance, DungeonGame, Encounter, Equipment, Event,
    MapChoice, Options, Phase, Pos, Refusal,
};
use numera_rules::{Game, Position, SeatView, Seed};
use serde_json::Value;

fn seed() -> Seed {
    "K7QM-3XPA".parse().unwrap()
}

fn game(map: u8) -> DungeonGame {
    let options = Options {
        map: MapChoice::Single(map),
        circled: 0,
    };
    DungeonGame::new(&options, seed()).unwrap()
}

fn edit(g: &DungeonGame, f: impl FnOnce(&mut Value)) -> DungeonGame {
    let mut v = serde_json::to_value(g).unwrap();
    f(&mut v);
    DungeonGame::from_position(&v.to_string()).unwrap()
}

/// The same position with these dice, none used, ready to place.
fn dice(g: &DungeonGame, values: [u8; 3]) -> DungeonGame {
    edit(g, |v| {
        v["dice"] = serde_json::json!(
            values.map(|value| serde_json::json!({"value": value, "used": false}))
        );
        v["phase"] = serde_json::json!("place");
    })
}

/// The same position with `value` already written on (x, y) of the map in play.
fn put(g: &DungeonGame, x: u8, y: u8, value: u8) -> DungeonGame {
    let i = g.map_index();
    let idx = y as usize * g.map().width + x as usize;
    edit(g, |v| {
        v["sheets"][i]["written"][idx] = serde_json::json!(value);
        v["sheets"][i]["order"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!({"x": x, "y": y}));
    })
}

fn w(g: &mut DungeonGame, die: u8, x: u8, y: u8) -> Result<(), String> {
    g.apply(&Action::Write {
        die,
        pos: Pos::new(x, y),
    })
    .map_err(|e| e.to_string())
}

fn why(g: &DungeonGame, die: usize, x: u8, y: u8) -> Option<String> {
    g.why_not(die, Pos::new(x, y)).map(|r| r.to_string())
}

/// Die `die` may not be written on (x, y), for `reason`.
fn refuses(g: &DungeonGame, die: usize, x: u8, y: u8, reason: &str) {
    let at = format!("die {die} on ({x}, {y})");
    assert_eq!(why(g, die, x, y).as_deref(), Some(reason), "{at}");
}

/// Die `die` may be written on (x, y).
fn allows(g: &DungeonGame, die: usize, x: u8, y: u8) {
    assert_eq!(why(g, die, x, y), None, "die {die} on ({x}, {y})");
}

#[test]
fn the_first_number_goes_on_start() {
    let g = dice(&game(1), [2, 3, 4]);
    refuses(&g, 0, 2, 3, "The first number goes on START");
    assert_eq!(g.legal_tiles(0), vec![Pos::new(3, 3)]);
    let mut g = g;
    w(&mut g, 0, 3, 3).unwrap();
    assert_eq!(g.written(Pos::new(3, 3)), Some(2));
    assert!(g.last_action_undoable());
    refuses(&g, 0, 2, 3, "That die is already used");
    refuses(&g, 1, 0, 0, "Not next to a written tile");
    refuses(&g, 1, 3, 2, "There is no tile there");
    refuses(&g, 1, 3, 3, "This tile already holds a number");
}

#[test]
fn corridor_tiles_are_judged_against_the_corridors_last_number() {
    // Map 1, corridor a: (2,3) ˄, (1,3) ≠, (1,2) ˄; START is a corridor of its own.
    let g = put(&game(1), 3, 3, 5);
    let g = dice(&g, [1, 4, 4]);
    // The corridor's first tile takes anything.
    let mut h = g.clone();
    w(&mut h, 1, 2, 3).unwrap();
    refuses(&h, 2, 1, 3, "This tile needs a number other than 4");
    w(&mut h, 0, 1, 3).unwrap();
    let h = dice(&h, [1, 2, 2]);
    refuses(&h, 0, 1, 2, "This tile counts up: write more than 1");
    allows(&h, 1, 1, 2);
    // Corridor b: ˄ (free as its first tile) then ˅.
    let b = dice(&put(&g, 4, 3, 3), [3, 2, 5]);
    refuses(&b, 0, 4, 2, "This tile counts down: write less than 3");
    allows(&b, 1, 4, 2);
}

#[test]
fn room_symbols_hold_in_writing_order() {
    // Map 1: A ˄ (entered at 1,1 from corridor a at 1,2), C ODD, D ≠.
    let g = put(&put(&game(1), 3, 3, 5), 1, 2, 1);
    let g = dice(&put(&g, 1, 1, 4), [4, 3, 5]);
    refuses(&g, 0, 1, 0, "This room counts up: write more than 4");
    allows(&g, 2, 1, 0);
    let c = dice(&put(&put(&game(1), 3, 3, 5), 3, 4, 2), [2, 3, 3]);
    let c = put(&put(&c, 3, 5, 3), 3, 6, 1);
    refuses(&c, 0, 2, 6, "This room takes odd numbers");
    allows(&c, 1, 2, 6);
}

#[test]
fn must_place_then_skulls() {
    let g = dice(&game(1), [2, 3, 4]);
    assert_eq!(
        g.refusal(&Action::Skull { die: 0 }),
        Some(Refusal::MustPlace)
    );
    // 6 on START and on each corridor's first tile: the next tiles (≠ 6, ˅, ˄) refuse a 6,
    // a 5 still fits corridor a's ≠ and b's ˅.
    let g = put(&game(1), 3, 3, 6);
    let g = put(&put(&put(&g, 2, 3, 6), 4, 3, 6), 3, 4, 6);
    let mut g = dice(&g, [6, 5, 6]);
    assert!(g.legal_tiles(0).is_empty());
    assert_eq!(g.legal_tiles(1), vec![Pos::new(4, 2), Pos::new(1, 3)]);
    assert_eq!(
        g.refusal(&Action::Skull { die: 1 }),
        Some(Refusal::MustPlace)
    );
    let skull = Action::Skull { die: 0 };
    assert!(g.legal().contains(&skull));
    g.apply(&skull).unwrap();
    assert_eq!(g.skulls().0, 1);
    assert!(g.events().contains(&Event::SkullFilled));
    // The order matters: the 5 on corridor b opens room B, where the other 6 may go (so
    // it may no longer fill a skull).
    w(&mut g, 1, 4, 2).unwrap();
    assert_eq!(g.legal_tiles(2), vec![Pos::new(4, 1)]);
    assert_eq!(
        g.refusal(&Action::Skull { die: 2 }),
        Some(Refusal::MustPlace)
    );
    w(&mut g, 2, 4, 1).unwrap();
    assert_eq!(g.phase(), Phase::RollNext);
    assert_eq!(g.legal(), vec![Action::Roll]);
}

#[test]
fn the_last_uncircled_skull_fails_the_map() {
    let circled = map(1).skulls - 1;
    let options = Options {
        map: MapChoice::Single(1),
        circled,
    };
    let g = DungeonGame::new(&options, seed()).unwrap();
    assert_eq!(g.skulls_left(), 1);
    // 6 on START and on the first tile of each corridor: a (1,3) ≠, b (4,2) ˅ and c (3,5) ˄
    // come next, and none takes a 6.
    let g = put(&g, 3, 3, 6);
    let g = put(&put(&put(&g, 2, 3, 6), 4, 3, 6), 3, 4, 6);
    let mut g = dice(&g, [6, 6, 6]);
    assert!(!g.can_write(0));
    assert!(g.legal().contains(&Action::Skull { die: 0 }));
    g.apply(&Action::Skull { die: 0 }).unwrap();
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.events().contains(&Event::SkullFilled));
    assert!(g.events().contains(&Event::MapFailed));
    let b = g.breakdown(0).unwrap();
    assert_eq!((b.won, b.skulls, b.circled), (Some(false), -1, 0));
    assert!(g.outcome().unwrap().winners.is_empty());
}

#[test]
fn keys_open_doors_and_are_spent() {
    // Map 1: the door between corridor c (3,5) and room D (4,5); the key is in room C (0,5).
    let g = put(&put(&put(&game(1), 3, 3, 6), 3, 4, 5), 3, 5, 6);
    let g = dice(&g, [1, 3, 5]);
    refuses(&g, 0, 4, 5, "Locked door: you hold no key");
    let g = edit(&g, |v| v["sheets"][0]["keys_held"] = serde_json::json!(1));
    let mut g = g;
    w(&mut g, 0, 4, 5).unwrap();
    assert_eq!(g.keys(), (0, 1));
    assert!(g.door_open(0));
    assert!(g.events().contains(&Event::DoorOpened { door: 0 }));
    // A key tile collects a key.
    let mut k = dice(
        &put(&put(&put(&game(1), 3, 3, 6), 3, 4, 5), 3, 5, 6),
        [1, 3, 5],
    );
    let k2 = put(&put(&k, 3, 6, 1), 2, 6, 1);
    k = put(&k2, 1, 6, 3);
    k = put(&k, 0, 6, 5);
    w(&mut k, 1, 0, 5).unwrap();
    assert_eq!(k.keys(), (1, 0));
    assert!(k.events().contains(&Event::KeyCollected));
}

#[test]
fn chests_score_and_the_last_one_ends_the_map_at_once() {
    // START, corridor b (˄ then ˅), room B (˅) down to its chest at (6,0).
    let mut g = put(&put(&game(1), 3, 3, 5), 4, 3, 6);
    g = put(&put(&put(&g, 4, 2, 5), 4, 1, 6), 4, 0, 5);
    g = put(&g, 5, 0, 4);
    // Chests of A (0,0) and D (6,6) already found.
    g = put(&put(&g, 0, 0, 3), 6, 6, 4);
    let mut g = dice(&g, [6, 3, 1]);
    refuses(&g, 0, 6, 0, "This room counts down: write less than 4");
    w(&mut g, 1, 6, 0).unwrap();
    assert!(g.events().contains(&Event::ChestFound { value: 3 }));
    assert!(g.events().contains(&Event::MapWon));
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.dice().is_empty(), "unused dice are dropped");
    let b = g.breakdown(0).unwrap();
    assert_eq!(b.chests, 3 + 4 + 3);
    assert_eq!(b.won, Some(true));
    assert_eq!(
        b.total,
        b.chests + b.rooms + b.monsters + b.skulls + b.circled + b.finds + b.equipment
    );
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
}

#[test]
fn doubles_fight_monsters_and_loot_their_equipment() {
    let mut g = dice(&put(&game(1), 3, 3, 5), [2, 2, 5]);
    assert_eq!(
        g.refusal(&Action::Fight {
            dice: [0, 2],
            monster: 1
        }),
        Some(Refusal::NotDouble)
    );
    assert_eq!(
        g.refusal(&Action::Fight {
            dice: [0, 1],
            monster: 2
        }),
        Some(Refusal::WrongMonster { value: 3 })
    );
    g.apply(&Action::Fight {
        dice: [0, 1],
        monster: 1,
    })
    .unwrap();
    assert_eq!(g.monsters()[1].ticked, 1);
    let mut g = dice(
        &edit(&g, |v| v["sheets"][0]["rolls"] = serde_json::json!(5)),
        [2, 2, 5],
    );
    g.apply(&Action::Fight {
        dice: [0, 1],
        monster: 1,
    })
    .unwrap();
    // The goblin's two boxes: its skeleton key, with a key at once.
    assert_eq!(g.equipment(), &[Equipment::SkeletonKey]);
    assert_eq!(g.keys(), (1, 0));
    assert!(g.events().contains(&Event::Looted {
        equipment: Equipment::SkeletonKey
    }));
    assert_eq!(
        g.refusal(&Action::Fight {
            dice: [0, 1],
            monster: 1
        }),
        Some(Refusal::DieUsed)
    );
    assert_eq!(g.breakdown(0).unwrap().monsters, 2);
}

#[test]
fn abilities_once_each_and_x2_repeats_one_used() {
    let mut g = dice(&put(&game(1), 3, 3, 5), [2, 3, 6]);
    let x2 = Action::Adjust {
        die: 0,
        up: true,
        doubled: true,
    };
    assert!(matches!(
        g.refusal(&x2),
        Some(Refusal::NothingToRepeat { .. })
    ));
    assert_eq!(
        g.refusal(&Action::Adjust {
            die: 2,
            up: true,
            doubled: false
        }),
        Some(Refusal::OffTheDie)
    );
    g.apply(&Action::Adjust {
        die: 0,
        up: true,
        doubled: false,
    })
    .unwrap();
    assert_eq!(g.dice()[0].value, 3);
    assert!(g.last_action_undoable());
    assert!(matches!(
        g.refusal(&Action::Adjust {
            die: 0,
            up: true,
            doubled: false
        }),
        Some(Refusal::AbilityUsed { .. })
    ));
    g.apply(&x2).unwrap();
    assert_eq!(g.dice()[0].value, 4);
    assert_eq!(g.abilities().double.left, 0);
    g.apply(&Action::Reroll {
        mask: 0b110,
        doubled: false,
    })
    .unwrap();
    assert!(!g.last_action_undoable(), "a reroll reveals new dice");
    assert_eq!(g.dice()[0].value, 4);
    assert_eq!(g.abilities().reroll.left, 0);
    let rerolled: Vec<&Event> = g
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Rerolled { .. }))
        .collect();
    assert_eq!(rerolled.len(), 2);
}

#[test]
fn an_encounter_rolls_its_own_stream() {
    // Map 1: the ? of room B at (6,1).
    let g = put(&put(&game(1), 3, 3, 5), 4, 3, 6);
    let g = put(&put(&put(&g, 4, 2, 5), 4, 1, 6), 5, 1, 4);
    let mut g = dice(&g, [2, 1, 1]);
    w(&mut g, 0, 6, 1).unwrap();
    assert!(!g.last_action_undoable());
    let die = encounter_die(seed(), 1, 0);
    let sum = (2 + die).min(12);
    assert!(g.events().contains(&Event::Encounter {
        written: 2,
        die,
        sum,
        row: Encounter::row(sum)
    }));
}

#[test]
fn map2_start_ascends_above_and_descends_below() {
    let g = dice(&put(&game(2), 3, 4, 3), [3, 2, 4]);
    refuses(&g, 0, 3, 3, "This tile counts up: write more than 3");
    allows(&g, 2, 3, 3);
    refuses(&g, 0, 3, 5, "This tile counts down: write less than 3");
    allows(&g, 1, 3, 5);
}

#[test]
fn map2_a_plus_b_and_the_red_stairs() {
    // a at (0,4), b at (3,7), a+b at (2,6) (purple, odd) next to corridor d (3,6).
    let g = put(&game(2), 3, 4, 6);
    let g = put(&put(&g, 3, 5, 5), 3, 6, 4);
    let g = dice(&g, [3, 5, 1]);
    refuses(
        &g,
        0,
        2,
        6,
        "Write on a and b first: this tile holds their sum",
    );
    let g = dice(&put(&put(&g, 3, 7, 2), 0, 4, 1), [5, 3, 1]);
    refuses(&g, 0, 2, 6, "This tile holds a + b = 3");
    allows(&g, 1, 2, 6);
    // Stairs: R's stair (0,2) leads to T's stair (5,8), both red, summed together.
    let s = put(&put(&game(2), 3, 4, 1), 3, 3, 2);
    let s = put(&put(&put(&s, 3, 2, 3), 2, 2, 4), 1, 2, 5);
    let mut s = dice(&s, [6, 4, 2]);
    refuses(&s, 1, 5, 8, "Not next to a written tile");
    w(&mut s, 0, 0, 2).unwrap();
    assert_eq!(why(&s, 1, 5, 8), None, "the stairs join the red rooms");
    w(&mut s, 1, 5, 8).unwrap();
    // R holds 4+5+6, T holds 4: 19 of the shared 20; a 1 in T makes it.
    let mut s = dice(&s, [1, 6, 6]);
    assert_eq!(s.breakdown(0).unwrap().rooms, 0);
    w(&mut s, 0, 6, 8).unwrap();
    assert_eq!(
        s.breakdown(0).unwrap().rooms,
        5,
        "five cells over both red rooms"
    );
}

#[test]
fn map3_cages_teleporters_and_the_symbol_stairs() {
    // Cage x (7): f (1,5) and (1,4); f runs (3,5) . (2,5) ≠ from START (4,5).
    let g = put(&put(&put(&game(3), 4, 5, 2), 3, 5, 3), 2, 5, 4);
    let mut g = dice(&g, [3, 6, 2]);
    w(&mut g, 1, 1, 5).unwrap();
    let g = dice(&g, [6, 2, 1]);
    refuses(&g, 0, 1, 4, "This cage already holds a 6");
    refuses(
        &g,
        1,
        1,
        4,
        "This cage must add up to 7: that number cannot get there",
    );
    let mut g = g;
    w(&mut g, 2, 1, 4).unwrap();
    // Teleporter 1: B (2,3) and G (2,7). B is ≠; G is =.
    let mut t = dice(&put(&g, 1, 3, 5), [4, 1, 1]);
    w(&mut t, 0, 2, 3).unwrap();
    assert_eq!(t.written(Pos::new(2, 7)), Some(4));
    assert!(t.events().contains(&Event::Teleported {
        x: 2,
        y: 7,
        value: 4
    }));
    // The stairs: steps need the three marks first, then their numbers.
    let y = put(&put(&put(&game(3), 4, 5, 2), 5, 5, 3), 5, 4, 4);
    let y = put(&put(&put(&y, 5, 3, 3), 5, 2, 6), 5, 1, 1);
    let y = put(&y, 4, 1, 2);
    let y = put(&y, 4, 0, 5);
    let y = dice(&y, [1, 2, 3]);
    refuses(
        &y,
        0,
        3,
        0,
        "The stairs need numbers on the triangle, square and pentagon first",
    );
    let y = put(&put(&put(&y, 6, 0, 3), 0, 2, 2), 0, 8, 1);
    refuses(&y, 0, 3, 0, "This step holds the triangle's number: 3");
    allows(&y, 2, 3, 0);
}

#[test]
fn circled_skulls_score_on_a_map_won() {
    let options = Options {
        map: MapChoice::Single(1),
        circled: 4,
    };
    let g = DungeonGame::new(&options, seed()).unwrap();
    let mut g = put(&put(&g, 3, 3, 5), 4, 3, 6);
    g = put(&put(&put(&g, 4, 2, 5), 4, 1, 6), 4, 0, 5);
    g = put(&put(&g, 5, 0, 4), 0, 0, 3);
    g = put(&g, 6, 6, 4);
    let mut g = dice(&g, [3, 1, 1]);
    w(&mut g, 0, 6, 0).unwrap();
    assert_eq!(g.breakdown(0).unwrap().circled, 2);
    assert!(DungeonGame::new(
        &Options {
            map: MapChoice::Single(1),
            circled: map(1).skulls
        },
        seed()
    )
    .is_err());
}

#[test]
fn the_campaign_carries_equipment_and_resets_monsters() {
    let mut g = DungeonGame::new(&Options::default(), seed()).unwrap();
    g = dice(&put(&g, 3, 3, 5), [2, 2, 3]);
    g.apply(&Action::Fight {
        dice: [0, 1],
        monster: 1,
    })
    .unwrap();
    g = dice(&g, [2, 2, 3]);
    g.apply(&Action::Fight {
        dice: [0, 1],
        monster: 1,
    })
    .unwrap();
    assert_eq!(g.equipment(), &[Equipment::SkeletonKey]);
    // End map 1 by failing it: its last skull.
    g = edit(&g, |v| {
        v["sheets"][0]["skulls"] = serde_json::json!(map(1).skulls - 1)
    });
    let stuck = (1..=6).find(|&f| !g.value_has_tile(f)).unwrap_or(1);
    let mut g = dice(&g, [stuck, 1, 1]);
    if g.can_write(0) {
        return;
    }
    g.apply(&Action::Skull { die: 0 }).unwrap();
    assert_eq!(g.phase(), Phase::MapOver { won: false });
    assert!(g.refusal(&Action::Roll).is_some());
    g.apply(&Action::Next).unwrap();
    assert!(!g.last_action_undoable());
    assert_eq!(g.map().number, 2);
    assert_eq!(g.map_index(), 1);
    assert_eq!(g.equipment(), &[Equipment::SkeletonKey]);
    assert_eq!(g.keys(), (1, 0), "the skeleton key gives a key on each map");
    assert!(g.monsters().iter().all(|m| m.ticked == 0));
    assert!(g.monsters()[1].looted, "fought again for points only");
    assert_eq!(g.dice().len(), 3);
    assert!(g.breakdown(0).unwrap().monsters == 2);
}

#[test]
fn a_table_waits_for_each_draw_and_a_planner_resolves_it() {
    // The first roll of map 1 used up: `roll` stops the table at turn roll 1 of map 1.
    let g = edit(&put(&game(1), 3, 3, 5), |v| {
        v["dice"] = serde_json::json!(
            [1, 2, 3].map(|value| serde_json::json!({"value": value, "used": true}))
        );
        v["phase"] = serde_json::json!("roll-next");
    });
    let mut table = g.view(0);
    table.play(&Action::Roll).unwrap();
    let chance = table.chance().unwrap();
    assert_eq!(chance, Chance::Roll { map: 1, k: 1 });
    assert!(table.legal().is_empty());
    assert_eq!(table.refusal(&Action::Roll), Some(Refusal::DrawDue));
    assert!(!table.last_action_undoable(), "a roll reveals new dice");
    let outcomes = chance.outcomes();
    assert_eq!(outcomes.len(), 216);
    assert!((chance.probability() * 216.0 - 1.0).abs() < 1e-12);
    // The seed's draw is one of them, and resolving with it is what the live game does.
    let draw = chance.draw(seed());
    assert!(outcomes.contains(&draw));
    assert_eq!(draw.faces(), &turn_roll(seed(), 1, 1));
    let mut live = g.clone();
    live.apply(&Action::Roll).unwrap();
    let mut resolved = table.clone();
    resolved.resolve(draw);
    assert_eq!(resolved, live.view(0));
    // Any other outcome is a position of its own.
    let mut other = table.clone();
    other.resolve(outcomes[0]);
    assert_eq!(
        other.dice().iter().map(|d| d.value).collect::<Vec<_>>(),
        [1, 1, 1]
    );
    assert_eq!(other.phase(), Phase::Place);

    // A reroll of dice 0 and 2 waits for two faces, die 0 first.
    let mut t = dice(&put(&game(1), 3, 3, 5), [2, 3, 6]).view(0);
    t.play(&Action::Reroll {
        mask: 0b101,
        doubled: false,
    })
    .unwrap();
    let chance = t.chance().unwrap();
    assert_eq!(
        chance,
        Chance::Reroll {
            map: 1,
            k: 0,
            mask: 0b101
        }
    );
    let outcomes = chance.outcomes();
    assert_eq!(outcomes.len(), 36);
    t.resolve(outcomes[5 + 6 * 3]);
    assert_eq!(
        t.dice().iter().map(|d| d.value).collect::<Vec<_>>(),
        [6, 3, 4]
    );
}

#[test]
fn an_encounter_die_is_a_draw_of_its_own() {
    // Map 1: the ? of room B at (6,1), as in `an_encounter_rolls_its_own_stream`.
    let g = put(&put(&game(1), 3, 3, 5), 4, 3, 6);
    let g = put(&put(&put(&g, 4, 2, 5), 4, 1, 6), 5, 1, 4);
    let g = dice(&g, [2, 1, 1]);
    let mut table = g.view(0);
    table
        .play(&Action::Write {
            die: 0,
            pos: Pos::new(6, 1),
        })
        .unwrap();
    let chance = table.chance().unwrap();
    assert_eq!(
        chance,
        Chance::Encounter {
            map: 1,
            k: 0,
            written: 2
        }
    );
    assert_eq!(chance.outcomes().len(), 6);
    for draw in chance.outcomes() {
        let mut t = table.clone();
        t.resolve(draw);
        let die = draw.faces()[0];
        let sum = 2 + die;
        assert!(t.events().contains(&Event::Encounter {
            written: 2,
            die,
            sum,
            row: Encounter::row(sum)
        }));
        assert_eq!(t.chance(), None);
    }
    // A planner may take the encounter as changing nothing.
    let mut skipped = table.clone();
    assert!(skipped.skip_encounter());
    assert_eq!(skipped.chance(), None);
    assert!(!skipped
        .events()
        .iter()
        .any(|e| matches!(e, Event::Encounter { .. })));
    assert!(!skipped.skip_encounter());
    let mut live = g.clone();
    w(&mut live, 0, 6, 1).unwrap();
    let mut resolved = table.clone();
    resolved.resolve(chance.draw(seed()));
    assert_eq!(resolved, live.view(0));
    assert_eq!(chance.draw(seed()).faces(), &[encounter_die(seed(), 1, 0)]);
}

#[test]
fn an_unknown_map_is_refused_naming_the_field_once() {
    use numera_rules::json::FromJson;
    let refused = Options::from_json(r#"{"map":"castle","circled":0}"#).unwrap_err();
    assert_eq!(
        refused.to_string(),
        r#"map: expected "campaign", 1, 2 or 3"#
    );
}
