//! Release page module `numera-dungeon` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(
    mount_dungeon,
    numera::rules::dungeon::DungeonGame,
    dungeon_later
);
