//! Why an action is refused, as a typed reason a player can read ("You hold a blue die: blue
//! must follow blue (or roll a creature die)"). Checking only reads the state, so a refused
//! action leaves it untouched.
//!
//! The check is written once, over the few facts it reads (`Facts`), and both the game and
//! a seat's view give them: a page that holds only its view (an online table) refuses its
//! own seat's actions with the engine's very reasons, and the two cannot drift apart.

use std::fmt;

use super::action::{Action, Move};
use super::dice::Kind;
use super::state::{MinoGame, Phase};
use super::view::View;
use crate::{Game, PlayerId, SeatView};

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

// As JSON: an online table sends the refusal itself, which the page words in its player's
// language (docs/tables.md). A die as in the views.
crate::json_record!(enum Refusal {
    GameOver,
    NoSuchPlayer { seat },
    BidsClosed,
    AlreadyBid,
    BidTooHigh { max },
    BidFirst,
    NotYourTurn { seat },
    NotHeld { die },
    MustFollow { colour },
});

/// What the check reads. The game knows every seat's dice; a view only its own seat's.
pub(super) trait Facts {
    fn phase(&self) -> Phase;
    fn player_count(&self) -> usize;
    /// Whether `seat` has bid this hand (public: the table sees who is done).
    fn bid_in(&self, seat: PlayerId) -> bool;
    /// The seat to roll.
    fn to_roll(&self) -> PlayerId;
    /// The colour to follow in the trick in progress.
    fn follow(&self) -> Option<Kind>;
    /// The dice behind `seat`'s screen; `None` where this side may not look.
    fn dice_of(&self, seat: PlayerId) -> Option<&[Kind]>;
}

impl Facts for MinoGame {
    fn phase(&self) -> Phase {
        self.phase
    }

    fn player_count(&self) -> usize {
        Game::players(self)
    }

    fn bid_in(&self, seat: PlayerId) -> bool {
        self.bid_of(seat).is_some()
    }

    fn to_roll(&self) -> PlayerId {
        self.seat_to_roll()
    }

    fn follow(&self) -> Option<Kind> {
        self.colour_to_follow()
    }

    fn dice_of(&self, seat: PlayerId) -> Option<&[Kind]> {
        self.hands.get(seat).map(Vec::as_slice)
    }
}

impl Facts for View {
    fn phase(&self) -> Phase {
        self.phase
    }

    fn player_count(&self) -> usize {
        self.players
    }

    fn bid_in(&self, seat: PlayerId) -> bool {
        self.has_bid.get(seat).is_some_and(|&b| b)
    }

    fn to_roll(&self) -> PlayerId {
        self.to_roll
    }

    fn follow(&self) -> Option<Kind> {
        self.follow
    }

    fn dice_of(&self, seat: PlayerId) -> Option<&[Kind]> {
        (self.me == Some(seat)).then_some(self.my_dice.as_slice())
    }
}

impl SeatView<Action, Refusal> for View {
    /// While bidding, every seat that has not bid (all at once); while rolling, the seat to
    /// roll; none once over.
    fn to_act(&self) -> Vec<PlayerId> {
        match self.phase {
            Phase::Bidding => (0..self.players)
                .filter(|&p| !self.has_bid.get(p).copied().unwrap_or(true))
                .collect(),
            Phase::Rolling => vec![self.to_roll],
            Phase::Over => Vec::new(),
        }
    }

    /// Another seat's dice are hidden here, so for its actions only what the table sees is
    /// checked (the rest is the server's to say).
    fn refusal(&self, action: &Action) -> Option<Refusal> {
        check(self, action).err()
    }
}

/// The checks that need the seat's dice come last, so that where they are hidden every
/// public check has been made.
pub(super) fn check(table: &impl Facts, action: &Action) -> Result<(), Refusal> {
    let seat = action.player;
    if table.phase() == Phase::Over {
        return Err(Refusal::GameOver);
    }
    if seat >= table.player_count() {
        return Err(Refusal::NoSuchPlayer { seat });
    }
    match action.mv {
        Move::Bid(n) => {
            if table.phase() != Phase::Bidding {
                return Err(Refusal::BidsClosed);
            }
            if table.bid_in(seat) {
                return Err(Refusal::AlreadyBid);
            }
            let Some(dice) = table.dice_of(seat) else {
                return Ok(());
            };
            let max = dice.len();
            if n as usize > max {
                return Err(Refusal::BidTooHigh { max });
            }
            Ok(())
        }
        Move::Roll(die) => {
            if table.phase() == Phase::Bidding {
                return Err(Refusal::BidFirst);
            }
            let to_roll = table.to_roll();
            if seat != to_roll {
                return Err(Refusal::NotYourTurn { seat: to_roll });
            }
            let Some(dice) = table.dice_of(seat) else {
                return Ok(());
            };
            if !dice.contains(&die) {
                return Err(Refusal::NotHeld { die });
            }
            // The colour to follow binds only a seat that holds it (`MinoGame::must_follow`).
            match table.follow().filter(|c| dice.contains(c)) {
                Some(colour) if die != colour && die.is_number() => {
                    Err(Refusal::MustFollow { colour })
                }
                _ => Ok(()),
            }
        }
    }
}
