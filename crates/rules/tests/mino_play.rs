//! Mino Dice under random legal play: whole games for 3 to 6 players and many seeds keep
//! every invariant, every illegal action is refused with a reason and changes nothing, the
//! log replays to the same state, and bots at every level finish their games.

mod common;

use numera_rules::mino::dice::{count, full_bag};
use numera_rules::mino::{
    allowed, draw, Action, Kind, MinoGame, Move, Options, Phase, SeatKind, BAG_SIZE,
};
use numera_rules::{replay, Game, Position, Rng, Seed};

fn options(n: usize, kind: SeatKind) -> Options {
    Options {
        seats: vec![kind; n],
    }
}

fn check_invariants(g: &MinoGame) {
    // Dice: every one of the 36 in the bag, a hand, the trick in progress or a trick of
    // this hand.
    let mut counts = count(g.bag());
    let in_play = g
        .hand_tricks()
        .iter()
        .flat_map(|t| &t.rolls)
        .chain(g.trick())
        .map(|r| r.die);
    let dice: Vec<Kind> = (0..g.players())
        .flat_map(|s| g.dice(s).to_vec())
        .chain(in_play)
        .collect();
    for (k, c) in count(&dice).iter().enumerate() {
        counts[k] += c;
    }
    assert_eq!(counts, full_bag());
    assert_eq!(counts.iter().map(|&c| c as usize).sum::<usize>(), BAG_SIZE);
    // Tricks: each hand plays as many tricks as its number, each of one roll per seat.
    for t in g.tricks() {
        assert_eq!(t.rolls.len(), g.players());
        assert!(t.number <= t.hand);
        assert!(t.rolls.iter().all(|r| r.die.faces().contains(&r.face)));
    }
    let done = g.sheet()[0].len();
    for hand in 1..=done {
        assert_eq!(g.tricks().iter().filter(|t| t.hand == hand).count(), hand);
    }
    // Scores: the sum of each sheet, each row recomputed from its bid, tricks and captures.
    let sums: Vec<i64> = g
        .sheet()
        .iter()
        .map(|rows| rows.iter().map(|r| r.base + r.bonus).sum())
        .collect();
    assert_eq!(g.scores(), sums);
    for (seat, rows) in g.sheet().iter().enumerate() {
        for row in rows {
            let won = g
                .tricks()
                .iter()
                .filter(|t| t.hand == row.hand && t.winner == seat)
                .count();
            assert_eq!(row.tricks as usize, won);
            let again = numera_rules::mino::SheetRow::new(
                row.hand,
                row.bid,
                row.tricks,
                row.captures.clone(),
            );
            assert_eq!(&again, row);
        }
    }
    let won: u8 = g.tricks_won().iter().sum();
    assert_eq!(won as usize, g.hand_tricks().len());
    if !g.is_over() {
        assert!(g.check_position().is_ok());
    }
}

/// Actions that must be refused now: out-of-turn rolls, dice not held, off-colour rolls,
/// bids too high, bids out of phase, seats that do not exist.
fn illegal_tries(g: &MinoGame, rng: &mut Rng) -> Vec<Action> {
    let n = g.players();
    let mut tries = vec![Action {
        player: n,
        mv: Move::Bid(0),
    }];
    for _ in 0..8 {
        let player = rng.below(n as u32) as usize;
        let mv = if rng.chance(1, 2) {
            Move::Bid(rng.below(10) as u8)
        } else {
            Move::Roll(Kind::ALL[rng.below(7) as usize])
        };
        tries.push(Action { player, mv });
    }
    tries
        .into_iter()
        .filter(|a| a.player >= n || !g.legal_actions(a.player).contains(a))
        .collect()
}

fn random_game(n: usize, seed: Seed) -> MinoGame {
    let mut g = MinoGame::new(&options(n, SeatKind::Human), seed).unwrap();
    let mut rng = Rng::stream(seed, "test", 0);
    let mut log = Vec::new();
    while g.outcome().is_none() {
        check_invariants(&g);
        if g.phase() == Phase::Bidding && g.to_act().len() == n {
            let (hands, bag) = draw(seed, n, g.hand_number());
            let held: Vec<Vec<Kind>> = (0..n).map(|s| g.dice(s).to_vec()).collect();
            assert_eq!(
                (held, g.bag().to_vec()),
                (hands, bag),
                "the draw is the seed's"
            );
        }
        for bad in illegal_tries(&g, &mut rng) {
            let mut copy = g.clone();
            let err = copy.apply(&bad).expect_err("an action not listed as legal");
            assert!(!err.to_string().is_empty());
            assert!(copy == g, "refused {bad:?} changed the state");
        }
        let to_act = g.to_act();
        let seat = to_act[rng.below(to_act.len() as u32) as usize];
        let legal = g.legal_actions(seat);
        assert!(!legal.is_empty(), "a seat to act always has an action");
        if let Some(colour) = g.must_follow(seat) {
            assert!(legal.iter().all(|a| match a.mv {
                Move::Roll(k) => k == colour || k.is_special(),
                Move::Bid(_) => false,
            }));
        }
        let action = *rng.pick(&legal).unwrap();
        if let Move::Roll(die) = action.mv {
            let held = count(g.dice(seat));
            assert!(allowed(&held, g.colour_to_follow(), die));
        }
        let k = g.rolls();
        log.push(action.to_string());
        g.apply(&action).unwrap();
        if let Move::Roll(die) = action.mv {
            assert_eq!(g.rolls(), k + 1);
            let face = g.trick().last().map_or_else(
                || g.last_trick().unwrap().rolls.last().unwrap().face,
                |r| r.face,
            );
            assert_eq!(face, numera_rules::mino::roll_face(seed, k, die));
        }
    }
    check_invariants(&g);
    assert_eq!(g.tricks().len(), (1..=g.hands_total()).sum::<usize>());
    assert!(g.sheet().iter().all(|rows| rows.len() == g.hands_total()));
    assert!(g.to_act().is_empty());
    let again: MinoGame = replay(g.options(), seed, &log).unwrap();
    assert!(again == g, "the log replays to the same state");
    g
}

#[test]
fn random_games_keep_every_invariant() {
    for n in 3..=6 {
        for i in 0..20 {
            random_game(n, Seed::from_bits(1000 * n as u64 + i));
        }
    }
}

#[test]
fn bots_of_every_level_finish_their_games_from_their_own_view() {
    let levels = [SeatKind::Easy, SeatKind::Medium, SeatKind::Hard];
    for n in 3..=6 {
        let seats: Vec<SeatKind> = (0..n).map(|s| levels[s % 3]).collect();
        let mut g = MinoGame::new(&Options { seats }, Seed::from_bits(n as u64)).unwrap();
        common::bots_to_the_end(&mut g);
        check_invariants(&g);
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.scores, g.scores());
        assert!(!outcome.winners.is_empty());
    }
}

#[test]
fn a_view_never_shows_another_seats_dice_or_secret_bid() {
    let mut g = MinoGame::new(&options(4, SeatKind::Human), Seed::from_bits(5)).unwrap();
    // Seat 2 bids; nobody else can tell what.
    let bid = g.dice(2).len() as u8;
    g.apply(&Action {
        player: 2,
        mv: Move::Bid(bid),
    })
    .unwrap();
    for me in [0, 1, 3] {
        let v = g.view(me);
        assert_eq!(v.my_dice, g.dice(me));
        assert_eq!(v.my_bid, None);
        assert_eq!(v.bids, None);
        assert_eq!(v.hand_sizes, vec![1; 4]);
    }
    // The same view whatever seat 2 bid or holds: nothing of it leaks.
    let mut other = MinoGame::new(&options(4, SeatKind::Human), Seed::from_bits(5)).unwrap();
    other
        .apply(&Action {
            player: 2,
            mv: Move::Bid(0),
        })
        .unwrap();
    assert_eq!(g.view(0), other.view(0));
}
