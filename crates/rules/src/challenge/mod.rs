//! Challenge links: a finished game sent to a friend, short enough for a chat message.
//!
//! A challenge carries the game, seed and options, the sender's claimed result (seat and
//! score), an optional name and daily number, and the whole action log. The log is not sent
//! as text: each action is sent as its index among the legal actions of the seat that played
//! it (and that seat's index among the seats to act), all packed as one mixed-radix number
//! (`radix`), so a move costs log2(choices) bits. The reader replays the game to learn each
//! radix and rebuild the text log, which also checks it; then the replayed score is compared
//! with the claim. An action the legal list does not hold in that exact text (a crossed-out
//! digit in The Number, a non-canonical form) travels as text instead. Layout and figures:
//! docs/challenge.md.

pub mod glyphs;
mod name;
mod radix;
mod wire;

#[cfg(test)]
mod tests;

use std::fmt;

pub use name::{sanitize_name, NAME_MAX};

use super::json;
use super::log::{link_code_of, link_payload, CodeProblem, LogError, Save};
use super::{play_logged, Game, GameId, OptionsError, PlayerId, ReplayError, RuleError, Seed};
use wire::Cursor;

/// First character of a challenge code (replay links start with `1`).
const MARK: char = 'C';
/// First payload byte: the layout below. Another value is a format this build cannot read.
const FORMAT: u8 = 1;

/// What the sender says they scored, and in which seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    pub seat: PlayerId,
    pub score: i64,
}

/// A challenge as sent: the sender's game and what they claim of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Challenge {
    pub save: Save,
    pub claim: Claim,
    /// Cleaned with `sanitize_name`; empty when the sender gave none.
    pub name: String,
    /// The daily's number ("NMBR 9 #12") when the game was a daily.
    pub daily: Option<u32>,
}

/// Why a challenge code was refused; `R` is the game's refusal (`Game::Refusal`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeError<R = std::convert::Infallible> {
    /// Not a challenge code, cut short or altered (the checksum fails), or a future format.
    Link(LogError),
    /// A challenge of another game than the page's.
    WrongGame(GameId),
    /// The options cannot be read or the game refuses them.
    Options(RuleError),
    /// The log cannot be rebuilt at action `index` (the claim's seat: at the log's end).
    Log { index: usize, problem: LogProblem },
    /// An action of the log is not one, or the game refuses it.
    Replay(ReplayError<R>),
    /// The log stops before the game ends: there is no result to compare.
    Unfinished,
}

/// What in a challenge's log cannot be rebuilt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogProblem {
    /// An action after the game's end.
    AfterTheEnd,
    /// A pick past the legal actions, with no action sent as text left.
    NoSuchAction,
    /// Choices or texts left once every action is read.
    TooLong,
    /// The claim names a seat the table does not have.
    NoSuchSeat,
}

impl<R: fmt::Display> fmt::Display for ChallengeError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChallengeError::Link(e) => write!(f, "{e}"),
            ChallengeError::WrongGame(g) => write!(f, "this challenge is for {g}"),
            ChallengeError::Options(e) => write!(f, "options refused: {e}"),
            ChallengeError::Log { index, problem } => {
                write!(f, "action {} cannot be replayed: {problem}", index + 1)
            }
            ChallengeError::Replay(stop) => write!(
                f,
                "action {} cannot be replayed: {}",
                stop.index().map_or(0, |i| i + 1),
                stop.cause()
            ),
            ChallengeError::Unfinished => write!(f, "the challenge's game is not finished"),
        }
    }
}

impl fmt::Display for LogProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LogProblem::AfterTheEnd => "the game is already over",
            LogProblem::NoSuchAction => "no such action",
            LogProblem::TooLong => "the log goes on after its end",
            LogProblem::NoSuchSeat => "the claim names no seat of the table",
        })
    }
}

impl<R: fmt::Debug + fmt::Display> std::error::Error for ChallengeError<R> {}

/// The replayed log against the claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Verified,
    DoesNotMatch { claimed: i64, actual: i64 },
}

/// A challenge read and replayed: the sender's finished game and whether it backs the claim.
#[derive(Debug, Clone)]
pub struct Checked<G> {
    pub challenge: Challenge,
    pub game: G,
    pub verdict: Verdict,
}

impl<G> Checked<G> {
    /// The score to beat: the claim when the replayed game backs it, else what that game
    /// really gives. A forged claim is never the target.
    pub fn target(&self) -> i64 {
        match self.verdict {
            Verdict::Verified => self.challenge.claim.score,
            Verdict::DoesNotMatch { actual, .. } => actual,
        }
    }
}

impl Challenge {
    /// The challenge of a game as it stands, `seat` being the sender's: the claim is that
    /// seat's score now.
    pub fn of<G: Game>(
        game: &G,
        actions: Vec<String>,
        seat: PlayerId,
        name: &str,
        daily: Option<u32>,
    ) -> Challenge {
        Challenge {
            save: Save::new(G::ID, game.seed(), game.options(), actions),
            claim: Claim {
                seat,
                score: game.scores().get(seat).copied().unwrap_or(0),
            },
            name: sanitize_name(name),
            daily,
        }
    }

    /// The code of the challenge, for `?challenge=`; refused when the log does not replay.
    pub fn encode<G: Game>(&self) -> Result<String, ChallengeError<G::Refusal>> {
        if self.save.game != G::ID {
            return Err(ChallengeError::WrongGame(self.save.game));
        }
        let options: G::Options = self.save.options_as().map_err(|e| match e {
            LogError::Malformed(e) => ChallengeError::Options(OptionsError::Unreadable(e).into()),
            other => ChallengeError::Link(other),
        })?;
        let mut game = G::new(&options, self.save.seed).map_err(ChallengeError::Options)?;
        // (seat index, seats to act, action index or None for text, legal actions)
        let mut picks = Vec::with_capacity(self.save.actions.len());
        let mut literals = Vec::new();
        for (index, text) in self.save.actions.iter().enumerate() {
            let to_act = game.to_act();
            let found = locate(&game, &to_act, text);
            let (seat_index, action_index) = found.unwrap_or((0, None));
            let legal = to_act
                .get(seat_index)
                .map_or(0, |&s| game.legal_actions(s).len());
            if action_index.is_none() {
                literals.push(text.as_str());
            }
            picks.push((seat_index, to_act.len(), action_index, legal));
            play_logged(&mut game, index, text).map_err(ChallengeError::Replay)?;
        }
        let escape = !literals.is_empty() as usize;
        let mut digits = Vec::with_capacity(2 * picks.len());
        for (seat_index, seats, action_index, legal) in picks {
            digits.push((seat_index as u32, seats as u32));
            digits.push((
                action_index.unwrap_or(legal) as u32,
                (legal + escape) as u32,
            ));
        }
        let mut out = vec![FORMAT, game_byte(G::ID)];
        wire::put_uint(&mut out, self.save.seed.bits());
        wire::put_text(&mut out, &json::to_string(&options));
        wire::put_uint(&mut out, self.claim.seat as u64);
        wire::put_int(&mut out, self.claim.score);
        wire::put_uint(&mut out, self.daily.map_or(0, |n| n as u64 + 1));
        wire::put_text(&mut out, &sanitize_name(&self.name));
        wire::put_uint(&mut out, self.save.actions.len() as u64);
        wire::put_uint(&mut out, literals.len() as u64);
        for text in literals {
            wire::put_text(&mut out, text);
        }
        out.extend(radix::pack(&digits));
        let code = link_code_of(&out);
        Ok(format!("{MARK}{}", &code[1..]))
    }
}

/// Where `text` is among the legal actions of the seats to act: (seat index, action index),
/// the action index `None` when no legal action has exactly that text. The seat its text
/// names is tried first.
fn locate<G: Game>(game: &G, to_act: &[PlayerId], text: &str) -> Option<(usize, Option<usize>)> {
    let action: G::Action = text.parse().ok()?;
    let named = super::seat_prefix(text).and_then(|(s, _)| to_act.iter().position(|&t| t == s));
    let order = named
        .into_iter()
        .chain((0..to_act.len()).filter(|&i| Some(i) != named));
    for seat_index in order {
        let legal = game.legal_actions(to_act[seat_index]);
        if let Some(i) = legal.iter().position(|a| *a == action) {
            let exact = legal[i].to_string() == text;
            return Some((seat_index, exact.then_some(i)));
        }
    }
    named.map(|i| (i, None))
}

fn game_byte(game: GameId) -> u8 {
    GameId::ALL.iter().position(|&g| g == game).unwrap_or(0) as u8
}

/// Reads a challenge code of game `G` and replays its log: the challenge and the sender's game
/// as the log leaves it.
pub fn decode<G: Game>(code: &str) -> Result<(Challenge, G), ChallengeError<G::Refusal>> {
    let bad = |why| ChallengeError::Link(LogError::BadCode(why));
    let code = code.trim();
    let rest = code.strip_prefix(MARK).ok_or_else(|| {
        bad(if code.is_empty() {
            CodeProblem::Empty
        } else {
            CodeProblem::UnknownFormat
        })
    })?;
    // The checksum and alphabet are those of replay links (log.rs), under the challenge's mark;
    // the unused bits of the last character must be zero, so that one payload has one code.
    let payload = link_payload(&format!("1{rest}"))
        .filter(|p| link_code_of(p)[1..] == *rest)
        .ok_or_else(|| match super::log::base64url_decode(rest) {
            Err(e @ LogError::BadCode(_)) => ChallengeError::Link(e),
            _ => ChallengeError::Link(LogError::Damaged),
        })?;
    let mut cursor = Cursor::new(&payload);
    match cursor.byte() {
        Some(FORMAT) => {}
        Some(v) => return Err(ChallengeError::Link(LogError::UnknownVersion(v as u32))),
        None => return Err(bad(CodeProblem::Empty)),
    }
    let byte = cursor.byte();
    let game_id = byte
        .and_then(|b| GameId::ALL.get(b as usize).copied())
        .ok_or_else(|| {
            bad(CodeProblem::Game(
                byte.map_or(String::new(), |b| b.to_string()),
            ))
        })?;
    if game_id != G::ID {
        return Err(ChallengeError::WrongGame(game_id));
    }
    let head = (|| {
        let seed = cursor.uint().filter(|&b| b <= Seed::MAX)?;
        let options = cursor.text()?;
        let seat = usize::try_from(cursor.uint()?).ok()?;
        let score = cursor.int()?;
        let daily = match cursor.uint()? {
            0 => None,
            n => Some(u32::try_from(n - 1).ok()?),
        };
        let name = sanitize_name(cursor.text()?);
        let count = usize::try_from(cursor.uint()?).ok()?;
        let literal_count = usize::try_from(cursor.uint()?).ok()?;
        let literals = (0..literal_count.min(payload.len()))
            .map(|_| cursor.text())
            .collect::<Option<Vec<_>>>()?;
        (literals.len() == literal_count).then_some(())?;
        Some((
            Seed::from_bits(seed),
            options,
            Claim { seat, score },
            daily,
            name,
            count,
            literals,
        ))
    })();
    let (seed, options, claim, daily, name, count, literals) =
        head.ok_or_else(|| bad(CodeProblem::MissingFields))?;
    let options: G::Options = json::from_str(options)
        .map_err(|e| ChallengeError::Options(OptionsError::Unreadable(e).into()))?;
    let mut game = G::new(&options, seed).map_err(ChallengeError::Options)?;
    let escape = !literals.is_empty() as u32;
    let mut digits = radix::Unpacker::new(cursor.rest());
    let mut literals = literals.into_iter();
    let mut actions = Vec::with_capacity(count.min(4096));
    let stop = |index: usize, problem| ChallengeError::Log { index, problem };
    for index in 0..count {
        let to_act = game.to_act();
        if to_act.is_empty() {
            return Err(stop(index, LogProblem::AfterTheEnd));
        }
        let seat = to_act[digits.next(to_act.len() as u32) as usize];
        let legal = game.legal_actions(seat);
        let pick = digits.next(legal.len() as u32 + escape) as usize;
        let text = match legal.get(pick) {
            Some(action) => action.to_string(),
            None => literals
                .next()
                .ok_or_else(|| stop(index, LogProblem::NoSuchAction))?
                .to_owned(),
        };
        play_logged(&mut game, index, &text).map_err(ChallengeError::Replay)?;
        actions.push(text);
    }
    if !digits.is_spent() || literals.next().is_some() {
        return Err(stop(count, LogProblem::TooLong));
    }
    if claim.seat >= game.players() {
        return Err(stop(count, LogProblem::NoSuchSeat));
    }
    let challenge = Challenge {
        save: Save::new(G::ID, seed, &options, actions),
        claim,
        name,
        daily,
    };
    Ok((challenge, game))
}

/// Reads and replays a challenge, then compares the replayed score with the claim.
pub fn verify<G: Game>(code: &str) -> Result<Checked<G>, ChallengeError<G::Refusal>> {
    let (challenge, game) = decode::<G>(code)?;
    let outcome = game.outcome().ok_or(ChallengeError::Unfinished)?;
    let actual = outcome.scores.get(challenge.claim.seat).copied();
    let claimed = challenge.claim.score;
    let verdict = match actual {
        Some(actual) if actual == claimed => Verdict::Verified,
        actual => Verdict::DoesNotMatch {
            claimed,
            actual: actual.unwrap_or(0),
        },
    };
    Ok(Checked {
        challenge,
        game,
        verdict,
    })
}
