//! Release page module `numera-sequence` (src/app/pages.rs): mounts only its own pages.

numera::web_main!(
    mount_sequence,
    numera::rules::sequence::SequenceGame,
    sequence_later
);
