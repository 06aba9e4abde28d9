//! The fuzz harness (`numera_fuzz`) in its CI mode: a few thousand inputs per decoder from a
//! fixed seed, each answered with an acceptance or a refusal, never a panic (the debug build
//! has overflow checks on). `numera fuzz` runs it long.

use numera_fuzz::{self as fuzz, decoders};
use numera_rules::Seed;

/// Inputs per decoder: a few seconds each in a debug build.
const INPUTS: u64 = 2000;

fn fuzzes(name: &str) {
    let decoder = fuzz::find(name).expect("a registered decoder");
    let seed: Seed = "F22Z-TEST".parse().unwrap();
    let report = fuzz::run(&decoder, INPUTS, seed, &mut |_| true);
    let findings: Vec<String> = report.findings.iter().map(|f| f.to_string()).collect();
    assert!(
        report.panics == 0,
        "{name}: {} of {} inputs panicked:\n{}",
        report.panics,
        report.inputs,
        findings.join("\n")
    );
    assert!(report.inputs >= INPUTS);
    // Some inputs must get through (the valid samples at least) and some must be refused.
    assert!(
        report.accepted > 0 && report.refused > 0,
        "{name}: {report:?}"
    );
    eprintln!(
        "{name}: {} inputs, {} accepted, {} refused",
        report.inputs, report.accepted, report.refused
    );
}

#[test]
fn every_decoder_is_run_here() {
    let names: Vec<&str> = decoders::registry().iter().map(|d| d.name).collect();
    let here = include_str!("fuzz.rs");
    for name in names {
        assert!(
            here.contains(&format!("fuzzes(\"{name}\")")),
            "{name} is not fuzzed in CI"
        );
    }
}

#[test]
fn seed() {
    fuzzes("seed");
}

#[test]
fn nmbr9_action() {
    fuzzes("nmbr9-action");
}

#[test]
fn nmbr9_position() {
    fuzzes("nmbr9-position");
}

#[test]
fn nmbr9_view() {
    fuzzes("nmbr9-view");
}

#[test]
fn number_view() {
    fuzzes("number-view");
}

#[test]
fn sequence_view() {
    fuzzes("sequence-view");
}

#[test]
fn mino_view() {
    fuzzes("mino-view");
}

#[test]
fn number_action() {
    fuzzes("number-action");
}

#[test]
fn number_position() {
    fuzzes("number-position");
}

#[test]
fn sequence_action() {
    fuzzes("sequence-action");
}

#[test]
fn sequence_position() {
    fuzzes("sequence-position");
}

#[test]
fn mino_action() {
    fuzzes("mino-action");
}

#[test]
fn mino_position() {
    fuzzes("mino-position");
}

#[test]
fn dungeon_action() {
    fuzzes("dungeon-action");
}

#[test]
fn dungeon_position() {
    fuzzes("dungeon-position");
}

#[test]
fn save() {
    fuzzes("save");
}

#[test]
fn link() {
    fuzzes("link");
}

#[test]
fn history() {
    fuzzes("history");
}

#[test]
fn bests() {
    fuzzes("bests");
}

#[test]
fn settings() {
    fuzzes("settings");
}

#[test]
fn daily() {
    fuzzes("daily");
}

#[test]
fn standing() {
    fuzzes("standing");
}

#[test]
fn screen() {
    fuzzes("screen");
}

#[test]
fn backup() {
    fuzzes("backup");
}

#[test]
fn challenge() {
    fuzzes("challenge");
}

#[test]
fn table_client() {
    fuzzes("table-client");
}

#[test]
fn table_server() {
    fuzzes("table-server");
}
