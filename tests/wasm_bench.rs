//! The engine's throughput in the browser: the same random games as `numera bench`, timed in
//! headless Chromium. scripts/measure.mjs runs it (release profile, as the app ships) and puts
//! each figure beside the native one; it prints figures and checks only that the games finish.
//!   cargo test --release --target wasm32-unknown-unknown --test wasm_bench -- --nocapture
#![cfg(target_arch = "wasm32")]

use numera::rules::bench::{random_games, SEED};
use numera::rules::dungeon::DungeonGame;
use numera::rules::mino::MinoGame;
use numera::rules::nmbr9::Nmbr9Game;
use numera::rules::number::NumberGame;
use numera::rules::sequence::SequenceGame;
use numera::rules::Playable;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Games per bench: enough for a second or so of the slowest game at wasm speed.
fn games(id: &str) -> usize {
    match id {
        "nmbr9" | "dungeon" => 100,
        _ => 400,
    }
}

fn bench<G: Playable>() {
    let games = games(G::ID.as_str());
    // The same games once untimed first: Chromium runs a module's functions in its baseline
    // compiler until they prove hot, then optimises them as they run, so a first pass times
    // the baseline code more than the rules (The Number's 400 games last a tenth of a second).
    random_games::<G>(SEED, games).expect("random games finish");
    let started = js_sys::Date::now();
    let actions = random_games::<G>(SEED, games).expect("random games finish");
    let secs = ((js_sys::Date::now() - started) / 1000.0).max(1e-9);
    console_log!(
        "wasm-bench {{\"game\":\"{}\",\"games\":{},\"games_per_s\":{},\"actions_per_s\":{}}}",
        G::ID.as_str(),
        games,
        (games as f64 / secs).round(),
        (actions as f64 / secs).round()
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
