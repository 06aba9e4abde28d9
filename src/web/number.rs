//! Release page module `numera-number` (src/app/pages.rs): mounts only its own pages.

#[cfg(target_arch = "wasm32")]
fn main() {
    numera::app::mount_number();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    numera::web_only("numera-number");
}
