//! Valid inputs for the decoders, taken from real games: random legal play from fixed seeds
//! over every table the conformance suite plays, with states kept along the way.

use numera_rules::conformance;
use numera_rules::json::{self, ToJson};
use numera_rules::log::Save;
use numera_rules::{Game, Playable, Rng, Seed};

/// The seed every sample game is played from (game `i` from its `nth(i)`).
const SEED: u64 = 0x5eed_f022;
/// States kept per game: the start, the end, and a few between.
const KEPT: u32 = 4;

/// One kept state, with the action texts that led to it.
pub struct Sample<G: Game> {
    pub game: G,
    pub log: Vec<String>,
}

/// Kept states of random legal games of `G`: every conformance table once (at least four
/// games), a few states each.
pub fn states<G: Playable>() -> Vec<Sample<G>> {
    let tables = conformance::tables::<G>().unwrap_or_default();
    let mut out = Vec::new();
    for i in 0..tables.len().max(4) {
        let Some(options) = tables.get(i % tables.len().max(1)) else {
            break;
        };
        let seed = Seed::from_bits(SEED).nth(i as u64);
        let Ok(mut game) = G::new(options, seed) else {
            continue;
        };
        let mut rng = Rng::stream(seed, "fuzz-samples", 0);
        let mut log = Vec::new();
        out.push(Sample {
            game: game.clone(),
            log: log.clone(),
        });
        while log.len() < conformance::STEP_LIMIT {
            let to_act = game.to_act();
            let Some(&seat) = rng.pick(&to_act) else {
                break;
            };
            let legal = game.legal_actions(seat);
            let Some(action) = rng.pick(&legal).cloned() else {
                break;
            };
            if game.apply(&action).is_err() {
                break;
            }
            log.push(action.to_string());
            if rng.chance(KEPT, 40) {
                out.push(Sample {
                    game: game.clone(),
                    log: log.clone(),
                });
            }
        }
        out.push(Sample { game, log });
    }
    out
}

/// Positions of `G` (`to_position`, and its compact form).
pub fn positions<G: Playable>() -> Vec<String> {
    states::<G>()
        .iter()
        .flat_map(|s| {
            [
                s.game.to_position(),
                serde_json::to_string(&s.game).unwrap_or_default(),
            ]
        })
        .collect()
}

/// Views of `G` as a table server sends them (`json`): every seat's and the spectator's, of
/// the kept states.
pub fn views<G: Playable>() -> Vec<String>
where
    G::View: ToJson,
{
    let mut texts = Vec::new();
    for s in states::<G>() {
        let seats = (0..s.game.players()).map(Some).chain([None]);
        texts.extend(seats.map(|me| json::to_string(&s.game.observe(me))));
    }
    texts
}

/// Action texts of `G`: every legal action of the kept states (a few hundred at most).
pub fn actions<G: Playable>() -> Vec<String> {
    let mut texts: Vec<String> = Vec::new();
    for s in states::<G>() {
        for seat in s.game.to_act() {
            for action in s.game.legal_actions(seat).iter().take(20) {
                texts.push(action.to_string());
            }
        }
        texts.extend(s.log.iter().rev().take(20).cloned());
    }
    texts.sort();
    texts.dedup();
    texts
}

/// The saves of `G`'s kept states.
pub fn saves_of<G: Playable>() -> Vec<Save> {
    states::<G>()
        .into_iter()
        .map(|s| Save::new(G::ID, s.game.seed(), s.game.options(), s.log))
        .collect()
}

/// Saves of every game (`Save::to_json`).
pub fn saves() -> Vec<String> {
    every_save().iter().map(Save::to_json).collect()
}

/// Replay link codes of every game.
pub fn links() -> Vec<String> {
    every_save().iter().map(Save::to_link_code).collect()
}

/// Challenge codes of the same games, sealed as link codes (mark `1` for `C`) so that the
/// harness mutates their payload; their claims hold or not (both are accepted codes).
pub fn challenges() -> Vec<String> {
    use numera_rules::challenge::{Challenge, Claim};
    use numera_rules::{dungeon, mino, nmbr9, number, sequence, GameId};
    every_save()
        .into_iter()
        .enumerate()
        .filter_map(|(i, save)| {
            let challenge = Challenge {
                save,
                claim: Claim {
                    seat: 0,
                    score: i as i64 % 3,
                },
                name: ["", "Ada", "小明 Zoé"][i % 3].into(),
                daily: (i % 2 == 0).then_some(i as u32),
            };
            let code = match challenge.save.game {
                GameId::Nmbr9 => challenge.encode::<nmbr9::Nmbr9Game>().ok(),
                GameId::Number => challenge.encode::<number::NumberGame>().ok(),
                GameId::Sequence => challenge.encode::<sequence::SequenceGame>().ok(),
                GameId::Mino => challenge.encode::<mino::MinoGame>().ok(),
                GameId::Dungeon => challenge.encode::<dungeon::DungeonGame>().ok(),
            };
            Some(format!("1{}", &code?[1..]))
        })
        .collect()
}

fn every_save() -> Vec<Save> {
    use numera_rules::{dungeon, mino, nmbr9, number, sequence};
    let mut all = saves_of::<nmbr9::Nmbr9Game>();
    all.extend(saves_of::<number::NumberGame>());
    all.extend(saves_of::<sequence::SequenceGame>());
    all.extend(saves_of::<mino::MinoGame>());
    all.extend(saves_of::<dungeon::DungeonGame>());
    all
}

/// Seeds as they are shown, and as people retype them.
pub fn seeds() -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..8u64 {
        let seed = Seed::from_bits(SEED).nth(i).to_string();
        out.push(seed.to_lowercase().replace('-', " "));
        out.push(seed);
    }
    out.push(Seed::from_bits(0).to_string());
    out.push(Seed::from_bits(Seed::MAX).to_string());
    out
}
