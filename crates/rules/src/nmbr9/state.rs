//! NMBR 9 as a state machine: 20 rounds, one card each; every seat places that card's tile on
//! its own board, in any order, and the next card is revealed once all have placed.

use serde::{Deserialize, Serialize};

use super::action::Place;
use super::board::{Board, Placement};
use super::legality;
use super::refusal::Refusal;
use super::view::View;
use super::{unshuffled_deck, Options, SeatKind, CARDS};
use crate::{Checked, Deal, Game, GameId, Outcome, PlayerId, Position, Rng, RuleError, Seed};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct Nmbr9Game {
    options: Options,
    seed: Seed,
    /// The whole shuffled deck. Only `deck[..=card]` has been revealed.
    deck: Vec<u8>,
    /// Index of the current card, 0–19; 20 once the game is over.
    card: usize,
    boards: Vec<Board>,
    /// Seats that have placed the current card.
    placed: Vec<bool>,
    actions: usize,
    /// The last placement completed the round (revealing the next card or ending the game).
    last_revealed: bool,
}

impl Nmbr9Game {
    /// The current card's digit, `None` once the game is over.
    pub fn current_card(&self) -> Option<u8> {
        self.deck.get(self.card).copied()
    }

    /// Index of the current card (0–19), 20 once the game is over.
    pub fn card_index(&self) -> usize {
        self.card
    }

    /// Cards revealed so far, the current one last.
    pub fn revealed(&self) -> &[u8] {
        &self.deck[..(self.card + 1).min(CARDS)]
    }

    /// Cards still face down, per digit (public: everyone can count the revealed ones).
    pub fn remaining(&self) -> [u8; 10] {
        let mut counts = [0u8; 10];
        for &d in self.deck.iter().skip(self.card + 1) {
            counts[d as usize] += 1;
        }
        counts
    }

    pub fn is_over(&self) -> bool {
        self.card >= CARDS
    }

    pub fn board(&self, seat: PlayerId) -> &Board {
        &self.boards[seat]
    }

    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// Which seats have placed the current card.
    pub fn placed(&self) -> &[bool] {
        &self.placed
    }

    pub fn seat_kind(&self, seat: PlayerId) -> SeatKind {
        self.options.seats[seat]
    }

    /// Every legal placement of the current card on `seat`'s board (empty if that seat need
    /// not place now). See `Board::legal_placements`.
    pub fn legal_placements(&self, seat: PlayerId) -> Vec<Placement> {
        match self.current_card() {
            Some(digit) if self.to_act().contains(&seat) => {
                self.boards[seat].legal_placements(digit)
            }
            _ => Vec::new(),
        }
    }

    /// What `me` sees (`None`: a spectator): everything but the order of the cards to come.
    fn view_of(&self, me: Option<PlayerId>) -> View {
        View {
            me,
            players: self.players(),
            seats: self.options.seats.clone(),
            card_index: self.card_index(),
            card: self.current_card(),
            revealed: self.revealed().to_vec(),
            remaining: self.remaining(),
            boards: self.boards.clone(),
            placed: self.placed.clone(),
            scores: self.scores(),
            over: self.is_over(),
        }
    }
}

impl Game for Nmbr9Game {
    type Options = Options;
    type Action = Place;
    type View = View;
    type Refusal = Refusal;

    const ID: GameId = GameId::Nmbr9;

    fn new(options: &Options, seed: Seed) -> Result<Self, RuleError> {
        options.validate()?;
        let n = options.seats.len();
        let mut deck = unshuffled_deck();
        Rng::stream(seed, "deck", 0).shuffle(&mut deck);
        Ok(Nmbr9Game {
            options: options.clone(),
            seed,
            deck,
            card: 0,
            boards: vec![Board::new(); n],
            placed: vec![false; n],
            actions: 0,
            last_revealed: false,
        })
    }

    fn deal(&self) -> Deal<'_, Options> {
        Deal::new(&self.options, self.seed)
    }

    fn to_act(&self) -> Vec<PlayerId> {
        if self.is_over() {
            return Vec::new();
        }
        (0..self.players()).filter(|&p| !self.placed[p]).collect()
    }

    fn legal_actions(&self, player: PlayerId) -> Vec<Place> {
        self.legal_placements(player)
            .into_iter()
            .map(|p| Place {
                player,
                x: p.x,
                y: p.y,
                rotation: p.rotation,
            })
            .collect()
    }

    fn check(&self, action: &Place) -> Result<(), Refusal> {
        legality::check(self, action)
    }

    fn effect(&mut self, action: Checked<'_, Place>) {
        let Place {
            player,
            x,
            y,
            rotation,
        } = *action;
        let digit = self.current_card().unwrap_or_default();
        // `check` ran the board's own check on this very placement: `place` refuses nothing.
        if self.boards[player].place(digit, x, y, rotation).is_err() {
            return;
        }
        self.placed[player] = true;
        self.actions += 1;
        self.last_revealed = self.placed.iter().all(|&p| p);
        if self.last_revealed {
            self.card += 1;
            self.placed = vec![false; self.players()];
        }
    }

    fn observe(&self, seat: Option<PlayerId>) -> View {
        self.view_of(seat)
    }

    /// Its own stream per seat and card, so a bot's placement does not depend on the order
    /// in which the seats act.
    fn decision_rng(&self, seat: PlayerId) -> Rng {
        Rng::stream(self.seed, "bot", (seat * 100 + self.card) as u64)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| Outcome::from_scores(self.scores()))
    }

    fn scores(&self) -> Vec<i64> {
        self.boards.iter().map(Board::score).collect()
    }

    /// A placement may be taken back while its card is still current for everyone: once the
    /// last seat places, the next card is revealed.
    fn last_action_undoable(&self) -> bool {
        self.actions > 0 && !self.last_revealed
    }
}

impl Position for Nmbr9Game {
    /// Consistency of a state read from outside (a position file). Boards were already
    /// replayed tile by tile when read; here: sizes, the deck, and tiles matching the cards.
    fn check_position(&self) -> Result<(), RuleError> {
        self.options.validate()?;
        let bad = |what: &'static str| Err(RuleError::inconsistent(what));
        let mut deck = self.deck.clone();
        crate::small_sort::sort_by_key(&mut deck, |x| *x);
        let mut full = unshuffled_deck();
        crate::small_sort::sort_by_key(&mut full, |x| *x);
        if deck != full {
            return bad("the deck must hold 0 to 9 twice");
        }
        if self.card > CARDS {
            return bad("card index out of range");
        }
        let n = self.players();
        if self.boards.len() != n || self.placed.len() != n {
            return bad("one board and one placed flag per seat expected");
        }
        if self.is_over() && self.placed.iter().any(|&p| p) {
            return bad("a placement after the end");
        }
        if !self.is_over() && self.placed.iter().all(|&p| p) {
            return bad("every seat placed but the next card is not revealed");
        }
        // The counters follow from the boards: one action per tile, and the last one revealed
        // a card exactly when no seat has placed the current one yet.
        let tiles: usize = self.boards.iter().map(|b| b.tiles().len()).sum();
        if self.actions != tiles {
            return bad("the action count is not the number of tiles placed");
        }
        if self.last_revealed != (tiles > 0 && !self.placed.iter().any(|&p| p)) {
            return bad("whether the last action revealed a card does not match the placements");
        }
        for (seat, board) in self.boards.iter().enumerate() {
            let count = self.card + self.placed[seat] as usize;
            let digits: Vec<u8> = board.tiles().iter().map(|t| t.digit).collect();
            if digits != self.deck[..count] {
                return Err(RuleError::inconsistent(format!(
                    "player {}'s tiles are not the cards revealed",
                    seat + 1
                )));
            }
        }
        Ok(())
    }

    /// The same game with the cards still face down in another order (`salt` picks it).
    fn other_future(&self, salt: u64) -> Nmbr9Game {
        let mut other = self.clone();
        let next = (self.card + 1).min(other.deck.len());
        let seed = Seed::from_bits(salt);
        Rng::stream(seed, "other-future", 0).shuffle(&mut other.deck[next..]);
        other
    }
}

crate::checked_position!(Nmbr9Game);
