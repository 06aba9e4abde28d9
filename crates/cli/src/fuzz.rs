//! `numera fuzz`: the fuzz harness (`numera_fuzz`) run long over every registered decoder, or
//! one (`--decoder NAME`): `--inputs N` per decoder (default 1,000,000), drawn from `--seed S`
//! (default 0000-0000), `--minutes M` at most per decoder. Prints one JSON line per decoder
//! (inputs, accepted, refused, panics, inputs per second) and each panicking input, escaped, on
//! standard error; any panic makes the exit status non-zero. `--input FILE` feeds the one input
//! in FILE to the decoder and prints its verdict. Build it with `--profile conformance`
//! (overflow checks on, unwinding panics).

use std::process::ExitCode;
use std::time::Instant;

use numera_fuzz::{self as fuzz, decoders, Verdict};
use numera_rules::Seed;
use serde_json::json;

use crate::args::Args;

pub fn run(args: &Args) -> Result<ExitCode, String> {
    let inputs = args.count("inputs", 1_000_000)? as u64;
    let seed = match args.get("seed") {
        Some(_) => args.seed()?,
        None => Seed::from_bits(0),
    };
    let budget = match args.get("minutes") {
        Some(_) => Some(args.count("minutes", 0)? as f64 * 60.0),
        None => None,
    };
    let chosen = match args.get("decoder") {
        Some(name) => vec![fuzz::find(name).ok_or_else(|| {
            let names: Vec<&str> = decoders::registry().iter().map(|d| d.name).collect();
            format!("unknown decoder '{name}' (expected {})", names.join(", "))
        })?],
        None => decoders::registry(),
    };
    // A panic is a finding (printed below with its input): one line, not a backtrace each.
    fuzz::quiet_panics();
    if let Some(path) = args.get("input") {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        let mut panicked = false;
        for decoder in &chosen {
            let verdict = fuzz::check(decoder, &text);
            panicked |= matches!(verdict, Verdict::Panicked(_));
            println!(
                "{}",
                json!({"decoder": decoder.name, "verdict": format!("{verdict:?}")})
            );
        }
        let _ = std::panic::take_hook();
        return Ok(if panicked {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        });
    }
    let mut panics = 0;
    for decoder in &chosen {
        let started = Instant::now();
        let mut last_note = 0.0;
        let report = fuzz::run(decoder, inputs, seed, &mut |r| {
            let secs = started.elapsed().as_secs_f64();
            if secs - last_note >= 60.0 {
                last_note = secs;
                eprintln!(
                    "{}: {} inputs, {} panics, {secs:.0} s",
                    decoder.name, r.inputs, r.panics
                );
            }
            budget.is_none_or(|b| secs < b)
        });
        let seconds = started.elapsed().as_secs_f64();
        for finding in &report.findings {
            eprintln!("PANIC {}: {finding}", decoder.name);
        }
        panics += report.panics;
        let line = json!({
            "decoder": decoder.name,
            "inputs": report.inputs,
            "accepted": report.accepted,
            "refused": report.refused,
            "panics": report.panics,
            "seconds": (seconds * 10.0).round() / 10.0,
            "inputs_per_second": (report.inputs as f64 / seconds.max(1e-9)).round(),
            "seed": seed.to_string(),
            "overflow_checks": overflow_checks(),
        });
        println!("{line}");
    }
    let _ = std::panic::take_hook();
    Ok(if panics == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Whether this build checks integer overflow (the `conformance` profile does, `cli` not).
fn overflow_checks() -> bool {
    std::panic::catch_unwind(|| {
        let top = std::hint::black_box(u8::MAX);
        std::hint::black_box(top + std::hint::black_box(1));
    })
    .is_err()
}
