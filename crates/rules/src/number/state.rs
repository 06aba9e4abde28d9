//! The Number as a state machine: two rounds of five simultaneous turns.

use serde::{Deserialize, Serialize};

use super::action::Pick;
use super::legality;
use super::refusal::Refusal;
use super::reveal::{resolve_turn, TurnResult};
use super::view::View;
use super::{Options, SeatKind, ROUNDS, TURNS};
use crate::{Checked, Deal, Game, GameId, Outcome, PlayerId, Rng, RuleError, Seed};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct NumberGame {
    pub(super) options: Options,
    pub(super) seed: Seed,
    pub(super) round: usize,
    pub(super) turn: usize,
    /// `sheets[p][d]`: digit d crossed out on seat p's sheet this round.
    pub(super) sheets: Vec<[bool; 10]>,
    /// This turn's secret picks, revealed when every seat that can play has picked.
    pub(super) picks: Vec<Option<u16>>,
    pub(super) history: Vec<TurnResult>,
    /// Per seat and round: points + bonus of its turns.
    pub(super) turn_points: Vec<[i64; ROUNDS]>,
    /// Per seat and round: digits crossed out when the round ended.
    pub(super) crossed_at_end: Vec<[i64; ROUNDS]>,
    pub(super) over: bool,
    pub(super) last_revealed: bool,
    pub(super) actions: usize,
}

impl NumberGame {
    pub fn round(&self) -> usize {
        self.round
    }

    pub fn turn(&self) -> usize {
        self.turn
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn history(&self) -> &[TurnResult] {
        &self.history
    }

    pub fn exhausted(&self, player: PlayerId) -> bool {
        self.sheets[player].iter().all(|&crossed| crossed)
    }

    fn crossed_count(&self, player: PlayerId) -> i64 {
        self.sheets[player].iter().filter(|&&c| c).count() as i64
    }

    /// Per seat and round: turn points + crossed digits (the current round counts the digits
    /// crossed so far, as if it ended now).
    pub fn round_scores(&self) -> Vec<[i64; ROUNDS]> {
        (0..self.players())
            .map(|p| {
                let mut rounds = [0; ROUNDS];
                for (r, slot) in rounds.iter_mut().enumerate() {
                    let crossed = if r == self.round && !self.over {
                        self.crossed_count(p)
                    } else {
                        self.crossed_at_end[p][r]
                    };
                    *slot = self.turn_points[p][r] + crossed;
                }
                rounds
            })
            .collect()
    }

    /// Who has already picked this turn (public: the others see that you are done).
    pub fn picked(&self) -> Vec<bool> {
        self.picks.iter().map(Option::is_some).collect()
    }

    pub fn sheets(&self) -> &[[bool; 10]] {
        &self.sheets
    }

    pub fn pick_of(&self, player: PlayerId) -> Option<u16> {
        self.picks.get(player).copied().flatten()
    }

    pub fn seat_kind(&self, seat: PlayerId) -> SeatKind {
        self.options.seats[seat]
    }

    /// What `me` sees (`None`: a spectator): everything public and its own pick this turn.
    fn view_of(&self, me: Option<PlayerId>) -> View {
        let players = self.players();
        View {
            me,
            players,
            seats: self.options().seats.clone(),
            round: self.round(),
            turn: self.turn(),
            over: self.is_over(),
            sheets: self.sheets().to_vec(),
            exhausted: (0..players).map(|p| self.exhausted(p)).collect(),
            picked: self.picked(),
            my_pick: me.and_then(|me| self.pick_of(me)),
            history: self.history().to_vec(),
            round_scores: self.round_scores(),
            scores: self.scores(),
        }
    }

    fn reveal(&mut self) {
        let picks: Vec<Option<u16>> = self.picks.clone();
        let result = resolve_turn(self.round, self.turn, &picks, &self.sheets);
        for play in &result.plays {
            self.turn_points[play.player][self.round] += play.total();
            for &d in &play.crossed {
                self.sheets[play.player][d as usize] = true;
            }
        }
        self.history.push(result);
        self.picks = vec![None; self.players()];
        self.turn += 1;
        if self.turn == TURNS {
            for p in 0..self.players() {
                self.crossed_at_end[p][self.round] = self.crossed_count(p);
            }
            self.turn = 0;
            self.round += 1;
            self.sheets = vec![[false; 10]; self.players()];
            if self.round == ROUNDS {
                self.over = true;
                self.round = ROUNDS - 1;
                self.turn = TURNS - 1;
            }
        }
    }

    /// Whether `player` has still to pick this turn: a pick not made yet and a digit left.
    fn can_act(&self, player: PlayerId) -> bool {
        !self.over && self.picks.get(player).is_some_and(Option::is_none) && !self.exhausted(player)
    }

    /// Whether every seat that can pick has picked, so the turn is revealed.
    fn all_picked(&self) -> bool {
        !(0..self.players()).any(|p| self.can_act(p))
    }

    /// Turns in which no seat can play (every sheet empty) resolve at once, scoring nothing.
    fn settle(&mut self) {
        while !self.over && self.all_picked() {
            self.reveal();
        }
    }
}

impl Game for NumberGame {
    type Options = Options;
    type Action = Pick;
    type View = View;
    type Refusal = Refusal;

    const ID: GameId = GameId::Number;

    fn new(options: &Options, seed: Seed) -> Result<Self, RuleError> {
        options.validate()?;
        let n = options.seats.len();
        Ok(NumberGame {
            options: options.clone(),
            seed,
            round: 0,
            turn: 0,
            sheets: vec![[false; 10]; n],
            picks: vec![None; n],
            history: Vec::new(),
            turn_points: vec![[0; ROUNDS]; n],
            crossed_at_end: vec![[0; ROUNDS]; n],
            over: false,
            last_revealed: false,
            actions: 0,
        })
    }

    fn deal(&self) -> Deal<'_, Options> {
        Deal::new(&self.options, self.seed)
    }

    fn to_act(&self) -> Vec<PlayerId> {
        (0..self.players()).filter(|&p| self.can_act(p)).collect()
    }

    /// Every number made only of the seat's uncrossed digits. (A number with a crossed digit
    /// is also accepted by `apply`, as on paper, and is eliminated at the reveal.)
    fn legal_actions(&self, player: PlayerId) -> Vec<Pick> {
        if !self.can_act(player) {
            return Vec::new();
        }
        let sheet = &self.sheets[player];
        // Every number of three digits not crossed off, in increasing order: built from the
        // digits left rather than by filtering 0..1000, the rules' hottest loop here (the
        // browser's size-optimised build left that filter as calls:
        // docs/experiments/performance-log.md, "The rules in wasm").
        let mut left = [0u16; 10];
        let mut n = 0;
        for d in 0..10u16 {
            if !sheet[d as usize] {
                left[n] = d;
                n += 1;
            }
        }
        let left = &left[..n];
        // Numbers written into slots made in one go, rather than pushed one by one: the
        // size-optimised wasm build kept a push's capacity check and length store in the
        // innermost loop (docs/experiments/performance-log.md, "The Number's legal picks").
        let mut out = vec![Pick { player, number: 0 }; n * n * n];
        let mut slots = out.iter_mut();
        for &h in left {
            for &t in left {
                for &u in left {
                    if let Some(slot) = slots.next() {
                        slot.number = h * 100 + t * 10 + u;
                    }
                }
            }
        }
        out
    }

    fn check(&self, action: &Pick) -> Result<(), Refusal> {
        legality::check(self, action)
    }

    fn effect(&mut self, action: Checked<'_, Pick>) {
        let Pick { player, number } = *action;
        self.picks[player] = Some(number);
        self.actions += 1;
        self.last_revealed = self.all_picked();
        if self.last_revealed {
            self.reveal();
            self.settle();
        }
    }

    fn observe(&self, seat: Option<PlayerId>) -> View {
        self.view_of(seat)
    }

    /// Its own stream per seat and turn, so a bot's pick does not depend on the order in
    /// which the seats act.
    fn decision_rng(&self, seat: PlayerId) -> Rng {
        let index = (seat * 100 + self.round * 10 + self.turn) as u64;
        Rng::stream(self.seed, "bot", index)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome::from_scores(self.scores()))
    }

    fn scores(&self) -> Vec<i64> {
        self.round_scores().iter().map(|r| r.iter().sum()).collect()
    }

    /// A pick may be taken back until it completes the turn: the reveal shows everyone's numbers.
    fn last_action_undoable(&self) -> bool {
        self.actions > 0 && !self.last_revealed
    }
}

crate::checked_position!(NumberGame);
