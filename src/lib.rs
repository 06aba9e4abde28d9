//! Numera: five number games. `app` is the Leptos web interface, compiled only for the
//! browser. The layers below it are crates of their own (docs/architecture.md, "Crates"),
//! named here as the app has always named them: `rules` the pure, portable game logic
//! (numera-rules), `store` the formats of what the app keeps in the browser (numera-store),
//! `stats` the player's statistics (numera-stats) and `texts` every visible string in every
//! language, written at build time into the files the pages load (numera-texts).

pub use numera_rules as rules;
pub use numera_stats as stats;
pub use numera_store as store;
pub use numera_texts as texts;

#[cfg(target_arch = "wasm32")]
pub mod app;

/// The `main` of a web app binary (src/web/*.rs): mounts its pages in the
/// browser (`app::mount_*`, see src/app/pages.rs); natively it only says what it is.
///
/// A game page's module names its game and its later views (`web_main!(mount_number,
/// NumberGame, number_later)`, src/app/later.rs): its `later` function is the module's split
/// point under `numera_split` (release builds: scripts/wasm_module.mjs puts all that only it
/// reaches in a chunk of its own). It lives here, in each page's own binary, because a split
/// point is an exported symbol: in the library, every page's module would carry all five.
#[macro_export]
macro_rules! web_main {
    ($mount:ident, $game:ty, $later:ident) => {
        #[cfg(all(target_arch = "wasm32", numera_split))]
        #[::leptos::wasm_split::wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn later() -> Result<$crate::app::later::Later<$game>, $crate::app::later::Unloaded> {
            Ok($crate::app::$later())
        }

        #[cfg(all(target_arch = "wasm32", not(numera_split)))]
        async fn later() -> Result<$crate::app::later::Later<$game>, $crate::app::later::Unloaded> {
            Ok($crate::app::$later())
        }

        #[cfg(target_arch = "wasm32")]
        fn main() {
            $crate::app::$mount(|| Box::pin(later()));
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            $crate::web_only(env!("CARGO_BIN_NAME"));
        }
    };
    ($mount:ident) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {
            $crate::app::$mount();
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            $crate::web_only(env!("CARGO_BIN_NAME"));
        }
    };
}

/// What the web app's binaries say when run natively: they are built for the browser.
#[cfg(not(target_arch = "wasm32"))]
pub fn web_only(bin: &str) {
    eprintln!(
        "{bin} is part of the web app: build it with `trunk build --release` (see README.md)."
    );
    eprintln!("The native command line is `cargo run --bin numera -- --help`.");
}

// The router's pure text helpers (src/app/route/text.rs), compiled natively in tests so that
// `cargo test` covers them; the rest of the app is wasm-only.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "app/route/text.rs"]
mod route_text;
