//! Finished games (`numera.history`): one entry per game with its replay code, and, once the
//! browser's storage ran short, summaries of the oldest games folded together (`Folded`), which
//! keep what the counts need (games, wins, best score, dates) without their replays.
//!
//! Versions: 1 had only `games`; 2 adds `folded`. A version 1 file reads as version 2 with no
//! summaries, and is written back as version 2.

use serde::{Deserialize, Serialize};

use numera_rules::json;
use numera_rules::json_record;
use numera_rules::log::LogError;
use numera_rules::{GameId, PlayerId, Seed};

pub const HISTORY_VERSION: u32 = 2;
const READS: [u32; 2] = [1, HISTORY_VERSION];

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Finished {
    /// ISO 8601, UTC.
    pub date: String,
    pub game: GameId,
    pub seed: Seed,
    /// Seat kinds as in the options ("human", "easy", "hard").
    pub players: Vec<String>,
    pub scores: Vec<i64>,
    pub winners: Vec<PlayerId>,
    /// `Save::to_link_code()`: opens the replay viewer.
    pub replay: String,
}

impl Finished {
    /// A game of one seat (NMBR 9 alone, Dungeons): it has a score and a best, not a win.
    pub fn is_solo(&self) -> bool {
        self.players.len() == 1
    }

    /// Whether a human seat won (or shared the win) against another seat.
    pub fn human_won(&self) -> bool {
        !self.is_solo()
            && self
                .winners
                .iter()
                .any(|&w| self.players.get(w).is_some_and(|p| p == "human"))
    }

    /// The best score of a human seat.
    pub fn human_best(&self) -> Option<i64> {
        let human = |(p, _): &(usize, &i64)| self.players.get(*p).is_some_and(|k| k == "human");
        self.scores
            .iter()
            .enumerate()
            .filter(human)
            .map(|(_, s)| *s)
            .max()
    }

    fn check(&self) -> Result<(), &'static str> {
        if self.players.is_empty() || self.scores.len() != self.players.len() {
            return Err("not one score per player");
        }
        if self.winners.iter().any(|&w| w >= self.players.len()) {
            return Err("a winner who is not a player");
        }
        if self.replay.is_empty() {
            return Err("no replay");
        }
        Ok(())
    }
}

/// Games of one kind folded into counts when storage ran short. A summary is never changed
/// once made (a later compaction adds another), so the same summary met twice — importing a
/// backup again — is recognised and kept once.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Folded {
    pub game: GameId,
    pub games: u32,
    /// Of those, games of one seat, which have no winner (0 in summaries made before they
    /// were told apart).
    #[serde(default)]
    pub solo: u32,
    /// Games a human seat won or shared against another seat.
    pub human_wins: u32,
    /// The best score of a human seat among them.
    pub best: Option<i64>,
    /// The first and last dates folded (ISO 8601).
    pub from: String,
    pub to: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct History {
    pub version: u32,
    /// Oldest first.
    pub games: Vec<Finished>,
    #[serde(default)]
    pub folded: Vec<Folded>,
}

impl Default for History {
    fn default() -> Self {
        History {
            version: HISTORY_VERSION,
            games: Vec::new(),
            folded: Vec::new(),
        }
    }
}

impl History {
    /// Reads any version this build knows, checked, as the current version.
    pub fn decode(text: &str) -> Result<History, LogError> {
        let mut history: History = super::decode(text, &READS)?;
        for (i, entry) in history.games.iter().enumerate() {
            entry.check().map_err(|why| {
                LogError::Malformed(json::Error::from(why).within(&format!("game {}", i + 1)))
            })?;
        }
        history.version = HISTORY_VERSION;
        Ok(history)
    }

    pub fn encode(&self) -> String {
        json::to_string(self)
    }

    /// Adds a finished game once: the same replay code is never listed twice (a reload of the
    /// final screen must not duplicate it). True when it was new.
    pub fn add(&mut self, entry: Finished) -> bool {
        if self.games.iter().any(|g| g.replay == entry.replay) {
            return false;
        }
        self.games.push(entry);
        true
    }

    /// Adds what `other` has and this lacks (games by replay code, summaries by equality),
    /// keeping the games in date order. The number of games added.
    pub fn merge(&mut self, other: History) -> usize {
        let mut added = 0;
        for entry in other.games {
            if self.games.iter().all(|g| g.replay != entry.replay) {
                // After the games of the same instant; ISO dates sort as text.
                let at = self.games.partition_point(|g| g.date <= entry.date);
                self.games.insert(at, entry);
                added += 1;
            }
        }
        for folded in other.folded {
            if !self.folded.contains(&folded) {
                self.folded.push(folded);
            }
        }
        added
    }

    /// Makes the file smaller when storage is full: the oldest half of the listed games (at
    /// least one) is folded into one summary per game. False when nothing is left to fold.
    pub fn compact(&mut self) -> bool {
        if self.games.is_empty() {
            return false;
        }
        let count = self.games.len().div_ceil(2);
        let oldest: Vec<Finished> = self.games.drain(..count).collect();
        for game in GameId::ALL {
            let of_game: Vec<&Finished> = oldest.iter().filter(|f| f.game == game).collect();
            let (Some(first), Some(last)) = (of_game.first(), of_game.last()) else {
                continue;
            };
            self.folded.push(Folded {
                game,
                games: of_game.len() as u32,
                solo: of_game.iter().filter(|f| f.is_solo()).count() as u32,
                human_wins: of_game.iter().filter(|f| f.human_won()).count() as u32,
                best: of_game.iter().filter_map(|f| f.human_best()).max(),
                from: first.date.clone(),
                to: last.date.clone(),
            });
        }
        true
    }

    /// How many games of `game` were finished, listed and folded.
    pub fn count(&self, game: GameId) -> u32 {
        self.tally(game, |_| true, |f| f.games)
    }

    /// How many games of `game` a human won, listed and folded.
    pub fn human_wins(&self, game: GameId) -> u32 {
        self.tally(game, Finished::human_won, |f| f.human_wins)
    }

    /// The listed games of `game` that `listed` takes, and what `folded` gives of each of its
    /// summaries, added up.
    fn tally(
        &self,
        game: GameId,
        listed: impl Fn(&Finished) -> bool,
        folded: impl Fn(&Folded) -> u32,
    ) -> u32 {
        let games = self.games.iter().filter(|f| f.game == game && listed(f));
        let summaries = self.folded.iter().filter(|f| f.game == game);
        games.count() as u32 + summaries.map(folded).sum::<u32>()
    }
}

json_record!(struct Finished { date, game, seed, players, scores, winners, replay });

json_record!(struct Folded { game, games, solo(default), human_wins, best, from, to });

json_record!(struct History { version, games, folded(default) });

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn entry(game: GameId, date: &str, human_score: i64, replay: &str) -> Finished {
        Finished {
            date: date.into(),
            game,
            seed: "K7QX2M9P".parse().unwrap(),
            players: vec!["human".into(), "hard".into()],
            scores: vec![human_score, 50],
            winners: if human_score >= 50 { vec![0] } else { vec![1] },
            replay: replay.into(),
        }
    }

    #[test]
    fn a_version_1_file_reads_as_version_2_without_summaries() {
        let v1 = include_str!("../tests/fixtures/history.json");
        let history = History::decode(v1).unwrap();
        assert_eq!(history.version, HISTORY_VERSION);
        assert_eq!(history.games.len(), 5);
        assert!(history.folded.is_empty());
        assert_eq!(History::decode(&history.encode()), Ok(history));
    }

    #[test]
    fn a_later_version_or_a_damaged_entry_is_refused() {
        let future = r#"{"version":3,"games":[]}"#;
        assert_eq!(History::decode(future), Err(LogError::UnknownVersion(3)));
        let mut bad = History::default();
        bad.games
            .push(entry(GameId::Number, "2026-01-01", 10, "1a"));
        bad.games[0].winners = vec![7];
        assert!(matches!(
            History::decode(&bad.encode()),
            Err(LogError::Malformed(_))
        ));
        for text in [
            "",
            "[]",
            "{}",
            "null",
            r#"{"version":2}"#,
            r#"{"version":2,"games":{}}"#,
        ] {
            assert!(History::decode(text).is_err(), "{text}");
        }
    }

    #[test]
    fn merging_adds_each_game_once_in_date_order() {
        let mut here = History::default();
        here.add(entry(GameId::Number, "2026-01-02", 60, "1b"));
        let mut there = History::default();
        there.add(entry(GameId::Number, "2026-01-01", 40, "1a"));
        there.add(entry(GameId::Number, "2026-01-02", 60, "1b"));
        assert_eq!(here.merge(there.clone()), 1);
        assert_eq!(here.merge(there), 0);
        let dates: Vec<&str> = here.games.iter().map(|g| g.date.as_str()).collect();
        assert_eq!(dates, ["2026-01-01", "2026-01-02"]);
    }

    #[test]
    fn compaction_folds_the_oldest_games_and_keeps_the_counts() {
        let mut history = History::default();
        for i in 0..9 {
            let game = if i % 3 == 0 {
                GameId::Nmbr9
            } else {
                GameId::Number
            };
            history.add(entry(
                game,
                &format!("2026-01-0{}", i + 1),
                40 + 5 * i,
                &format!("1c{i}"),
            ));
        }
        let before =
            [GameId::Nmbr9, GameId::Number].map(|g| (history.count(g), history.human_wins(g)));
        let size = history.encode().len();
        assert!(history.compact());
        assert_eq!(history.games.len(), 4);
        assert!(history.encode().len() < size);
        let after =
            [GameId::Nmbr9, GameId::Number].map(|g| (history.count(g), history.human_wins(g)));
        assert_eq!(before, after);
        let nmbr9 = history
            .folded
            .iter()
            .find(|f| f.game == GameId::Nmbr9)
            .unwrap();
        assert_eq!(
            (nmbr9.from.as_str(), nmbr9.to.as_str(), nmbr9.best),
            ("2026-01-01", "2026-01-04", Some(55))
        );
        // Read back, merged with itself: nothing counted twice.
        let mut again = History::decode(&history.encode()).unwrap();
        again.merge(history.clone());
        assert_eq!(again, history);
        while history.compact() {}
        assert!(history.games.is_empty());
        assert_eq!(history.count(GameId::Number), before[1].0);
    }
}
