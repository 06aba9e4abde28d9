//! `--name value` flags, each at most once; anything else is an error with its name.

use std::collections::BTreeMap;

use numera_rules::Seed;

pub struct Args {
    flags: BTreeMap<String, String>,
}

const KNOWN: &[&str] = &[
    "game",
    "seed",
    "options",
    "actions",
    "position",
    "games",
    "bots",
    "minutes",
    "date",
    "decoder",
    "inputs",
    "input",
    "code",
    "seat",
    "name",
    "daily",
    "measure",
    "passes",
    "host",
    "port",
    "dist",
    "db",
    "origin",
    "advertise",
    "lease-ms",
    "url",
    "tables",
    "players",
    "seconds",
    "think-ms",
    "bot-tables",
    "connections-per-ip",
    "tables-per-ip",
    "bot-tables-per-ip",
];

impl Args {
    pub fn parse(raw: &[String]) -> Result<Args, String> {
        let mut flags = BTreeMap::new();
        let mut it = raw.iter();
        while let Some(flag) = it.next() {
            let name = flag
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument '{flag}'"))?;
            if !KNOWN.contains(&name) {
                return Err(format!("unknown option '--{name}'"));
            }
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            if flags.insert(name.to_owned(), value.clone()).is_some() {
                return Err(format!("--{name} given twice"));
            }
        }
        Ok(Args { flags })
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.flags.get(name).map(String::as_str)
    }

    pub fn required(&self, name: &str) -> Result<&str, String> {
        self.get(name)
            .ok_or_else(|| format!("--{name} is required"))
    }

    pub fn seed(&self) -> Result<Seed, String> {
        let text = self.required("seed")?;
        text.parse().map_err(|e| format!("--seed '{text}': {e}"))
    }

    pub fn count(&self, name: &str, default: usize) -> Result<usize, String> {
        match self.get(name) {
            None => Ok(default),
            Some(text) => text
                .parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("--{name} '{text}' is not a positive whole number")),
        }
    }
}
