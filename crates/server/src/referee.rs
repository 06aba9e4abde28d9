//! A game as a table plays it, whichever game it is: the rules crate's `Game` behind one
//! object-safe trait, so the tables hold any game in the same place. The game is the
//! referee: every action is read with the game's own notation and played by `Game::apply`.

use std::marker::PhantomData;

use numera_rules::bot::{self, Seats};
use numera_rules::json::{self, ToJson};
use numera_rules::log::Save;
use numera_rules::{Game, GameId, OptionsError, PlayerId, ReplayError, RuleError, Seated, Seed};
use numera_wire::{Frame, Misread, RawJson, Reason, Refusal};

/// A game in play, with its log.
pub trait Referee: Send + Sync {
    /// Actions played so far.
    fn seq(&self) -> u64;
    fn to_act(&self) -> Vec<PlayerId>;
    fn over(&self) -> bool;
    /// The game after `text` is played for `seat`, and the action's text as logged; this one
    /// is left as it was (so that nothing changes unless the action is also stored).
    fn play(&self, seat: PlayerId, text: &str) -> Result<(Box<dyn Referee>, String), Reason>;
    /// What `me` (a seat, or a spectator) may see now; the save only once the game is over.
    fn frame(&self, me: Option<PlayerId>) -> Frame;
    /// What the bot named `level` plays for `seat` now, as text (`None`: nothing to play).
    fn bot_move(&self, seat: PlayerId, level: &str) -> Option<String>;
    /// A copy, for a bot to think on away from the table.
    fn fork(&self) -> Box<dyn Referee>;
}

/// A game as a table sets it up: options checked, then dealt or replayed.
pub trait Rules: Send + Sync {
    fn id(&self) -> GameId;
    /// The options in the game's own JSON, if the game accepts them (else the rules' kind of
    /// refusal, `OptionsError::Unreadable` for a text that is not the game's options at all).
    fn options(&self, text: &str) -> Result<String, RuleError>;
    /// The names of the game's bots, weakest first.
    fn bots(&self) -> Vec<&'static str>;
    fn deal(&self, options: &str, seed: Seed) -> Result<Box<dyn Referee>, RuleError>;
    /// The game again from its options, seed and log (a restart); where and why it stopped
    /// otherwise (a refused action with the game's words, for the server's log).
    fn replay(
        &self,
        options: &str,
        seed: Seed,
        log: &[String],
    ) -> Result<Box<dyn Referee>, ReplayError<String>>;
}

/// What a game must be to be played at a table: bots by seat, and a view in JSON.
pub trait TableGame: Seats + Send + Sync
where
    Self::View: ToJson,
{
}

impl<G: Seats + Send + Sync> TableGame for G where G::View: ToJson {}

struct Match<G> {
    game: G,
    log: Vec<String>,
}

impl<G: TableGame> Referee for Match<G>
where
    G::View: ToJson,
{
    fn seq(&self) -> u64 {
        self.log.len() as u64
    }

    fn to_act(&self) -> Vec<PlayerId> {
        self.game.to_act()
    }

    fn over(&self) -> bool {
        self.game.outcome().is_some()
    }

    fn play(&self, seat: PlayerId, text: &str) -> Result<(Box<dyn Referee>, String), Reason> {
        let action: G::Action = text
            .parse()
            .map_err(|_: RuleError| Reason::BadAction(Misread::action(text)))?;
        // The action says whose it is: one for another seat than the one the connection
        // holds is not played.
        if action.seat() != seat {
            return Err(Reason::NotYourSeat);
        }
        let logged = action.to_string();
        let mut game = self.game.clone();
        // The game's refusal itself: the page words it in its player's language.
        game.apply(&action)
            .map_err(|refusal| Reason::Rules(Refusal::Game(RawJson::of(&refusal))))?;
        let mut log = self.log.clone();
        log.push(logged.clone());
        Ok((Box::new(Match { game, log }), logged))
    }

    fn frame(&self, me: Option<PlayerId>) -> Frame {
        let over = self.over();
        let save = over.then(|| {
            let save = Save::new(
                G::ID,
                self.game.seed(),
                self.game.options(),
                self.log.clone(),
            );
            RawJson::of(&save)
        });
        Frame {
            seq: self.seq(),
            me,
            view: RawJson::of(&self.game.observe(me)),
            over,
            save,
            clock: None,
        }
    }

    fn bot_move(&self, seat: PlayerId, level: &str) -> Option<String> {
        let bot = bot::find::<G>(level).ok()?;
        bot::decide(&self.game, seat, bot).map(|a| a.to_string())
    }

    fn fork(&self) -> Box<dyn Referee> {
        Box::new(Match {
            game: self.game.clone(),
            log: self.log.clone(),
        })
    }
}

/// The rules of game `G`, as a value the tables can hold.
pub struct Kind<G>(PhantomData<fn() -> G>);

impl<G> Kind<G> {
    pub const NEW: Kind<G> = Kind(PhantomData);
}

fn read_options<G: Game>(text: &str) -> Result<G::Options, RuleError> {
    json::from_str::<G::Options>(text).map_err(|e| OptionsError::Unreadable(e).into())
}

impl<G: TableGame> Rules for Kind<G>
where
    G::View: ToJson,
{
    fn id(&self) -> GameId {
        G::ID
    }

    fn options(&self, text: &str) -> Result<String, RuleError> {
        let options = read_options::<G>(text)?;
        G::new(&options, Seed::from_bits(0))?;
        Ok(json::to_string(&options))
    }

    fn bots(&self) -> Vec<&'static str> {
        G::BOTS.iter().map(|e| e.name).collect()
    }

    fn deal(&self, options: &str, seed: Seed) -> Result<Box<dyn Referee>, RuleError> {
        let options = read_options::<G>(options)?;
        Ok(Box::new(Match {
            game: G::new(&options, seed)?,
            log: Vec::new(),
        }))
    }

    fn replay(
        &self,
        options: &str,
        seed: Seed,
        log: &[String],
    ) -> Result<Box<dyn Referee>, ReplayError<String>> {
        let options = read_options::<G>(options).map_err(ReplayError::Options)?;
        let game = numera_rules::replay::<G>(&options, seed, log).map_err(|e| match e {
            ReplayError::Options(e) => ReplayError::Options(e),
            ReplayError::Unreadable { index, error } => ReplayError::Unreadable { index, error },
            ReplayError::Refused { index, refusal } => ReplayError::Refused {
                index,
                refusal: refusal.to_string(),
            },
        })?;
        Ok(Box::new(Match {
            game,
            log: log.to_vec(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use numera_rules::number::{NumberGame, Refusal as NumberRefusal};

    use super::*;

    /// The table server's caller matches the rules' kind of refusal, not its English.
    #[test]
    fn options_are_refused_with_a_kind_a_caller_can_match() {
        let rules = Kind::<NumberGame>::NEW;
        assert!(matches!(
            rules.options("{\"seats\":"),
            Err(RuleError::Options(OptionsError::Unreadable(_)))
        ));
        assert!(matches!(
            rules.options(r#"{"seats":["human"]}"#),
            Err(RuleError::Options(OptionsError::SeatCount { found: 1, .. }))
        ));
        let good = rules
            .options(r#"{"seats":["human","easy","easy"]}"#)
            .unwrap();
        assert!(matches!(
            rules.replay(&good, Seed::from_bits(1), &["0:x".into()]),
            Err(ReplayError::Unreadable { index: 0, .. })
        ));
        assert!(rules.deal(&good, Seed::from_bits(1)).is_ok());
    }

    /// A text that is no action comes back as the seat sent it (cut short), for its page to
    /// word; the game's refusal as the game's reason.
    #[test]
    fn a_hostile_action_is_refused_with_a_typed_reason() {
        let rules = Kind::<NumberGame>::NEW;
        let options = rules.options(r#"{"seats":["human","human","human"]}"#);
        let game = rules.deal(&options.unwrap(), Seed::from_bits(1)).unwrap();
        let refused = |text: &str| game.play(0, text).err();
        assert_eq!(
            refused("0:12x"),
            Some(Reason::BadAction(Misread::Action("0:12x".into())))
        );
        let hostile = format!("0:{}", "\u{202e}<script>".repeat(5000));
        assert_eq!(
            refused(&hostile),
            Some(Reason::BadAction(Misread::action(&hostile)))
        );
        assert_eq!(refused("1:123"), Some(Reason::NotYourSeat));
        let (picked, _) = game.play(0, "0:123").unwrap();
        let again = NumberRefusal::AlreadyPicked { seat: 0 };
        assert_eq!(
            picked.play(0, "0:456").err(),
            Some(Reason::Rules(Refusal::Game(RawJson::of(&again))))
        );
    }
}
