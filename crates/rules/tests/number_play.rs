//! The Number under random legal play: whole games from many seeds keep every invariant, and
//! every refused action leaves the state exactly as it was.

mod common;

use numera_rules::number::{digits_of, Elimination, NumberGame, Options, Pick, SeatKind};
use numera_rules::{replay, Game, Position, Rng, Seed};

fn snapshot(game: &NumberGame) -> String {
    game.to_position()
}

fn random_game(seed: u64, players: usize) -> (NumberGame, Vec<String>) {
    let options = Options {
        seats: vec![SeatKind::Human; players],
    };
    let mut game = NumberGame::new(&options, Seed::from_bits(seed)).unwrap();
    let mut rng = Rng::from_bits(seed);
    let mut log = Vec::new();
    while let Some(&seat) = rng.pick(&game.to_act()) {
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "a seat that must act has a legal pick");
        // Exactly the numbers whose three digits the seat still has, in increasing order.
        let sheet = game.sheets()[seat];
        let expected: Vec<u16> = (0..1000)
            .filter(|&n| digits_of(n).iter().all(|&d| !sheet[d as usize]))
            .collect();
        let listed: Vec<u16> = legal.iter().map(|p| p.number).collect();
        assert_eq!(listed, expected, "the legal picks of seat {seat}");
        // Now and then try something illegal first: it must be refused and change nothing.
        if rng.chance(1, 4) {
            let before = snapshot(&game);
            let illegal = [
                Pick {
                    player: players,
                    number: 1,
                },
                Pick {
                    player: seat,
                    number: 1000,
                },
            ];
            for bad in illegal {
                assert!(game.apply(&bad).is_err());
                assert_eq!(snapshot(&game), before);
            }
        }
        let pick = *rng.pick(&legal).unwrap();
        log.push(pick.to_string());
        game.apply(&pick).unwrap();
        // Unless the pick completed the turn (revealing it), the seat cannot pick again.
        if !game.is_over() && game.picked()[seat] {
            let before = snapshot(&game);
            assert!(
                game.apply(&pick).is_err(),
                "a seat cannot pick twice in a turn"
            );
            assert_eq!(snapshot(&game), before);
        }
    }
    (game, log)
}

fn check_invariants(game: &NumberGame) {
    let n = game.players();
    let history = game.history();
    assert_eq!(history.len(), 10, "two rounds of five turns");
    let mut totals = vec![0i64; n];
    for round in 0..2 {
        let mut crossed = vec![[false; 10]; n];
        for result in history.iter().filter(|t| t.round == round) {
            let numbers: Vec<(usize, u16)> = result
                .plays
                .iter()
                .filter_map(|p| p.number.map(|x| (p.player, x)))
                .collect();
            for w in result.plays.windows(2) {
                assert!(w[0].number >= w[1].number, "reveal lists largest first");
            }
            let best = result
                .plays
                .iter()
                .filter(|p| p.eliminated.is_none())
                .filter_map(|p| p.number)
                .max();
            for play in &result.plays {
                let Some(x) = play.number else {
                    assert!(
                        crossed[play.player].iter().all(|&c| c),
                        "only empty sheets skip"
                    );
                    assert_eq!(play.total(), 0);
                    continue;
                };
                let digits = digits_of(x);
                let clash = numbers
                    .iter()
                    .find(|&&(_, y)| y < x && digits_of(y).iter().any(|d| digits.contains(d)));
                match &play.eliminated {
                    None => {
                        assert!(
                            clash.is_none(),
                            "{x} approved despite a smaller clashing number"
                        );
                        assert!(digits.iter().all(|&d| !crossed[play.player][d as usize]));
                        let lead = digits[0] as i64;
                        let doubled = if result.turn == 4 { 2 * lead } else { lead };
                        assert_eq!(play.points, doubled);
                        let bonus = [2, 3, 4, 6, 8][result.turn];
                        assert_eq!(play.bonus, if Some(x) == best { bonus } else { 0 });
                        let mut used = digits.to_vec();
                        used.sort();
                        used.dedup();
                        assert_eq!(play.crossed, used);
                        for d in used {
                            crossed[play.player][d as usize] = true;
                        }
                    }
                    Some(Elimination::SharedDigit { digit, smaller, by }) => {
                        assert!(*smaller < x && digits_of(*smaller).contains(digit));
                        assert!(digits.contains(digit));
                        assert!(numbers.contains(&(*by, *smaller)));
                        assert_eq!(play.total(), 0);
                        assert!(play.crossed.is_empty());
                    }
                    Some(Elimination::CrossedDigit { .. }) => panic!("legal picks use open digits"),
                }
                totals[play.player] += play.total();
            }
        }
        for (p, sheet) in crossed.iter().enumerate() {
            totals[p] += sheet.iter().filter(|&&c| c).count() as i64;
        }
    }
    assert_eq!(
        game.scores(),
        totals,
        "scores equal the sum recomputed from the reveals"
    );
    let outcome = game.outcome().unwrap();
    let top = *totals.iter().max().unwrap();
    let winners: Vec<usize> = (0..n).filter(|&p| totals[p] == top).collect();
    assert_eq!(outcome.winners, winners, "ties share the win");
}

#[test]
fn random_legal_games_keep_every_invariant() {
    for seed in 0..300u64 {
        let players = 3 + (seed % 3) as usize;
        let (game, log) = random_game(seed, players);
        check_invariants(&game);
        // The log replays to the same state, and its position round-trips.
        let again: NumberGame = replay(game.options(), game.seed(), &log).unwrap();
        assert_eq!(snapshot(&again), snapshot(&game));
        let restored = NumberGame::from_position(&game.to_position()).unwrap();
        assert_eq!(snapshot(&restored), snapshot(&game));
    }
}

#[test]
fn bots_only_play_their_available_digits_and_finish() {
    for seed in 0..20u64 {
        let options = Options {
            seats: vec![SeatKind::Hard, SeatKind::Easy, SeatKind::Hard],
        };
        let mut game = NumberGame::new(&options, Seed::from_bits(seed)).unwrap();
        common::bots_to_the_end(&mut game);
        check_invariants(&game);
    }
}

#[test]
fn a_crossed_digit_is_accepted_on_paper_and_eliminated_at_the_reveal() {
    let options = Options {
        seats: vec![SeatKind::Human; 3],
    };
    let mut game = NumberGame::new(&options, Seed::from_bits(1)).unwrap();
    for a in ["0:111", "1:222", "2:333"] {
        game.apply(&a.parse::<_>().unwrap()).unwrap();
    }
    assert!(game.sheets()[0][1]);
    assert!(!game
        .legal_actions(0)
        .iter()
        .any(|p| digits_of(p.number).contains(&1)));
    for a in ["0:100", "1:999", "2:888"] {
        game.apply(&a.parse::<_>().unwrap()).unwrap();
    }
    let last = game.history().last().unwrap();
    let p0 = last.plays.iter().find(|p| p.player == 0).unwrap();
    assert_eq!(p0.eliminated, Some(Elimination::CrossedDigit { digit: 1 }));
}

#[test]
fn undo_is_allowed_until_the_reveal() {
    let options = Options {
        seats: vec![SeatKind::Human; 3],
    };
    let mut game = NumberGame::new(&options, Seed::from_bits(1)).unwrap();
    assert!(!game.last_action_undoable());
    game.apply(&Pick {
        player: 1,
        number: 5,
    })
    .unwrap();
    assert!(game.last_action_undoable());
    assert_eq!(
        game.view(0).my_pick,
        None,
        "another seat's pick stays secret"
    );
    assert_eq!(game.view(0).picked, vec![false, true, false]);
    game.apply(&Pick {
        player: 0,
        number: 6,
    })
    .unwrap();
    game.apply(&Pick {
        player: 2,
        number: 7,
    })
    .unwrap();
    assert!(
        !game.last_action_undoable(),
        "the reveal showed every number"
    );
}

#[test]
fn exhausted_sheets_sit_out_the_rest_of_the_round() {
    // Seat 0 crosses every digit in four turns (012, 345, 678, 999) while the others play
    // numbers that never clash with its own; a position cannot be set up this way by hand any
    // more (from_position accepts only what the picks make).
    let options = Options {
        seats: vec![SeatKind::Human; 3],
    };
    let mut game = NumberGame::new(&options, Seed::from_bits(1)).unwrap();
    for (mine, theirs) in [(12, 999), (345, 999), (678, 999), (999, 888)] {
        for (player, number) in [(0, mine), (1, theirs), (2, theirs)] {
            game.apply(&Pick { player, number }).unwrap();
        }
    }
    assert!(game.exhausted(0), "{:?}", game.sheets()[0]);
    let position = game.to_position();
    game = NumberGame::from_position(&position).unwrap();
    assert_eq!(game.to_act(), vec![1, 2]);
    assert!(game.legal_actions(0).is_empty());
    assert!(game
        .apply(&Pick {
            player: 0,
            number: 5
        })
        .is_err());
    game.apply(&Pick {
        player: 1,
        number: 5,
    })
    .unwrap();
    game.apply(&Pick {
        player: 2,
        number: 7,
    })
    .unwrap();
    let turn = game.history().last().unwrap();
    assert_eq!(turn.plays.last().unwrap().number, None);
    let points: i64 = game
        .history()
        .iter()
        .flat_map(|t| &t.plays)
        .filter(|p| p.player == 0)
        .map(|p| p.total())
        .sum();
    assert_eq!(
        game.round_scores()[0][0],
        points + 10,
        "ten crossed digits and its turn points"
    );
}

#[test]
fn options_and_positions_from_outside_are_checked() {
    for n in [0, 1, 2, 6] {
        let options = Options {
            seats: vec![SeatKind::Easy; n],
        };
        assert!(
            NumberGame::new(&options, Seed::from_bits(0)).is_err(),
            "{n} seats accepted"
        );
    }
    assert!(serde_json::from_str::<Options>(r#"{"seats":["human","robot","easy"]}"#).is_err());
    assert!(serde_json::from_str::<Options>(r#"{"seats":["human","easy","easy"],"x":1}"#).is_err());
    assert!(NumberGame::from_position("{}").is_err());
    let game = NumberGame::new(&Options::default(), Seed::from_bits(0)).unwrap();
    let mut position: serde_json::Value = serde_json::from_str(&game.to_position()).unwrap();
    position["turn"] = serde_json::json!(7);
    assert!(NumberGame::from_position(&position.to_string()).is_err());
    position["turn"] = serde_json::json!(0);
    position["sheets"] = serde_json::json!([]);
    assert!(NumberGame::from_position(&position.to_string()).is_err());
}
