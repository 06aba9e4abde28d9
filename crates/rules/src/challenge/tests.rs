//! Random legal games of every game through a challenge code and back, and every damaged or
//! altered code refused.

use super::*;
use crate::dungeon::DungeonGame;
use crate::mino::MinoGame;
use crate::nmbr9::Nmbr9Game;
use crate::number::NumberGame;
use crate::sequence::SequenceGame;
use crate::{Playable, Rng};

/// A game of the arena's line-up played with uniformly random legal actions: `stop` actions,
/// or to the end.
fn random_game<G: Playable>(seed: u64, stop: Option<usize>) -> (G, Vec<String>) {
    let lineup: Vec<String> = G::DEFAULT_LINEUP.iter().map(|s| s.to_string()).collect();
    let options = G::arena_options(&lineup).unwrap();
    let mut game = G::new(&options, Seed::from_bits(seed)).unwrap();
    let mut rng = Rng::from_bits(seed ^ 0x5eed);
    let mut actions = Vec::new();
    while stop.is_none_or(|n| actions.len() < n) {
        let to_act = game.to_act();
        let Some(&seat) = rng.pick(&to_act) else {
            break;
        };
        let legal = game.legal_actions(seat);
        let action = rng.pick(&legal).unwrap().clone();
        game.apply(&action).unwrap();
        actions.push(action.to_string());
    }
    (game, actions)
}

fn round_trips<G: Playable>() {
    for seed in 1..=6u64 {
        let (game, actions) = random_game::<G>(seed * 7919, None);
        let seat = (seed as usize) % game.players();
        let sent = Challenge::of(&game, actions, seat, " Zoé\u{202e} ", Some(seed as u32));
        assert_eq!(sent.name, "Zoé");
        let code = sent.encode::<G>().unwrap();
        assert!(code.starts_with(MARK));
        let checked = verify::<G>(&code).unwrap();
        assert_eq!(checked.challenge, sent, "{} seed {seed}", G::ID);
        assert_eq!(checked.verdict, Verdict::Verified);
        assert_eq!(checked.game.scores(), game.scores());

        // A game cut short still reads back, but has no result to verify.
        let (part, actions) = random_game::<G>(seed, Some(seed as usize * 3));
        let sent = Challenge::of(&part, actions, 0, "", None);
        let code = sent.encode::<G>().unwrap();
        assert_eq!(decode::<G>(&code).unwrap().0, sent);
        assert_eq!(
            verify::<G>(&code).map(|c| c.verdict),
            Err(ChallengeError::Unfinished)
        );
    }
}

#[test]
fn random_games_of_every_game_round_trip() {
    round_trips::<Nmbr9Game>();
    round_trips::<NumberGame>();
    round_trips::<SequenceGame>();
    round_trips::<MinoGame>();
    round_trips::<DungeonGame>();
}

fn sample<G: Playable>() -> (Challenge, String) {
    let (game, actions) = random_game::<G>(42, None);
    let sent = Challenge::of(&game, actions, 0, "Ada", None);
    let code = sent.encode::<G>().unwrap();
    (sent, code)
}

fn refuses_damage<G: Playable>() {
    let (_, code) = sample::<G>();
    for cut in 0..code.len() {
        assert!(decode::<G>(&code[..cut]).is_err(), "{} cut at {cut}", G::ID);
    }
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for at in 1..code.len() {
        let was = code.as_bytes()[at] as char;
        // Two other characters at every place (all 63 on the longer codes is slow in debug).
        for by in alphabet.chars().filter(|&c| c != was).step_by(31) {
            let mut altered = code.clone();
            altered.replace_range(at..at + 1, &by.to_string());
            assert_eq!(
                decode::<G>(&altered).map(|_| ()),
                Err(ChallengeError::Link(LogError::Damaged)),
                "{} altered at {at}",
                G::ID
            );
        }
    }
}

#[test]
fn every_truncation_and_alteration_is_refused() {
    refuses_damage::<NumberGame>();
    refuses_damage::<MinoGame>();
    refuses_damage::<DungeonGame>();
}

#[test]
fn a_claim_that_the_log_does_not_back_does_not_match() {
    let (mut sent, _) = sample::<NumberGame>();
    let actual = sent.claim.score;
    sent.claim.score += 5;
    // Encoded afresh: the checksum holds, only the replay tells.
    let code = sent.encode::<NumberGame>().unwrap();
    let checked = verify::<NumberGame>(&code).unwrap();
    assert_eq!(
        checked.verdict,
        Verdict::DoesNotMatch {
            claimed: actual + 5,
            actual
        }
    );
    assert_eq!(
        checked.target(),
        actual,
        "the forged claim is never the target"
    );
    let honest = verify::<NumberGame>(&sample::<NumberGame>().0.encode::<NumberGame>().unwrap());
    assert_eq!(honest.unwrap().target(), actual);
}

#[test]
fn actions_outside_the_legal_list_travel_as_text() {
    let (game, mut actions) = random_game::<NumberGame>(9, None);
    actions[3] = format!(" {}", actions[3]);
    let sent = Challenge::of(&game, actions, 0, "", None);
    let code = sent.encode::<NumberGame>().unwrap();
    let checked = verify::<NumberGame>(&code).unwrap();
    assert_eq!(checked.challenge, sent);
    assert_eq!(checked.verdict, Verdict::Verified);
}

#[test]
fn codes_of_other_games_formats_and_bad_logs_are_refused() {
    let (sent, code) = sample::<NumberGame>();
    assert_eq!(
        decode::<MinoGame>(&code).map(|_| ()),
        Err(ChallengeError::WrongGame(GameId::Number))
    );
    assert!(matches!(
        decode::<NumberGame>(&format!("1{}", &code[1..])),
        Err(ChallengeError::Link(LogError::BadCode(_)))
    ));
    assert!(matches!(
        decode::<NumberGame>("C$$$"),
        Err(ChallengeError::Link(LogError::BadCode(_)))
    ));
    assert!(matches!(
        decode::<NumberGame>(""),
        Err(ChallengeError::Link(LogError::BadCode(_)))
    ));
    // A later format, checksum intact.
    let payload = link_payload(&format!("1{}", &code[1..])).unwrap();
    let mut future = payload.clone();
    future[0] = FORMAT + 1;
    let future = format!("{MARK}{}", &link_code_of(&future)[1..]);
    assert_eq!(
        decode::<NumberGame>(&future).map(|_| ()),
        Err(ChallengeError::Link(LogError::UnknownVersion(2)))
    );
    // A log that goes on after its end (one byte more of choices), checksum intact.
    let mut longer = payload;
    longer.push(7);
    let longer = format!("{MARK}{}", &link_code_of(&longer)[1..]);
    assert!(matches!(
        decode::<NumberGame>(&longer),
        Err(ChallengeError::Log { .. })
    ));
    // An action the game refuses, sent as text.
    let mut bad = sent.clone();
    bad.save.actions[0] = "9:123".into();
    assert!(matches!(
        bad.encode::<NumberGame>(),
        Err(ChallengeError::Replay(ReplayError::Refused {
            index: 0,
            ..
        }))
    ));
}

#[test]
fn glyph_lines_count_what_they_show() {
    use super::glyphs::Glyphs;
    let (mino, _) = random_game::<MinoGame>(5, None);
    assert_eq!(mino.glyphs(1).chars().count(), mino.sheet()[1].len());
    let (nmbr9, _) = random_game::<Nmbr9Game>(5, None);
    let tiles: usize = nmbr9
        .glyphs(0)
        .split(' ')
        .map(|l| l.split('×').nth(1).unwrap().parse::<usize>().unwrap())
        .sum();
    assert_eq!(tiles, nmbr9.board(0).tiles().len());
    let (dungeon, _) = random_game::<DungeonGame>(5, None);
    assert_eq!(
        dungeon.glyphs(0).split(' ').count(),
        dungeon.breakdowns().len()
    );
    let (number, _) = random_game::<NumberGame>(5, None);
    assert_eq!(
        number.glyphs(0).chars().filter(|c| *c != ' ').count(),
        number.history().len()
    );
    let (sequence, _) = random_game::<SequenceGame>(5, None);
    let line = sequence.glyphs(0);
    let ours = sequence.team_sequences()[sequence.team_of(0) as usize];
    assert_eq!(line.matches('🟦').count(), ours);
    assert_eq!(
        line.contains('🏆'),
        sequence.outcome().unwrap().winners.contains(&0)
    );
}
