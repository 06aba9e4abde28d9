//! The sections of a backup file by kind, apart from their records' rules (section.rs) so that
//! a refusal (backup_error.rs) can name its section without reading them.

/// The sections a backup holds, by kind (each named in the file by `name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectionKind {
    Saves,
    History,
    Bests,
    Settings,
    Daily,
    KeptAside,
}

impl SectionKind {
    /// The section's name in the file.
    pub fn name(self) -> &'static str {
        match self {
            SectionKind::Saves => "saves",
            SectionKind::History => "history",
            SectionKind::Bests => "bests",
            SectionKind::Settings => "settings",
            SectionKind::Daily => "daily",
            SectionKind::KeptAside => "kept_aside",
        }
    }
}
