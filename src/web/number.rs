//! Release page module `numera-number` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(
    mount_number,
    numera::rules::number::NumberGame,
    number_later
);
