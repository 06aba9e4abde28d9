//! Dungeons of Numera played whole: random legal campaigns keep every invariant at every
//! step, every write `why_not` refuses is refused by `apply` with that reason, logs replay to
//! the same state, the view tells nothing of the seed, and the auto-player finishes its games
//! with legal actions only.

mod common;

use numera_rules::dungeon::{bot, DungeonGame, Map, Options, Phase, Pos, Side};
use numera_rules::{replay, Game, Position, Rng, Seed};

/// Written tiles all hang together from START through open sides, opened doors, stairs and
/// teleporters.
fn connected(g: &DungeonGame) -> bool {
    let map: &Map = g.map();
    let written: Vec<Pos> = g.write_order().to_vec();
    if written.is_empty() {
        return true;
    }
    let mut seen = vec![map.start];
    let crosses = |side| match side {
        Side::Door(d) => g.door_open(d),
        _ => true,
    };
    common::dungeon::flood(map, &mut seen, crosses, |q| g.written(q).is_some());
    written.iter().all(|p| seen.contains(p))
}

fn check_invariants(g: &DungeonGame) {
    let (filled, circled, total) = g.skulls();
    assert!(filled + circled <= total);
    assert!(
        connected(g),
        "written tiles are connected:\n{}",
        g.picture()
    );
    for i in 0..=g.map_index() {
        let b = g.breakdown(i).unwrap();
        assert_eq!(
            b.total,
            b.chests + b.rooms + b.monsters + b.skulls + b.circled + b.finds + b.equipment
        );
    }
    assert_eq!(
        g.scores()[0],
        g.breakdowns().iter().map(|b| b.total).sum::<i64>()
    );
    if g.phase() == Phase::Place {
        assert!(g.dice().iter().any(|d| !d.used));
        let map = g.map();
        for die in 0..3 {
            let legal = g.legal_tiles(die);
            for (p, _) in map.tiles() {
                let why = g.why_not(die, p);
                assert_eq!(why.is_none(), legal.contains(&p), "die {die} at {p}");
                if let Some(reason) = why {
                    let mut copy = g.clone();
                    let action = numera_rules::dungeon::Action::Write {
                        die: die as u8,
                        pos: p,
                    };
                    let err = copy.apply(&action).unwrap_err();
                    assert_eq!(err.to_string(), reason.to_string());
                    assert_eq!(&copy, g, "a refused action changes nothing");
                }
            }
        }
    }
}

/// Test campaign `n` of a series: from seed `base + n`, with `n % 3` skulls circled, and the
/// stream `stream` of its seed to pick actions with.
fn campaign(base: u64, n: u64, stream: &str) -> (DungeonGame, Rng) {
    let seed = Seed::from_bits(base + n);
    let options = Options {
        circled: (n % 3) as u8,
        ..Options::default()
    };
    let game = DungeonGame::new(&options, seed).unwrap();
    (game, Rng::stream(seed, stream, n))
}

#[test]
fn random_campaigns_keep_every_invariant() {
    for n in 0..100u64 {
        let (mut g, mut rng) = campaign(0xD00D, n, "test");
        let mut log = Vec::new();
        let mut steps = 0;
        while !g.is_over() {
            if n < 4 {
                check_invariants(&g);
            }
            let used_before = g.dice().iter().filter(|d| d.used).count();
            let action = bot::random(&g, &mut rng).expect("a legal action while not over");
            log.push(action.to_string());
            g.apply(&action).unwrap();
            if g.phase() == Phase::Place || g.phase() == Phase::RollNext {
                let used_after = g.dice().iter().filter(|d| d.used).count();
                assert!(
                    used_after >= used_before || used_after == 0,
                    "each die used once"
                );
            }
            steps += 1;
            assert!(steps < 5000, "a game ends");
        }
        assert_eq!(g.breakdowns().len(), 3);
        let again: DungeonGame = replay(g.options(), g.seed(), &log).unwrap();
        assert_eq!(again, g, "the log replays to the same state");
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.scores, vec![g.campaign_total()]);
        assert_eq!(outcome.winners.is_empty(), !g.all_won());
    }
}

#[test]
fn the_auto_player_finishes_with_legal_actions() {
    for n in 0..2u64 {
        let seed = Seed::from_bits(0xB07 + n);
        let mut g = DungeonGame::new(&Options::default(), seed).unwrap();
        while !g.is_over() {
            let action = bot::best(&g).unwrap();
            assert!(g.legal().contains(&action), "{action:?}");
            g.apply(&action).unwrap();
        }
        assert_eq!(g.breakdowns().len(), 3);
    }
}

#[test]
fn the_kth_roll_does_not_depend_on_the_choices() {
    use numera_rules::dungeon::turn_roll;
    let seed = Seed::from_bits(77);
    for n in 0..10u64 {
        let mut g = DungeonGame::new(&Options::default(), seed).unwrap();
        let mut rng = Rng::stream(seed, "choices", n);
        let mut k = 0;
        assert_eq!(
            g.dice().iter().map(|d| d.value).collect::<Vec<_>>(),
            turn_roll(seed, 1, 0)
        );
        while !g.is_over() && g.map_index() == 0 {
            let action = bot::random(&g, &mut rng).unwrap();
            let rolling = g.phase() == Phase::RollNext;
            g.apply(&action).unwrap();
            if rolling {
                k += 1;
                assert_eq!(
                    g.dice().iter().map(|d| d.value).collect::<Vec<_>>(),
                    turn_roll(seed, 1, k)
                );
            }
        }
    }
}

/// The view is the public table: the same for a game and for the same game with other rolls
/// to come, at every step, and neither its Debug nor its JSON holds the seed.
#[test]
fn the_view_holds_no_seed_and_cannot_tell_the_future() {
    let mut futures_differ = false;
    for n in 0..12u64 {
        let (mut g, mut rng) = campaign(0x5EED_0000, n, "view-test");
        let mut steps = 0;
        loop {
            let view = g.view(0);
            assert_eq!(view, g.spectator_view());
            assert_eq!(view.chance(), None, "a live game never waits for a draw");
            for salt in [1, 2, 0xABCD] {
                let other = g.other_future(salt);
                assert_ne!(other.seed(), g.seed());
                assert_eq!(other.view(0), view, "step {steps} of game {n}");
            }
            let debug = format!("{view:?}");
            let json = serde_json::to_string(&view).unwrap();
            for text in [&debug, &json] {
                assert!(!text.to_lowercase().contains("seed"), "{text}");
                assert!(!text.contains(&g.seed().to_string()));
                assert!(!text.contains(&g.seed().bits().to_string()));
            }
            if g.is_over() {
                break;
            }
            let action = bot::random(&g, &mut rng).expect("a legal action while not over");
            // The same action in the other future: what was drawn may differ, not the rest.
            let mut other = g.other_future(1);
            other.apply(&action).unwrap();
            g.apply(&action).unwrap();
            futures_differ |= other.view(0) != g.view(0);
            steps += 1;
            assert!(steps < 5000, "a game ends");
        }
    }
    assert!(futures_differ, "another future draws other dice");
}
