//! What each decoder does with an input, and how an accepted value is then used: as the app,
//! the replay viewers and `numera replay` would use it, so that a value that decodes but
//! breaks an invariant is found by the panic it causes later. A broken promise about an
//! accepted value (a seat to act with nothing legal, a listed action refused, a reached state
//! its own check refuses) panics here too, so that the harness reports it with its input.

use numera_rules::bot::{self, Roster};
use numera_rules::challenge::{self, glyphs::Glyphs, ChallengeError};
use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::log::Save;
use numera_rules::rng::fnv1a;
use numera_rules::snapshots::Snapshots;
use numera_rules::{dungeon, mino, nmbr9, number, sequence};
use numera_rules::{replay, GameId, Playable, Rng, RuleError, Seed};

/// Actions played on from an accepted state.
const STEPS: usize = 6;

/// A seed's text: a seed read back from its own text is the same seed.
pub fn seed(text: &str) -> Result<(), String> {
    let seed: Seed = text
        .parse()
        .map_err(|e: numera_rules::SeedError| e.to_string())?;
    let again: Result<Seed, _> = seed.to_string().parse();
    assert!(again == Ok(seed), "{seed} reads back as {again:?}");
    assert!(seed.bits() <= Seed::MAX, "{seed} is past the largest seed");
    Ok(())
}

/// An action's text of `G`: its text parses back to it, and it is applied (or refused) on a
/// new game and on one a few actions in.
pub fn action<G: Playable>(text: &str) -> Result<(), String> {
    let action: G::Action = text.parse().map_err(|e: RuleError| e.to_string())?;
    let shown = action.to_string();
    let back: Result<G::Action, _> = shown.parse();
    assert!(
        back.as_ref() == Ok(&action),
        "{action:?} is written {shown:?}, which reads back as {back:?}"
    );
    let lineup: Vec<String> = G::DEFAULT_LINEUP.iter().map(|b| b.to_string()).collect();
    let options = G::arena_options(&lineup).map_err(|e| e.to_string())?;
    let salt = fnv1a(text.as_bytes());
    let mut game =
        G::new(&options, Seed::from_bits(salt & Seed::MAX)).map_err(|e| e.to_string())?;
    let _ = game.clone().apply(&action);
    let mut rng = Rng::from_bits(salt);
    for _ in 0..rng.below(8) {
        if !random_step(&mut game, &mut rng) {
            break;
        }
    }
    let _ = game.apply(&action);
    Ok(())
}

/// A position of `G`: decoded, then used.
pub fn position<G: Playable>(text: &str) -> Result<(), String> {
    let game = G::from_position(text).map_err(|e| e.to_string())?;
    play_on(game, fnv1a(text.as_bytes()));
    Ok(())
}

/// A view of `G` as a page reads it from a table server: once accepted, it is written again
/// and reads back to itself, written the same (what the page keeps is what it was sent).
pub fn view<G: Playable>(text: &str) -> Result<(), String>
where
    G::View: FromJson + ToJson,
{
    let view: G::View = json::from_str(text).map_err(|e| e.to_string())?;
    let written = json::to_string(&view);
    let back: Result<G::View, _> = json::from_str(&written);
    assert!(
        back.as_ref() == Ok(&view),
        "{written} reads back as {back:?}"
    );
    assert_eq!(json::to_string(&back.unwrap()), written);
    Ok(())
}

/// A save (its JSON), replayed.
pub fn save(text: &str) -> Result<(), String> {
    replay_save(&Save::from_json(text).map_err(|e| e.to_string())?, text)
}

/// A replay link code, replayed.
pub fn link(text: &str) -> Result<(), String> {
    replay_save(
        &Save::from_link_code(text).map_err(|e| e.to_string())?,
        text,
    )
}

/// A challenge code, read, replayed and verified as its game's page does. The harness seals
/// codes as link codes (mark `1`): the challenge's own mark `C` is put back first.
pub fn challenge(text: &str) -> Result<(), String> {
    let code = format!("C{}", text.trim().strip_prefix('1').unwrap_or(text));
    match verified::<number::NumberGame>(&code) {
        Err(ChallengeError::WrongGame(game)) => match game {
            GameId::Nmbr9 => verified::<nmbr9::Nmbr9Game>(&code).map_err(|e| e.to_string()),
            GameId::Number => verified::<number::NumberGame>(&code).map_err(|e| e.to_string()),
            GameId::Sequence => {
                verified::<sequence::SequenceGame>(&code).map_err(|e| e.to_string())
            }
            GameId::Mino => verified::<mino::MinoGame>(&code).map_err(|e| e.to_string()),
            GameId::Dungeon => verified::<dungeon::DungeonGame>(&code).map_err(|e| e.to_string()),
        },
        other => other.map_err(|e| e.to_string()),
    }
}

/// A challenge of `G` verified, and what the page then shows of it: the claimed seat's glyphs.
/// A code whose game is unfinished reads back (the samples have some): the page refuses it
/// with its own words, as it does any refusal.
fn verified<G: Playable + Glyphs>(code: &str) -> Result<(), ChallengeError<G::Refusal>> {
    match challenge::verify::<G>(code) {
        Ok(checked) => {
            let _ = checked.game.glyphs(checked.challenge.claim.seat);
            Ok(())
        }
        Err(ChallengeError::Unfinished) => Ok(()),
        Err(e) => Err(e),
    }
}

fn replay_save(save: &Save, text: &str) -> Result<(), String> {
    match save.game {
        GameId::Nmbr9 => replayed::<nmbr9::Nmbr9Game>(save, text),
        GameId::Number => replayed::<number::NumberGame>(save, text),
        GameId::Sequence => replayed::<sequence::SequenceGame>(save, text),
        GameId::Mino => replayed::<mino::MinoGame>(save, text),
        GameId::Dungeon => replayed::<dungeon::DungeonGame>(save, text),
    }
}

/// A save of `G` replayed as the app restores it and as the replay viewers step through it.
fn replayed<G: Playable>(save: &Save, text: &str) -> Result<(), String> {
    let options: G::Options = save.options_as().map_err(|e| e.to_string())?;
    let game = replay::<G>(&options, save.seed, &save.actions).map_err(|e| e.to_string())?;
    let steps =
        Snapshots::<G>::new(&options, save.seed, &save.actions).map_err(|e| e.to_string())?;
    let salt = fnv1a(text.as_bytes());
    let middle = steps.at(steps.last_step() / 2);
    look(&middle, salt);
    play_on(game, salt);
    Ok(())
}

/// Looks at the state from every side, then plays up to `STEPS` actions: the first a bot's
/// decision, the others random legal actions of a random seat to act.
pub fn play_on<G: Playable>(mut game: G, salt: u64) {
    let mut rng = Rng::from_bits(salt);
    for step in 0..STEPS {
        look(&game, salt);
        let to_act = game.to_act();
        let Some(&seat) = rng.pick(&to_act) else {
            break;
        };
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} is to act with no legal action"
        );
        let action = if step == 0 {
            let entry = &G::BOTS[rng.below(G::BOTS.len() as u32) as usize];
            bot::decide(&game, seat, entry.bot).expect("a bot decides for a seat to act")
        } else {
            legal[rng.below(legal.len() as u32) as usize].clone()
        };
        if let Err(refusal) = game.apply(&action) {
            panic!("seat {seat}'s action {action} refused: {refusal}");
        }
        if let Err(e) = game.check_position() {
            panic!("after {action}, the state fails its own check: {e}");
        }
    }
}

/// Everything the app and the command line read of a state.
fn look<G: Playable>(game: &G, salt: u64) {
    let _ = game.summary();
    let _ = (game.scores(), game.outcome(), game.last_action_undoable());
    let _ = game.spectator_view();
    for seat in 0..game.players() {
        let _ = (
            game.view(seat),
            game.legal_actions(seat),
            game.decision_rng(seat),
        );
    }
    let _ = game.other_future(salt).spectator_view();
    let _ = game.to_position();
}

/// One random legal action of a random seat to act; false when nobody is to act.
fn random_step<G: Playable + Roster>(game: &mut G, rng: &mut Rng) -> bool {
    let to_act = game.to_act();
    let Some(&seat) = rng.pick(&to_act) else {
        return false;
    };
    let legal = game.legal_actions(seat);
    match rng.pick(&legal) {
        Some(action) => game.apply(&action.clone()).is_ok(),
        None => false,
    }
}
