use super::{Daily, DailyError, DailyOptions, Date, LAUNCH};
use crate::bot::{self, Seats};
use crate::dungeon::DungeonGame;
use crate::mino::MinoGame;
use crate::nmbr9::Nmbr9Game;
use crate::number::NumberGame;
use crate::sequence::SequenceGame;
use crate::{Game, GameId, Seating};

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

/// The pinned dailies (tests/data/daily_golden.txt): each date and game gives its number and
/// its seed.
#[test]
fn golden_dates_give_their_numbers_and_seeds() {
    let text = include_str!("../../tests/data/daily_golden.txt");
    let lines = text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let mut read = 0;
    for line in lines {
        let [day, game, number, seed] = line.split(' ').collect::<Vec<_>>()[..] else {
            panic!("not a golden line: {line}");
        };
        let (game, day) = (GameId::parse(game).unwrap(), date(day));
        let daily = Daily::of(game, day).unwrap();
        assert_eq!(daily.number.to_string(), number, "{line}");
        assert_eq!(daily.seed.to_string(), seed, "{line}");
        assert_eq!((daily.game, daily.date), (game, day));
        read += 1;
    }
    assert_eq!(read, 13);
}

#[test]
fn each_game_and_day_has_its_own_deal() {
    let mut seeds = std::collections::HashSet::new();
    for n in 0..400 {
        let day = LAUNCH.add_days(n).unwrap();
        for game in GameId::ALL {
            assert!(seeds.insert(Daily::of(game, day).unwrap().seed));
        }
    }
}

#[test]
fn the_launch_is_number_one_and_the_day_before_has_no_daily() {
    assert_eq!(LAUNCH.to_string(), "2026-12-01");
    assert_eq!(Daily::of(GameId::Mino, LAUNCH).unwrap().number, 1);
    let eve = date("2026-11-30");
    assert_eq!(
        Daily::of(GameId::Mino, eve),
        Err(DailyError::BeforeLaunch(eve))
    );
    assert_eq!(
        Daily::of(GameId::Mino, date("1999-01-01"))
            .unwrap_err()
            .to_string(),
        "1999-01-01 is before the first daily (2026-12-01, #1)"
    );
}

#[test]
fn an_address_asks_for_a_past_or_todays_daily_only() {
    let today = date("2027-03-14");
    let asked = |text| Daily::asked(GameId::Nmbr9, text, today);
    assert_eq!(asked("2027-03-14").unwrap().number, 104);
    assert_eq!(asked("2026-12-02").unwrap().number, 2);
    // By number too, as the app labels dailies ("#4").
    assert_eq!(asked("4").unwrap().date, date("2026-12-04"));
    assert_eq!(asked(" #104 ").unwrap(), asked("2027-03-14").unwrap());
    assert_eq!(asked("105"), Err(DailyError::Future(date("2027-03-15"))));
    assert!(matches!(asked("0"), Err(DailyError::BeforeLaunch(_))));
    assert!(matches!(asked("#"), Err(DailyError::Malformed(_))));
    assert_eq!(
        asked("2027-03-15"),
        Err(DailyError::Future(date("2027-03-15")))
    );
    assert!(matches!(
        asked("2026-11-30"),
        Err(DailyError::BeforeLaunch(_))
    ));
    for bad in ["", "2027-3-14", "14/03/2027", "2027-02-30", "yesterday"] {
        assert!(
            matches!(asked(bad), Err(DailyError::Malformed(_))),
            "{bad:?}"
        );
    }
}

/// Every seat but the player's is a bot of the game's roster, and the options are accepted.
fn check_lineup<G: DailyOptions + Seats>(players: usize) {
    let options = G::daily_options();
    assert_eq!(options.seat_count(), players, "{}", G::ID);
    let daily = Daily::of(G::ID, LAUNCH).unwrap();
    let game = G::new(&options, daily.seed).unwrap();
    assert_eq!(game.bot_at(0), None, "{}: the player sits at seat 0", G::ID);
    for seat in 1..players {
        let name = game.bot_at(seat).unwrap();
        assert_eq!(name, "hard", "{}: the strongest bot", G::ID);
        assert!(bot::find::<G>(name).is_ok());
    }
}

#[test]
fn the_daily_line_ups_are_fixed_and_playable() {
    check_lineup::<Nmbr9Game>(1);
    check_lineup::<NumberGame>(4);
    check_lineup::<SequenceGame>(2);
    check_lineup::<MinoGame>(4);
    let campaign = DungeonGame::daily_options();
    assert_eq!(campaign.seat_count(), 1);
    assert_eq!(campaign.map, crate::dungeon::MapChoice::Campaign);
    assert!(DungeonGame::new(&campaign, Daily::of(GameId::Dungeon, LAUNCH).unwrap().seed).is_ok());
}
