//! The fuzz harness: every decoder of outside input (seeds, action texts, positions, saves,
//! link codes, and whatever else registers in `decoders::registry`) fed valid inputs taken
//! from real seeded games, mutated with their structure in mind and at random, and checked to
//! answer every input with an acceptance or a refusal — never a panic. An accepted value is
//! then used (a position is summarised, viewed from every seat, played on, asked for a bot's
//! decision; a save is replayed), so that a panic waiting behind a decoder is found too.
//!
//! Pure like the rules: no clock, no I/O, no external fuzzer, so `cargo test` runs it
//! (crates/fuzz/tests/fuzz.rs, a few thousand inputs per decoder) and `numera fuzz` runs it long (built
//! with overflow checks). Everything is drawn from one seed: a run repeats exactly. How to
//! register a decoder: docs/fuzzing.md.

pub mod decoders;
pub mod exercise;
pub mod json;
pub mod mutate;
mod odd;
pub mod samples;
pub mod stored;
pub mod table;

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};

use numera_rules::{conformance, Rng, Seed};

/// What an input looks like, which picks the structure-aware mutations it gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// JSON: numbers, fields, arrays and types are mutated as such.
    Json,
    /// A short text (an action, a seed): characters and words are mutated.
    Text,
    /// A link code: its payload is mutated as text and sealed again with a valid checksum
    /// (most changes to the code itself only meet the checksum).
    LinkCode,
}

/// One decoder under test.
pub struct Decoder {
    /// Its name on the command line (`numera fuzz --decoder NAME`).
    pub name: &'static str,
    pub shape: Shape,
    /// Valid inputs, from real seeded games: what the mutations start from.
    pub samples: fn() -> Vec<String>,
    /// Decodes the input and, when it is accepted, uses the value; `Err` is the refusal (its
    /// message). A panic here is what the harness looks for; a broken promise about an
    /// accepted value (a listed legal action refused…) is reported as a panic too.
    pub decode: fn(&str) -> Result<(), String>,
}

impl Decoder {
    pub const fn new(
        name: &'static str,
        shape: Shape,
        samples: fn() -> Vec<String>,
        decode: fn(&str) -> Result<(), String>,
    ) -> Decoder {
        Decoder {
            name,
            shape,
            samples,
            decode,
        }
    }
}

/// What one input did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    Refused(String),
    /// The decoder (or the use of what it accepted) panicked: the message.
    Panicked(String),
}

thread_local! {
    /// Where the last panic of this thread happened, written by `quiet_panics`' hook.
    static PANICKED_AT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Replaces the panic hook with one that prints nothing and notes where a panic happened, so
/// that a long run reports each finding once, with its place (`Verdict::Panicked`).
pub fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()));
        PANICKED_AT.with(|p| *p.borrow_mut() = at);
    }));
}

/// Feeds one input to a decoder, catching a panic.
pub fn check(decoder: &Decoder, input: &str) -> Verdict {
    match catch_unwind(AssertUnwindSafe(|| (decoder.decode)(input))) {
        Ok(Ok(())) => Verdict::Accepted,
        Ok(Err(reason)) => Verdict::Refused(reason),
        Err(payload) => {
            let message = conformance::panic_text(payload.as_ref());
            match PANICKED_AT.with(|p| p.borrow_mut().take()) {
                Some(at) => Verdict::Panicked(format!("{message} (at {at})")),
                None => Verdict::Panicked(message),
            }
        }
    }
}

/// A panicking input, escaped as a Rust string literal so that a test can replay it.
#[derive(Debug, Clone)]
pub struct Finding {
    pub index: u64,
    pub input: String,
    pub message: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "input {}: {}\n  input: {:?}",
            self.index, self.message, self.input
        )
    }
}

/// What a run of one decoder did.
#[derive(Debug, Clone, Default)]
pub struct Report {
    pub inputs: u64,
    pub accepted: u64,
    pub refused: u64,
    pub panics: u64,
    /// The first `KEEP_FINDINGS` panics, with their inputs.
    pub findings: Vec<Finding>,
}

/// Panicking inputs kept with their text (all are counted).
pub const KEEP_FINDINGS: usize = 20;

/// Runs `inputs` mutated inputs through `decoder`, drawn from `seed`; `progress` is called
/// every 1,000 inputs and stops the run by returning false.
pub fn run(
    decoder: &Decoder,
    inputs: u64,
    seed: Seed,
    progress: &mut dyn FnMut(&Report) -> bool,
) -> Report {
    let pool = mutate::Pool::new(decoder.shape, (decoder.samples)());
    let mut rng = Rng::stream(seed, decoder.name, 0);
    let mut report = Report::default();
    // The valid samples themselves first: each must be accepted (a refusal is a finding).
    for sample in &pool.texts {
        if let Verdict::Refused(reason) = check(decoder, sample) {
            report.panics += 1;
            report.findings.push(Finding {
                index: report.inputs,
                input: sample.clone(),
                message: format!("a valid sample was refused: {reason}"),
            });
        }
        tally(decoder, sample, &mut report);
    }
    while report.inputs < inputs {
        let input = mutate::input(&pool, &mut rng);
        tally(decoder, &input, &mut report);
        if report.inputs % 1000 == 0 && !progress(&report) {
            break;
        }
    }
    report
}

fn tally(decoder: &Decoder, input: &str, report: &mut Report) {
    let index = report.inputs;
    report.inputs += 1;
    match check(decoder, input) {
        Verdict::Accepted => report.accepted += 1,
        Verdict::Refused(_) => report.refused += 1,
        Verdict::Panicked(message) => {
            report.panics += 1;
            if report.findings.len() < KEEP_FINDINGS {
                report.findings.push(Finding {
                    index,
                    input: input.to_owned(),
                    message,
                });
            }
        }
    }
}

/// The registered decoder called `name`.
pub fn find(name: &str) -> Option<Decoder> {
    decoders::registry().into_iter().find(|d| d.name == name)
}
