//! The conformance suite (`numera_rules::conformance`, OpenSpiel's `RandomSimTest`) for every
//! game: whole games of random legal actions from fixed seeds, the engine contract checked at
//! every step (refusals leave the state untouched, legal actions are accepted, logs replay,
//! positions round trip, views hide the future, outcomes match scores, undo reveals nothing).
//! A few seconds per game here (debug build; the game counts below keep each near five
//! seconds of one core: a few games of every table); `numera conformance --games 100000`
//! runs it long.

use numera_rules::conformance::{self, Settings};
use numera_rules::dungeon::DungeonGame;
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::{Playable, Seed};

/// Plays `games` games of `G` (every table in turn) and fails with every failure's seed,
/// step, action and check; `seats` are the seat counts the tables must cover.
fn conforms<G: Playable>(games: usize, seats: &[usize]) {
    let seed: Seed = "TEST-SEED".parse().unwrap();
    let settings = Settings::new(games, seed);
    let tally = conformance::run::<G>(&settings, |_| true).unwrap();
    for n in seats {
        assert!(
            tally.tables.contains(n),
            "{}: no table of {n} seats among {:?}",
            G::ID.name(),
            tally.tables
        );
    }
    assert!(
        games >= tally.tables.len(),
        "{}: {games} games do not cover the {} tables",
        G::ID.name(),
        tally.tables.len()
    );
    assert_eq!(tally.games, games);
    let failures: Vec<String> = tally.failed.iter().map(|f| f.to_string()).collect();
    assert!(
        tally.failures == 0,
        "{}: {} of {games} games failed:\n{}",
        G::ID.name(),
        tally.failures,
        failures.join("\n\n")
    );
    eprintln!(
        "{}: {games} games, {} steps, {} checks",
        G::ID.name(),
        tally.steps,
        tally.checks
    );
}

#[test]
fn nmbr9_conforms() {
    conforms::<Nmbr9Game>(40, &[1, 2, 3, 4]);
}

#[test]
fn number_conforms() {
    conforms::<NumberGame>(40, &[3, 4, 5]);
}

#[test]
fn sequence_conforms() {
    conforms::<SequenceGame>(21, &[2, 3, 4, 6]);
}

#[test]
fn mino_conforms() {
    conforms::<MinoGame>(12, &[3, 4, 5, 6]);
}

#[test]
fn dungeon_conforms() {
    conforms::<DungeonGame>(25, &[1]);
}
