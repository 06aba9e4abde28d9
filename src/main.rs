//! Entry point of the web app: mounts the Leptos app and nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    numera::app::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("numera-app is the web app: build it with `trunk build --release` (see README.md).");
    eprintln!("The native command line is `cargo run --bin numera -- --help`.");
}
