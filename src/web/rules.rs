//! Release page module `numera-rules` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(mount_rules);
