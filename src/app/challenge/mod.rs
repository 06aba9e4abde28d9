//! Challenge links in the app (docs/challenge.md): sharing a finished game (`ShareResult`),
//! the screen a `?challenge=` address opens (`open`), and the line a game started from a
//! challenge shows while played and its two results side by side once over
//! (`ChallengeBanner`). The code itself is `rules::challenge`'s; one component each serves
//! every game, which only supplies its glyph line (`rules::challenge::glyphs`).

mod banner;
mod share;
mod start;

pub use banner::ChallengeBanner;
pub use share::ShareResult;
pub use start::open;

use crate::app::i18n::{I18n, Key};
use crate::app::session::{AppGame, Session};
use crate::app::storage;
use crate::rules::challenge::{verify, Challenge, Checked};
use crate::rules::log::Save;

/// The challenge the page's game in progress was started from, read and replayed again.
pub fn stored<G: AppGame>() -> Option<Checked<G>> {
    verify::<G>(&storage::stored_challenge(G::ID)?).ok()
}

/// Whether `session` was dealt as `challenge`'s game: the same seed and options.
pub fn dealt_from<G: AppGame>(session: &Session<G>, challenge: &Challenge) -> bool {
    let dealt = Save::new(
        G::ID,
        session.game.seed(),
        session.game.options(),
        Vec::new(),
    );
    dealt.seed == challenge.save.seed && dealt.options == challenge.save.options
}

/// The sender as named in their link, or "your friend".
pub fn sender(i18n: I18n, challenge: &Challenge) -> String {
    if challenge.name.is_empty() {
        i18n.t(Key::ChallengeFriend).to_owned()
    } else {
        challenge.name.clone()
    }
}

/// What the challenge asks, as its headline: "Beat 33", or for a game that is won or lost
/// (`AppGame::CHALLENGE_TO_WIN`) "Win the same deal". `target` is the replayed score
/// (`Checked::target`).
pub fn headline<G: AppGame>(i18n: I18n, target: i64) -> String {
    if G::CHALLENGE_TO_WIN {
        i18n.t(Key::ChallengeWinDeal).to_owned()
    } else {
        i18n.f(Key::ChallengeBeat, &[("score", target.to_string())])
    }
}

/// "Ada challenges you", or "a friend challenges you" when the link names nobody.
pub fn from(i18n: I18n, challenge: &Challenge) -> String {
    if challenge.name.is_empty() {
        i18n.t(Key::ChallengeFromFriend).to_owned()
    } else {
        i18n.f(Key::ChallengeFrom, &[("name", challenge.name.clone())])
    }
}
