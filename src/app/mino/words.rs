//! The engine's facts in the player's language: dice and faces by name, why a trick was won,
//! what a capture is worth, why an action is refused. The engine decides; this only words it.

use crate::app::i18n::{I18n, Key};
use crate::app::seat::{about, no_such_player};
use crate::rules::mino::{Capture, Creature, Face, Kind, Refusal, Trick, Won};

pub fn kind_name(i18n: I18n, kind: Kind) -> &'static str {
    i18n.t(match kind {
        Kind::Black => Key::MnBlack,
        Kind::Blue => Key::MnBlue,
        Kind::Red => Key::MnRed,
        Kind::Yellow => Key::MnYellow,
        Kind::Minotaur => Key::MnMinotaur,
        Kind::Griffin => Key::MnGriffin,
        Kind::Siren => Key::MnSiren,
    })
}

pub fn creature_name(i18n: I18n, creature: Creature) -> &'static str {
    kind_name(i18n, creature_kind(creature))
}

pub fn creature_kind(creature: Creature) -> Kind {
    match creature {
        Creature::Minotaur => Kind::Minotaur,
        Creature::Griffin => Kind::Griffin,
        Creature::Siren => Kind::Siren,
    }
}

/// What a face shows, in words: "7", "flag", "Siren".
pub fn face_text(i18n: I18n, face: Face) -> String {
    match face {
        Face::Number(n) => n.to_string(),
        Face::Flag => i18n.t(Key::MnFlag).to_owned(),
        Face::Creature(c) => creature_name(i18n, c).to_owned(),
    }
}

/// "Blue die" / "Blue die showing 4", for screen readers and titles.
pub fn die_label(i18n: I18n, kind: Kind, face: Option<Face>) -> String {
    let name = kind_name(i18n, kind).to_owned();
    match face {
        None => i18n.f(Key::MnDieLabel, &[("kind", name)]),
        Some(f) => i18n.f(
            Key::MnDieShows,
            &[("kind", name), ("face", face_text(i18n, f))],
        ),
    }
}

/// Why the trick went to its winner: "Siren takes Minotaur: Player 2 wins the trick".
pub fn won_text(i18n: I18n, trick: &Trick) -> String {
    let name = |c| ("creature", creature_name(i18n, c).to_owned());
    let (key, args) = match trick.won {
        Won::Creature {
            creature,
            over: Some(over),
        } => (
            Key::MnWonOver,
            vec![
                name(creature),
                ("over", creature_name(i18n, over).to_owned()),
            ],
        ),
        Won::Creature {
            creature,
            over: None,
        } => (Key::MnWonCreature, vec![name(creature)]),
        Won::AllThree => (Key::MnWonAllThree, Vec::new()),
        Won::Number { value } => (Key::MnWonNumber, vec![("n", value.to_string())]),
        Won::AllFlags => (Key::MnWonFlags, Vec::new()),
    };
    about(i18n, key, trick.winner, &args)
}

/// "Siren takes Minotaur: +50 if Player 2's bid holds".
pub fn capture_text(i18n: I18n, capture: &Capture, winner: usize) -> String {
    about(
        i18n,
        Key::MnCapture,
        winner,
        &[
            ("by", creature_name(i18n, capture.by).to_owned()),
            ("taken", creature_name(i18n, capture.taken).to_owned()),
            ("points", capture.points.to_string()),
        ],
    )
}

/// The engine's refusal in the player's language.
pub fn refusal_text(i18n: I18n, refusal: Refusal) -> String {
    match refusal {
        Refusal::MustFollow { colour } => {
            let c = kind_name(i18n, colour).to_owned();
            i18n.f(Key::MnRefMustFollow, &[("colour", c)])
        }
        Refusal::NotHeld { die } => i18n.f(
            Key::MnRefNotHeld,
            &[("die", kind_name(i18n, die).to_owned())],
        ),
        Refusal::NotYourTurn { seat } => about(i18n, Key::MnRefNotYourTurn, seat, &[]),
        Refusal::BidFirst => i18n.t(Key::MnRefBidFirst).to_owned(),
        Refusal::BidsClosed => i18n.t(Key::MnRefBidsClosed).to_owned(),
        Refusal::AlreadyBid => i18n.t(Key::MnRefAlreadyBid).to_owned(),
        Refusal::BidTooHigh { max } => {
            i18n.n(Key::MnRefBidTooHigh, max as u64, &[("n", max.to_string())])
        }
        Refusal::GameOver => i18n.t(Key::GameOver).to_owned(),
        Refusal::NoSuchPlayer { seat } => no_such_player(i18n, seat),
    }
}

/// A sentence starting with a colour name gets its capital ("Blue to follow"); scripts
/// without case are left as they are. An ASCII capital only: every colour name we ship starts
/// with an ASCII letter, and Unicode's case tables would weigh some KB on this page
/// (docs/experiments/performance-log.md, "Third round").
pub fn capitalised(mut text: String) -> String {
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}
