//! Writes the app's text files, `texts/<page>.<lang>.txt` for every page and language
//! (crates/texts/src/), into the folder given (scripts/trunk_hook.mjs: dist/texts).
//!   cargo run --bin numera-texts -- DIR

use std::path::PathBuf;
use std::process::ExitCode;

use numera::texts::{file, Lang, PAGES};

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: numera-texts DIR");
        return ExitCode::from(2);
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("numera-texts: cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    for page in PAGES {
        for lang in Lang::ALL {
            let path = dir.join(file::name(page, lang));
            if let Err(e) = std::fs::write(&path, file::encode(page, lang)) {
                eprintln!("numera-texts: cannot write {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        }
    }
    println!(
        "numera-texts: {} files in {}",
        PAGES.len() * Lang::ALL.len(),
        dir.display()
    );
    ExitCode::SUCCESS
}
