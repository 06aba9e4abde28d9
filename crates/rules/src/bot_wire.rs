//! The bots' moves asked of the rules worker (docs/architecture.md, "Bots"), as plain text, so
//! that a page never thinks on its own thread: the page sends a `BotCall` (an id, the seats
//! due, the game as its save); the worker replays the save, plays each seat's bot in turn
//! exactly as `bot::seated_action` does on the page's own copy, and answers a `BotAnswer`
//! with the actions in their notation. Same seed, options and log: the same moves as
//! everywhere else (native arena, golden tests).

use super::bot::{seated_action, Seats};
use super::log::Save;
use super::mino::MinoGame;
use super::nmbr9::Nmbr9Game;
use super::number::NumberGame;
use super::sequence::SequenceGame;
use super::{replay, BotError, GameId, MessageError, PlayerId, RuleError};

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
    pub actions: Result<Vec<String>, String>,
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
    /// `bot <id>` then one action a line; `bot <id> error` then why.
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
            Err(why) => format!("{MARK} {} error\n{why}", self.id),
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
        let mut words = head.split(' ');
        if words.next() != Some(MARK) {
            return Err(bad());
        }
        let id = words.next().and_then(|w| w.parse().ok()).ok_or_else(bad)?;
        let actions = match words.next() {
            None => Ok(rest.lines().map(str::to_owned).collect()),
            Some("error") => Err(rest.to_owned()),
            Some(_) => return Err(bad()),
        };
        Ok(BotAnswer { id, actions })
    }
}

/// The worker's side: the answer to a call's text (a call it cannot read is answered as an
/// error of id 0, which no page uses).
pub fn answer(text: &str) -> BotAnswer {
    let call = match BotCall::parse(text) {
        Ok(call) => call,
        Err(e) => {
            return BotAnswer {
                id: 0,
                actions: Err(e.to_string()),
            }
        }
    };
    let actions = match call.save.game {
        GameId::Nmbr9 => play::<Nmbr9Game>(&call),
        GameId::Number => play::<NumberGame>(&call),
        GameId::Sequence => play::<SequenceGame>(&call),
        GameId::Mino => play::<MinoGame>(&call),
        // Played alone: no seat of its table is a bot's.
        GameId::Dungeon => Err(BotError::NoBot(GameId::Dungeon).to_string()),
    };
    BotAnswer {
        id: call.id,
        actions,
    }
}

/// Each seat's bot in turn on the game the save holds, each move applied before the next seat
/// decides (as the page's turn driver always did). Why not, in English: the answer carries
/// it as text.
fn play<G: Seats>(call: &BotCall) -> Result<Vec<String>, String> {
    let options = call
        .save
        .options_as::<G::Options>()
        .map_err(|e| e.to_string())?;
    let mut game = replay::<G>(&options, call.save.seed, &call.save.actions)
        .map_err(|stop| stop.to_string())?;
    let mut actions = Vec::new();
    for &seat in &call.seats {
        if let Some(action) = seated_action(&game, seat) {
            game.apply(&action).map_err(|refusal| refusal.to_string())?;
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
            Err("why\nmore".to_owned()),
        ] {
            let a = BotAnswer { id: 3, actions };
            assert_eq!(BotAnswer::parse(&a.to_text()).unwrap(), a);
        }
        assert!(BotAnswer::parse("progress 3").is_err());
        assert!(BotAnswer::parse("bot x").is_err());
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
        for (text, why) in [
            ("bot 1 0\nnot json", "bot call"),
            ("bot\n{}", "no id"),
            ("bot 2 x\n{}", "seat 'x'"),
            ("review", "no save"),
        ] {
            let a = answer(text);
            let err = a.actions.unwrap_err();
            assert!(err.contains(why), "{text:?}: {err}");
        }
        // A log the engine refuses: said so, with the call's id.
        let call = BotCall {
            id: 9,
            seats: vec![0],
            save: nmbr9_save(vec!["nonsense".into()]),
        };
        let a = answer(&call.to_text());
        assert_eq!(a.id, 9);
        assert!(a.actions.is_err());
    }
}
