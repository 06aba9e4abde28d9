//! Entry point of the development web app (`trunk serve`): every page in one module. Release
//! builds use one module per page instead (src/web/, scripts/build.mjs).

#[cfg(target_arch = "wasm32")]
fn main() {
    numera::app::mount_all();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    numera::web_only("numera-app");
}
