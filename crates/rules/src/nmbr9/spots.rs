//! The placement helpers' order ("Next legal spot", "Show legal spots"): every legal spot of
//! the current tile, in all its rotations, best first. A tile scores its digit × its level, so
//! the highest level scores most (a 0 scores nothing anywhere: the level still leads, since a
//! higher stack lifts the tiles to come). Equal levels go row by row, then by rotation.

use super::board::{Board, Placement};

/// The points `digit` placed at `p` scores.
pub fn points(digit: u8, p: &Placement) -> u64 {
    u64::from(digit) * u64::from(p.level)
}

/// Every legal placement of `digit`, across rotations, highest level first.
pub fn ranked_spots(board: &Board, digit: u8) -> Vec<Placement> {
    let mut spots = board.legal_placements(digit);
    crate::small_sort::sort_by_key(&mut spots, |p| {
        (std::cmp::Reverse(p.level), p.y, p.x, p.rotation)
    });
    spots
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    /// Over random games: the first spot offered is on the highest level any rotation reaches,
    /// points never rise down the list, and the list is every legal placement, once.
    #[test]
    fn the_first_spot_is_on_the_highest_level_reachable() {
        let mut rng = Rng::from_bits(18);
        let mut reached_level_one = 0;
        for _ in 0..6 {
            let mut board = Board::new();
            for _ in 0..20 {
                let digit = rng.below(10) as u8;
                let legal = board.legal_placements(digit);
                let ranked = ranked_spots(&board, digit);
                let top = legal.iter().map(|p| p.level).max().unwrap();
                assert_eq!(ranked[0].level, top);
                assert!(ranked
                    .windows(2)
                    .all(|w| points(digit, &w[0]) >= points(digit, &w[1])
                        && w[0].level >= w[1].level));
                assert_eq!(ranked.len(), legal.len());
                assert!(legal.iter().all(|p| ranked.contains(p)));
                if top >= 1 {
                    reached_level_one += 1;
                }
                // Play somewhere at random, the table too, so the stacks vary.
                let p = *rng.pick(&legal).unwrap();
                board.place(digit, p.x, p.y, p.rotation).unwrap();
            }
        }
        assert!(reached_level_one > 10, "the games never climbed");
    }

    /// A spot needing a turn comes before the unturned table spots when it is higher: the
    /// order runs across rotations.
    #[test]
    fn a_higher_spot_in_another_rotation_comes_first() {
        // Two 0s side by side (each 3 × 4): a 1 (1 × 4) laid flat bridges them only turned.
        let mut board = Board::new();
        board.place(0, 0, 0, 0).unwrap();
        board.place(0, 3, 0, 0).unwrap();
        let ranked = ranked_spots(&board, 1);
        let first = ranked[0];
        assert_eq!(first.level, 1);
        assert_ne!(first.rotation, 0);
        assert!(ranked.iter().any(|p| p.level == 0 && p.rotation == 0));
        assert!(ranked
            .iter()
            .take_while(|p| p.level == 1)
            .all(|p| board.check(1, p.x, p.y, p.rotation) == Ok(1)));
        assert_eq!(points(1, &first), 1);
    }
}
