//! Release page module `numera-nmbr9` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(mount_nmbr9, numera::rules::nmbr9::Nmbr9Game, nmbr9_later);
