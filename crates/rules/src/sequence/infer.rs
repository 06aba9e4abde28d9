//! What the public log tells about the other hands. Every bot (and any sensible player)
//! takes a sequence that wins on the spot; so an opponent who had a space that would have
//! won it the game and played elsewhere held no card for that space's number, and no Plus.
//! Only the cards drawn since can have brought one. The hard bot uses this to tell a fresh
//! threat (the opponent may well hold the card) from one that has waited a turn (only a
//! new card can fill it).

use super::board::{is_corner, number_at, Board, Cell, Team, WINDOWS};
use super::event::Event;
use super::view::View;

/// Per number (index 1–48) and for Plus, how far the log lowers the chance that an
/// opponent holds one: 1 when it tells nothing, else the share of the hand drawn since the
/// opponent last showed it held none (with two or more opponents, the largest share).
pub struct Absent {
    pub numbers: [f64; 49],
    pub plus: f64,
}

impl Absent {
    pub fn none() -> Absent {
        Absent {
            numbers: [1.0; 49],
            plus: 1.0,
        }
    }

    pub fn of(view: &View) -> Absent {
        // Per seat: cards drawn so far; per seat and number (0 = Plus), the draw count when
        // it last showed it held none.
        let seats = view.players;
        let mut drawn = vec![0usize; seats];
        let mut proof: Vec<[Option<usize>; 49]> = vec![[None; 49]; seats];
        let mut board = Board::new();
        for event in &view.events {
            match *event {
                Event::Placed { seat, cell, .. } => {
                    let team = view.team_of[seat];
                    if team != view.my_team {
                        note_misses(&board, team, view.sequences_to_win, |n| {
                            proof[seat][n as usize] = Some(drawn[seat]);
                        });
                    }
                    board.place(cell, team);
                    drawn[seat] += 1;
                }
                Event::Removed { seat, cell, .. } => {
                    let team = view.team_of[seat];
                    if team != view.my_team {
                        note_misses(&board, team, view.sequences_to_win, |n| {
                            proof[seat][n as usize] = Some(drawn[seat]);
                        });
                    }
                    board.remove(cell);
                    drawn[seat] += 1;
                }
                Event::DeadExchanged { seat, .. } => drawn[seat] += 1,
                _ => {}
            }
        }
        // A position set up from outside may have chips the log does not account for.
        if board.chips() != view.board.chips() {
            return Absent::none();
        }
        // The largest share of a hand drawn since over the other teams' seats (1 if none).
        let share = |n: usize| {
            (0..seats)
                .filter(|&s| view.team_of[s] != view.my_team)
                .map(|seat| match proof[seat][n] {
                    Some(at) => {
                        let hand = view.hand_sizes[seat].max(1);
                        ((drawn[seat] - at) as f64 / hand as f64).min(1.0)
                    }
                    None => 1.0,
                })
                .fold(None, |most: Option<f64>, s| {
                    Some(most.map_or(s, |m| m.max(s)))
                })
                .unwrap_or(1.0)
        };
        let mut absent = Absent::none();
        absent.plus = share(0);
        for (n, a) in absent.numbers.iter_mut().enumerate().skip(1) {
            *a = share(n);
        }
        absent
    }
}

/// Calls `miss` with every number (and 0 for Plus, when there is any) whose card would have
/// won `team` the game on `board`.
fn note_misses(board: &Board, team: Team, to_win: usize, mut miss: impl FnMut(u8)) {
    if board.sequences_of(team) + 1 < to_win {
        return;
    }
    let mut any = false;
    for w in WINDOWS.iter() {
        let mut open: Option<Cell> = None;
        let mut have = 0;
        for &c in w {
            if board.counts_for(c, team) {
                have += 1;
            } else if board.chip(c).is_none() && !is_corner(c) {
                open = Some(c);
            }
        }
        if have != 4 || !board.claimable_by_count(w, team) {
            continue;
        }
        if let Some(c) = open {
            any = true;
            miss(number_at(c));
        }
    }
    if any {
        miss(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::board::cell;

    #[test]
    fn a_four_with_two_open_ends_tells_both_numbers_and_plus() {
        let mut board = Board::new();
        for col in 1..5 {
            board.place(cell(2, col), 1);
        }
        let mut missed = Vec::new();
        note_misses(&board, 1, 1, |n| missed.push(n));
        crate::small_sort::sort_by_key(&mut missed, |n| *n);
        missed.dedup();
        // Row 2 reads 43 1 26 27 28 29 …: the four is 1 26 27 28.
        assert_eq!(missed, vec![0, 29, 43]);
        let mut none = Vec::new();
        note_misses(&board, 0, 1, |n| none.push(n));
        assert!(none.is_empty());
    }
}
