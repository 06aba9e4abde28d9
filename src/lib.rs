//! Numera: five number games. `rules` is the pure, portable game logic (native and wasm);
//! `app` is the Leptos web interface, compiled only for the browser.

pub mod rules;

#[cfg(target_arch = "wasm32")]
pub mod app;
