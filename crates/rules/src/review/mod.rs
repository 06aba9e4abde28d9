//! Review against the best bot: the game a player just finished, played again from the same
//! deal (seed and options) with the game's strongest bot in the player's seat. Every bot seat
//! keeps its own bot, and any other person's seat is played by the strongest bot too, so the
//! table is all bots and the game plays itself. Bots draw only from `Game::decision_rng`, and
//! the cards and dice come from the seed's named streams whatever anyone chose, so the review
//! sees the same deck, the same rolls and the same opponents, and the same deal always gives
//! the same review game.
//!
//! It plays one action per `step`, so a caller can run it in slices or report progress (the
//! app runs it in a web worker: `wire` holds the messages, docs/review.md the design).

pub mod wire;

#[cfg(test)]
mod tests;

use super::bot::{self, Bot, Entry, Roster, Seats};
use super::dungeon::DungeonGame;
use super::{BotError, Game, OptionsError, PlayerId, RuleError, Seed};

/// More actions than any game of ours takes (a Dungeons campaign is a few hundred): a review
/// that gets there is a bug of a bot, reported instead of looping.
const MAX_ACTIONS: usize = 20_000;

/// A game whose deal says who sits at each seat: a bot of its roster, or a person.
pub trait Reviewable: Roster {
    /// The roster name of the bot dealt to `seat`; `None` for a person.
    fn seated(&self, seat: PlayerId) -> Option<&'static str>;
}

impl<G: Seats> Reviewable for G {
    fn seated(&self, seat: PlayerId) -> Option<&'static str> {
        self.bot_at(seat)
    }
}

/// Solo: the one seat is the player's.
impl Reviewable for DungeonGame {
    fn seated(&self, _seat: PlayerId) -> Option<&'static str> {
        None
    }
}

/// The game's strongest bot: the last of its roster (rosters list the weakest first).
pub fn strongest<G: Roster>() -> Result<&'static Entry<G>, RuleError> {
    G::BOTS.last().ok_or(RuleError::Bot(BotError::NoBot(G::ID)))
}

/// A review game in progress.
pub struct Review<G: Game + 'static> {
    game: G,
    seat: PlayerId,
    /// Who plays each seat: the roster name, and the bot.
    bots: Vec<(&'static str, &'static dyn Bot<G>)>,
    log: Vec<String>,
}

/// A finished review: the seat reviewed, every seat's final score and the whole log (action
/// texts, as saves hold them), and who played each seat (roster names).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reviewed {
    pub seat: PlayerId,
    pub scores: Vec<i64>,
    pub actions: Vec<String>,
    pub bots: Vec<String>,
}

impl Reviewed {
    /// The reviewed seat's final score.
    pub fn score(&self) -> i64 {
        self.scores.get(self.seat).copied().unwrap_or(0)
    }
}

impl<G: Reviewable> Review<G> {
    /// The review of `seat` in the game dealt from `options` and `seed`.
    pub fn new(options: &G::Options, seed: Seed, seat: PlayerId) -> Result<Self, RuleError> {
        let game = G::new(options, seed)?;
        if seat >= game.players() {
            return Err(OptionsError::NoSuchSeat {
                seat,
                players: game.players(),
            }
            .into());
        }
        let best = strongest::<G>()?.name;
        let bots = (0..game.players())
            .map(|s| {
                let name = game.seated(s).filter(|_| s != seat).unwrap_or(best);
                Ok((name, bot::find::<G>(name)?))
            })
            .collect::<Result<_, RuleError>>()?;
        Ok(Review {
            game,
            seat,
            bots,
            log: Vec::new(),
        })
    }

    /// Plays the next action (the first seat to act, by its bot); `false` once the game is over.
    pub fn step(&mut self) -> Result<bool, RuleError> {
        let Some(&seat) = self.game.to_act().first() else {
            return Ok(false);
        };
        if self.log.len() >= MAX_ACTIONS {
            return Err(BotError::Endless(MAX_ACTIONS).into());
        }
        let (name, bot) = self.bots[seat];
        let action =
            bot::decide(&self.game, seat, bot).ok_or(BotError::Stuck { bot: name, seat })?;
        self.game.apply(&action).map_err(|r| BotError::Refused {
            bot: name,
            seat,
            refusal: r.to_string(),
        })?;
        self.log.push(action.to_string());
        Ok(true)
    }

    /// Plays to the end.
    pub fn finish(mut self) -> Result<Reviewed, RuleError> {
        while self.step()? {}
        self.result()
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Result<Reviewed, RuleError> {
        let outcome = self.game.outcome().ok_or(BotError::NotOver)?;
        Ok(Reviewed {
            seat: self.seat,
            scores: outcome.scores,
            actions: self.log.clone(),
            bots: self
                .bots
                .iter()
                .map(|(name, _)| (*name).to_owned())
                .collect(),
        })
    }

    /// Actions played so far.
    pub fn played(&self) -> usize {
        self.log.len()
    }

    /// The game as it stands.
    pub fn game(&self) -> &G {
        &self.game
    }
}
