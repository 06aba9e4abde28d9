//! Sequence Numbers as a `Game`: who acts, what is legal, playing an action (checked by
//! `legality`), the views, the end, and positions. The state and its moves are in `state`.

use super::action::{Action, Move};
use super::board::{Board, Team};
use super::deck::{Card, CardId, DECK_SIZE};
use super::event::{End, Event};
use super::state::SequenceGame;
use super::view::View;
use super::Options;
use crate::{Checked, Deal, Game, GameId, Outcome, PlayerId, Position, Rng, RuleError, Seed};

impl Game for SequenceGame {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Refusal = super::Refusal;

    const ID: GameId = GameId::Sequence;

    /// Shuffles the 100 cards with the seed's "deck" stream and deals one card at a time,
    /// seat 0 first, from the top of the pile. Seat 0 plays first.
    fn new(options: &Options, seed: Seed) -> Result<Self, RuleError> {
        options.validate()?;
        let n = options.seats.len();
        let mut pile: Vec<CardId> = (0..DECK_SIZE as CardId).collect();
        Rng::stream(seed, "deck", 0).shuffle(&mut pile);
        let mut hands = vec![Vec::new(); n];
        for _ in 0..options.hand_size() {
            for hand in hands.iter_mut() {
                hand.extend(pile.pop());
            }
        }
        Ok(SequenceGame {
            options: options.clone(),
            seed,
            pile,
            discards: Vec::new(),
            hands,
            board: Board::new(),
            seat: 0,
            turns: 0,
            dead_used: false,
            reshuffles: 0,
            passes: 0,
            placed: 0,
            removed: 0,
            events: Vec::new(),
            end: None,
            actions: 0,
            last_undoable: false,
        })
    }

    fn deal(&self) -> Deal<'_, Options> {
        Deal::new(&self.options, self.seed)
    }

    fn to_act(&self) -> Vec<PlayerId> {
        self.seat_to_act().into_iter().collect()
    }

    /// Each distinct card once (the two Plus are one choice), its spaces in reading order;
    /// dead-card exchanges (if none yet this turn); a pass only when no card can be played.
    fn legal_actions(&self, player: PlayerId) -> Vec<Action> {
        if self.seat_to_act() != Some(player) {
            return Vec::new();
        }
        let team = self.team_of(player);
        let mut faces: Vec<Card> = self.hands[player].iter().map(|&id| self.card(id)).collect();
        crate::small_sort::sort_by_key(&mut faces, |f| (f.answer(), *f == Card::Minus, f.text()));
        faces.dedup();
        let mut legal = Vec::new();
        for face in faces {
            let spaces = self.spaces_for(face, team);
            if spaces.is_empty() && !self.dead_used && self.is_dead(face) {
                legal.push(Move::Dead { card: face });
            }
            legal.extend(spaces.into_iter().map(|cell| match face {
                Card::Minus => Move::Remove { cell },
                card => Move::Place { card, cell },
            }));
        }
        if !self.can_play_any(player) {
            legal.push(Move::Pass);
        }
        legal.into_iter().map(|mv| Action { player, mv }).collect()
    }

    fn check(&self, action: &Action) -> Result<(), super::Refusal> {
        super::legality::check(self, action)
    }

    fn effect(&mut self, action: Checked<'_, Action>) {
        let seat = self.seat;
        let team = self.team_of(seat);
        match action.mv {
            Move::Place { card, cell } => {
                let index = self.held_index(seat, card).unwrap_or_default();
                self.discard(index);
                let claimed = self.board.place(cell, team);
                self.placed += 1;
                self.passes = 0;
                self.events.push(Event::Placed { seat, card, cell });
                for s in claimed {
                    self.events.push(Event::Sequence {
                        team,
                        cells: s.cells,
                    });
                }
                if self.board.sequences_of(team) >= self.options.sequences_to_win() {
                    self.finish(End::Won { team });
                }
                self.draw();
                self.end_turn();
            }
            Move::Remove { cell } => {
                let index = self.held_index(seat, Card::Minus).unwrap_or_default();
                self.discard(index);
                let removed = self.board.remove(cell).unwrap_or_default();
                self.removed += 1;
                self.passes = 0;
                self.events.push(Event::Removed {
                    seat,
                    cell,
                    team: removed,
                });
                self.draw();
                self.end_turn();
            }
            Move::Dead { card } => {
                let index = self.held_index(seat, card).unwrap_or_default();
                self.discard(index);
                self.dead_used = true;
                self.events.push(Event::DeadExchanged { seat, card });
                self.draw();
            }
            Move::Pass => {
                self.passes += 1;
                self.events.push(Event::Passed { seat });
                self.end_turn();
            }
        }
        self.actions += 1;
        self.last_undoable = action.mv == Move::Pass;
    }

    fn observe(&self, seat: Option<PlayerId>) -> View {
        View::of(self, seat)
    }

    /// Its own stream per turn and step (before or after exchanging a dead card).
    fn decision_rng(&self, _seat: PlayerId) -> Rng {
        let index = (self.turns * 2 + self.dead_used as usize) as u64;
        Rng::stream(self.seed, "bot", index)
    }

    /// Scores are each seat's team's completed sequences; winners the winning team's seats
    /// (after a block: most sequences, then most chips on the board; equals share).
    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let n = self.players();
        let winning: Vec<Team> = match end {
            End::Won { team } => vec![team],
            End::Blocked => {
                let key = |t: Team| (self.board.sequences_of(t), self.board.chips_of(t));
                let teams: Vec<Team> = (0..self.options.team_count() as Team).collect();
                let best = teams.iter().map(|&t| key(t)).max().unwrap_or_default();
                teams.into_iter().filter(|&t| key(t) == best).collect()
            }
        };
        Some(Outcome {
            scores: self.scores(),
            winners: (0..n)
                .filter(|&s| winning.contains(&self.team_of(s)))
                .collect(),
        })
    }

    fn scores(&self) -> Vec<i64> {
        (0..self.players())
            .map(|s| self.board.sequences_of(self.team_of(s)) as i64)
            .collect()
    }

    /// Only a pass may be taken back: every other action draws a card.
    fn last_action_undoable(&self) -> bool {
        self.actions > 0 && self.last_undoable
    }
}

impl Position for SequenceGame {
    /// Consistency of a state read from outside (a position file).
    fn check_position(&self) -> Result<(), RuleError> {
        self.options.validate()?;
        if self.hands.len() != self.players() || self.seat >= self.players() {
            return Err(RuleError::inconsistent(
                "one hand per seat expected, and the seat to act among them",
            ));
        }
        super::legality::check_position(self)
    }

    /// The same game with the face-down pile in another order and other reshuffles to come
    /// (`salt` picks them).
    fn other_future(&self, salt: u64) -> SequenceGame {
        let mut other = self.clone();
        other.seed = Seed::from_bits(self.seed.bits() ^ (salt | 1));
        Rng::stream(other.seed, "other-future", 0).shuffle(&mut other.pile);
        other
    }
}
