//! Property test: random histories (random games, seats, scores, winners, some folded when
//! "storage ran short") give figures that agree with each other and with the history itself.

use super::chart::{chart, BOTTOM, HEIGHT, LEFT, RIGHT, TOP, WIDTH};
use super::histogram::{histogram, MAX_BINS};
use super::summary::Summary;
use numera_rules::rng::Rng;
use numera_rules::GameId;
use numera_store::history::{Finished, History};

const KINDS: [&str; 4] = ["human", "easy", "medium", "hard"];

fn random_history(rng: &mut Rng) -> History {
    let mut history = History::default();
    let games = rng.below(40);
    for i in 0..games {
        let game = GameId::ALL[rng.below(5) as usize];
        let seats = rng.range(1, 4) as usize;
        let players: Vec<String> = (0..seats)
            .map(|_| KINDS[rng.below(4) as usize].to_owned())
            .collect();
        // Scores as the games make them, negative ones included (Mino Dice).
        let scores: Vec<i64> = (0..seats)
            .map(|_| i64::from(rng.below(400)) - 100)
            .collect();
        let winners: Vec<usize> = (0..seats).filter(|_| rng.chance(1, 3)).collect();
        history.add(Finished {
            date: format!("2026-12-{:02}T10:{:02}:00Z", 1 + i % 28, i % 60),
            game,
            seed: "K7QX2M9P".parse().unwrap(),
            players,
            scores,
            winners,
            replay: format!("r{i}"),
        });
    }
    for _ in 0..rng.below(3) {
        history.compact();
    }
    history
}

#[test]
fn random_histories_give_consistent_figures() {
    for case in 0..2000u64 {
        let mut rng = Rng::from_bits(case);
        let history = random_history(&mut rng);
        let all = Summary::of(&history, None);
        let per_game = Summary::per_game(&history);
        let sum = |f: fn(&Summary) -> u32| per_game.iter().map(|(_, s)| f(s)).sum::<u32>();
        assert_eq!(all.games, sum(|s| s.games), "case {case}");
        assert_eq!(all.wins, sum(|s| s.wins), "case {case}");
        assert_eq!(all.watched, sum(|s| s.watched), "case {case}");
        // Every stored game is the player's, watched or folded.
        let listed = history.games.len() as u32;
        let folded: u32 = history.folded.iter().map(|f| f.games).sum();
        assert_eq!(all.games + all.watched, listed + folded, "case {case}");
        for (game, s) in
            std::iter::once((None, &all)).chain(per_game.iter().map(|(g, s)| (Some(*g), s)))
        {
            let what = format!("case {case} {game:?}");
            assert!(s.wins <= s.games, "{what}");
            assert_eq!(s.scores.len() as u32 + s.folded, s.games, "{what}");
            assert!(s.win_percent().is_none_or(|p| p <= 100), "{what}");
            assert!(s.wins_in_a_row.current <= s.wins_in_a_row.best, "{what}");
            assert!(s.wins_in_a_row.best <= s.wins, "{what}");
            if let Some(mean) = s.mean() {
                let best = s.best.unwrap_or(i64::MIN);
                assert!(best as f64 >= mean, "{what}");
                let low = s.scores.iter().map(|x| x.1).min().unwrap_or(0);
                assert!(mean >= low as f64, "{what}");
            }
            let scores: Vec<i64> = s.scores.iter().map(|x| x.1).collect();
            let bins = histogram(&scores);
            let in_bins: u32 = bins.iter().map(|b| b.count).sum();
            assert_eq!(in_bins as usize, scores.len(), "{what}");
            assert!(bins.len() as i64 <= MAX_BINS, "{what}");
            for pair in bins.windows(2) {
                assert_eq!(pair[0].to + 1, pair[1].from, "{what}: bins touch");
            }
            for &score in &scores {
                let holding = bins.iter().filter(|b| (b.from..=b.to).contains(&score));
                assert_eq!(holding.count(), 1, "{what}: {score} in one bin");
            }
            let drawn = chart(&scores);
            assert_eq!(drawn.points.len(), scores.len(), "{what}");
            for p in &drawn.points {
                assert!((LEFT..=WIDTH - RIGHT).contains(&p.x), "{what}");
                assert!((TOP..=HEIGHT - BOTTOM).contains(&p.y), "{what}");
            }
        }
    }
}
