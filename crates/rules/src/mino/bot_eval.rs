//! The bots' imagination: a hand of Mino Dice played out fast from one seat's view, with the
//! dice it cannot see dealt at random. `Sim` is a stripped copy of the hand in progress
//! (dice per kind, trick so far), `policy` a fast player aiming at a number of tricks, and
//! `sample_hands` deals the unseen dice to the other seats, respecting the colours they have
//! shown they lack.
//!
//! Experiments and figures: docs/bots.md.

use super::dice::{self, Counts, Creature, Face, Kind, KINDS};
use super::scoring::base_points;
use super::trick::allowed;
use super::trick::{self, Roll};
use super::view::View;
use crate::{PlayerId, Rng};

/// Bit of a creature in a mask of the creatures showing.
fn bit(c: Creature) -> u8 {
    1 << c as u8
}

/// Whether a roll showing `face` takes the lead of a trick in which the creatures `mask` and
/// the best number `best` show (ties go to the later roll). The same rules as
/// `trick::decide`, incrementally; a test checks that they agree.
pub fn takes_lead(mask: u8, best: u8, face: Face) -> bool {
    match face {
        Face::Creature(c) => {
            let shown = mask | bit(c);
            match shown.count_ones() {
                3 => c == Creature::Siren,
                2 => shown & bit(c.prey()) != 0,
                _ => true,
            }
        }
        Face::Number(v) => mask == 0 && v >= best && v > 0,
        Face::Flag => false,
    }
}

/// A slot per distinct face: numbers 0 (flag) to 7, then the three creatures.
fn slot(face: Face) -> usize {
    match face {
        Face::Number(v) => v as usize,
        Face::Flag => 0,
        Face::Creature(c) => 8 + c as usize,
    }
}

/// Per face slot: the chance that one die drawn from the full bag and rolled later takes the
/// lead from that face alone. Computed from the dice table.
pub struct Threat([f64; 11]);

impl Threat {
    pub fn new() -> Threat {
        let mut table = [0.0; 11];
        let faces: Vec<Face> = (0..=7)
            .map(Face::Number)
            .chain([Creature::Minotaur, Creature::Griffin, Creature::Siren].map(Face::Creature))
            .collect();
        for face in faces {
            let (mask, best) = state_of(&[face]);
            let mut beaten = 0;
            for die in dice::DICE.iter() {
                for &later in &die.faces {
                    beaten += die.count as usize * takes_lead(mask, best, later) as usize;
                }
            }
            table[slot(face)] = beaten as f64 / (dice::BAG_SIZE * 6) as f64;
        }
        Threat(table)
    }

    fn of(&self, face: Face) -> f64 {
        self.0[slot(face)]
    }
}

impl Default for Threat {
    fn default() -> Self {
        Threat::new()
    }
}

/// The creature mask and best number showing among `faces`.
fn state_of(faces: &[Face]) -> (u8, u8) {
    faces.iter().fold((0, 0), |(mask, best), f| match *f {
        Face::Creature(c) => (mask | bit(c), best),
        f => (mask, best.max(f.number().unwrap_or(0))),
    })
}

/// The hand in progress as a bot imagines it.
#[derive(Debug, Clone)]
pub struct Sim {
    pub players: usize,
    /// 1-based hand number.
    pub hand: usize,
    pub held: Vec<Counts>,
    /// The tricks each seat aims at (its bid, or a guess).
    pub targets: Vec<u8>,
    pub won: Vec<u8>,
    /// Capture points each seat has in front of it (they count if its bid holds).
    pub bonus: Vec<i64>,
    pub tricks_left: usize,
    pub trick: Vec<Roll>,
    pub seat: PlayerId,
}

impl Sim {
    /// The hand of `view` with `held` dice per seat (mine as seen, the others sampled).
    pub fn from_view(view: &View, held: Vec<Counts>, targets: Vec<u8>) -> Sim {
        let mut bonus = vec![0; view.players];
        for t in &view.hand_tricks {
            bonus[t.winner] += t.captures.iter().map(|c| c.points).sum::<i64>();
        }
        Sim {
            players: view.players,
            hand: view.hand,
            held,
            targets,
            won: view.tricks_won.clone(),
            bonus,
            tricks_left: view.hand - view.hand_tricks.len(),
            trick: view.trick.clone(),
            seat: view.to_roll,
        }
    }

    pub fn follow(&self) -> Option<Kind> {
        super::trick::colour_to_follow(self.trick.iter().map(|r| r.die))
    }

    /// The kinds the seat to roll may roll.
    pub fn allowed(&self) -> Vec<Kind> {
        let held = &self.held[self.seat];
        let follow = self.follow();
        Kind::ALL
            .into_iter()
            .filter(|&k| allowed(held, follow, k))
            .collect()
    }

    /// The seat to roll rolls `die`, showing `face`; a full trick is resolved.
    pub fn roll(&mut self, die: Kind, face: Face) {
        let seat = self.seat;
        self.held[seat][die.index()] -= 1;
        self.trick.push(Roll { seat, die, face });
        if self.trick.len() < self.players {
            self.seat = (seat + 1) % self.players;
            return;
        }
        let faces: Vec<Face> = self.trick.iter().map(|r| r.face).collect();
        let (at, _) = trick::decide(&faces);
        let winner = self.trick[at].seat;
        self.won[winner] += 1;
        self.bonus[winner] += trick::captures(&self.trick, at)
            .iter()
            .map(|c| c.points)
            .sum::<i64>();
        self.trick.clear();
        self.seat = winner;
        self.tricks_left -= 1;
    }

    /// Plays the rest of the hand with `policy` for every seat.
    pub fn play_out(&mut self, threat: &Threat, rng: &mut Rng) {
        while self.tricks_left > 0 {
            let die = policy(self, threat);
            let face = die.faces()[rng.below(6) as usize];
            self.roll(die, face);
        }
    }

    /// The hand's points for `seat` as things stand (its captures only with the bid made).
    pub fn score(&self, seat: PlayerId) -> i64 {
        let (bid, won) = (self.targets[seat], self.won[seat]);
        base_points(self.hand, bid, won) + if bid == won { self.bonus[seat] } else { 0 }
    }

    /// The chance that rolling `die` now takes this trick, roughly: over its faces, whether
    /// it takes the lead, times the chance that nobody after it beats it.
    pub fn win_chance(&self, die: Kind, threat: &Threat) -> f64 {
        let faces: Vec<Face> = self.trick.iter().map(|r| r.face).collect();
        let (mask, best) = state_of(&faces);
        let later = (self.players - self.trick.len() - 1) as i32;
        let lead = self.trick.is_empty();
        die.faces()
            .iter()
            .filter(|&&f| lead || takes_lead(mask, best, f))
            .map(|&f| power(1.0 - threat.of(f), later))
            .sum::<f64>()
            / 6.0
    }
}

/// `x` to the power `n` ≥ 0 by plain multiplication: `powi` may round differently on another
/// platform, and the golden bot games must replay the same in the browser.
fn power(x: f64, n: i32) -> f64 {
    (0..n).fold(1.0, |acc, _| acc * x)
}

/// The fast player: with tricks still to take, the die most likely to take this one; with
/// enough, the die least likely to, shedding the most dangerous of equals.
pub fn policy(sim: &Sim, threat: &Threat) -> Kind {
    let seat = sim.seat;
    let need = sim.targets[seat] as i32 - sim.won[seat] as i32;
    let mut best = (f64::NEG_INFINITY, Kind::Yellow);
    for die in sim.allowed() {
        let p = sim.win_chance(die, threat);
        let strength = lead_strength(die, sim.players, threat);
        let value = if need > 0 {
            // Win, with the cheapest die that does it about as well.
            p - 0.05 * strength
        } else {
            -p + 0.05 * strength
        };
        if value > best.0 {
            best = (value, die);
        }
    }
    best.1
}

/// The chance that `die` takes a trick it leads among `players`.
pub fn lead_strength(die: Kind, players: usize, threat: &Threat) -> f64 {
    die.faces()
        .iter()
        .map(|&f| power(1.0 - threat.of(f), players as i32 - 1))
        .sum::<f64>()
        / 6.0
}

/// A quick bid for `held` dice: the tricks they would take if each were led.
pub fn quick_bid(held: &Counts, players: usize, threat: &Threat) -> u8 {
    let expected: f64 = Kind::ALL
        .iter()
        .map(|&k| held[k.index()] as f64 * lead_strength(k, players, threat))
        .sum();
    expected.round() as u8
}

/// Per seat, the colours it has shown it lacks: it rolled another number die when that
/// colour was to be followed (creature dice are always allowed, so they tell nothing).
pub fn voids(view: &View) -> Vec<[bool; KINDS]> {
    let mut void = vec![[false; KINDS]; view.players];
    let tricks = view
        .hand_tricks
        .iter()
        .map(|t| t.rolls.as_slice())
        .chain([view.trick.as_slice()]);
    for rolls in tricks {
        for (i, r) in rolls.iter().enumerate() {
            let follow = super::trick::colour_to_follow(rolls[..i].iter().map(|r| r.die));
            if let Some(c) = follow {
                if r.die.is_number() && r.die != c {
                    void[r.seat][c.index()] = true;
                }
            }
        }
    }
    void
}

/// The dice this seat cannot see: the bag less its own dice and every die rolled this hand.
pub fn unseen(view: &View) -> Vec<Kind> {
    let mut counts = dice::full_bag();
    for d in view
        .my_dice
        .iter()
        .chain(view.rolled_this_hand().map(|r| &r.die))
    {
        counts[d.index()] -= 1;
    }
    Kind::ALL
        .iter()
        .flat_map(|&k| std::iter::repeat_n(k, counts[k.index()] as usize))
        .collect()
}

/// One guess at every seat's dice: mine as they are, the others' dealt at random from the
/// unseen dice, each seat skipping colours it has shown it lacks (when it can).
pub fn sample_hands(
    view: &View,
    pool: &[Kind],
    voids: &[[bool; KINDS]],
    rng: &mut Rng,
) -> Vec<Counts> {
    let mut pool = pool.to_vec();
    rng.shuffle(&mut pool);
    let mut taken = vec![false; pool.len()];
    let mut held = vec![[0u8; KINDS]; view.players];
    held[view.seat()] = dice::count(&view.my_dice);
    for seat in (0..view.players).filter(|&s| s != view.seat()) {
        let mut need = view.hand_sizes[seat];
        for strict in [true, false] {
            for (i, &d) in pool.iter().enumerate() {
                if need == 0 {
                    break;
                }
                let refused = strict && voids[seat][d.index()];
                if !taken[i] && !refused {
                    taken[i] = true;
                    held[seat][d.index()] += 1;
                    need -= 1;
                }
            }
        }
    }
    held
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_lead_agrees_with_the_trick_rules() {
        let mut rng = Rng::from_bits(5);
        for _ in 0..20_000 {
            let n = 1 + rng.below(6) as usize;
            let faces: Vec<Face> = (0..n)
                .map(|_| {
                    let die = Kind::ALL[rng.below(7) as usize];
                    die.faces()[rng.below(6) as usize]
                })
                .collect();
            let (mask, best) = state_of(&faces[..n - 1]);
            let (winner, _) = trick::decide(&faces);
            if n > 1 {
                assert_eq!(
                    takes_lead(mask, best, faces[n - 1]),
                    winner == n - 1,
                    "{faces:?}"
                );
            }
        }
    }

    #[test]
    fn strong_dice_lead_better_than_weak_ones() {
        let t = Threat::new();
        let s = |k| lead_strength(k, 4, &t);
        assert!(s(Kind::Black) > s(Kind::Blue));
        assert!(s(Kind::Blue) > s(Kind::Red));
        assert!(s(Kind::Minotaur) > s(Kind::Blue));
        assert!(s(Kind::Yellow) < s(Kind::Blue));
    }
}
