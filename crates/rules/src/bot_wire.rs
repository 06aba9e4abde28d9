//! The bots' moves asked of the rules worker (docs/architecture.md, "Bots"), as plain text, so
//! that a page never thinks on its own thread: the page sends a `BotCall` (an id, the seats
//! due, the game as its save); the worker replays the save, plays each seat's bot in turn
//! exactly as `bot::seated_action` does on the page's own copy, and answers a `BotAnswer`
//! with the actions in their notation. Same seed, options and log: the same moves as
//! everywhere else (native arena, golden tests).

use std::fmt;

use super::bot::{seated_action, Seats};
use super::log::Save;
use super::mino::MinoGame;
use super::nmbr9::Nmbr9Game;
use super::number::NumberGame;
use super::sequence::SequenceGame;
use super::{replay, GameId, MessageError, PlayerId, ReplayError, RuleError};

/// The first word of a bot call: tells it from a review request in the worker.
const MARK: &str = "bot";

/// What the page asks: the moves of the bots at `seats`, in that order, from `save`.
#[derive(Debug, Clone, PartialEq)]
pub struct BotCall {
    pub id: u32,
    pub seats: Vec<PlayerId>,
    pub save: Save,
}

/// The worker's answer to call `id`: each seat's action in notation (a seat with nothing to
/// do is left out), or why the call could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotAnswer {
    pub id: u32,
    pub actions: Result<Vec<String>, BotFailure>,
}

/// Why the worker gave no moves, as kinds the page words in its player's language (the
/// answer carries the kind, not words); `Display` is the English of the logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotFailure {
    /// The call was not one (a page and a worker of different builds).
    Call,
    /// The save's options could not be read, or the game refused them.
    Options,
    /// The save's action `index` (0-based) does not replay.
    Action(usize),
    /// The game has no bot.
    NoBot(GameId),
    /// The bot at `seat` chose an action its game refused.
    Refused(PlayerId),
}

impl BotFailure {
    /// A replay's stop, as the answer names it.
    fn replay<R>(stop: &ReplayError<R>) -> BotFailure {
        stop.index().map_or(BotFailure::Options, BotFailure::Action)
    }

    /// `call`, `options`, `action <index>`, `no_bot <game>`, `refused <seat>`.
    fn to_text(self) -> String {
        match self {
            BotFailure::Call => "call".into(),
            BotFailure::Options => "options".into(),
            BotFailure::Action(index) => format!("action {index}"),
            BotFailure::NoBot(game) => format!("no_bot {}", game.as_str()),
            BotFailure::Refused(seat) => format!("refused {seat}"),
        }
    }

    fn parse(text: &str) -> Option<BotFailure> {
        let (kind, arg) = text.split_once(' ').unwrap_or((text, ""));
        Some(match kind {
            "call" if arg.is_empty() => BotFailure::Call,
            "options" if arg.is_empty() => BotFailure::Options,
            "action" => BotFailure::Action(arg.parse().ok()?),
            "no_bot" => BotFailure::NoBot(GameId::parse(arg).ok()?),
            "refused" => BotFailure::Refused(arg.parse().ok()?),
            _ => return None,
        })
    }
}

impl fmt::Display for BotFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotFailure::Call => f.write_str("not a bot call"),
            BotFailure::Options => f.write_str("the save's options refused"),
            BotFailure::Action(index) => write!(f, "the save's action {} refused", index + 1),
            BotFailure::NoBot(game) => write!(f, "{} has no bot", game.name()),
            BotFailure::Refused(seat) => {
                write!(f, "the bot at seat {} was refused its action", seat + 1)
            }
        }
    }
}

impl BotCall {
    /// `bot <id> <seat> <seat>…`, then the save's JSON on the next line.
    pub fn to_text(&self) -> String {
        let mut text = format!("{MARK} {}", self.id);
        for seat in &self.seats {
            text.push_str(&format!(" {seat}"));
        }
        text.push('\n');
        text.push_str(&self.save.to_json());
        text
    }

    /// Whether `text` is a bot call at all (the worker's other messages are reviews).
    pub fn is_call(text: &str) -> bool {
        text.split_once(' ').is_some_and(|(mark, _)| mark == MARK)
    }

    pub fn parse(text: &str) -> Result<BotCall, RuleError> {
        let bad = |part, found: Option<&str>| {
            RuleError::Message(MessageError::Part {
                of: "bot call",
                part,
                found: found.map(str::to_owned),
            })
        };
        let (head, save) = text.split_once('\n').ok_or_else(|| bad("save", None))?;
        let mut words = head.split(' ');
        if words.next() != Some(MARK) {
            return Err(RuleError::Message(MessageError::NotA {
                of: "bot call",
                start: head.chars().take(40).collect(),
            }));
        }
        let id = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| bad("id", None))?;
        let seats = words
            .map(|w| w.parse().map_err(|_| bad("seat", Some(w))))
            .collect::<Result<Vec<PlayerId>, _>>()?;
        let save = Save::from_json(save).map_err(|e| bad("save", Some(&e.to_string())))?;
        Ok(BotCall { id, seats, save })
    }
}

impl BotAnswer {
    /// `bot <id>` then one action a line; `bot <id> error <failure>` (`BotFailure::to_text`).
    pub fn to_text(&self) -> String {
        match &self.actions {
            Ok(actions) => {
                let mut text = format!("{MARK} {}", self.id);
                for a in actions {
                    text.push('\n');
                    text.push_str(a);
                }
                text
            }
            Err(failure) => format!("{MARK} {} error {}", self.id, failure.to_text()),
        }
    }

    pub fn parse(text: &str) -> Result<BotAnswer, RuleError> {
        let bad = || {
            RuleError::Message(MessageError::NotA {
                of: "bot answer",
                start: text.chars().take(40).collect(),
            })
        };
        let (head, rest) = text.split_once('\n').unwrap_or((text, ""));
        let mut words = head.splitn(4, ' ');
        if words.next() != Some(MARK) {
            return Err(bad());
        }
        let id = words.next().and_then(|w| w.parse().ok()).ok_or_else(bad)?;
        let actions = match (words.next(), words.next()) {
            (None, _) => Ok(rest.lines().map(str::to_owned).collect()),
            (Some("error"), Some(failure)) if rest.is_empty() => {
                let failure = match words.next() {
                    Some(arg) => format!("{failure} {arg}"),
                    None => failure.to_owned(),
                };
                Err(BotFailure::parse(&failure).ok_or_else(bad)?)
            }
            _ => return Err(bad()),
        };
        Ok(BotAnswer { id, actions })
    }
}

/// The worker's side: the answer to a call's text (a call it cannot read is answered as an
/// error of id 0, which no page uses).
pub fn answer(text: &str) -> BotAnswer {
    let Ok(call) = BotCall::parse(text) else {
        return BotAnswer {
            id: 0,
            actions: Err(BotFailure::Call),
        };
    };
    let actions = match call.save.game {
        GameId::Nmbr9 => play::<Nmbr9Game>(&call),
        GameId::Number => play::<NumberGame>(&call),
        GameId::Sequence => play::<SequenceGame>(&call),
        GameId::Mino => play::<MinoGame>(&call),
        // Played alone: no seat of its table is a bot's.
        GameId::Dungeon => Err(BotFailure::NoBot(GameId::Dungeon)),
    };
    BotAnswer {
        id: call.id,
        actions,
    }
}

/// Each seat's bot in turn on the game the save holds, each move applied before the next seat
/// decides (as the page's turn driver always did); why not, as a kind.
fn play<G: Seats>(call: &BotCall) -> Result<Vec<String>, BotFailure> {
    let options = call
        .save
        .options_as::<G::Options>()
        .map_err(|_| BotFailure::Options)?;
    let mut game = replay::<G>(&options, call.save.seed, &call.save.actions)
        .map_err(|stop| BotFailure::replay(&stop))?;
    let mut actions = Vec::new();
    for &seat in &call.seats {
        if let Some(action) = seated_action(&game, seat) {
            game.apply(&action).map_err(|_| BotFailure::Refused(seat))?;
            actions.push(action.to_string());
        }
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Seed;

    fn nmbr9_save(actions: Vec<String>) -> Save {
        let options = crate::nmbr9::Options::default();
        Save::new(
            GameId::Nmbr9,
            "K7QM-3XPA".parse::<Seed>().unwrap(),
            &options,
            actions,
        )
    }

    #[test]
    fn texts_read_back() {
        let call = BotCall {
            id: 7,
            seats: vec![1, 2],
            save: nmbr9_save(vec![]),
        };
        assert_eq!(BotCall::parse(&call.to_text()).unwrap(), call);
        assert!(BotCall::is_call(&call.to_text()));
        assert!(!BotCall::is_call("nmbr9\nK7QM-3XPA\n0\n{}"));
        for actions in [
            Ok(vec!["a".to_owned(), "b c".to_owned()]),
            Ok(vec![]),
            Err(BotFailure::Call),
            Err(BotFailure::Options),
            Err(BotFailure::Action(12)),
            Err(BotFailure::NoBot(GameId::Dungeon)),
            Err(BotFailure::Refused(3)),
        ] {
            let a = BotAnswer { id: 3, actions };
            assert_eq!(BotAnswer::parse(&a.to_text()).unwrap(), a);
        }
        for bad in [
            "progress 3",
            "bot x",
            "bot 3 error",
            "bot 3 error why\nmore",
            "bot 3 error later",
            "bot 3 error action x",
            "bot 3 error no_bot chess",
            "bot 3 error call 1",
        ] {
            assert!(BotAnswer::parse(bad).is_err(), "{bad}");
        }
    }

    /// The worker's moves are the page's: every bot seat of whole games, called one position
    /// at a time through the text, gives what `seated_action` gives on the same state.
    #[test]
    fn answers_are_the_seated_actions() {
        fn check<G: Seats>(options: &G::Options, seed: &str) {
            let seed = seed.parse::<Seed>().unwrap();
            let mut game = G::new(options, seed).unwrap();
            let mut log: Vec<String> = Vec::new();
            let mut calls = 0;
            while let Some(&seat) = game.to_act().first() {
                let Some(expected) = seated_action(&game, seat) else {
                    break;
                };
                let call = BotCall {
                    id: calls,
                    seats: vec![seat],
                    save: Save::new(G::ID, seed, options, log.clone()),
                };
                let got = BotAnswer::parse(&answer(&call.to_text()).to_text()).unwrap();
                assert_eq!(got.id, calls);
                assert_eq!(got.actions, Ok(vec![expected.to_string()]));
                game.apply(&expected).unwrap();
                log.push(expected.to_string());
                calls += 1;
            }
            assert!(calls > 0, "{}: no bot moved", G::ID);
        }
        use crate::seat::SeatKind::{Easy, Hard, Medium};
        use crate::{mino, nmbr9, number, sequence};
        let seats = vec![Hard, Easy];
        check::<Nmbr9Game>(&nmbr9::Options { seats }, "K7QM-3XPA");
        use number::SeatKind as N;
        let seats = vec![N::Hard, N::Easy, N::Hard];
        check::<NumberGame>(&number::Options { seats }, "K7QM-3XPA");
        let seats = vec![Medium, Easy];
        let options = sequence::Options {
            seats,
            ..Default::default()
        };
        check::<SequenceGame>(&options, "K7QM-3XPA");
        let seats = vec![Hard, Medium, Easy];
        check::<MinoGame>(&mino::Options { seats }, "K7QM-3XPA");
    }

    #[test]
    fn bad_calls_are_answered_with_why() {
        for text in ["bot 1 0\nnot json", "bot\n{}", "bot 2 x\n{}", "review"] {
            assert_eq!(answer(text).actions, Err(BotFailure::Call), "{text:?}");
        }
        // A log the engine refuses: said so, with the call's id and the action's index.
        let call = BotCall {
            id: 9,
            seats: vec![0],
            save: nmbr9_save(vec!["nonsense".into()]),
        };
        let a = answer(&call.to_text());
        assert_eq!(a.id, 9);
        assert_eq!(a.actions, Err(BotFailure::Action(0)));
    }
}
