//! Mino Dice as a `Game`: who acts, what is legal, playing an action (checked by `legality`),
//! the views and the end. The state itself and its moves are in `state`.

use super::action::{Action, Move};
use super::legality::{self, Refusal};
use super::scoring::SheetRow;
use super::state::{MinoGame, Phase};
use super::view::View;
use super::Options;
use crate::{Checked, Deal, Game, GameId, Outcome, PlayerId, Rng, RuleError, Seed};

impl Game for MinoGame {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Refusal = Refusal;

    const ID: GameId = GameId::Mino;

    fn new(options: &Options, seed: Seed) -> Result<Self, RuleError> {
        options.validate()?;
        let n = options.seats.len();
        let mut game = MinoGame {
            options: options.clone(),
            seed,
            hand: 0,
            phase: Phase::Bidding,
            bag: Vec::new(),
            hands: vec![Vec::new(); n],
            bids: vec![None; n],
            seat: 0,
            trick: Vec::new(),
            tricks: Vec::new(),
            sheet: vec![Vec::new(); n],
            rolls: 0,
            actions: 0,
            last_undoable: false,
        };
        game.start_hand(0);
        Ok(game)
    }

    fn deal(&self) -> Deal<'_, Options> {
        Deal::new(&self.options, self.seed)
    }

    fn to_act(&self) -> Vec<PlayerId> {
        match self.phase {
            Phase::Bidding => (0..self.players())
                .filter(|&p| self.bids[p].is_none())
                .collect(),
            Phase::Rolling => vec![self.seat],
            Phase::Over => Vec::new(),
        }
    }

    /// Bids 0..=N while bidding; then, for the seat to roll, each kind of die it may roll once.
    fn legal_actions(&self, player: PlayerId) -> Vec<Action> {
        if !self.to_act().contains(&player) {
            return Vec::new();
        }
        let moves: Vec<Move> = match self.phase {
            Phase::Bidding => (0..=self.hands[player].len() as u8)
                .map(Move::Bid)
                .collect(),
            _ => {
                let mut kinds = self.hands[player].clone();
                kinds.dedup();
                kinds
                    .into_iter()
                    .filter(|&die| {
                        legality::check(
                            self,
                            &Action {
                                player,
                                mv: Move::Roll(die),
                            },
                        )
                        .is_ok()
                    })
                    .map(Move::Roll)
                    .collect()
            }
        };
        moves.into_iter().map(|mv| Action { player, mv }).collect()
    }

    fn check(&self, action: &Action) -> Result<(), Refusal> {
        legality::check(self, action)
    }

    fn effect(&mut self, action: Checked<'_, Action>) {
        let seat = action.player;
        match action.mv {
            Move::Bid(n) => {
                self.bids[seat] = Some(n);
                if self.bids.iter().all(Option::is_some) {
                    self.phase = Phase::Rolling;
                }
                self.last_undoable = self.phase == Phase::Bidding;
            }
            Move::Roll(die) => {
                self.roll(seat, die);
                self.last_undoable = false;
            }
        }
        self.actions += 1;
    }

    fn observe(&self, seat: Option<PlayerId>) -> View {
        View::of(self, seat)
    }

    /// Its own stream per bid (hand and seat) or per roll, so a bot's choice does not depend
    /// on the order in which the seats bid.
    fn decision_rng(&self, seat: PlayerId) -> Rng {
        match self.phase {
            Phase::Bidding => Rng::stream(self.seed, "bot-bid", (self.hand * 8 + seat) as u64),
            _ => Rng::stream(self.seed, "bot-roll", self.rolls),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| Outcome::from_scores(self.scores()))
    }

    fn scores(&self) -> Vec<i64> {
        self.sheet
            .iter()
            .map(|rows| rows.iter().map(SheetRow::total).sum())
            .collect()
    }

    /// A bid may be taken back until it completes the bidding (the reveal shows every bid);
    /// a roll never: it shows a face drawn from the seed.
    fn last_action_undoable(&self) -> bool {
        self.actions > 0 && self.last_undoable
    }
}
