//! Computer players, kept apart from the game states (as OpenSpiel's `spiel_bots.h`).
//!
//! A bot sees what a human in its seat would see: that seat's view and its legal actions,
//! plus the randomness the game hands out for that one decision (`Game::decision_rng`), so a
//! seed link replays the same bot choices. Each game registers its bots by name in one roster,
//! which the app and `numera arena` both read. A state never imports a bot.

use super::{Game, PlayerId, Rng, RuleError, UnknownName};

/// A computer player of game `G`.
pub trait Bot<G: Game>: Sync {
    fn choose(&self, view: &G::View, legal: &[G::Action], rng: &mut Rng) -> G::Action;
}

/// A bot under the name that saves, links and the command line use ("easy", "hard", …).
pub struct Entry<G: Game + 'static> {
    pub name: &'static str,
    pub bot: &'static dyn Bot<G>,
}

/// A game's bots, weakest first.
pub trait Roster: Game + 'static {
    const BOTS: &'static [Entry<Self>];
}

/// The bot registered as `name`, or a refusal that lists the names there are.
pub fn find<G: Roster>(name: &str) -> Result<&'static dyn Bot<G>, RuleError> {
    G::BOTS
        .iter()
        .find(|e| e.name == name)
        .map(|e| e.bot)
        .ok_or_else(|| {
            let names: Vec<&str> = G::BOTS.iter().map(|e| e.name).collect();
            RuleError::Unknown(UnknownName::Bot {
                name: name.to_owned(),
                expected: names,
            })
        })
}

/// What `bot` plays for `seat` now, decided from that seat's view only; `None` when the seat
/// need not act or has nothing legal to do.
pub fn decide<G: Game>(game: &G, seat: PlayerId, bot: &dyn Bot<G>) -> Option<G::Action> {
    if !game.to_act().contains(&seat) {
        return None;
    }
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let mut rng = game.decision_rng(seat);
    Some(bot.choose(&game.view(seat), &legal, &mut rng))
}

/// A game whose options say who sits where: a human, or a bot of its roster.
pub trait Seats: Roster {
    /// The roster name of the bot at `seat`; `None` for a human (or no such seat).
    fn bot_at(&self, seat: PlayerId) -> Option<&'static str>;
}

/// What the bot sitting at `seat` plays now; `None` for a human's seat or one that need not
/// act. The app's turn driver and the golden tests play bot seats through this.
pub fn seated_action<G: Seats>(game: &G, seat: PlayerId) -> Option<G::Action> {
    let bot = find::<G>(game.bot_at(seat)?).ok()?;
    decide(game, seat, bot)
}
