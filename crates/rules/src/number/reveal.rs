//! One turn of The Number decided: who is eliminated and why, points, bonus, digits crossed.
//! A pure function of the picks and the sheets, so it is tested directly.

use serde::{Deserialize, Serialize};

use super::action::digits_of;
use super::{TURNS, TURN_BONUS};
use crate::PlayerId;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Elimination {
    /// Shares `digit` with the strictly smaller number `smaller`, played by seat `by`.
    SharedDigit {
        digit: u8,
        smaller: u16,
        by: PlayerId,
    },
    /// Uses a digit already crossed out on the player's sheet.
    CrossedDigit { digit: u8 },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub player: PlayerId,
    /// `None`: the sheet had no digit left, so the seat did not play.
    pub number: Option<u16>,
    pub eliminated: Option<Elimination>,
    /// Leftmost digit, doubled on the last turn; 0 when eliminated.
    pub points: i64,
    pub bonus: i64,
    /// Distinct digits crossed out by this play (approved plays only), ascending.
    pub crossed: Vec<u8>,
}

impl Play {
    pub fn total(&self) -> i64 {
        self.points + self.bonus
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnResult {
    pub round: usize,
    pub turn: usize,
    /// Largest number first; seats that could not play last.
    pub plays: Vec<Play>,
}

fn distinct_digits(number: u16) -> Vec<u8> {
    let mut d = digits_of(number).to_vec();
    crate::small_sort::sort_by_key(&mut d, |x| *x);
    d.dedup();
    d
}

fn shares_digit(a: u16, b: u16) -> Option<u8> {
    let theirs = digits_of(b);
    digits_of(a).into_iter().find(|d| theirs.contains(d))
}

/// Why `number` is eliminated among `picks`, if it is. Reported against the smallest clashing
/// number, so the explanation points at the one that bites hardest.
fn elimination(number: u16, sheet: &[bool; 10], picks: &[Option<u16>]) -> Option<Elimination> {
    if let Some(&digit) = digits_of(number).iter().find(|&&d| sheet[d as usize]) {
        return Some(Elimination::CrossedDigit { digit });
    }
    picks
        .iter()
        .enumerate()
        .filter_map(|(by, p)| p.map(|smaller| (smaller, by)))
        .filter(|&(smaller, _)| smaller < number)
        .filter_map(|(smaller, by)| shares_digit(number, smaller).map(|digit| (smaller, by, digit)))
        .min()
        .map(|(smaller, by, digit)| Elimination::SharedDigit { digit, smaller, by })
}

/// Decides turn `turn` (0-based) of `round`: `picks[p]` is seat p's number (`None` if its sheet
/// is empty), `sheets[p][d]` is true when digit d is crossed out.
pub fn resolve_turn(
    round: usize,
    turn: usize,
    picks: &[Option<u16>],
    sheets: &[[bool; 10]],
) -> TurnResult {
    let last_turn = turn + 1 == TURNS;
    let mut plays: Vec<Play> = picks
        .iter()
        .enumerate()
        .map(|(player, &pick)| {
            let eliminated = pick.and_then(|n| elimination(n, &sheets[player], picks));
            let approved = pick.is_some() && eliminated.is_none();
            let number = pick.unwrap_or(0);
            let leftmost = digits_of(number)[0] as i64;
            Play {
                player,
                number: pick,
                points: if !approved {
                    0
                } else if last_turn {
                    2 * leftmost
                } else {
                    leftmost
                },
                bonus: 0,
                crossed: if approved {
                    distinct_digits(number)
                } else {
                    Vec::new()
                },
                eliminated,
            }
        })
        .collect();
    let approved = |p: &Play| p.number.is_some() && p.eliminated.is_none();
    if let Some(best) = plays
        .iter()
        .filter(|p| approved(p))
        .filter_map(|p| p.number)
        .max()
    {
        for play in plays
            .iter_mut()
            .filter(|p| p.number == Some(best) && p.eliminated.is_none())
        {
            play.bonus = TURN_BONUS[turn];
        }
    }
    // Largest first; seats without a number after everyone; ties by seat for stability.
    crate::small_sort::sort_by_key(&mut plays, |p| {
        (
            std::cmp::Reverse(p.number.map(|n| n as i32).unwrap_or(-1)),
            p.player,
        )
    });
    TurnResult { round, turn, plays }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRESH: [bool; 10] = [false; 10];

    fn resolve(turn: usize, picks: &[u16]) -> TurnResult {
        let picks: Vec<Option<u16>> = picks.iter().map(|&n| Some(n)).collect();
        resolve_turn(0, turn, &picks, &vec![FRESH; picks.len()])
    }

    fn play(result: &TurnResult, player: PlayerId) -> &Play {
        result.plays.iter().find(|p| p.player == player).unwrap()
    }

    #[test]
    fn rules_example_only_220_is_approved() {
        // docs/rules/number.md, "Worked example": 761, 513, 444, 342, 220 → only 220 is
        // approved.
        let r = resolve(0, &[761, 513, 444, 342, 220]);
        let approved: Vec<u16> = r
            .plays
            .iter()
            .filter(|p| p.eliminated.is_none())
            .filter_map(|p| p.number)
            .collect();
        assert_eq!(approved, vec![220]);
        assert_eq!(play(&r, 4).points, 2);
        assert_eq!(play(&r, 4).bonus, 2, "220 is the highest approved number");
        assert_eq!(play(&r, 4).crossed, vec![0, 2]);
        // 761 is eliminated by 513 (shares 1), itself eliminated: that still counts.
        assert_eq!(
            play(&r, 0).eliminated,
            Some(Elimination::SharedDigit {
                digit: 1,
                smaller: 513,
                by: 1
            })
        );
        assert_eq!(
            play(&r, 3).eliminated,
            Some(Elimination::SharedDigit {
                digit: 2,
                smaller: 220,
                by: 4
            })
        );
        let order: Vec<u16> = r.plays.iter().filter_map(|p| p.number).collect();
        assert_eq!(order, vec![761, 513, 444, 342, 220]);
    }

    #[test]
    fn identical_numbers_never_eliminate_each_other() {
        let r = resolve(1, &[456, 456, 123]);
        assert!(r.plays.iter().all(|p| p.eliminated.is_none()));
        assert_eq!(play(&r, 0).bonus, 3);
        assert_eq!(
            play(&r, 1).bonus,
            3,
            "both holders of the highest number take the bonus"
        );
        assert_eq!(play(&r, 2).bonus, 0);
    }

    #[test]
    fn smaller_number_wins_the_clash_and_leading_zero_is_a_digit() {
        let r = resolve(0, &[900, 98, 555]);
        // 900 shares 0 and 9 with 098 → eliminated; 098 scores 0 points but takes the bonus?
        // No: 555 is the highest approved number.
        assert!(matches!(
            play(&r, 0).eliminated,
            Some(Elimination::SharedDigit { smaller: 98, .. })
        ));
        assert_eq!(play(&r, 1).points, 0, "0xx scores 0");
        assert_eq!(play(&r, 1).crossed, vec![0, 8, 9]);
        assert_eq!(play(&r, 2).total(), 5 + 2);
    }

    #[test]
    fn repeated_digits_cross_once() {
        let r = resolve(0, &[882, 101, 345]);
        assert_eq!(play(&r, 0).crossed, vec![2, 8]);
        assert_eq!(play(&r, 1).crossed, vec![0, 1]);
    }

    #[test]
    fn last_turn_doubles_before_the_bonus() {
        let r = resolve(4, &[700, 123, 456]);
        // 700 vs 123, 456: no shared digit.
        assert_eq!(play(&r, 0).points, 14);
        assert_eq!(play(&r, 0).bonus, 8);
        assert_eq!(play(&r, 0).total(), 22);
        assert_eq!(play(&r, 2).points, 8);
    }

    #[test]
    fn crossed_digit_eliminates_and_still_eliminates_bigger_numbers() {
        let mut sheets = vec![FRESH; 3];
        sheets[1][3] = true;
        let r = resolve_turn(0, 2, &[Some(734), Some(300), Some(999)], &sheets);
        assert_eq!(
            play(&r, 1).eliminated,
            Some(Elimination::CrossedDigit { digit: 3 })
        );
        assert!(matches!(
            play(&r, 0).eliminated,
            Some(Elimination::SharedDigit {
                digit: 3,
                smaller: 300,
                ..
            })
        ));
        assert_eq!(play(&r, 2).bonus, 4, "999 is the only approved number");
        assert!(
            play(&r, 1).crossed.is_empty(),
            "eliminated players keep their digits"
        );
    }

    #[test]
    fn exhausted_sheets_do_not_play_and_score_nothing() {
        let r = resolve_turn(0, 0, &[None, Some(111), Some(222)], &[FRESH; 3]);
        assert_eq!(r.plays.last().unwrap().player, 0);
        assert_eq!(play(&r, 0).total(), 0);
        assert_eq!(play(&r, 2).bonus, 2);
    }

    #[test]
    fn nobody_approved_means_no_bonus() {
        let mut sheets = vec![FRESH; 3];
        for sheet in sheets.iter_mut() {
            sheet[1] = true;
        }
        let r = resolve_turn(0, 0, &[Some(1), Some(10), Some(100)], &sheets);
        assert!(r
            .plays
            .iter()
            .all(|p| p.eliminated.is_some() && p.total() == 0));
    }
}
