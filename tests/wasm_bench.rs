//! The engine's throughput in the browser: the same random games as `numera bench`, timed in
//! headless Chromium the same way (the fastest of several passes after an untimed one,
//! crates/rules/src/bench.rs). scripts/measure.mjs runs it (release profile, as the app ships) and puts
//! each figure beside the native one; it prints figures and checks only that the games finish.
//!   cargo test --release --target wasm32-unknown-unknown --test wasm_bench -- --nocapture
#![cfg(target_arch = "wasm32")]

use numera::rules::bench::{throughput, PASSES, SEED};
use numera::rules::dungeon::DungeonGame;
use numera::rules::mino::MinoGame;
use numera::rules::nmbr9::Nmbr9Game;
use numera::rules::number::NumberGame;
use numera::rules::sequence::SequenceGame;
use numera::rules::Playable;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Games per pass: a tenth of a second or more of each game at wasm speed, so that a pass is
/// long against the clock's millisecond and a scheduler's hiccup.
fn games(id: &str) -> usize {
    match id {
        "nmbr9" | "dungeon" => 100,
        "sequence" => 400,
        _ => 1000,
    }
}

#[wasm_bindgen]
extern "C" {
    /// The page's clock in milliseconds (finer than `Date.now()`).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

fn bench<G: Playable>() {
    let games = games(G::ID.as_str());
    let timed = throughput::<G>(SEED, games, PASSES, || performance_now() / 1000.0)
        .expect("random games finish");
    console_log!(
        "wasm-bench {{\"game\":\"{}\",\"games\":{},\"passes\":{},\"games_per_s\":{},\"actions_per_s\":{}}}",
        G::ID.as_str(),
        games,
        PASSES,
        timed.games_per_s().round(),
        timed.actions_per_s().round()
    );
}

#[wasm_bindgen_test]
fn engine_throughput() {
    bench::<NumberGame>();
    bench::<Nmbr9Game>();
    bench::<SequenceGame>();
    bench::<MinoGame>();
    bench::<DungeonGame>();
}
