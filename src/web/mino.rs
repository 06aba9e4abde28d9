//! Release page module `numera-mino` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(mount_mino, numera::rules::mino::MinoGame, mino_later);
