//! Sequence Numbers: the printed board and the sequence bookkeeping, one rule per test.

use numera_rules::sequence::board::{cell, is_corner, number_at, spaces_of, WINDOWS};
use numera_rules::sequence::{Board, Cell, Team, LAYOUT};
use numera_rules::Rng;

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

/// Every whole line of the board (edge to edge) long enough for nine in a row, with its
/// direction: 10 across, 10 down, 3 down-right, 3 down-left.
fn long_lines() -> Vec<(&'static str, Vec<Cell>)> {
    let directions = [
        ("across", 0, 1),
        ("down", 1, 0),
        ("down-right", 1, 1),
        ("down-left", 1, -1),
    ];
    let inside = |r: i32, c: i32| (0..10).contains(&r) && (0..10).contains(&c);
    let mut out = Vec::new();
    for (name, dr, dc) in directions {
        for start in 0..100 {
            let (mut r, mut c) = (start / 10, start % 10);
            if inside(r - dr, c - dc) {
                continue;
            }
            let mut line = Vec::new();
            while inside(r, c) {
                line.push(cell(r as usize, c as usize));
                r += dr;
                c += dc;
            }
            if line.len() >= 9 {
                out.push((name, line));
            }
        }
    }
    out
}

/// The first spaces (indices on `line`) of `team`'s sequences lying on `line`.
fn held_on(board: &Board, line: &[Cell], team: Team) -> Vec<usize> {
    let at = |c: &Cell| line.iter().position(|x| x == c);
    board
        .sequences()
        .iter()
        .filter(|s| s.team == team && s.cells.iter().all(|c| line.contains(c)))
        .filter_map(|s| s.cells.iter().filter_map(at).min())
        .collect()
}

/// One line as the rule sees it for one team: each space counts for the team (its chip or a
/// corner), is free, or is another team's.
#[derive(Clone)]
struct Line {
    own: Vec<bool>,
    free: Vec<bool>,
    /// The first spaces of the team's sequences on the line.
    held: Vec<usize>,
}

impl Line {
    fn of(board: &Board, line: &[Cell], team: Team) -> Line {
        Line {
            own: line.iter().map(|&c| board.counts_for(c, team)).collect(),
            free: line.iter().map(|&c| board.is_free(c)).collect(),
            held: held_on(board, line, team),
        }
    }

    /// The fives of the line starting at `starts` may all be sequences of the team together
    /// with the ones it holds: two fives of a line share at most one space when they start
    /// four or more apart.
    fn apart(&self, starts: &[usize]) -> bool {
        let apart = |a: usize, b: usize| a.abs_diff(b) >= 4;
        starts.iter().enumerate().all(|(k, &a)| {
            starts[k + 1..].iter().all(|&b| apart(a, b)) && self.held.iter().all(|&h| apart(a, h))
        })
    }

    /// The sequences held plus the most the team could still complete by filling free spaces.
    fn reach(&self) -> usize {
        let open: Vec<usize> = (0..=self.own.len() - 5)
            .filter(|&s| (s..s + 5).all(|i| self.own[i] || self.free[i]))
            .collect();
        let more = (0u32..1 << open.len())
            .filter_map(|set| {
                let starts: Vec<usize> = (0..open.len())
                    .filter(|k| set >> k & 1 == 1)
                    .map(|k| open[k])
                    .collect();
                self.apart(&starts).then_some(starts.len())
            })
            .max()
            .unwrap_or(0);
        self.held.len() + more
    }

    /// The rule by brute force: the team's chips go on the spaces `order` one by one;
    /// whenever a chip completes fives sharing at most one space with every sequence held,
    /// every way of locking them is tried (any set of them sharing at most one space with each
    /// other, at least one). Returns the most sequences held in the end, and separately the
    /// most `reach` in the end.
    fn rule_allows(&mut self, order: &[usize]) -> (usize, usize) {
        let Some((&i, rest)) = order.split_first() else {
            return (self.held.len(), self.reach());
        };
        self.own[i] = true;
        self.free[i] = false;
        let new: Vec<usize> = (i.saturating_sub(4)..=i)
            .filter(|&s| s + 5 <= self.own.len() && self.own[s..s + 5].iter().all(|&o| o))
            .filter(|&s| self.apart(&[s]))
            .collect();
        let mut best = (0, 0);
        let mut try_with = |line: &mut Line, lock: &[usize]| {
            let before = line.held.len();
            line.held.extend(lock);
            let (held, reach) = line.rule_allows(rest);
            line.held.truncate(before);
            best = (best.0.max(held), best.1.max(reach));
        };
        if new.is_empty() {
            try_with(self, &[]);
        }
        for set in 1u32..1 << new.len() {
            let lock: Vec<usize> = (0..new.len())
                .filter(|k| set >> k & 1 == 1)
                .map(|k| new[k])
                .collect();
            if self.apart(&lock) {
                try_with(self, &lock);
            }
        }
        self.own[i] = false;
        self.free[i] = true;
        best
    }
}

/// What `Line::rule_allows` says for `team` filling `order` (spaces of `line`) on `board`.
fn rule_allows_on(board: &Board, line: &[Cell], team: Team, order: &[Cell]) -> (usize, usize) {
    let order: Vec<usize> = order
        .iter()
        .map(|c| line.iter().position(|x| x == c).unwrap())
        .collect();
    Line::of(board, line, team).rule_allows(&order)
}

#[test]
fn the_reported_game_six_against_the_right_edge_then_nine_is_two_sequences() {
    // Issue 21: row 1, columns 4–9 (column 9 is the right edge), the sixth chip on column 6.
    let mut board = Board::new();
    chips(&mut board, 0, &[(1, 4), (1, 5), (1, 7), (1, 8), (1, 9)]);
    assert_eq!(chips(&mut board, 0, &[(1, 6)]), 1);
    // The five locked leave the spare chip on column 4, next to the open side.
    assert_eq!(
        board.sequences()[0].cells.to_vec(),
        cells_of(&[(1, 5), (1, 6), (1, 7), (1, 8), (1, 9)])
    );
    assert!(!board.is_locked(cell(1, 4)));
    chips(&mut board, 0, &[(1, 3), (1, 2)]);
    assert_eq!(chips(&mut board, 0, &[(1, 1)]), 1);
    assert_eq!(board.sequences_of(0), 2);
}

/// `cells` in their order and reversed.
fn both_ways(cells: &[Cell]) -> [Vec<Cell>; 2] {
    [cells.to_vec(), cells.iter().rev().copied().collect()]
}

/// Team 0's chips on `cells[..first]` but `cells[held]`, then on that one, then on the rest of
/// `cells` in order: the board, and how many sequences the held-back chip completed.
fn held_back(cells: &[Cell], first: usize, held: usize) -> (Board, usize) {
    let mut board = Board::new();
    for k in (0..first).filter(|&k| k != held) {
        board.place(cells[k], 0);
    }
    let made = board.place(cells[held], 0).len();
    for &c in &cells[first..] {
        board.place(c, 0);
    }
    (board, made)
}

#[test]
fn six_then_nine_in_a_row_is_two_sequences_in_every_direction_from_both_ends() {
    let mut tried = [0; 4];
    for (direction, line) in long_lines() {
        // Lines through a corner are in the next test: a corner is no place for a chip.
        if line.iter().any(|&c| is_corner(c)) {
            continue;
        }
        for from in 0..=line.len() - 9 {
            for nine in both_ways(&line[from..from + 9]) {
                // Six at one end of the nine (nine[0..6], nine[0] the outer end), the sixth
                // chip at each of its six places, then the nine completed outward.
                for sixth in 0..6 {
                    let (board, made) = held_back(&nine, 6, sixth);
                    let what = format!("{direction} {nine:?}, sixth chip at {sixth}");
                    // At either end of the six, the other five were a sequence already.
                    assert_eq!(made, (1..5).contains(&sixth) as usize, "{what}");
                    // With the sixth chip at the outer end, the five locked before it are
                    // nine[1..6]: every other five of the nine shares two spaces with them,
                    // so the rule itself allows one sequence there.
                    let want = if sixth == 0 { 1 } else { 2 };
                    assert_eq!(board.sequences_of(0), want, "{what}");
                    let order: Vec<Cell> = (0..6)
                        .filter(|&k| k != sixth)
                        .chain([sixth])
                        .chain(6..9)
                        .map(|k| nine[k])
                        .collect();
                    assert_eq!(
                        rule_allows_on(&Board::new(), &line, 0, &order).0,
                        want,
                        "{what}"
                    );
                    tried[["across", "down", "down-right", "down-left"]
                        .iter()
                        .position(|d| *d == direction)
                        .unwrap()] += 1;
                }
            }
        }
    }
    // 8 rows and 8 columns without a corner (two nines each), 2 diagonals each way (one).
    assert_eq!(tried, [8 * 2 * 2 * 6, 8 * 2 * 2 * 6, 2 * 2 * 6, 2 * 2 * 6]);
}

#[test]
fn a_line_between_two_corners_is_two_sequences_when_six_comes_first() {
    // Row 0, column 0, column 9 and both long diagonals run corner to corner: the corners
    // count for the team, so eight chips make ten in a row.
    let mut lines = 0;
    for (direction, line) in long_lines() {
        if !(is_corner(line[0]) && is_corner(line[line.len() - 1])) {
            continue;
        }
        lines += 1;
        for inner in both_ways(&line[1..line.len() - 1]) {
            // The corner and inner[0..5] make six; the sixth chip at each of its places.
            for sixth in 0..5 {
                let (board, _) = held_back(&inner, 5, sixth);
                assert_eq!(
                    board.sequences_of(0),
                    2,
                    "{direction} {inner:?}, sixth chip at {sixth}"
                );
            }
        }
    }
    assert_eq!(lines, 6);
}

#[test]
fn any_line_of_nine_built_in_any_order_holds_the_sequences_the_rule_allows() {
    // Random boards: around a line of nine, chips of another team and of the team itself
    // (placed one by one, so their own sequences are claimed as in play); then the team
    // fills the nine in a random order. The brute force tries every way of locking fives,
    // knowing the chips to come; the engine chooses without knowing them.
    let lines = long_lines();
    let mut rng = Rng::from_bits(21);
    // Per line full or not at the end, per most sequences the rule allows: how many builds.
    let mut seen = [[0; 3]; 2];
    for _ in 0..200 {
        let (direction, line) = &lines[rng.below(lines.len() as u32) as usize];
        let from = rng.below(line.len() as u32 - 8) as usize;
        let nine = &line[from..from + 9];
        let mut board = Board::new();
        let mut around: Vec<Cell> = (0..100)
            .filter(|c| !is_corner(*c) && !nine.contains(c))
            .collect();
        rng.shuffle(&mut around);
        for c in around {
            match rng.below(10) {
                0..=2 => drop(board.place(c, 1)),
                3..=4 => drop(board.place(c, 0)),
                _ => {}
            }
        }
        let mut order: Vec<Cell> = nine.iter().copied().filter(|&c| !is_corner(c)).collect();
        for _ in 0..25 {
            rng.shuffle(&mut order);
            let mut built = board.clone();
            for &c in &order {
                built.place(c, 0);
            }
            let after = Line::of(&built, line, 0);
            let (held, reach) = (after.held.len(), after.reach());
            let (best_held, best_reach) = rule_allows_on(&board, line, 0, &order);
            let what = || format!("{direction} {line:?}, board {board:?}, order {order:?}");
            // The engine never gives up a sequence the line could still make.
            assert_eq!(reach, best_reach, "{}", what());
            // Once no free space is left on the line, that is what it holds. With one left
            // (beyond the nine), the brute force may know better: it knows which end of the
            // line the team fills next, and a lock has to bet on one.
            let full = !after.free.iter().any(|&f| f);
            if full {
                assert_eq!(held, best_held, "{}", what());
            } else {
                assert!(held + 1 >= best_held, "{}", what());
            }
            seen[full as usize][best_held] += 1;
        }
    }
    // Both outcomes come up often, on full lines and others: not a run of easy cases.
    assert!(seen.iter().all(|s| s[1] > 200 && s[2] > 200), "{seen:?}");
}
