//! A Mino Dice state as a position (`rules::Position`): read from outside and checked, down
//! to its record of rolls (record.rs), apart from the state so the check can use the whole game.

use super::dice;
use super::state::{MinoGame, Phase};
use super::trick::Roll;
use crate::{Game, Position, RuleError, Seed};

impl Position for MinoGame {
    /// Consistency of a state read from outside (a position file): sizes, ranges, and every
    /// die of the bag in exactly one place.
    fn check_position(&self) -> Result<(), RuleError> {
        self.options.validate()?;
        let n = self.players();
        let bad = |what: &'static str| Err(RuleError::inconsistent(what));
        if self.hand >= self.hands_total() {
            return bad("hand out of range");
        }
        if [self.hands.len(), self.bids.len(), self.sheet.len()] != [n; 3] || self.seat >= n {
            return bad("one hand, bid and score sheet per seat expected");
        }
        let scored = self.hand + usize::from(self.phase == Phase::Over);
        if self.sheet.iter().any(|rows| rows.len() != scored) {
            return bad("the score sheets do not match the hand");
        }
        let rolled: Vec<&Roll> = self.hand_tricks().iter().flat_map(|t| &t.rolls).collect();
        // Counted below in bytes: more dice than the bag would overflow the counts.
        let dice = self.bag.len() + self.hands.iter().map(Vec::len).sum::<usize>();
        if dice + rolled.len() + self.trick.len() != dice::BAG_SIZE {
            return bad("the dice in the bag, the hands and the tricks are not the 36 dice");
        }
        let all_rolls = rolled.iter().copied().chain(&self.trick);
        let mut counts = dice::count(&self.bag);
        for r in all_rolls.clone() {
            counts[r.die.index()] += 1;
        }
        for h in &self.hands {
            dice::count(h)
                .iter()
                .enumerate()
                .for_each(|(k, c)| counts[k] += c);
        }
        if counts != dice::full_bag() {
            return bad("the dice in the bag, the hands and the tricks are not the 36 dice");
        }
        if all_rolls
            .clone()
            .any(|r| r.seat >= n || !r.die.faces().contains(&r.face))
        {
            return bad("a roll shows a face its die does not have");
        }
        for (seat, h) in self.hands.iter().enumerate() {
            let spent = all_rolls.clone().filter(|r| r.seat == seat).count();
            // Over too: the last hand's tricks still hold every die its seats were dealt.
            if h.len() + spent != self.hand_number() {
                return bad("a hand does not hold the dice of the hand number");
            }
        }
        let max = self.hand_number() as u8;
        if self.bids.iter().flatten().any(|&b| b > max) {
            return bad("a bid above the dice in hand");
        }
        let all_bid = self.bids.iter().all(Option::is_some);
        let consistent = match self.phase {
            Phase::Bidding => !all_bid && self.trick.is_empty() && rolled.is_empty(),
            Phase::Rolling => all_bid && self.trick.len() < n,
            Phase::Over => true,
        };
        if !consistent {
            return bad("the phase does not match the bids and the trick");
        }
        super::record::check_record(self).map_err(RuleError::inconsistent)
    }

    /// The same game with other hands to come and other faces for the rolls to come (`salt`
    /// picks them): both are drawn from the seed when they happen.
    fn other_future(&self, salt: u64) -> MinoGame {
        let mut other = self.clone();
        other.seed = Seed::from_bits(self.seed.bits() ^ (salt | 1));
        other
    }
}
