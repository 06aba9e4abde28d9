//! The review's messages between a page and the worker that plays it (docs/review.md), as
//! plain text: the page sends a `Request` (game, seed, seat, options as JSON); the worker
//! answers with `Reply` texts, a `progress` line after each slice of actions and, last,
//! `done` with the scores and the whole log (or `error` with why). The worker's side, which
//! runs any of the five games from a request, is `start` and `advance`.

use super::{Review, Reviewable, Reviewed};
use crate::dungeon::DungeonGame;
use crate::mino::MinoGame;
use crate::nmbr9::Nmbr9Game;
use crate::number::NumberGame;
use crate::sequence::SequenceGame;
use crate::{json, GameId, MessageError, OptionsError, PlayerId, RuleError, Seed};

/// What to review: the deal (game, seed, options as the JSON saves hold) and the seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub game: GameId,
    pub seed: Seed,
    pub seat: PlayerId,
    pub options: String,
}

impl Request {
    /// Four lines: game, seed, seat, then the options (the rest of the text).
    pub fn to_text(&self) -> String {
        format!(
            "{}\n{}\n{}\n{}",
            self.game, self.seed, self.seat, self.options
        )
    }

    pub fn parse(text: &str) -> Result<Request, RuleError> {
        let mut parts = text.splitn(4, '\n');
        let part = |part, found: Option<&str>| {
            RuleError::Message(MessageError::Part {
                of: "review request",
                part,
                found: found.map(str::to_owned),
            })
        };
        let mut next = |what| parts.next().ok_or_else(|| part(what, None));
        let game = GameId::parse(next("game")?.trim())?;
        let seed = next("seed")?;
        let seed = seed
            .trim()
            .parse::<Seed>()
            .map_err(|_| part("seed", Some(seed)))?;
        let seat = next("seat")?;
        let seat = seat
            .trim()
            .parse::<PlayerId>()
            .map_err(|_| part("seat", Some(seat)))?;
        let options = next("options")?.to_owned();
        Ok(Request {
            game,
            seed,
            seat,
            options,
        })
    }
}

/// A message of the worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// This many actions played so far.
    Progress(usize),
    Done(Reviewed),
    Failed(String),
}

impl Reply {
    /// `progress N`; `done`, then the seat, the scores, the bots (one line each, space
    /// separated) and one action per line; `error`, then why.
    pub fn to_text(&self) -> String {
        match self {
            Reply::Progress(n) => format!("progress {n}"),
            Reply::Failed(why) => format!("error\n{why}"),
            Reply::Done(r) => {
                let scores: Vec<String> = r.scores.iter().map(i64::to_string).collect();
                let mut text = format!(
                    "done\n{}\n{}\n{}",
                    r.seat,
                    scores.join(" "),
                    r.bots.join(" ")
                );
                for action in &r.actions {
                    text.push('\n');
                    text.push_str(action);
                }
                text
            }
        }
    }

    pub fn parse(text: &str) -> Result<Reply, RuleError> {
        let bad = || {
            RuleError::Message(MessageError::NotA {
                of: "review reply",
                start: text.chars().take(40).collect(),
            })
        };
        if let Some(n) = text.strip_prefix("progress ") {
            return n.trim().parse().map(Reply::Progress).map_err(|_| bad());
        }
        if let Some(why) = text.strip_prefix("error\n") {
            return Ok(Reply::Failed(why.to_owned()));
        }
        let mut lines = text.strip_prefix("done\n").ok_or_else(bad)?.lines();
        let seat = lines.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
        let scores = lines
            .next()
            .ok_or_else(bad)?
            .split_whitespace()
            .map(|s| s.parse::<i64>().map_err(|_| bad()))
            .collect::<Result<Vec<_>, _>>()?;
        let bots: Vec<String> = lines
            .next()
            .ok_or_else(bad)?
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        let actions = lines.map(str::to_owned).collect();
        if seat >= scores.len() || bots.len() != scores.len() {
            return Err(bad());
        }
        Ok(Reply::Done(Reviewed {
            seat,
            scores,
            actions,
            bots,
        }))
    }
}

/// A review of any game, as the worker holds it.
pub trait Running {
    fn step(&mut self) -> Result<bool, RuleError>;
    fn played(&self) -> usize;
    fn result(&self) -> Result<Reviewed, RuleError>;
}

impl<G: Reviewable> Running for Review<G> {
    fn step(&mut self) -> Result<bool, RuleError> {
        Review::step(self)
    }
    fn played(&self) -> usize {
        Review::played(self)
    }
    fn result(&self) -> Result<Reviewed, RuleError> {
        Review::result(self)
    }
}

/// The review a request asks for, ready to play.
pub fn start(request: &str) -> Result<Box<dyn Running>, RuleError> {
    let request = Request::parse(request)?;
    match request.game {
        GameId::Nmbr9 => begin::<Nmbr9Game>(&request),
        GameId::Number => begin::<NumberGame>(&request),
        GameId::Sequence => begin::<SequenceGame>(&request),
        GameId::Mino => begin::<MinoGame>(&request),
        GameId::Dungeon => begin::<DungeonGame>(&request),
    }
}

fn begin<G: Reviewable>(request: &Request) -> Result<Box<dyn Running>, RuleError> {
    let options = json::from_str::<G::Options>(&request.options)
        .map_err(|e| RuleError::Options(OptionsError::Unreadable(e)))?;
    Ok(Box::new(Review::<G>::new(
        &options,
        request.seed,
        request.seat,
    )?))
}

/// Plays up to `actions` more actions of `review` and says where it stands: progress, the
/// result once over, or why it stopped.
pub fn advance(review: &mut dyn Running, actions: usize) -> Reply {
    for _ in 0..actions {
        match review.step() {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Reply::Failed(e.to_string()),
        }
    }
    match review.result() {
        Ok(done) => Reply::Done(done),
        Err(_) => Reply::Progress(review.played()),
    }
}
