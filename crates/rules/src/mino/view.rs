//! What one seat sees: its own dice and bid, who has bid, every bid once all are in, the
//! trick in progress and every completed trick (dice rolled are public), the score sheets —
//! never another seat's dice or a bid still secret.

use super::action::Action;
use super::dice::Kind;
use super::scoring::SheetRow;
use super::state::{MinoGame, Phase};
use super::trick::{Roll, Trick};
use super::SeatKind;
use crate::{Game, PlayerId};

#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// The seat this view is for; `None` for a spectator, who sees no screen and no secret bid.
    pub me: Option<PlayerId>,
    pub players: usize,
    pub seats: Vec<SeatKind>,
    pub phase: Phase,
    /// 1-based: dice drawn each and tricks to play this hand.
    pub hand: usize,
    pub hands_total: usize,
    /// The dice behind my screen, sorted by kind.
    pub my_dice: Vec<Kind>,
    /// Dice behind each screen.
    pub hand_sizes: Vec<usize>,
    pub my_bid: Option<u8>,
    /// Who has bid this hand.
    pub has_bid: Vec<bool>,
    /// Every bid, once all are in (`None` while the bidding is open).
    pub bids: Option<Vec<u8>>,
    /// Tricks taken this hand, per seat.
    pub tricks_won: Vec<u8>,
    /// The seat to roll (while bidding: the seat that will lead).
    pub to_roll: PlayerId,
    /// The trick in progress, leader first.
    pub trick: Vec<Roll>,
    /// The colour to follow in the trick in progress.
    pub follow: Option<Kind>,
    /// The colour I must roll (unless I roll a creature die), when I hold the colour to follow.
    pub must_follow: Option<Kind>,
    /// The completed tricks of this hand, oldest first.
    pub hand_tricks: Vec<Trick>,
    /// The last completed trick of the game, with its winner and why.
    pub last_trick: Option<Trick>,
    pub sheet: Vec<Vec<SheetRow>>,
    pub scores: Vec<i64>,
    /// My legal actions now.
    pub legal: Vec<Action>,
}

impl View {
    pub(super) fn of(game: &MinoGame, me: Option<PlayerId>) -> View {
        View {
            me,
            players: game.players(),
            seats: game.options().seats.clone(),
            phase: game.phase(),
            hand: game.hand_number(),
            hands_total: game.hands_total(),
            my_dice: me.map(|me| game.dice(me).to_vec()).unwrap_or_default(),
            hand_sizes: game.hand_sizes(),
            my_bid: me.and_then(|me| game.bid_of(me)),
            has_bid: game.has_bid(),
            bids: game.revealed_bids(),
            tricks_won: game.tricks_won(),
            to_roll: game.seat_to_roll(),
            trick: game.trick().to_vec(),
            follow: game.colour_to_follow(),
            must_follow: me.and_then(|me| game.must_follow(me)),
            hand_tricks: game.hand_tricks().to_vec(),
            last_trick: game.last_trick().cloned(),
            sheet: game.sheet().to_vec(),
            scores: game.scores(),
            legal: me.map(|me| game.legal_actions(me)).unwrap_or_default(),
        }
    }

    /// The seat of a seat's view (bots are only ever handed one); 0 for a spectator's.
    pub fn seat(&self) -> PlayerId {
        self.me.unwrap_or(0)
    }

    pub fn over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Every die rolled this hand, completed tricks first, then the trick in progress.
    pub fn rolled_this_hand(&self) -> impl Iterator<Item = &Roll> {
        self.hand_tricks
            .iter()
            .flat_map(|t| &t.rolls)
            .chain(&self.trick)
    }

    /// Where `seat`'s bid stands this hand, once the bids are shown: met so far, or out of
    /// reach (more tricks taken than bid, or too few tricks left to make it), or still open.
    pub fn bid_standing(&self, seat: PlayerId) -> Option<BidStanding> {
        let bid = *self.bids.as_ref()?.get(seat)?;
        let won = *self.tricks_won.get(seat)?;
        // The trick in progress is still to be won: only completed tricks are played out.
        let left = self.hand.saturating_sub(self.hand_tricks.len());
        Some(if won > bid || usize::from(won) + left < usize::from(bid) {
            BidStanding::OutOfReach
        } else if won == bid {
            BidStanding::Met
        } else {
            BidStanding::Open
        })
    }
}

/// A shown bid against the tricks taken so far (`View::bid_standing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BidStanding {
    /// As many tricks taken as bid (one more would miss it).
    Met,
    /// Fewer taken than bid, and enough tricks left to make it.
    Open,
    /// Missed whatever happens: more taken than bid, or too few tricks left.
    OutOfReach,
}
