//! NMBR 9 under random legal play: whole games from many seeds keep every invariant of the
//! rules, every refused placement leaves the state exactly as it was, and the listed legal
//! placements are exactly the accepted ones.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use numera_rules::bot::{decide, seated_action};
use numera_rules::nmbr9::tile::{canonical_rotation, shape};
use numera_rules::nmbr9::{Board, Nmbr9Game, Options, Place, SeatKind, Tile};
use numera_rules::{replay, Game, Position, Rng, Seed};

fn humans(n: usize) -> Options {
    Options {
        seats: vec![SeatKind::Human; n],
    }
}

fn cells(t: &Tile) -> Vec<(i32, i32)> {
    shape(t.digit, t.rotation)
        .cells
        .iter()
        .map(|&(cx, cy)| (t.x + cx, t.y + cy))
        .collect()
}

/// The rules recomputed from the list of tiles alone, without the board's own bookkeeping.
fn check_invariants(board: &Board) {
    let tiles = board.tiles();
    // Which tile covers each cell on each level.
    let mut owner: BTreeMap<(u8, i32, i32), usize> = BTreeMap::new();
    for (i, t) in tiles.iter().enumerate() {
        for (x, y) in cells(t) {
            let clash = owner.insert((t.level, x, y), i);
            assert!(
                clash.is_none(),
                "tiles overlap at ({x},{y}) on level {}",
                t.level
            );
        }
    }
    for (i, t) in tiles.iter().enumerate() {
        if t.level == 0 {
            continue;
        }
        let mut under = BTreeSet::new();
        for (x, y) in cells(t) {
            let below = owner.get(&(t.level - 1, x, y));
            let below = below.unwrap_or_else(|| panic!("tile {i}: nothing under ({x},{y})"));
            assert!(*below < i, "a tile under a later one was placed after it");
            under.insert(*below);
        }
        assert!(under.len() >= 2, "tile {i} rests on one tile");
    }
    // Each level's tiles are one group, edge to edge.
    let levels: BTreeSet<u8> = tiles.iter().map(|t| t.level).collect();
    for level in levels {
        let on: Vec<usize> = (0..tiles.len())
            .filter(|&i| tiles[i].level == level)
            .collect();
        let mut reached = BTreeSet::from([on[0]]);
        let mut todo = vec![on[0]];
        while let Some(i) = todo.pop() {
            for (x, y) in cells(&tiles[i]) {
                for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] {
                    if let Some(&j) = owner.get(&(level, nx, ny)) {
                        if reached.insert(j) {
                            todo.push(j);
                        }
                    }
                }
            }
        }
        assert_eq!(reached.len(), on.len(), "level {level} is not connected");
    }
    // Heights agree with the tiles, and the score with Σ digit × level.
    for &(level, x, y) in owner.keys() {
        assert!(board.height_at(x, y) > level);
    }
    let stacked = |x, y| {
        (0..=20u8)
            .take_while(|&l| owner.contains_key(&(l, x, y)))
            .count()
    };
    for &(_, x, y) in owner.keys() {
        assert_eq!(board.height_at(x, y) as usize, stacked(x, y));
    }
    let score: i64 = tiles.iter().map(|t| t.digit as i64 * t.level as i64).sum();
    assert_eq!(board.score(), score);
}

fn snapshot(game: &Nmbr9Game) -> String {
    game.to_position()
}

/// Tries placements around the board that are not listed as legal: each must be refused with
/// a reason and change nothing; any that is accepted by the board must have been listed.
fn probe_illegal(game: &Nmbr9Game, seat: usize, rng: &mut Rng) {
    let Some(digit) = game.current_card() else {
        return;
    };
    let board = game.board(seat);
    let Some((x0, y0, x1, y1)) = board.bounds() else {
        return;
    };
    let listed: BTreeSet<(i32, i32, u8)> = game
        .legal_placements(seat)
        .iter()
        .map(|p| (p.x, p.y, p.rotation))
        .collect();
    let before = snapshot(game);
    for _ in 0..4 {
        let x = x0 - 5 + rng.below((x1 - x0 + 10) as u32) as i32;
        let y = y0 - 5 + rng.below((y1 - y0 + 10) as u32) as i32;
        let rotation = rng.below(4) as u8;
        let is_listed = listed.contains(&(x, y, canonical_rotation(digit, rotation)));
        let place = Place {
            player: seat,
            x,
            y,
            rotation,
        };
        let mut copy = game.clone();
        match copy.apply(&place) {
            Ok(()) => assert!(is_listed, "{place} accepted but not listed"),
            Err(e) => {
                assert!(!is_listed, "{place} listed but refused: {e}");
                assert!(!e.to_string().is_empty());
                assert_eq!(
                    snapshot(&copy),
                    before,
                    "a refused placement changed the state"
                );
            }
        }
    }
}

fn random_game(seed: u64, players: usize) -> (Nmbr9Game, Vec<String>) {
    let mut game = Nmbr9Game::new(&humans(players), Seed::from_bits(seed)).unwrap();
    let mut rng = Rng::from_bits(seed);
    let mut log = Vec::new();
    while let Some(&seat) = rng.pick(&game.to_act()) {
        let legal = game.legal_placements(seat);
        assert!(
            !legal.is_empty(),
            "a seat that must place has somewhere to place"
        );
        probe_illegal(&game, seat, &mut rng);
        // Half the time stack as high as possible, so upper levels get exercised too.
        let pool: Vec<_> = if rng.chance(1, 2) {
            let top = legal.iter().map(|p| p.level).max().unwrap();
            legal.iter().copied().filter(|p| p.level == top).collect()
        } else {
            legal.clone()
        };
        let p = *rng.pick(&pool).unwrap();
        let place = Place {
            player: seat,
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        };
        log.push(place.to_string());
        let card = game.card_index();
        game.apply(&place).unwrap();
        let tile = *game.board(seat).tiles().last().unwrap();
        assert_eq!(tile.level, p.level, "listed level is the level it rests on");
        check_invariants(game.board(seat));
        // Until the round completes, that seat cannot place again.
        if game.card_index() == card {
            let before = snapshot(&game);
            let err = game.apply(&place).unwrap_err();
            assert!(err.to_string().contains("already placed"), "{err}");
            assert_eq!(snapshot(&game), before);
        }
    }
    (game, log)
}

#[test]
fn random_legal_games_keep_every_invariant() {
    let mut highest = 0;
    for seed in 0..40u64 {
        let players = 1 + (seed % 4) as usize;
        let (game, log) = random_game(seed, players);
        assert_eq!(log.len(), 20 * players);
        for seat in 0..players {
            let board = game.board(seat);
            assert_eq!(board.tiles().len(), 20);
            highest = highest.max(board.level_count());
        }
        let outcome = game.outcome().unwrap();
        let best = *outcome.scores.iter().max().unwrap();
        let winners: Vec<usize> = (0..players)
            .filter(|&p| outcome.scores[p] == best)
            .collect();
        assert_eq!(outcome.winners, winners, "ties share the win");
        // The log replays to the same state, and the position round-trips.
        let again: Nmbr9Game = replay(game.options(), game.seed(), &log).unwrap();
        assert_eq!(snapshot(&again), snapshot(&game));
        let restored = Nmbr9Game::from_position(&game.to_position()).unwrap();
        assert_eq!(snapshot(&restored), snapshot(&game));
    }
    assert!(
        highest >= 3,
        "random stacking reached only {highest} levels"
    );
}

#[test]
fn everyone_places_the_same_card_and_the_next_comes_when_all_have() {
    let mut game = Nmbr9Game::new(&humans(3), Seed::from_bits(5)).unwrap();
    let first = game.current_card().unwrap();
    assert_eq!(game.to_act(), vec![0, 1, 2]);
    for (seat, x) in [(2, 0), (0, 10), (1, -7)] {
        let place = Place {
            player: seat,
            x,
            y: 3,
            rotation: 1,
        };
        assert_eq!(game.current_card(), Some(first));
        game.apply(&place).unwrap();
    }
    assert_eq!(game.card_index(), 1);
    assert_eq!(game.to_act(), vec![0, 1, 2]);
    for seat in 0..3 {
        assert_eq!(game.board(seat).tiles()[0].digit, first);
    }
    assert_eq!(game.revealed().len(), 2);
}

#[test]
fn undo_is_allowed_until_the_next_card_is_revealed() {
    let mut game = Nmbr9Game::new(&humans(2), Seed::from_bits(9)).unwrap();
    assert!(!game.last_action_undoable());
    let mut log = vec!["1:0,0,0".to_string()];
    game.apply(&log[0].parse::<Place>().unwrap()).unwrap();
    assert!(game.last_action_undoable());
    assert_eq!(game.to_act(), vec![0]);
    // Undo = replay the log without the last action.
    let before: Nmbr9Game = replay(game.options(), game.seed(), &[]).unwrap();
    let undone: Nmbr9Game = replay(game.options(), game.seed(), &log[..0]).unwrap();
    assert_eq!(snapshot(&undone), snapshot(&before));
    log.push("0:5,5,2".into());
    game.apply(&log[1].parse::<Place>().unwrap()).unwrap();
    assert!(
        !game.last_action_undoable(),
        "the next card has been revealed"
    );
    assert_eq!(game.card_index(), 1);
}

#[test]
fn views_hide_the_order_of_the_cards_to_come() {
    let mut game = Nmbr9Game::new(&humans(2), Seed::from_bits(77)).unwrap();
    for a in ["0:0,0,0", "1:0,0,0"] {
        game.apply(&a.parse::<_>().unwrap()).unwrap();
    }
    let view = game.view(0);
    assert_eq!(view.card, game.current_card());
    assert_eq!(view.revealed, game.revealed());
    let face_down: u8 = view.remaining.iter().sum();
    assert_eq!(face_down as usize, 20 - 2);
    let mut counted = [2u8; 10];
    for &d in &view.revealed {
        counted[d as usize] -= 1;
    }
    assert_eq!(view.remaining, counted);
    assert_eq!(view.boards.len(), 2, "every board is public");
    // Another order of the cards still face down gives the very same views, and bots decide
    // the same (they see nothing more than the view).
    let mut position: serde_json::Value = serde_json::from_str(&game.to_position()).unwrap();
    let deck = position["deck"].as_array_mut().unwrap();
    deck[2..].reverse();
    let other = Nmbr9Game::from_position(&position.to_string()).unwrap();
    assert_ne!(snapshot(&other), snapshot(&game));
    for seat in 0..2 {
        assert_eq!(other.view(seat), game.view(seat));
        for kind in SeatKind::BOTS {
            assert_eq!(decide(&other, seat, &kind), decide(&game, seat, &kind));
        }
    }
}

#[test]
fn bots_play_legal_placements_and_repeat_themselves_per_seed() {
    use SeatKind::{Easy, Medium};
    let options = Options {
        seats: vec![Medium, Easy, Medium],
    };
    let play = |seed| {
        let mut game = Nmbr9Game::new(&options, Seed::from_bits(seed)).unwrap();
        let log: Vec<String> = common::bots_to_the_end(&mut game)
            .iter()
            .map(|place| place.to_string())
            .collect();
        for seat in 0..3 {
            check_invariants(game.board(seat));
        }
        (log, game.scores())
    };
    let mut medium = 0;
    let mut easy = 0;
    for seed in 0..6 {
        let (log, scores) = play(seed);
        assert_eq!(play(seed).0, log, "same seed, same bot choices");
        medium += scores[0] + scores[2];
        easy += 2 * scores[1];
    }
    assert!(medium > easy, "medium {medium} vs easy {easy}");
}

#[test]
fn the_hard_bot_finishes_a_solo_game_legally() {
    let options = Options {
        seats: vec![SeatKind::Hard],
    };
    let mut game = Nmbr9Game::new(&options, Seed::from_bits(3)).unwrap();
    while game.outcome().is_none() {
        let place = seated_action(&game, 0).unwrap();
        assert!(game.legal_actions(0).contains(&place));
        game.apply(&place).unwrap();
    }
    check_invariants(game.board(0));
    assert!(game.scores()[0] > 0);
}

#[test]
fn options_positions_and_actions_from_outside_are_checked() {
    for n in [0, 5] {
        let options = Options {
            seats: vec![SeatKind::Easy; n],
        };
        assert!(
            Nmbr9Game::new(&options, Seed::from_bits(0)).is_err(),
            "{n} seats accepted"
        );
    }
    assert!(
        Nmbr9Game::new(&humans(1), Seed::from_bits(0)).is_ok(),
        "solo is a game"
    );
    assert!(serde_json::from_str::<Options>(r#"{"seats":["human","robot"]}"#).is_err());
    assert!(serde_json::from_str::<Options>(r#"{"seats":["hard"],"x":1}"#).is_err());
    let mut game = Nmbr9Game::new(&humans(2), Seed::from_bits(0)).unwrap();
    for bad in [
        Place {
            player: 2,
            x: 0,
            y: 0,
            rotation: 0,
        },
        Place {
            player: 0,
            x: 0,
            y: 0,
            rotation: 4,
        },
        Place {
            player: 0,
            x: 20_000,
            y: 0,
            rotation: 0,
        },
    ] {
        let before = snapshot(&game);
        assert!(game.apply(&bad).is_err());
        assert_eq!(snapshot(&game), before);
    }
    assert!("0:1,2".parse::<Place>().is_err());
    game.apply(&"0:1,2,3".parse::<Place>().unwrap()).unwrap();
    // Positions: a tile that does not match the cards, a bad deck, an illegal board.
    let good: serde_json::Value = serde_json::from_str(&game.to_position()).unwrap();
    assert!(Nmbr9Game::from_position(&good.to_string()).is_ok());
    let mut p = good.clone();
    p["boards"][0][0]["digit"] = serde_json::json!((game.revealed()[0] + 1) % 10);
    assert!(Nmbr9Game::from_position(&p.to_string()).is_err());
    let mut p = good.clone();
    p["deck"][0] = serde_json::json!(11);
    assert!(Nmbr9Game::from_position(&p.to_string()).is_err());
    let mut p = good.clone();
    p["boards"][0][0]["level"] = serde_json::json!(1);
    assert!(Nmbr9Game::from_position(&p.to_string()).is_err());
    let mut p = good.clone();
    p["placed"] = serde_json::json!([true, true]);
    assert!(Nmbr9Game::from_position(&p.to_string()).is_err());
    let mut p = good;
    p["card"] = serde_json::json!(21);
    assert!(Nmbr9Game::from_position(&p.to_string()).is_err());
    assert!(Nmbr9Game::from_position("{}").is_err());
}

#[test]
fn after_the_last_card_nothing_more_is_accepted() {
    let (mut game, _) = random_game(1234, 1);
    assert!(game.to_act().is_empty());
    assert!(game.legal_placements(0).is_empty());
    let err = game
        .apply(&Place {
            player: 0,
            x: 0,
            y: 0,
            rotation: 0,
        })
        .unwrap_err();
    assert!(err.to_string().contains("over"), "{err}");
}
