//! Release page module `numera-settings` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(mount_settings);
