//! Release page module `numera-mino` (src/app/pages.rs): mounts only its own pages.

#[cfg(target_arch = "wasm32")]
fn main() {
    numera::app::mount_mino();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    numera::web_only("numera-mino");
}
