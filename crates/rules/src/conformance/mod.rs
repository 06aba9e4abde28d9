//! The conformance suite: one routine, generic over the game, that plays whole games of random
//! legal actions from many seeds and checks the engine contract (`Game`, `Playable`) at every
//! step — OpenSpiel's `RandomSimTest` for Numera. `crates/rules/tests/conformance.rs` runs it briefly for
//! every game; `numera conformance` runs it long.
//!
//! The checks, named by letter in every failure message:
//! - a. a refused action leaves the state identical (`to_position` before and after): a legal
//!   action given to a seat that is not to act, an earlier step's action, a listed action of
//!   the step before that was not played, texts mutated from a legal action, random texts. Parse errors are fine (a panic is not); an action given to a
//!   seat not to act (or to any seat once the game is over) must be refused; another accepted
//!   action must leave a state that `check_position` accepts (games may accept more than they
//!   list: The Number a crossed digit, NMBR 9 any translation of a first tile); every parsed
//!   text's `Display` must parse back to the same action, and every refusal's JSON must read
//!   back to it (an online table sends it to the page that words it).
//! - b. every listed legal action is accepted: the one played, and another random pick on a
//!   clone. The listed actions are distinct, their texts parse back to them, the seats to act
//!   are distinct and in range, each has a legal action, and a seat not to act has none.
//! - c. replaying the log (the action texts) from seed and options gives the same state: at
//!   random steps and at the end of every game.
//! - d. `from_position(to_position(s))` succeeds and serializes identically; `check_position`
//!   accepts every reached state (and every `other_future` of it).
//! - e. views leak nothing of the future: for every seat and the spectator, the view of `s`
//!   equals that of `other_future(s, salt)` (two random salts a step); the seats to act, the
//!   scores and the legal actions of a seat to act are the same there too.
//! - f. the outcome holds together: `scores()` has one entry per seat; the game is over exactly
//!   when nobody is to act; once over, `outcome().scores == scores()`, the winners are distinct
//!   seats that all hold the highest score (exactly the seats holding it where the game says
//!   so), there is a winner whenever several seats play, and no seat has a legal action.
//! - g. undo only where nothing new was revealed: when `last_action_undoable()` after action `a`
//!   took `s` to `s'`, `a` is accepted by `other_future(s)` too and gives every seat and the
//!   spectator the same views as `s'`; the two states still differ only where `s` and
//!   `other_future(s)` did (nothing was drawn); and replaying the log without `a` gives `s`.
//! - h. `check` answers as `apply` does: it accepts every listed action played or tried in b,
//!   and for every parsed text of a it refuses exactly what `apply` refuses, with the same
//!   refusal. `apply` is the `Game` trait's own (`check`, then the game's `effect`); with a,
//!   this is what fails a game that writes an `apply` of its own which answers otherwise.
//! - i. what a table reads without the game (`seats`): every listed action of a seat says it
//!   is that seat's (`Seated::seat`), and every action checked says the seat its text names;
//!   an accepted action's seat is to act; every seat's view and the spectator's give the
//!   game's seats to act (`SeatView::to_act`); for every action of b, a and h, the view of its
//!   seat refuses it exactly as `check` does, and no other view gives another refusal
//!   (`SeatView::refusal`).
//!
//! Everything is decided by `Rng` streams of the game's seed, so a failure names a seed that
//! reproduces it. Pure like the rest of `rules`: no clock, no I/O (the caller times and prints).

use std::any::Any;
use std::collections::HashSet;
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

use serde_json::Value;

use super::{json, replay, Game, GameId, Playable, PlayerId, Rng, Seated, Seed};

mod seats;

/// A game that has not ended after this many actions fails (rather than hanging the suite).
pub const STEP_LIMIT: usize = 20_000;

/// What the suite knows of each game beyond the traits.
#[derive(Debug, Clone, Copy)]
pub struct Profile {
    /// Winners are exactly the seats holding the highest score (`Outcome::from_scores`). Not
    /// so in Sequence Numbers (a team wins; after a block, chips break a tie of sequences) nor
    /// in Dungeons of Numera (solo: a lost campaign has no winner).
    pub exact_winners: bool,
    /// Option sets beyond the arena's tables, as the options' JSON.
    pub extra_options: &'static [&'static str],
}

/// The profile of each game.
pub fn profile(id: GameId) -> Profile {
    let extra_options: &[&str] = match id {
        GameId::Sequence => &[
            r#"{"seats":["easy","easy","easy","easy","easy","easy"],"teams":3}"#,
            r#"{"seats":["easy","easy"],"edition":"four-operations"}"#,
            r#"{"seats":["easy","easy","easy","easy"],"edition":"four-operations"}"#,
        ],
        GameId::Dungeon => &[
            r#"{"map":1}"#,
            r#"{"map":2}"#,
            r#"{"map":3}"#,
            r#"{"map":"campaign","circled":2}"#,
        ],
        GameId::Nmbr9 | GameId::Number | GameId::Mino => &[],
    };
    Profile {
        exact_winners: !matches!(id, GameId::Sequence | GameId::Dungeon),
        extra_options,
    }
}

/// How to run the suite.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Games to play; game `i` plays table `i % tables` from `seed.nth(i)`.
    pub games: usize,
    pub seed: Seed,
    /// Failures kept with their full message (all are counted).
    pub keep_failures: usize,
}

impl Settings {
    pub fn new(games: usize, seed: Seed) -> Settings {
        Settings {
            games,
            seed,
            keep_failures: 20,
        }
    }
}

/// One failed game: where, which check, and what to replay to see it.
#[derive(Debug, Clone)]
pub struct Failure {
    pub game: &'static str,
    /// The game's number in the run, its seed and its options (JSON).
    pub index: usize,
    pub seed: Seed,
    pub options: String,
    /// Actions applied before the failing check.
    pub step: usize,
    /// The action being checked (or the last one applied), if any.
    pub action: Option<String>,
    /// The check's letter and name ("a: a refusal leaves the state untouched").
    pub check: &'static str,
    pub message: String,
    /// The action log up to the failure, for `numera replay`.
    pub log: Vec<String>,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} game {} (seed {}, options {}), step {}",
            self.game, self.index, self.seed, self.options, self.step
        )?;
        if let Some(a) = &self.action {
            write!(f, ", action {a}")?;
        }
        write!(f, ": check {}: {}", self.check, self.message)?;
        write!(f, "\n  log: {}", self.log.join(";"))
    }
}

/// What a run did.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    pub games: usize,
    pub steps: u64,
    pub checks: u64,
    /// Failed games (a game stops at its first failure; a panic is one).
    pub failures: usize,
    /// The first `Settings::keep_failures` of them.
    pub failed: Vec<Failure>,
    /// Seat counts of the tables played, in order.
    pub tables: Vec<usize>,
}

/// The option sets a run cycles through: the arena's default line-up and every other seat
/// count `arena_options` accepts (its line-up repeated), then the profile's extra options.
pub fn tables<G: Playable>() -> Result<Vec<G::Options>, String> {
    let default: Vec<String> = G::DEFAULT_LINEUP.iter().map(|b| b.to_string()).collect();
    let mut tables = Vec::new();
    for seats in 1..=8 {
        let lineup: Vec<String> = if seats == default.len() {
            default.clone()
        } else {
            (0..seats)
                .map(|s| default[s % default.len()].clone())
                .collect()
        };
        match G::arena_options(&lineup) {
            Ok(options) => tables.push(options),
            Err(e) if seats == default.len() => {
                return Err(format!(
                    "{}: the default line-up is refused: {e}",
                    G::ID.name()
                ))
            }
            Err(_) => {}
        }
    }
    for json in profile(G::ID).extra_options {
        let options: G::Options = serde_json::from_str(json)
            .map_err(|e| format!("{}: extra options {json}: {e}", G::ID.name()))?;
        G::new(&options, Seed::from_bits(0))
            .map_err(|e| format!("{}: extra options {json}: {e}", G::ID.name()))?;
        tables.push(options);
    }
    Ok(tables)
}

/// Plays `settings.games` games of `G` over `tables::<G>()`, calling `progress` after each
/// (which stops the run by returning false).
pub fn run<G: Playable>(
    settings: &Settings,
    mut progress: impl FnMut(&Tally) -> bool,
) -> Result<Tally, String> {
    run_tables::<G>(&tables::<G>()?, settings, &mut progress)
}

/// Plays `settings.games` games of `G`, game `i` on `tables[i % len]` from `seed.nth(i)`; a
/// panic fails its game (with its seed) and the run goes on.
pub fn run_tables<G: Playable>(
    tables: &[G::Options],
    settings: &Settings,
    progress: &mut dyn FnMut(&Tally) -> bool,
) -> Result<Tally, String> {
    if tables.is_empty() {
        return Err(format!("{}: no table to play", G::ID.name()));
    }
    let profile = profile(G::ID);
    let mut tally = Tally::default();
    for options in tables {
        tally.tables.push(
            G::new(options, Seed::from_bits(0))
                .map_err(|e| format!("{}: options refused: {e}", G::ID.name()))?
                .players(),
        );
    }
    for index in 0..settings.games {
        let options = &tables[index % tables.len()];
        let seed = settings.seed.nth(index as u64);
        let mut play = Play::<G> {
            options,
            seed,
            rng: Rng::stream(seed, "conformance", 0),
            log: Vec::new(),
            action: None,
            stale: None,
            views: Vec::new(),
            checks: 0,
            exact_winners: profile.exact_winners,
        };
        let result = catch_unwind(AssertUnwindSafe(|| play.game()));
        let failed = match result {
            Ok(Ok(())) => None,
            Ok(Err(fail)) => Some(fail),
            Err(payload) => Some(Fail {
                check: "panic",
                message: format!("the engine panicked: {}", panic_text(payload.as_ref())),
            }),
        };
        tally.games += 1;
        tally.steps += play.log.len() as u64;
        tally.checks += play.checks;
        if let Some(fail) = failed {
            tally.failures += 1;
            if tally.failed.len() < settings.keep_failures {
                tally.failed.push(Failure {
                    game: G::ID.as_str(),
                    index,
                    seed,
                    options: serde_json::to_string(options).unwrap_or_default(),
                    step: play.log.len(),
                    action: play.action.clone(),
                    check: fail.check,
                    message: fail.message,
                    log: play.log.clone(),
                });
            }
        }
        if !progress(&tally) {
            break;
        }
    }
    Ok(tally)
}

const A: &str = "a: a refusal leaves the state untouched";
const A_SEAT: &str = "a: only a seat to act has an action accepted";
const A_TEXT: &str = "a: a parsed action's text parses back to it";
const A_JSON: &str = "a: a refusal's JSON reads back to it";
const B: &str = "b: listed legal actions are accepted";
const B_LIST: &str = "b: seats to act and their legal actions";
const C: &str = "c: replaying the log gives the same state";
const D: &str = "d: positions round trip and check";
const E: &str = "e: views hide the future";
const F: &str = "f: outcome and scores";
const G_UNDO: &str = "g: undo only where nothing was revealed";
const H: &str = "h: check answers as apply does";
const I: &str = "i: actions name their seat, views answer as the game";
const START: &str = "new: the options and seed start a game";
const END: &str = "end: the game ends";

/// Why a game failed: the check and what it saw.
struct Fail {
    check: &'static str,
    message: String,
}

fn fail<T>(check: &'static str, message: impl Into<String>) -> Result<T, Fail> {
    Err(Fail {
        check,
        message: message.into(),
    })
}

/// Each seat to act with its legal actions.
type Legal<G> = Vec<(PlayerId, Vec<<G as Game>::Action>)>;

/// One game being played and checked.
struct Play<'a, G: Playable> {
    options: &'a G::Options,
    seed: Seed,
    rng: Rng,
    /// Texts of the actions applied so far.
    log: Vec<String>,
    /// The action under check, for the failure message.
    action: Option<String>,
    /// A listed action of the step before, tried on a clone but not played: well formed and
    /// from a real position, so often refused for a reason deep in the game's `check`.
    stale: Option<String>,
    /// Every seat's view of the state under check and the spectator's (check i).
    views: Vec<(Option<PlayerId>, G::View)>,
    checks: u64,
    exact_winners: bool,
}

impl<G: Playable> Play<'_, G> {
    fn ensure(
        &mut self,
        ok: bool,
        check: &'static str,
        message: impl FnOnce() -> String,
    ) -> Result<(), Fail> {
        self.checks += 1;
        if ok {
            Ok(())
        } else {
            fail(check, message())
        }
    }

    /// `ensure` that `result` is `Ok`, or else say `what` and the error.
    fn ensure_ok<E: fmt::Display>(
        &mut self,
        result: Result<(), E>,
        check: &'static str,
        what: impl FnOnce() -> String,
    ) -> Result<(), Fail> {
        self.checks += 1;
        result.or_else(|e| fail(check, format!("{}: {e}", what())))
    }

    /// `ensure` that two states are the same (`same`, as their snapshots say), or else say
    /// `what` and show where their positions first differ.
    fn ensure_same(
        &mut self,
        same: bool,
        check: &'static str,
        a: &G,
        b: &G,
        what: impl FnOnce() -> String,
    ) -> Result<(), Fail> {
        self.ensure(same, check, || {
            let at = first_difference(&a.to_position(), &b.to_position());
            format!("{}:\n{at}", what())
        })
    }

    /// `ensure` that every seat's view and the spectator's are the same in `a` and `b`, or else
    /// say which (`how` words it) and show where they first differ.
    fn same_views(
        &mut self,
        check: &'static str,
        a: &G,
        b: &G,
        how: impl Fn(&str) -> String,
    ) -> Result<(), Fail> {
        let seats = (0..a.players()).map(Some).chain([None]);
        for seat in seats {
            let (v, w) = (a.observe(seat), b.observe(seat));
            self.ensure(v == w, check, || {
                let who = match seat {
                    Some(p) => format!("seat {p}'s view"),
                    None => "the spectator's view".to_owned(),
                };
                let at = first_difference(&format!("{v:#?}"), &format!("{w:#?}"));
                format!("{}:\n{at}", how(&who))
            })?;
        }
        Ok(())
    }

    fn salt(&mut self) -> u64 {
        (u64::from(self.rng.next_u32()) << 32) | u64::from(self.rng.next_u32())
    }

    fn game(&mut self) -> Result<(), Fail> {
        let mut s = match G::new(self.options, self.seed) {
            Ok(g) => g,
            Err(e) => return fail(START, e.to_string()),
        };
        loop {
            let snap = snapshot(&s);
            let legal = self.state(&s, &snap)?;
            self.illegal(&s, &snap, &legal)?;
            if s.outcome().is_some() {
                break;
            }
            if self.log.len() >= STEP_LIMIT {
                return fail(END, format!("not over after {STEP_LIMIT} actions"));
            }
            // The action played: a random seat to act, a random legal action of it.
            let seats: Vec<PlayerId> = legal.iter().map(|(p, _)| *p).collect();
            let k = self.rng.below(seats.len() as u32) as usize;
            let actions = &legal[k].1;
            let action = actions[self.rng.below(actions.len() as u32) as usize].clone();
            // b: another listed action (any seat to act) is accepted too, on a clone.
            let k2 = self.rng.below(seats.len() as u32) as usize;
            let other = &legal[k2].1[self.rng.below(legal[k2].1.len() as u32) as usize];
            self.action = Some(other.to_string());
            self.checked_as_applied(&s, other)?;
            self.ensure_ok(s.clone().apply(other), B, || {
                format!("seat {}'s listed action {other} refused", seats[k2])
            })?;
            self.stale = (*other != action).then(|| other.to_string());
            // The step itself.
            let text = action.to_string();
            self.action = Some(text.clone());
            let before = s.clone();
            self.checked_as_applied(&s, &action)?;
            self.ensure_ok(s.apply(&action), B, || {
                format!("seat {}'s listed action refused", seats[k])
            })?;
            self.log.push(text);
            if s.last_action_undoable() {
                self.undo(&before, &snap, &action, &s)?;
            }
            if self.rng.chance(1, 16) {
                self.replayed(&s)?;
                self.position(&s)?;
            }
        }
        self.replayed(&s)?;
        self.position(&s)
    }

    /// Check d with the position text itself (`to_position`, indented): at random steps and
    /// at the end; every step checks the same round trip on compact JSON (`state`).
    fn position(&mut self, s: &G) -> Result<(), Fail> {
        let pos = s.to_position();
        match G::from_position(&pos) {
            Ok(back) => {
                let again = back.to_position();
                self.ensure(again == pos, D, || {
                    format!(
                        "from_position(to_position(s)) serializes differently:\n{}",
                        first_difference(&pos, &again)
                    )
                })
            }
            Err(e) => fail(D, format!("from_position(to_position(s)) refused: {e}")),
        }
    }

    /// Checks b (lists), d, e, f and i (views) on a reached state; returns each seat to act
    /// with its legal actions.
    fn state(&mut self, s: &G, snap: &str) -> Result<Legal<G>, Fail> {
        let n = s.players();
        // d: the state read back from its JSON (`from_position` runs `check_position`) is the
        // same state.
        match G::from_position(snap) {
            Ok(back) => {
                let again = snapshot(&back);
                self.ensure_same(again == snap, D, s, &back, || {
                    "from_position(to_position(s)) serializes differently".into()
                })?;
            }
            Err(e) => {
                let checked = s.check_position();
                return fail(
                    D,
                    match checked {
                        Err(c) => format!("check_position refused a reached state: {c}"),
                        Ok(()) => format!("from_position(to_position(s)) refused: {e}"),
                    },
                );
            }
        }
        // b: who is to act, and what they may do.
        let to_act = s.to_act();
        let distinct: HashSet<PlayerId> = to_act.iter().copied().collect();
        self.ensure(
            distinct.len() == to_act.len() && to_act.iter().all(|&p| p < n),
            B_LIST,
            || format!("to_act {to_act:?} repeats a seat or names one beyond {n} seats"),
        )?;
        let mut legal = Vec::new();
        for p in 0..n {
            let actions = s.legal_actions(p);
            if !to_act.contains(&p) {
                self.ensure(actions.is_empty(), B_LIST, || {
                    format!(
                        "seat {p} is not to act (to_act {to_act:?}) but has legal actions, e.g. {}",
                        actions[0]
                    )
                })?;
                continue;
            }
            self.ensure(!actions.is_empty(), B_LIST, || {
                format!("seat {p} is to act but has no legal action")
            })?;
            let other = actions.iter().find(|a| a.seat() != p);
            self.ensure(other.is_none(), I, || {
                format!("seat {p}'s legal action {other:?} says it is another seat's")
            })?;
            legal.push((p, actions));
        }
        self.listed_texts(&legal)?;
        self.views_answer(s, &to_act)?;
        let scores = self.ends(s, &to_act)?;
        // e: nothing of the future shows, for two other futures.
        let probe = match legal.len() {
            0 => None,
            k => Some(self.rng.below(k as u32) as usize),
        };
        for round in 0..2 {
            let salt = self.salt();
            let o = s.other_future(salt);
            if round == 0 {
                self.ensure_ok(o.check_position(), D, || {
                    format!("check_position refused other_future(s, {salt})")
                })?;
            }
            self.ensure(o.to_act() == to_act && o.scores() == scores, E, || {
                format!(
                    "other_future(s, {salt}) has to_act {:?}, scores {:?}",
                    o.to_act(),
                    o.scores()
                )
            })?;
            if let Some(k) = probe {
                let (p, ours) = &legal[k];
                let theirs = o.legal_actions(*p);
                self.ensure(&theirs == ours, E, || {
                    format!(
                        "seat {p}'s legal actions differ in other_future(s, {salt}): {} vs {}",
                        ours.len(),
                        theirs.len()
                    )
                })?;
            }
            self.same_views(E, s, &o, |who| {
                format!("{who} differs in other_future(s, {salt})")
            })?;
        }
        Ok(legal)
    }

    /// Check b on the texts of one seat's legal actions: they parse back to them, and are
    /// distinct: the whole list when it is short (or one step in eight), else sixteen random
    /// ones.
    fn listed_texts(&mut self, legal: &Legal<G>) -> Result<(), Fail> {
        if let Some((p, actions)) = self.rng.pick(legal) {
            let whole = actions.len() <= 64 || self.rng.chance(1, 8);
            let picks: Vec<usize> = if whole {
                (0..actions.len()).collect()
            } else {
                (0..16)
                    .map(|_| self.rng.below(actions.len() as u32) as usize)
                    .collect()
            };
            let mut texts = HashSet::new();
            for i in picks {
                let a = &actions[i];
                let text = a.to_string();
                let back = text.parse::<G::Action>();
                self.ensure(back.as_ref() == Ok(a), B_LIST, || {
                    format!(
                        "seat {p}'s legal action {a:?} shows as '{text}', which parses to {back:?}"
                    )
                })?;
                if whole {
                    self.ensure(texts.insert(text.clone()), B_LIST, || {
                        format!("seat {p}'s legal action '{text}' is listed twice")
                    })?;
                }
            }
        }
        Ok(())
    }

    /// Check f on a reached state whose seats to act are `to_act`; returns its scores.
    fn ends(&mut self, s: &G, to_act: &[PlayerId]) -> Result<Vec<i64>, Fail> {
        let n = s.players();
        let scores = s.scores();
        self.ensure(scores.len() == n, F, || {
            format!("scores() has {} entries for {n} seats", scores.len())
        })?;
        let outcome = s.outcome();
        self.ensure(outcome.is_some() == to_act.is_empty(), F, || {
            format!("over: {}, but to_act is {to_act:?}", outcome.is_some())
        })?;
        if let Some(o) = &outcome {
            self.ensure(o.scores == scores, F, || {
                format!("outcome().scores {:?} != scores() {scores:?}", o.scores)
            })?;
            let best = scores.iter().copied().max().unwrap_or(0);
            let sorted = o.winners.windows(2).all(|w| w[0] < w[1]);
            self.ensure(sorted && o.winners.iter().all(|&w| w < n), F, || {
                format!("winners {:?} are not distinct seats in order", o.winners)
            })?;
            self.ensure(o.winners.iter().all(|&w| scores[w] == best), F, || {
                format!(
                    "winners {:?} do not all hold the highest score in {scores:?}",
                    o.winners
                )
            })?;
            self.ensure(n < 2 || !o.winners.is_empty(), F, || {
                format!("nobody won a game of {n} seats (scores {scores:?})")
            })?;
            if self.exact_winners {
                let top: Vec<PlayerId> = (0..n).filter(|&p| scores[p] == best).collect();
                self.ensure(o.winners == top, F, || {
                    format!("winners {:?}, but the seats with the highest score in {scores:?} are {top:?}", o.winners)
                })?;
            }
        }
        Ok(scores)
    }

    /// Check a: candidates that should mostly be refused; a refusal must leave the state as it
    /// was; an accepted one must come from a seat to act and leave a sound state.
    fn illegal(
        &mut self,
        s: &G,
        snap: &str,
        legal: &[(PlayerId, Vec<G::Action>)],
    ) -> Result<(), Fail> {
        let n = s.players();
        let mut candidates: Vec<String> = Vec::new();
        let source: Option<String> = match legal.len() {
            0 => None,
            k => {
                let actions = &legal[self.rng.below(k as u32) as usize].1;
                Some(actions[self.rng.below(actions.len() as u32) as usize].to_string())
            }
        }
        .or_else(|| self.rng.pick(&self.log).cloned());
        // A legal action handed to a seat that is not to act (or to no seat at all): these
        // must be refused.
        let mut idle_seat: Option<String> = None;
        if let Some((seat, rest)) = source.as_deref().and_then(|t| t.split_once(':')) {
            if !seat.is_empty() && seat.bytes().all(|b| b.is_ascii_digit()) {
                let idle: Vec<PlayerId> = (0..n)
                    .filter(|p| !legal.iter().any(|(q, _)| q == p))
                    .collect();
                let q = match self.rng.pick(&idle) {
                    Some(&q) if self.rng.chance(3, 4) => q,
                    _ => n,
                };
                idle_seat = Some(format!("{q}:{rest}"));
            }
        }
        candidates.extend(idle_seat.iter().cloned());
        // The step before's listed action that was not played.
        candidates.extend(self.stale.take());
        // One of: an earlier step's action replayed, or a text mutated from a legal action.
        match (self.rng.below(3), &source) {
            (0, _) | (_, None) => candidates.extend(self.rng.pick(&self.log).cloned()),
            (_, Some(text)) => candidates.push(mutate(text, &mut self.rng)),
        }
        // And a random text.
        candidates.push(noise(&mut self.rng));
        for text in candidates {
            let Ok(a) = text.parse::<G::Action>() else {
                self.checks += 1;
                continue;
            };
            self.action = Some(text.clone());
            let shown = a.to_string();
            let back = shown.parse::<G::Action>();
            self.ensure(back.as_ref() == Ok(&a), A_TEXT, || {
                format!("'{text}' parses to {a:?}, shown as '{shown}', which parses to {back:?}")
            })?;
            self.checked_as_applied(s, &a)?;
            let mut c = s.clone();
            match c.apply(&a) {
                Err(refusal) => {
                    let after = snapshot(&c);
                    self.ensure_same(after == snap, A, s, &c, || {
                        format!("'{text}' was refused but changed the state")
                    })?;
                    let written = json::to_string(&refusal);
                    let read = json::from_str::<G::Refusal>(&written);
                    self.ensure(read.as_ref() == Ok(&refusal), A_JSON, || {
                        format!("{refusal:?} is written {written}, which reads {read:?}")
                    })?;
                }
                Ok(()) => {
                    // Accepted: the game may take more than it lists (The Number takes crossed
                    // digits, NMBR 9 any translation of a first tile, Dungeons a pair of dice
                    // in either order), but only from a seat to act, and into a sound state.
                    let seats: Vec<PlayerId> = legal.iter().map(|(p, _)| *p).collect();
                    let from_idle = legal.is_empty() || idle_seat.as_ref() == Some(&text);
                    self.ensure(!from_idle && seats.contains(&a.seat()), A_SEAT, || {
                        format!("'{text}' ({a:?}) was accepted, but the seats to act are {seats:?}")
                    })?;
                    self.ensure_ok(c.check_position(), D, || {
                        format!("check_position refused the state after the accepted '{text}'")
                    })?;
                }
            }
        }
        Ok(())
    }

    /// Check h: `check` on `s` gives what `apply` on a copy of `s` gives; and check i on
    /// the same action.
    fn checked_as_applied(&mut self, s: &G, action: &G::Action) -> Result<(), Fail> {
        let checked = s.check(action);
        let applied = s.clone().apply(action);
        self.ensure(checked == applied, H, || {
            format!("{action}: check says {checked:?}, apply says {applied:?}")
        })?;
        self.action_answers(s, action)
    }

    /// Check g, after `action` took `before` (position `pos`) to `after`, which says it may be
    /// taken back.
    fn undo(&mut self, before: &G, snap: &str, action: &G::Action, after: &G) -> Result<(), Fail> {
        let salt = self.salt();
        let other = before.other_future(salt);
        let mut moved = other.clone();
        self.ensure_ok(moved.apply(action), G_UNDO, || {
            format!("accepted in s but refused in other_future(s, {salt})")
        })?;
        self.same_views(G_UNDO, after, &moved, |who| {
            format!("undoable, yet {who} after it differs from other_future(s, {salt})'s")
        })?;
        // Nothing drawn: the states differ after the action only where they did before.
        let (b0, b1) = (serde_json::to_value(before), serde_json::to_value(&other));
        let (a0, a1) = (serde_json::to_value(after), serde_json::to_value(&moved));
        if let (Ok(b0), Ok(b1), Ok(a0), Ok(a1)) = (b0, b1, a0, a1) {
            let mut was = Vec::new();
            diff_paths(&b0, &b1, &mut String::new(), &mut was);
            let mut now = Vec::new();
            diff_paths(&a0, &a1, &mut String::new(), &mut now);
            let new: Vec<&String> = now.iter().filter(|p| !was.contains(p)).collect();
            self.ensure(new.is_empty(), G_UNDO, || {
                format!("undoable, yet applied to other_future(s, {salt}) it gives a state that differs at {new:?} too (before, only at {was:?}): something was drawn")
            })?;
        } else {
            return fail(G_UNDO, "a state does not serialize to JSON");
        }
        // Undo = replay without the last action.
        let shorter = &self.log[..self.log.len() - 1];
        match replay::<G>(self.options, self.seed, shorter) {
            Ok(g) => {
                let back = snapshot(&g);
                self.ensure_same(back == snap, G_UNDO, before, &g, || {
                    "replaying the log without the last action gives another state".into()
                })
            }
            Err(e) => fail(
                G_UNDO,
                format!("replaying the log without the last action: {e}"),
            ),
        }
    }

    /// Check c: the log replays to `s`.
    fn replayed(&mut self, s: &G) -> Result<(), Fail> {
        match replay::<G>(self.options, self.seed, &self.log) {
            Ok(g) => {
                let (ours, theirs) = (snapshot(s), snapshot(&g));
                self.ensure_same(ours == theirs, C, s, &g, || {
                    "the replayed state differs".into()
                })
            }
            Err(e) => fail(C, format!("the log does not replay: {e}")),
        }
    }
}

/// Pieces of text that action parsers meet: digits, separators, words of the notations,
/// numbers too large for their types, and characters that are not ASCII. The fuzz harness
/// (crates/fuzz/src) mutates with them too.
pub const NOISE: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "5",
    "9",
    "-1",
    "10",
    "99",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    ":",
    ",",
    "@",
    "+",
    "-",
    "x",
    "/",
    "a",
    "z",
    " ",
    "é",
    "−",
    "٣",
    "\u{0}",
    "pass",
    "roll",
    "next",
    "dead",
    "plus",
    "minus",
    "bid",
    "black",
    "siren",
    "w",
    "s",
    "f",
    "r",
    "p",
    "x2",
];

/// `text` with one to three random edits (a digit changed, a piece inserted, a character
/// removed or replaced, a cut, two characters swapped).
pub fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let len = chars.len() as u32;
        let at = |rng: &mut Rng| rng.below(len.max(1)) as usize;
        match rng.below(8) {
            0..=2 => {
                // Another digit in place of one: mostly still parses, mostly illegal.
                let digits: Vec<usize> = (0..chars.len())
                    .filter(|&i| chars[i].is_ascii_digit())
                    .collect();
                if let Some(&i) = rng.pick(&digits) {
                    chars[i] = char::from(b'0' + rng.below(10) as u8);
                }
            }
            3 => {
                let i = rng.below(len + 1) as usize;
                let piece = NOISE[rng.below(NOISE.len() as u32) as usize];
                for (k, c) in piece.chars().enumerate() {
                    chars.insert(i + k, c);
                }
            }
            4 if len > 0 => {
                chars.remove(at(rng));
            }
            5 if len > 0 => {
                let i = at(rng);
                let piece: Vec<char> = NOISE[rng.below(NOISE.len() as u32) as usize]
                    .chars()
                    .collect();
                chars[i] = piece[0];
            }
            6 => chars.truncate(rng.below(len + 1) as usize),
            _ if len > 1 => {
                let (i, j) = (at(rng), at(rng));
                chars.swap(i, j);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A random text of up to eight noise pieces.
pub fn noise(rng: &mut Rng) -> String {
    (0..rng.below(9))
        .map(|_| NOISE[rng.below(NOISE.len() as u32) as usize])
        .collect()
}

/// The state as compact JSON: what `to_position` holds, cheaper to compare (failure messages
/// show `to_position`).
/// The message a caught panic carried (`panic!`'s text, formatted or not), for a report.
pub fn panic_text(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".into())
}

fn snapshot<G: Playable>(game: &G) -> String {
    serde_json::to_string(game).unwrap_or_default()
}

/// JSON paths where `a` and `b` differ (an array of another length differs as a whole).
fn diff_paths(a: &Value, b: &Value, path: &mut String, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                let len = path.len();
                path.push('/');
                path.push_str(k);
                match y.get(k) {
                    Some(w) => diff_paths(v, w, path, out),
                    None => out.push(path.clone()),
                }
                path.truncate(len);
            }
            for k in y.keys().filter(|k| !x.contains_key(*k)) {
                out.push(format!("{path}/{k}"));
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (v, w)) in x.iter().zip(y).enumerate() {
                let len = path.len();
                path.push('/');
                path.push_str(&i.to_string());
                diff_paths(v, w, path, out);
                path.truncate(len);
            }
        }
        _ if a == b => {}
        _ => out.push(path.clone()),
    }
}

/// The first line where two texts differ, with its neighbours, for failure messages.
fn first_difference(a: &str, b: &str) -> String {
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let i = (0..la.len().max(lb.len()))
        .find(|&i| la.get(i) != lb.get(i))
        .unwrap_or(0);
    let from = i.saturating_sub(3);
    let show = |lines: &[&str]| {
        lines
            .iter()
            .skip(from)
            .take(i - from + 3)
            .map(|l| format!("    {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    format!(
        "  line {}, expected:\n{}\n  got:\n{}",
        i + 1,
        show(&la),
        show(&lb)
    )
}
