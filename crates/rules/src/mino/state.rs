//! Mino Dice as a state machine. Each hand: every seat draws its dice in secret, all bid at
//! once (hidden until the last bid), then tricks are rolled one die per seat, the winner
//! leading the next; after the last trick the hand is scored and every die goes back.

use serde::{Deserialize, Serialize};

use super::dice::{bag_list, Face, Kind};
use super::scoring::SheetRow;
use super::trick::{self, colour_to_follow, Capture, Roll, Trick};
use super::Options;
use crate::{Game, PlayerId, Rng, Seed};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Bidding,
    Rolling,
    Over,
}

/// Hand `hand`'s dice (1-based: `hand` dice each) from the seed alone: the whole bag in table
/// order, shuffled by the seed's `draw` stream (index = hand), seat s taking the dice from
/// `s × hand` on. Returns the hands (sorted) and what stays in the bag.
pub fn draw(seed: Seed, players: usize, hand: usize) -> (Vec<Vec<Kind>>, Vec<Kind>) {
    let mut bag = bag_list();
    Rng::stream(seed, "draw", hand as u64).shuffle(&mut bag);
    let hands = (0..players)
        .map(|s| {
            let mut dice = bag[s * hand..(s + 1) * hand].to_vec();
            crate::small_sort::sort_by_key(&mut dice, |k| *k);
            dice
        })
        .collect();
    let mut rest = bag[players * hand..].to_vec();
    crate::small_sort::sort_by_key(&mut rest, |k| *k);
    (hands, rest)
}

/// The face of the game's `k`-th roll (0-based) of a `die`: one draw from the seed's `roll`
/// stream with index k, whatever was rolled before.
pub fn roll_face(seed: Seed, k: u64, die: Kind) -> Face {
    die.faces()[Rng::stream(seed, "roll", k).below(6) as usize]
}

/// States compare equal field by field: a test proves a refused action changed nothing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct MinoGame {
    pub(super) options: Options,
    pub(super) seed: Seed,
    /// The hand in progress, 0-based (hand N of the rules is `hand + 1`).
    pub(super) hand: usize,
    pub(super) phase: Phase,
    /// Dice not drawn this hand, sorted.
    pub(super) bag: Vec<Kind>,
    /// Per seat, the dice behind its screen, sorted.
    pub(super) hands: Vec<Vec<Kind>>,
    /// This hand's bids; hidden from the other seats until every seat has bid.
    pub(super) bids: Vec<Option<u8>>,
    /// Whose roll it is (in the bidding phase: who will lead).
    pub(super) seat: PlayerId,
    /// The trick in progress, leader first.
    pub(super) trick: Vec<Roll>,
    /// Every completed trick of the game, oldest first.
    pub(super) tricks: Vec<Trick>,
    /// Per seat, one row per scored hand.
    pub(super) sheet: Vec<Vec<SheetRow>>,
    /// Dice rolled in the game so far: the next roll uses the `roll` stream at this index.
    pub(super) rolls: u64,
    pub(super) actions: usize,
    pub(super) last_undoable: bool,
}

impl MinoGame {
    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The hand in progress, 1-based: as many dice are drawn and tricks played.
    pub fn hand_number(&self) -> usize {
        self.hand + 1
    }

    pub fn hands_total(&self) -> usize {
        self.options.hands()
    }

    /// The dice behind `seat`'s screen (sorted by kind).
    pub fn dice(&self, seat: PlayerId) -> &[Kind] {
        &self.hands[seat]
    }

    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }

    pub fn bag(&self) -> &[Kind] {
        &self.bag
    }

    /// `seat`'s bid this hand, hidden or not: the engine's own record (views hide it).
    pub fn bid_of(&self, seat: PlayerId) -> Option<u8> {
        self.bids.get(seat).copied().flatten()
    }

    /// Who has bid this hand (public: the table sees who is done).
    pub fn has_bid(&self) -> Vec<bool> {
        self.bids.iter().map(Option::is_some).collect()
    }

    /// The bids once every seat has bid; `None` while some are still secret.
    pub fn revealed_bids(&self) -> Option<Vec<u8>> {
        (self.phase != Phase::Bidding).then(|| self.bids.iter().map(|b| b.unwrap_or(0)).collect())
    }

    /// The seat to roll next (during bidding: the seat that will lead the first trick).
    pub fn seat_to_roll(&self) -> PlayerId {
        self.seat
    }

    /// The seat leading the trick in progress.
    pub fn leader(&self) -> PlayerId {
        self.trick.first().map_or(self.seat, |r| r.seat)
    }

    /// The seat leading the first trick of hand `hand` (0-based): one seat on each hand.
    pub fn first_leader(&self, hand: usize) -> PlayerId {
        hand % self.players()
    }

    /// The trick in progress: who rolled which die and what it shows, leader first.
    pub fn trick(&self) -> &[Roll] {
        &self.trick
    }

    /// Every completed trick of the game, oldest first.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The last completed trick, with its winner and why (for the table to explain).
    pub fn last_trick(&self) -> Option<&Trick> {
        self.tricks.last()
    }

    /// The completed tricks of the hand in progress.
    pub fn hand_tricks(&self) -> &[Trick] {
        let start = self
            .tricks
            .iter()
            .rposition(|t| t.hand != self.hand_number())
            .map_or(0, |i| i + 1);
        &self.tricks[start..]
    }

    /// Tricks taken per seat in the hand in progress.
    pub fn tricks_won(&self) -> Vec<u8> {
        let mut won = vec![0; self.players()];
        for t in self.hand_tricks() {
            won[t.winner] += 1;
        }
        won
    }

    /// The colour to follow in the trick in progress (set by its first number die).
    pub fn colour_to_follow(&self) -> Option<Kind> {
        colour_to_follow(self.trick.iter().map(|r| r.die))
    }

    /// The colour `seat` must roll (unless it rolls a creature die): the colour to follow,
    /// when the seat holds a die of it.
    pub fn must_follow(&self, seat: PlayerId) -> Option<Kind> {
        self.colour_to_follow()
            .filter(|c| self.hands.get(seat).is_some_and(|h| h.contains(c)))
    }

    /// Per seat, its score sheet: one row per hand scored.
    pub fn sheet(&self) -> &[Vec<SheetRow>] {
        &self.sheet
    }

    pub fn rolls(&self) -> u64 {
        self.rolls
    }

    pub(super) fn start_hand(&mut self, hand: usize) {
        let (hands, bag) = draw(self.seed, self.players(), hand + 1);
        self.hand = hand;
        self.hands = hands;
        self.bag = bag;
        self.bids = vec![None; self.players()];
        self.seat = self.first_leader(hand);
        self.trick.clear();
        self.phase = Phase::Bidding;
    }

    pub(super) fn roll(&mut self, seat: PlayerId, die: Kind) {
        if let Some(i) = self.hands[seat].iter().position(|&d| d == die) {
            self.hands[seat].remove(i);
        }
        let face = roll_face(self.seed, self.rolls, die);
        self.rolls += 1;
        self.trick.push(Roll { seat, die, face });
        if self.trick.len() < self.players() {
            self.seat = (seat + 1) % self.players();
            return;
        }
        let number = self.hand_tricks().len() + 1;
        let done = trick::resolve(self.hand_number(), number, std::mem::take(&mut self.trick));
        self.seat = done.winner;
        self.tricks.push(done);
        if number == self.hand_number() {
            self.score_hand();
        }
    }

    pub(super) fn score_hand(&mut self) {
        let won = self.tricks_won();
        for (seat, &tricks) in won.iter().enumerate() {
            let captures: Vec<Capture> = self
                .hand_tricks()
                .iter()
                .filter(|t| t.winner == seat)
                .flat_map(|t| t.captures.iter().copied())
                .collect();
            let bid = self.bids[seat].unwrap_or(0);
            let row = SheetRow::new(self.hand_number(), bid, tricks, captures);
            self.sheet[seat].push(row);
        }
        if self.hand_number() == self.hands_total() {
            self.phase = Phase::Over;
        } else {
            self.start_hand(self.hand + 1);
        }
    }
}

crate::checked_position!(MinoGame);
