//! Every visible string of the app, in English, French and Traditional Chinese, and the text
//! files the pages load them from (what each holds: src/texts/mod.rs).
//!
//! A crate of its own because the stored settings (numera-store) name a `Lang`, and the store
//! must not depend on the app. Its sources are still the app's folder src/texts/, read from
//! here, so that the work on them in progress elsewhere goes on undisturbed; moving them under
//! crates/texts/src/ is a rename, no change of content.

// src/texts/ names the rules as `crate::rules` (the app's name for them).
use numera_rules as rules;

#[path = "../../../src/texts/mod.rs"]
mod texts;

pub use texts::*;
