//! Release builds of the web app's pages (wasm32, `--release`: `trunk build --release` and its
//! pre-build hook, scripts/trunk_hook.mjs) are made to be split: each game page's module puts
//! what only its `later` function reaches in a chunk of its own (src/app/later.rs, `web_main!`
//! in src/lib.rs). Set here rather than in RUSTFLAGS so that every release build of this
//! package — Trunk's own of the home page and the hook's of the other pages — shares one build
//! of the dependencies, and debug builds (`trunk serve`) stay one module with every page.
//! - `numera_split`: the game pages' `later` functions become split points, and the home
//!   module holds only home (src/web/home.rs);
//! - `--emit-relocs` for the game pages' modules only: wasm-split-cli needs the linker's
//!   relocations to find what only a split point reaches (the other modules would only carry
//!   them as dead weight).

/// The modules with a split point: one per game page (src/web/<game>.rs).
const SPLIT_BINS: [&str; 5] = [
    "numera-number",
    "numera-nmbr9",
    "numera-sequence",
    "numera-mino",
    "numera-dungeon",
];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(numera_split)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let release = std::env::var("PROFILE").is_ok_and(|profile| profile == "release");
    if wasm && release {
        println!("cargo::rustc-cfg=numera_split");
        for bin in SPLIT_BINS {
            println!("cargo::rustc-link-arg-bin={bin}=--emit-relocs");
        }
    }
}
