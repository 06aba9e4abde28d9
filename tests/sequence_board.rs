//! Sequence Numbers: the printed board and the sequence bookkeeping, one rule per test.

use numera::rules::sequence::board::{cell, is_corner, number_at, spaces_of, WINDOWS};
use numera::rules::sequence::{Board, Cell, LAYOUT};

/// Places chips of `team` at (row, col) pairs; returns how many sequences the last one made.
fn chips(board: &mut Board, team: u8, at: &[(usize, usize)]) -> usize {
    let mut last = 0;
    for &(r, c) in at {
        last = board.place(cell(r, c), team).len();
    }
    last
}

fn cells_of(at: &[(usize, usize)]) -> Vec<Cell> {
    at.iter().map(|&(r, c)| cell(r, c)).collect()
}

#[test]
fn every_number_is_on_the_board_twice_and_the_corners_are_free() {
    for n in 1..=48u8 {
        let count = LAYOUT.iter().flatten().filter(|&&x| x == n).count();
        assert_eq!(count, 2, "{n} appears {count} times");
        let [a, b] = spaces_of(n);
        assert!(a < b && number_at(a) == n && number_at(b) == n);
    }
    let corners: Vec<Cell> = (0..100).filter(|&c| is_corner(c)).collect();
    assert_eq!(corners, vec![0, 9, 90, 99]);
    assert!(LAYOUT.iter().flatten().all(|&x| x <= 48));
    let board = Board::new();
    assert!(!board.is_free(0) && !board.is_free(99) && board.is_free(1));
    assert_eq!(WINDOWS.len(), 192);
}

#[test]
fn five_in_a_row_counts_in_all_four_directions() {
    let lines: [[(usize, usize); 5]; 4] = [
        [(4, 2), (4, 3), (4, 4), (4, 5), (4, 6)],
        [(2, 7), (3, 7), (4, 7), (5, 7), (6, 7)],
        [(2, 2), (3, 3), (4, 4), (5, 5), (6, 6)],
        [(2, 8), (3, 7), (4, 6), (5, 5), (6, 4)],
    ];
    for line in lines {
        let mut board = Board::new();
        assert_eq!(chips(&mut board, 1, &line[..4]), 0);
        assert_eq!(chips(&mut board, 1, &line[4..]), 1, "{line:?}");
        let s = board.sequences()[0];
        assert_eq!(s.team, 1);
        let mut got = s.cells.to_vec();
        let mut want = cells_of(&line);
        got.sort_unstable();
        want.sort_unstable();
        assert_eq!(got, want);
        assert!(want.iter().all(|&c| board.is_locked(c)));
    }
}

#[test]
fn a_line_needs_one_team_and_an_opponent_chip_breaks_it() {
    let mut board = Board::new();
    chips(&mut board, 0, &[(4, 2), (4, 3), (4, 5), (4, 6)]);
    chips(&mut board, 1, &[(4, 4)]);
    assert!(board.sequences().is_empty());
    // A chip of the board's colour group does not matter: only the team's colour counts.
    let mut board = Board::new();
    assert_eq!(
        chips(&mut board, 0, &[(3, 2), (3, 3), (3, 4), (3, 5), (3, 6)]),
        1,
        "42 41 40 39 38: mixed colour groups of numbers still make a sequence"
    );
}

#[test]
fn a_free_corner_counts_for_every_team_at_once() {
    let mut board = Board::new();
    // Team 0 along the top row from the corner, team 1 down the left column from it.
    assert_eq!(chips(&mut board, 0, &[(0, 1), (0, 2), (0, 3), (0, 4)]), 1);
    assert_eq!(chips(&mut board, 1, &[(1, 0), (2, 0), (3, 0), (4, 0)]), 1);
    assert_eq!(board.sequences().len(), 2);
    assert!(board.sequences().iter().all(|s| s.cells.contains(&0)));
    assert_eq!(board.chips_of(0), 4);
}

#[test]
fn six_in_a_row_is_one_sequence() {
    let mut board = Board::new();
    chips(&mut board, 0, &[(5, 1), (5, 2), (5, 3), (5, 5), (5, 6)]);
    assert!(board.sequences().is_empty());
    // The middle chip makes six: one sequence only, the five locking the most chips and
    // leaving room where the line can still grow.
    assert_eq!(chips(&mut board, 0, &[(5, 4)]), 1);
    assert_eq!(board.sequences().len(), 1);
    // A seventh chip next to it makes no second sequence (it would share four spaces).
    assert_eq!(chips(&mut board, 0, &[(5, 7)]), 0);
    assert_eq!(board.sequences_of(0), 1);
}

#[test]
fn nine_in_a_row_is_two_sequences_sharing_one_space() {
    // Filled from the ends inward: the middle chip completes both at once.
    let mut board = Board::new();
    let row: Vec<(usize, usize)> = (1..=9).map(|c| (6, c)).collect();
    chips(&mut board, 1, &row[..4]);
    chips(&mut board, 1, &row[5..]);
    assert_eq!(chips(&mut board, 1, &row[4..5]), 2);
    let [a, b] = [board.sequences()[0], board.sequences()[1]];
    let shared: Vec<&Cell> = a.cells.iter().filter(|c| b.cells.contains(c)).collect();
    assert_eq!(shared, vec![&cell(6, 5)]);

    // Filled left to right: the fifth chip makes one, the ninth the second.
    let mut board = Board::new();
    let counts: Vec<usize> = row
        .iter()
        .map(|&(r, c)| board.place(cell(r, c), 0).len())
        .collect();
    assert_eq!(counts, vec![0, 0, 0, 0, 1, 0, 0, 0, 1]);
    assert_eq!(board.sequences_of(0), 2);
}

#[test]
fn a_second_sequence_may_share_only_one_space_with_the_first() {
    let mut board = Board::new();
    chips(&mut board, 0, &[(2, 1), (2, 2), (2, 3), (2, 4), (2, 5)]);
    assert_eq!(board.sequences_of(0), 1);
    // Three more in the same row: every new five would share two spaces or more.
    assert_eq!(chips(&mut board, 0, &[(2, 6), (2, 7), (2, 8)]), 0);
    assert_eq!(board.sequences_of(0), 1);
    // Crossing the first sequence shares one space: allowed.
    assert_eq!(chips(&mut board, 0, &[(3, 3), (4, 3), (5, 3), (6, 3)]), 1);
    assert_eq!(board.sequences_of(0), 2);
}

#[test]
fn one_chip_can_complete_lines_in_two_directions() {
    let mut board = Board::new();
    chips(&mut board, 0, &[(4, 1), (4, 2), (4, 3), (4, 4)]);
    chips(&mut board, 0, &[(5, 5), (6, 5), (7, 5), (8, 5)]);
    assert_eq!(chips(&mut board, 0, &[(4, 5)]), 2);
}

#[test]
fn the_claimed_five_leaves_the_spare_chip_where_the_line_can_grow() {
    // Six in row 7 from column 1 to 6; column 0 is the edge side (one space), columns 7–9
    // are open: the spare chip should be the one at column 6, next to the open side.
    let mut board = Board::new();
    chips(&mut board, 1, &[(7, 0)]);
    chips(&mut board, 0, &[(7, 1), (7, 2), (7, 3), (7, 5), (7, 6)]);
    assert_eq!(chips(&mut board, 0, &[(7, 4)]), 1);
    let s = board.sequences()[0];
    assert_eq!(
        s.cells.to_vec(),
        cells_of(&[(7, 1), (7, 2), (7, 3), (7, 4), (7, 5)])
    );
    assert!(!board.is_locked(cell(7, 6)));
}
