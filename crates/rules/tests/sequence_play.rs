//! Sequence Numbers under random legal play: whole games for every table size and both
//! editions keep every invariant, refused actions leave the state untouched, and the log
//! replays to the same state.

mod common;

use std::collections::BTreeSet;

use numera_rules::sequence::board::{is_corner, WINDOWS};
use numera_rules::sequence::{
    Action, Card, Edition, End, Move, Options, SeatKind, SequenceGame, DECK_SIZE,
};
use numera_rules::{replay, Game, Position, Rng, Seed};

const TABLES: [(usize, Option<usize>); 5] =
    [(2, None), (3, None), (4, None), (6, None), (6, Some(3))];

fn options(n: usize, teams: Option<usize>, edition: Edition) -> Options {
    Options {
        seats: vec![SeatKind::Human; n],
        teams,
        edition,
    }
}

fn check_invariants(g: &SequenceGame) {
    // Chips: put on minus taken off is what is on the board.
    let on_board = g.board().chips().iter().flatten().count();
    assert_eq!(g.chips_placed() - g.chips_removed(), on_board);
    assert!(g
        .board()
        .chips()
        .iter()
        .enumerate()
        .all(|(c, t)| t.is_none() || !is_corner(c as u8)));
    // Cards: every one of the 100 in exactly one place.
    let mut seen = BTreeSet::new();
    let places = g
        .pile()
        .iter()
        .chain(g.discards())
        .chain((0..g.players()).flat_map(|s| g.hand(s)));
    let mut count = 0;
    for &id in places {
        assert!(seen.insert(id), "card {id} in two places");
        count += 1;
    }
    assert_eq!(count, DECK_SIZE);
    let hand = g.options().hand_size();
    assert!(g.hand_sizes().iter().all(|&h| h <= hand));
    // Sequences: lines of five of their team (corners count), sharing ≤ 1 space per team.
    let seqs = g.board().sequences();
    for (i, s) in seqs.iter().enumerate() {
        assert!(WINDOWS.contains(&s.cells));
        assert!(s.cells.iter().all(|&c| g.board().counts_for(c, s.team)));
        for t in &seqs[..i] {
            if t.team == s.team {
                assert!(t.cells.iter().filter(|c| s.cells.contains(c)).count() <= 1);
            }
        }
    }
    let target = g.options().sequences_to_win();
    match g.end() {
        Some(End::Won { team }) => assert!(g.board().sequences_of(team) >= target),
        _ => assert!(g.team_sequences().iter().all(|&n| n < target)),
    }
}

/// A few actions that must all be refused now (wrong seat, taken spaces, cards not held…).
fn illegal_tries(g: &SequenceGame, rng: &mut Rng) -> Vec<Action> {
    let seat = g.to_act()[0];
    let legal = g.legal_actions(seat);
    let mut tries = vec![Action {
        player: (seat + 1) % g.players(),
        mv: Move::Pass,
    }];
    for _ in 0..6 {
        let card = g.card(rng.below(DECK_SIZE as u32) as u8);
        let cell = rng.below(100) as u8;
        let mv = match rng.below(4) {
            0 => Move::Place { card, cell },
            1 => Move::Remove { cell },
            2 => Move::Dead { card },
            _ => Move::Pass,
        };
        tries.push(Action { player: seat, mv });
    }
    tries.into_iter().filter(|a| !legal.contains(a)).collect()
}

fn random_game(options: &Options, seed: Seed, check_every: bool) {
    let mut g = SequenceGame::new(options, seed).unwrap();
    let mut rng = Rng::stream(seed, "test", 0);
    let mut log = Vec::new();
    while g.outcome().is_none() {
        check_invariants(&g);
        let seat = g.to_act()[0];
        let legal = g.legal_actions(seat);
        assert!(!legal.is_empty(), "the seat to act always has an action");
        if check_every {
            for bad in illegal_tries(&g, &mut rng) {
                let before = g.to_position();
                let mut copy = g.clone();
                if let Err(e) = copy.apply(&bad) {
                    assert!(!e.to_string().is_empty());
                    assert_eq!(
                        copy.to_position(),
                        before,
                        "refused {bad:?} changed the state"
                    );
                } else {
                    panic!("{bad:?} accepted but not listed as legal");
                }
            }
        }
        let locked: Vec<(u8, Option<u8>)> = (0..100u8)
            .filter(|&c| g.board().is_locked(c))
            .map(|c| (c, g.board().chip(c)))
            .collect();
        // Prefer playing to exchanging so games move on.
        let plays: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !matches!(a.mv, Move::Dead { .. }))
            .collect();
        let pool = if plays.is_empty() || rng.chance(1, 10) {
            &legal
        } else {
            &plays
        };
        let action = *rng.pick(pool).unwrap();
        let text = action.to_string();
        assert_eq!(text.parse::<Action>(), Ok(action));
        g.apply(&action)
            .unwrap_or_else(|e| panic!("listed {text} refused: {e}"));
        log.push(text);
        for (c, chip) in locked {
            assert_eq!(g.board().chip(c), chip, "a locked chip moved");
            assert!(g.board().is_locked(c));
        }
    }
    check_invariants(&g);
    assert!(g.turns() <= numera_rules::sequence::TURN_LIMIT);
    let again: SequenceGame = replay(options, seed, &log).unwrap();
    assert_eq!(
        again.to_position(),
        g.to_position(),
        "the log replays exactly"
    );
    let loaded = SequenceGame::from_position(&g.to_position()).unwrap();
    assert_eq!(loaded.to_position(), g.to_position());
}

#[test]
fn random_games_keep_every_invariant() {
    let mut games = 0;
    for edition in [Edition::PlusMinus, Edition::FourOperations] {
        for (n, teams) in TABLES {
            let o = options(n, teams, edition);
            for k in 0..30u64 {
                random_game(&o, Seed::from_bits(k * 7919 + n as u64), k < 2);
                games += 1;
            }
        }
    }
    assert_eq!(games, 300);
}

#[test]
fn legal_actions_list_every_card_and_space_a_view_shows() {
    let o = options(2, None, Edition::PlusMinus);
    let mut g = SequenceGame::new(&o, Seed::from_bits(77)).unwrap();
    let mut rng = Rng::from_bits(5);
    for _ in 0..60 {
        if g.outcome().is_some() {
            break;
        }
        let seat = g.to_act()[0];
        let view = g.view(seat);
        assert_eq!(view.legal, g.legal_actions(seat));
        assert!(g.view(1 - seat).legal.is_empty());
        for hc in &view.hand {
            assert_eq!(
                hc.dead,
                hc.spaces.is_empty() && matches!(hc.card, Card::Equation { .. })
            );
            for &cell in &hc.spaces {
                let mv = match hc.card {
                    Card::Minus => Move::Remove { cell },
                    card => Move::Place { card, cell },
                };
                assert!(view.legal.contains(&Action { player: seat, mv }));
            }
        }
        let a = *rng.pick(&view.legal).unwrap();
        g.apply(&a).unwrap();
    }
}

#[test]
fn bots_finish_games_at_every_table_with_legal_actions_from_their_own_view() {
    use SeatKind::{Easy, Hard, Medium};
    let tables: [(Vec<SeatKind>, Option<usize>, Edition); 4] = [
        (vec![Hard, Easy, Medium], None, Edition::FourOperations),
        (vec![Hard, Medium, Easy, Hard], None, Edition::PlusMinus),
        (
            vec![Hard, Medium, Easy, Hard, Medium, Easy],
            Some(3),
            Edition::FourOperations,
        ),
        (
            vec![Medium, Hard, Medium, Hard, Medium, Hard],
            None,
            Edition::PlusMinus,
        ),
    ];
    for (seats, teams, edition) in tables {
        let o = Options {
            seats,
            teams,
            edition,
        };
        for k in 0..4 {
            let mut g = SequenceGame::new(&o, Seed::from_bits(k + 100)).unwrap();
            common::bots_to_the_end(&mut g);
            check_invariants(&g);
        }
    }
}
