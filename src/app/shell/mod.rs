//! The frame around the games: header, home, settings, history, rules pages.

mod backup;
mod dailies;
mod header;
mod history_page;
mod home;
mod not_found;
mod rules_page;
mod settings_page;

pub use header::Header;
pub use history_page::{local_date, HistoryPage};
pub use home::Home;
pub use not_found::{NoRules, NotFound};
pub use rules_page::{dungeon_rules, mino_rules, nmbr9_rules, number_rules, sequence_rules};
pub use settings_page::SettingsPage;
