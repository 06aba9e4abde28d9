//! The headline figures of the player's finished games, of one game or of all.
//!
//! A game counts when a human sat at the table (a game between bots only is the player
//! watching, and counted apart as `watched`); a win is a game a human seat won or shared
//! against another seat — a game alone has a score and a best, no win, and neither counts in
//! the win rate nor breaks a run of wins — and a game's score is its best human score (`Finished::human_won`, `human_best`, the same reading
//! as the history's folded summaries). Games folded into counts when storage ran short
//! (`store::history::Folded`) still count in games, wins and best; the mean, the streaks and the
//! charts need each game, so they read the games still listed.

use numera_rules::GameId;
use numera_store::history::{Finished, History};

/// A run of wins, in the order the games were played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Run {
    /// The wins in a row up to the last game (0 when it was lost).
    pub current: u32,
    pub best: u32,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Summary {
    /// Games with a human seat, listed and folded.
    pub games: u32,
    /// Of those, games against another seat (bots or people): what wins are counted over.
    pub contests: u32,
    /// Of those, games a human won or shared.
    pub wins: u32,
    /// Games folded into counts (part of `games`; not in `scores`).
    pub folded: u32,
    /// Listed games without a human seat: not in any other figure.
    pub watched: u32,
    /// The score of each listed game with a human seat, oldest first, with its date.
    pub scores: Vec<(String, i64)>,
    pub best: Option<i64>,
    pub wins_in_a_row: Run,
}

/// Whether a human sat at the table.
fn played(entry: &Finished) -> bool {
    entry.players.iter().any(|p| p == "human")
}

impl Summary {
    /// The figures of `game`, or of every game (`None`).
    pub fn of(history: &History, game: Option<GameId>) -> Summary {
        let wanted = |g: GameId| game.is_none_or(|w| w == g);
        let mut summary = Summary::default();
        let mut run = 0;
        for entry in history.games.iter().filter(|e| wanted(e.game)) {
            if !played(entry) {
                summary.watched += 1;
                continue;
            }
            summary.games += 1;
            if !entry.is_solo() {
                summary.contests += 1;
                let won = entry.human_won();
                summary.wins += u32::from(won);
                run = if won { run + 1 } else { 0 };
                summary.wins_in_a_row.best = summary.wins_in_a_row.best.max(run);
            }
            if let Some(score) = entry.human_best() {
                summary.scores.push((entry.date.clone(), score));
            }
        }
        summary.wins_in_a_row.current = run;
        let listed_best = summary.scores.iter().map(|(_, s)| *s).max();
        summary.best = listed_best;
        for folded in history.folded.iter().filter(|f| wanted(f.game)) {
            summary.games += folded.games;
            summary.contests += folded.games - folded.solo.min(folded.games);
            summary.wins += folded.human_wins;
            summary.folded += folded.games;
            summary.best = summary.best.max(folded.best);
        }
        summary
    }

    /// The figures of each game, in `GameId::ALL` order.
    pub fn per_game(history: &History) -> Vec<(GameId, Summary)> {
        GameId::ALL
            .iter()
            .map(|&g| (g, Summary::of(history, Some(g))))
            .collect()
    }

    /// The mean score of the listed games, if any.
    pub fn mean(&self) -> Option<f64> {
        let n = self.scores.len();
        (n > 0).then(|| self.scores.iter().map(|(_, s)| *s as f64).sum::<f64>() / n as f64)
    }

    /// The mean, to one decimal, as text ("87.5"; "-3"): what the page and its table show.
    pub fn mean_text(&self) -> Option<String> {
        let tenths = (self.mean()? * 10.0).round() as i64;
        let (whole, tenth) = (tenths / 10, (tenths % 10).abs());
        let sign = if tenths < 0 && whole == 0 { "-" } else { "" };
        Some(match tenth {
            0 => format!("{sign}{whole}"),
            _ => format!("{sign}{whole}.{tenth}"),
        })
    }

    /// The share of games against another seat won, in whole percent (rounded half up), when
    /// there were such games.
    pub fn win_percent(&self) -> Option<u32> {
        (self.contests > 0).then(|| {
            let (wins, games) = (u64::from(self.wins), u64::from(self.contests));
            ((200 * wins + games) / (2 * games)) as u32
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use numera_store::history::Folded;

    fn game(
        game: GameId,
        date: &str,
        players: &[&str],
        scores: &[i64],
        winners: &[usize],
    ) -> Finished {
        Finished {
            date: date.into(),
            game,
            seed: "K7QX2M9P".parse().unwrap(),
            players: players.iter().map(|p| p.to_string()).collect(),
            scores: scores.to_vec(),
            winners: winners.to_vec(),
            replay: format!("{game}-{date}"),
        }
    }

    #[test]
    fn counts_the_player_s_games_and_not_bots_alone() {
        let mut history = History::default();
        let n = GameId::Number;
        history.add(game(n, "2026-12-01", &["human", "hard"], &[80, 60], &[0]));
        history.add(game(n, "2026-12-02", &["human", "hard"], &[40, 60], &[1]));
        history.add(game(n, "2026-12-03", &["easy", "hard"], &[99, 60], &[0]));
        history.add(game(n, "2026-12-04", &["human", "human"], &[70, 90], &[1]));
        history.add(game(GameId::Nmbr9, "2026-12-05", &["human"], &[120], &[0]));
        let s = Summary::of(&history, Some(n));
        assert_eq!((s.games, s.wins, s.watched, s.folded), (3, 2, 1, 0));
        // Two humans: the better human score is the game's.
        let scores: Vec<i64> = s.scores.iter().map(|(_, s)| *s).collect();
        assert_eq!(scores, [80, 40, 90]);
        assert_eq!(s.best, Some(90));
        assert_eq!(s.mean_text().as_deref(), Some("70"));
        assert_eq!(s.win_percent(), Some(67));
        assert_eq!(
            s.wins_in_a_row,
            Run {
                current: 1,
                best: 1
            }
        );
        // The game alone counts as a game, not as a win, and leaves the run as it was.
        let all = Summary::of(&history, None);
        assert_eq!((all.games, all.contests, all.wins), (4, 3, 2));
        assert_eq!(all.win_percent(), Some(67));
        assert_eq!(
            all.wins_in_a_row,
            Run {
                current: 1,
                best: 1
            }
        );
        assert_eq!(
            Summary::of(&history, Some(GameId::Mino)),
            Summary::default()
        );
        assert_eq!(Summary::default().win_percent(), None);
        assert_eq!(Summary::default().mean_text(), None);
    }

    #[test]
    fn folded_games_count_in_games_wins_and_best_but_not_in_the_mean() {
        let mut history = History::default();
        history.add(game(GameId::Nmbr9, "2026-12-09", &["human"], &[50], &[0]));
        history.folded.push(Folded {
            game: GameId::Nmbr9,
            games: 10,
            solo: 2,
            human_wins: 4,
            best: Some(140),
            from: "2026-01-01".into(),
            to: "2026-02-01".into(),
        });
        let s = Summary::of(&history, Some(GameId::Nmbr9));
        assert_eq!((s.games, s.wins, s.folded, s.best), (11, 4, 10, Some(140)));
        assert_eq!(
            s.contests, 8,
            "the games alone, listed and folded, are no contests"
        );
        assert_eq!(s.mean(), Some(50.0));
        assert_eq!(s.win_percent(), Some(50));
    }

    #[test]
    fn games_alone_have_scores_and_a_best_but_no_wins() {
        let mut history = History::default();
        let d = GameId::Dungeon;
        history.add(game(d, "2026-12-01", &["human"], &[27], &[0]));
        history.add(game(d, "2026-12-02", &["human"], &[-3], &[]));
        let s = Summary::of(&history, Some(d));
        assert_eq!((s.games, s.contests, s.wins, s.best), (2, 0, 0, Some(27)));
        assert_eq!(s.win_percent(), None, "no win rate without a contest");
        assert_eq!(s.wins_in_a_row, Run::default());
        assert!(history.games.iter().all(|g| g.is_solo() && !g.human_won()));
    }

    #[test]
    fn the_first_release_s_history_still_gives_its_figures() {
        // Version 1 (crates/store/tests/fixtures): five games, each between bots only.
        let v1 = include_str!("../../store/tests/fixtures/history.json");
        let history = History::decode(v1).unwrap();
        let all = Summary::of(&history, None);
        assert_eq!((all.games, all.watched, all.wins), (0, 5, 0));
        for (game, s) in Summary::per_game(&history) {
            assert_eq!((s.games, s.watched), (0, 1), "{game}");
        }
    }

    #[test]
    fn the_mean_is_written_to_one_decimal() {
        let of = |scores: &[i64]| Summary {
            scores: scores.iter().map(|&s| (String::new(), s)).collect(),
            ..Summary::default()
        };
        assert_eq!(of(&[1, 2]).mean_text().as_deref(), Some("1.5"));
        assert_eq!(of(&[-1, 0]).mean_text().as_deref(), Some("-0.5"));
        assert_eq!(of(&[-3, -4]).mean_text().as_deref(), Some("-3.5"));
        assert_eq!(of(&[1, 1, 2]).mean_text().as_deref(), Some("1.3"));
    }
}
