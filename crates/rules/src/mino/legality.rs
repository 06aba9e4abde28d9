//! Why an action is refused, as a typed reason a player can read ("You hold a blue die: blue
//! must follow blue (or roll a creature die)"). Checking only reads the state, so a refused
//! action leaves it untouched.

use std::fmt;

use super::action::{Action, Move};
use super::dice::Kind;
use super::state::{MinoGame, Phase};
use crate::{Game, PlayerId, RuleError};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NoSuchPlayer {
        seat: PlayerId,
    },
    /// A bid after every seat has bid (the dice are rolling).
    BidsClosed,
    AlreadyBid,
    /// Bids go from 0 to the dice in hand.
    BidTooHigh {
        max: usize,
    },
    /// A roll while seats are still bidding.
    BidFirst,
    NotYourTurn {
        seat: PlayerId,
    },
    NotHeld {
        die: Kind,
    },
    /// The seat holds the colour to follow and rolled another number die.
    MustFollow {
        colour: Kind,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("The game is over"),
            Refusal::NoSuchPlayer { seat } => write!(f, "There is no player {}", seat + 1),
            Refusal::BidsClosed => f.write_str("The bids are in: it is time to roll"),
            Refusal::AlreadyBid => f.write_str("You have already bid this hand"),
            Refusal::BidTooHigh { max } => {
                write!(f, "You hold {max} dice: bid from 0 to {max} tricks")
            }
            Refusal::BidFirst => f.write_str("Everyone bids before the first roll"),
            Refusal::NotYourTurn { seat } => {
                write!(f, "It is player {}'s turn to roll", seat + 1)
            }
            Refusal::NotHeld { die } => write!(f, "You hold no {die} die"),
            Refusal::MustFollow { colour } => write!(
                f,
                "You hold a {colour} die: {colour} must follow {colour} (or roll a creature die)"
            ),
        }
    }
}

impl From<Refusal> for RuleError {
    fn from(refusal: Refusal) -> RuleError {
        RuleError::new(refusal.to_string())
    }
}

impl MinoGame {
    /// Why `action` would be refused now, if it would.
    pub fn refusal(&self, action: &Action) -> Option<Refusal> {
        check(self, action).err()
    }
}

pub fn check(game: &MinoGame, action: &Action) -> Result<(), Refusal> {
    let seat = action.player;
    if game.phase() == Phase::Over {
        return Err(Refusal::GameOver);
    }
    if seat >= game.players() {
        return Err(Refusal::NoSuchPlayer { seat });
    }
    match action.mv {
        Move::Bid(n) => {
            if game.phase() != Phase::Bidding {
                return Err(Refusal::BidsClosed);
            }
            if game.bid_of(seat).is_some() {
                return Err(Refusal::AlreadyBid);
            }
            let max = game.dice(seat).len();
            if n as usize > max {
                return Err(Refusal::BidTooHigh { max });
            }
            Ok(())
        }
        Move::Roll(die) => {
            if game.phase() == Phase::Bidding {
                return Err(Refusal::BidFirst);
            }
            if seat != game.seat_to_roll() {
                return Err(Refusal::NotYourTurn {
                    seat: game.seat_to_roll(),
                });
            }
            if !game.dice(seat).contains(&die) {
                return Err(Refusal::NotHeld { die });
            }
            match game.must_follow(seat) {
                Some(colour) if die != colour && die.is_number() => {
                    Err(Refusal::MustFollow { colour })
                }
                _ => Ok(()),
            }
        }
    }
}
