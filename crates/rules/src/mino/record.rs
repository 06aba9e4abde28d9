//! A position's public record read back: the completed tricks, the trick in progress and the
//! score sheets must be what the rules make of the rolls they show. Each trick is resolved
//! again (its winner, why, its captures), its rolls must come in seat order from the right
//! leader and follow colour with the dice their seats held, each sheet row must score the
//! tricks and captures of its hand, and the counters (rolls, actions, the seat to roll) must
//! match. A position whose winner sits outside the table, or whose roll counter is at its
//! limit, is refused here rather than panicking in a summary or a roll later.

use super::dice::{self, Counts, Kind};
use super::scoring::SheetRow;
use super::state::{MinoGame, Phase};
use super::trick::{self, Roll, Trick};
use crate::{Game, PlayerId};

/// Whether `game`'s tricks, sheets and counters are what its rolls lead to; the caller has
/// checked the sizes (one hand, bid and sheet per seat) and the dice of the hand in progress.
pub fn check_record(game: &MinoGame) -> Result<(), String> {
    let n = game.players();
    let over = game.phase() == Phase::Over;
    let current = game.hand_number();
    // The completed tricks, hand by hand, each hand k with k tricks (the last one unfinished
    // unless the game is over).
    let mut at = 0;
    for k in 1..=current {
        let end = (at..game.tricks().len())
            .find(|&i| game.tricks()[i].hand != k)
            .unwrap_or(game.tricks().len());
        let tricks = &game.tricks()[at..end];
        at = end;
        let complete = k < current || over;
        // A record may start at a later hand (a position set up to show one rule): the hands
        // before its first trick then have none, and their sheet rows score no trick.
        let unrecorded = tricks.is_empty() && at == 0;
        if (complete && tricks.len() != k && !unrecorded) || (!complete && tricks.len() >= k) {
            return Err(format!("hand {k} has {} tricks", tricks.len()));
        }
        let in_progress: &[Roll] = if complete { &[] } else { game.trick() };
        check_hand(game, k, tricks, in_progress)?;
        for seat in 0..n {
            if let Some(row) = game.sheet()[seat].get(k - 1) {
                check_row(row, seat, k, tricks)?;
                if over && k == current && Some(row.bid) != game.bid_of(seat) {
                    return Err(format!("the last row of seat {seat} is not its bid"));
                }
            }
        }
    }
    if at != game.tricks().len() {
        return Err("a trick of a hand not yet played".into());
    }
    check_counters(game)
}

/// The tricks of hand `k` (and the trick in progress, when `k` is the hand being played):
/// leaders, seat order, colour followed, and each trick as the rules resolve it.
fn check_hand(
    game: &MinoGame,
    k: usize,
    tricks: &[Trick],
    in_progress: &[Roll],
) -> Result<(), String> {
    let n = game.players();
    // What each seat held when the hand began: the dice it rolled, and those still in hand.
    let mut held: Vec<Counts> = vec![[0; dice::KINDS]; n];
    if tricks
        .iter()
        .map(|t| &t.rolls[..])
        .chain([in_progress])
        .any(|r| r.len() > n)
    {
        return Err(format!("hand {k}: a trick with more rolls than seats"));
    }
    let rolls = tricks.iter().flat_map(|t| &t.rolls).chain(in_progress);
    if rolls.clone().any(|r| r.seat >= n) {
        return Err(format!("hand {k}: a roll by a seat not at the table"));
    }
    for r in rolls {
        held[r.seat][r.die.index()] += 1;
    }
    if k == game.hand_number() {
        for (seat, h) in held.iter_mut().enumerate() {
            for d in game.dice(seat) {
                h[d.index()] += 1;
            }
        }
    }
    let full = dice::full_bag();
    if (0..dice::KINDS)
        .any(|i| held.iter().map(|h| h[i] as usize).sum::<usize>() > full[i] as usize)
    {
        return Err(format!("hand {k} holds more dice of a kind than the bag"));
    }
    // Who leads a hand's first trick is the rules' rotation in play, but a position set up
    // to show a rule may start a hand with any seat leading: only the leaders after it follow.
    let mut leader = tricks
        .first()
        .and_then(|t| t.rolls.first())
        .or(in_progress.first())
        .map_or(game.first_leader(k - 1), |r| r.seat);
    let sets = tricks.iter().map(|t| &t.rolls[..]).chain([in_progress]);
    for (j, rolls) in sets.enumerate() {
        let mut dice_so_far: Vec<Kind> = Vec::new();
        for (i, r) in rolls.iter().enumerate() {
            if r.seat != (leader + i) % n {
                return Err(format!("hand {k}, trick {}: rolled out of turn", j + 1));
            }
            if !trick::allowed(
                &held[r.seat],
                trick::colour_to_follow(dice_so_far.iter().copied()),
                r.die,
            ) {
                return Err(format!(
                    "hand {k}, trick {}: a die that could not be rolled",
                    j + 1
                ));
            }
            held[r.seat][r.die.index()] -= 1;
            dice_so_far.push(r.die);
        }
        if let Some(t) = tricks.get(j) {
            if rolls.len() != n || *t != trick::resolve(k, j + 1, rolls.to_vec()) {
                return Err(format!(
                    "hand {k}, trick {} is not what its rolls make",
                    j + 1
                ));
            }
            leader = t.winner;
        }
    }
    Ok(())
}

/// Row `k` of `seat`'s sheet: the tricks it took in hand `k` and its captures, scored.
fn check_row(row: &SheetRow, seat: PlayerId, k: usize, tricks: &[Trick]) -> Result<(), String> {
    let mine = tricks.iter().filter(|t| t.winner == seat);
    let won = mine.clone().count() as u8;
    let captures = mine.flat_map(|t| t.captures.iter().copied()).collect();
    if row.bid as usize > k || *row != SheetRow::new(k, row.bid, won, captures) {
        return Err(format!(
            "seat {seat}'s row for hand {k} does not score its tricks"
        ));
    }
    Ok(())
}

/// The seat to roll, the roll and action counts, and whether the last action may be undone.
fn check_counters(game: &MinoGame) -> Result<(), String> {
    let n = game.players();
    let hand_tricks = game.hand_tricks();
    let seat = match (game.phase(), game.trick().last(), hand_tricks.last()) {
        (Phase::Rolling, Some(r), _) => Some((r.seat + 1) % n),
        (_, _, Some(t)) => Some(t.winner),
        // A hand not yet led: any seat may have been set up to lead it (see `check_hand`).
        _ => None,
    };
    if seat.is_some_and(|s| s != game.seat_to_roll()) {
        return Err("the seat to roll is not the one the tricks lead to".into());
    }
    let rolls = game.tricks().len() * n + game.trick().len();
    if game.rolls() != rolls as u64 {
        return Err("the roll count is not the dice rolled".into());
    }
    let bids = game.has_bid().iter().filter(|&&b| b).count();
    if game.actions != n * (game.hand_number() - 1) + bids + rolls {
        return Err("the action count is not the bids and rolls made".into());
    }
    if game.last_undoable != (game.phase() == Phase::Bidding && bids > 0) {
        return Err("whether the last action may be undone does not match the bids".into());
    }
    Ok(())
}
