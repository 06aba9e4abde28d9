//! Mino Dice: where a shown bid stands during a hand (`View::bid_standing`), which the page
//! marks red once the bid is out of reach. Under random legal play, a bid called out of
//! reach stays so for the rest of its hand and is missed on the score sheet at the hand's end.

use numera_rules::mino::{BidStanding, MinoGame, Options, Phase, SeatKind};
use numera_rules::{Game, Rng, Seed};

fn game(n: usize, seed: Seed) -> MinoGame {
    MinoGame::new(
        &Options {
            seats: vec![SeatKind::Human; n],
        },
        seed,
    )
    .unwrap()
}

/// Plays one random game; at every step, checks each seat's standing against what its
/// sheet row for that hand says once the hand is scored.
fn check_one(n: usize, seed: Seed) -> usize {
    let mut g = game(n, seed);
    let mut rng = Rng::stream(seed, "bid-standing", 0);
    // Per hand and seat: whether it was ever called out of reach, and the last standing.
    let mut called: Vec<Vec<bool>> = vec![vec![false; n]; g.hands_total() + 1];
    let mut last: Vec<Vec<Option<BidStanding>>> = vec![vec![None; n]; g.hands_total() + 1];
    let mut seen_out = 0;
    while g.outcome().is_none() {
        let hand = g.hand_number();
        if g.phase() == Phase::Rolling {
            let v = g.view(0);
            for s in 0..n {
                let standing = v.bid_standing(s).expect("bids are shown while rolling");
                if standing == BidStanding::OutOfReach {
                    called[hand][s] = true;
                    seen_out += 1;
                }
                // Out of reach stays out of reach for the rest of the hand.
                if last[hand][s] == Some(BidStanding::OutOfReach) {
                    assert_eq!(standing, BidStanding::OutOfReach, "hand {hand}, seat {s}");
                }
                last[hand][s] = Some(standing);
            }
        } else {
            assert_eq!(
                g.view(0).bid_standing(0),
                None,
                "no standing before the bids are shown"
            );
        }
        let to_act = g.to_act();
        let seat = to_act[rng.below(to_act.len() as u32) as usize];
        let action = *rng.pick(&g.legal_actions(seat)).unwrap();
        g.apply(&action).unwrap();
    }
    for (s, rows) in g.sheet().iter().enumerate() {
        for row in rows {
            let missed = row.tricks != row.bid;
            if called[row.hand][s] {
                assert!(
                    missed,
                    "hand {}, seat {s}: called out of reach, then made",
                    row.hand
                );
            }
        }
    }
    seen_out
}

#[test]
fn a_bid_called_out_of_reach_is_missed_on_the_sheet() {
    let mut out = 0;
    for n in 3..=6 {
        for i in 0..15 {
            out += check_one(n, Seed::from_bits(7_000 + 100 * n as u64 + i));
        }
    }
    // The check above means something only if random play puts bids out of reach.
    assert!(out > 100, "only {out} standings out of reach");
}
