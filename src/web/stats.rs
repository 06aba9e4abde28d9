//! Release page module `numera-stats` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(mount_stats);
