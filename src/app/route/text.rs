//! The router's pure text work: query parameters, which link is the current page, and which
//! built page (bundle) serves an address.
//! No web APIs here, so `cargo test` also runs these natively (see src/lib.rs).

use crate::rules::GameId;

/// One built page of the app: each is its own HTML file and wasm module, so a first visit
/// downloads only what that page needs (the PWA size budget).
/// - `Shell` is index.html: home (and "not found" for any address no bundle serves);
/// - `Settings` is settings.html: `/settings` and `/history` (history.html is the same file),
///   apart so that home does not carry the backup export and import or the history list;
/// - `Game` is `<game>.html`: the table at `/<game>`;
/// - `Rules` is the one rules module, built as `rules/<game>.html` for each game (the same
///   page, each naming its own game's texts), so a game page does not carry its rules text;
/// - `Stats` is stats.html (`/stats`, apart so that home does not carry its charts);
/// - `All` is the development build that serves every address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bundle {
    All,
    Shell,
    Settings,
    Game(GameId),
    Rules(GameId),
    Stats,
}

impl Bundle {
    /// The bundle that serves `path` in the release build.
    pub fn of(path: &str) -> Bundle {
        match path {
            "/stats" => return Bundle::Stats,
            "/settings" | "/history" => return Bundle::Settings,
            _ => {}
        }
        if let Some(id) = path.strip_prefix("/rules/") {
            return GameId::parse(id).map_or(Bundle::Shell, Bundle::Rules);
        }
        match path.strip_prefix('/').map(GameId::parse) {
            Some(Ok(game)) => Bundle::Game(game),
            _ => Bundle::Shell,
        }
    }

    /// The name of this bundle's text files, `texts/<name>.<lang>.txt` (crate::texts::PAGES).
    /// Settings and history have theirs (not home's, which every first visit loads); a rules
    /// page speaks its game's, which the game's page has already brought into the cache.
    pub fn texts(self) -> &'static str {
        match self {
            Bundle::All => "all",
            Bundle::Shell => "shell",
            Bundle::Settings => "settings",
            Bundle::Game(game) | Bundle::Rules(game) => game.as_str(),
            Bundle::Stats => "stats",
        }
    }

    /// Whether this bundle can show `path` itself; any other address is a full page load.
    pub fn serves(self, path: &str) -> bool {
        self == Bundle::All || Bundle::of(path) == self
    }
}

/// The first value of `name` in a query string (`a=1&b=2`, without `?`).
pub fn param(search: &str, name: &str) -> Option<String> {
    search.split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (decode(key) == name).then(|| decode(value))
    })
}

/// `application/x-www-form-urlencoded` decoding: `+` is a space, `%XX` a byte; a `%` not
/// followed by two hex digits stays as it is, and invalid UTF-8 becomes U+FFFD.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |k: usize| bytes.get(k).and_then(|&b| (b as char).to_digit(16));
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if hex(i + 1).is_some() && hex(i + 2).is_some() => {
                out.push((hex(i + 1).unwrap_or(0) * 16 + hex(i + 2).unwrap_or(0)) as u8);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether a link to `href` points at the page at `path` or at a page under it.
pub fn is_current(href: &str, path: &str) -> bool {
    path == href
        || href != "/"
            && path
                .strip_prefix(href)
                .is_some_and(|rest| rest.starts_with('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_bundle_has_its_text_files() {
        let mut bundles = vec![Bundle::All, Bundle::Shell, Bundle::Settings, Bundle::Stats];
        bundles.extend(GameId::ALL.iter().map(|&g| Bundle::Game(g)));
        bundles.extend(GameId::ALL.iter().map(|&g| Bundle::Rules(g)));
        let mut names: Vec<&str> = bundles.iter().map(|b| b.texts()).collect();
        let mut pages = crate::texts::PAGES.to_vec();
        names.sort_unstable();
        names.dedup();
        pages.sort_unstable();
        assert_eq!(names, pages);
    }

    #[test]
    fn each_address_has_its_bundle() {
        assert_eq!(Bundle::of("/"), Bundle::Shell);
        assert_eq!(Bundle::of("/settings"), Bundle::Settings);
        assert_eq!(Bundle::of("/history"), Bundle::Settings);
        assert_eq!(Bundle::of("/settings/"), Bundle::Shell);
        assert!(Bundle::Settings.serves("/history"));
        assert!(!Bundle::Settings.serves("/"));
        assert!(!Bundle::Shell.serves("/settings"));
        assert_eq!(Bundle::of("/nowhere"), Bundle::Shell);
        assert_eq!(Bundle::of("/stats"), Bundle::Stats);
        assert_eq!(Bundle::of("/stats/"), Bundle::Shell);
        assert_eq!(Bundle::of("/rules/stats"), Bundle::Shell);
        assert!(Bundle::Stats.serves("/stats"));
        assert!(!Bundle::Stats.serves("/history"));
        assert!(!Bundle::Shell.serves("/stats"));
        assert_eq!(Bundle::of("/nmbr9"), Bundle::Game(GameId::Nmbr9));
        assert_eq!(
            Bundle::of("/rules/sequence"),
            Bundle::Rules(GameId::Sequence)
        );
        assert_eq!(Bundle::of("/rules/"), Bundle::Shell);
        assert_eq!(Bundle::of("/rules/nmbr9/x"), Bundle::Shell);
        assert_eq!(Bundle::of("/number/"), Bundle::Shell);
        // A game's page and its rules are two modules: each link between them loads the other.
        assert!(!Bundle::Game(GameId::Number).serves("/rules/number"));
        assert!(!Bundle::Rules(GameId::Number).serves("/number"));
        assert!(Bundle::Rules(GameId::Number).serves("/rules/number"));
        // Each rules page loads its own game's texts, so another game's rules is a page load.
        assert!(!Bundle::Rules(GameId::Number).serves("/rules/mino"));
        assert_eq!(Bundle::Rules(GameId::Mino).texts(), "mino");
        assert!(!Bundle::Game(GameId::Number).serves("/"));
        assert!(!Bundle::Shell.serves("/number"));
        assert!(Bundle::All.serves("/number"));
        assert!(Bundle::All.serves("/"));
    }

    #[test]
    fn decodes_queries() {
        assert_eq!(
            param("seed=K7QM-3XPA&seats=human,hard", "seats").as_deref(),
            Some("human,hard")
        );
        assert_eq!(
            param("seats=human%2Ceasy", "seats").as_deref(),
            Some("human,easy")
        );
        assert_eq!(param("a=1+2&a=3", "a").as_deref(), Some("1 2"));
        assert_eq!(param("replay", "replay").as_deref(), Some(""));
        assert_eq!(param("x=%E2%98%85%zz", "x").as_deref(), Some("★%zz"));
        assert_eq!(param("", "seed"), None);
    }

    #[test]
    fn marks_current_links() {
        assert!(is_current("/", "/"));
        assert!(!is_current("/", "/number"));
        assert!(is_current("/number", "/number"));
        assert!(is_current("/rules", "/rules/number"));
        assert!(!is_current("/num", "/number"));
        assert!(!is_current("/number?seed=A", "/number"));
    }
}
