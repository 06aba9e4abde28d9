//! The module of index.html, the one `<link data-trunk rel="rust">` Trunk builds itself.
//! Release builds (split, build.rs) make one module per page: this one mounts only home's
//! pages (src/app/pages.rs). A debug build (`trunk serve`) has no other module, so this one
//! mounts every page, and the development server answers every address with it.

#[cfg(numera_split)]
numera::web_main!(mount_shell);

#[cfg(not(numera_split))]
numera::web_main!(mount_all);
