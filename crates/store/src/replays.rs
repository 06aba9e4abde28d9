//! The games a backup's records hold, checked as a page checks a save or a replay link: the
//! replay code read (`Save::from_link_code`), the game replayed by its own engine to the end
//! (`rules::replayed`), and what the record says of it (game, seed, seats, scores, a daily's
//! number) compared with what the replay gives. A record is refused when any of it differs:
//! its file may have been edited, and the counts and bests read from it would be wrong.
//! What passes comes back with the replay code its game writes, so that one game is one code
//! however the file spelled it, and is never listed twice.

use numera_rules::daily::Daily;
use numera_rules::log::Save;
use numera_rules::replayed::{replayed, Replayed};
use numera_rules::GameId;

use super::backup_error::{Claim, GameDamage};
use super::bests::Best;
use super::daily::DailyResult;
use super::history::Finished;

/// The game of a replay code that must be a finished game of `game`.
fn finished_game(game: GameId, code: &str) -> Result<Replayed, GameDamage> {
    let save = Save::from_link_code(code).map_err(GameDamage::Code)?;
    let replay = in_progress(game, &save)?;
    if replay.outcome.is_none() {
        return Err(GameDamage::Unfinished);
    }
    Ok(replay)
}

/// A save of `game` that replays (to its end or not).
pub fn in_progress(game: GameId, save: &Save) -> Result<Replayed, GameDamage> {
    if save.game != game {
        return Err(GameDamage::Claim(Claim::Game));
    }
    replayed(save).map_err(GameDamage::Unplayable)
}

/// Nothing when what the record says `holds`, else that claim refused.
fn claim(holds: bool, what: Claim) -> Result<(), GameDamage> {
    if holds {
        Ok(())
    } else {
        Err(GameDamage::Claim(what))
    }
}

/// A history entry whose seed, players, scores and winners are its replay's.
pub fn finished(entry: &Finished) -> Result<Finished, GameDamage> {
    let replay = finished_game(entry.game, &entry.replay)?;
    claim(replay.save.seed == entry.seed, Claim::Seed)?;
    // Checked just above: `finished_game` refuses a game without an outcome.
    let outcome = replay.outcome.as_ref().ok_or(GameDamage::Unfinished)?;
    // A game whose options name no seat (Dungeons) has a player per score.
    let seats = replay.seats.as_ref().is_none_or(|s| *s == entry.players);
    claim(
        seats && entry.players.len() == outcome.scores.len(),
        Claim::Seats,
    )?;
    claim(outcome.scores == entry.scores, Claim::Scores)?;
    claim(outcome.winners == entry.winners, Claim::Scores)?;
    Ok(Finished {
        replay: replay.save.to_link_code(),
        ..entry.clone()
    })
}

/// A best of `game` on its seed: a game of one seat, to that score. (The app keeps only a
/// person's; the records of the first release, crates/store/tests/fixtures, hold a bot's.)
pub fn best(game: GameId, best: &Best) -> Result<Best, GameDamage> {
    let replay = finished_game(game, &best.replay)?;
    claim(replay.save.seed == best.seed, Claim::Seed)?;
    let scores = replay.outcome.map(|o| o.scores).unwrap_or_default();
    claim(scores.len() == 1, Claim::Seats)?;
    claim(scores.first() == Some(&best.score), Claim::Scores)?;
    Ok(Best {
        replay: replay.save.to_link_code(),
        ..best.clone()
    })
}

/// A finished daily attempt: its number and seed those of its date's daily, and, when it kept
/// its replay, the player's (seat 0's) score, place and seats those of the replay. Results
/// recorded without a replay (the first dailies) keep what they say: nothing replays them.
pub fn daily(result: &DailyResult) -> Result<DailyResult, GameDamage> {
    let daily =
        Daily::of(result.game, result.date).map_err(|_| GameDamage::Claim(Claim::Number))?;
    claim(daily.number == result.number, Claim::Number)?;
    claim(daily.seed == result.seed, Claim::Seed)?;
    if result.replay.is_empty() {
        return Ok(result.clone());
    }
    let replay = finished_game(result.game, &result.replay)?;
    claim(replay.save.seed == result.seed, Claim::Seed)?;
    let scores = replay.outcome.map(|o| o.scores).unwrap_or_default();
    claim(scores.len() == result.seats as usize, Claim::Seats)?;
    let score = scores.first().copied();
    claim(score == Some(result.score), Claim::Scores)?;
    let place = 1 + scores.iter().filter(|&&s| s > result.score).count();
    claim(place == result.place as usize, Claim::Scores)?;
    Ok(DailyResult {
        replay: replay.save.to_link_code(),
        ..result.clone()
    })
}
