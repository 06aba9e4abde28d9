//! Release page module `numera-nmbr9` (src/app/pages.rs): mounts only its own pages.

#[cfg(target_arch = "wasm32")]
fn main() {
    numera::app::mount_nmbr9();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    numera::web_only("numera-nmbr9");
}
