//! Release page module `numera-home` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(mount_shell);
