//! The review is deterministic, seats are filled as documented, it sees the player's own deal
//! (NMBR 9's card order, Dungeons' rolls), and its messages read back.

use super::wire::{advance, start, Reply, Request};
use super::{strongest, Review, Reviewable, Reviewed};
use crate::bot::{self};
use crate::daily::DailyOptions;
use crate::dungeon::{DungeonGame, MapChoice};
use crate::mino::MinoGame;
use crate::nmbr9::Nmbr9Game;
use crate::number::{self, NumberGame};
use crate::sequence::SequenceGame;
use crate::{json, Game, OptionsError, PlayerId, RuleError, Seed};

fn seed(text: &str) -> Seed {
    text.parse().unwrap()
}

/// The player's game: seat `seat` played by the roster's bot `player` (a stand-in for a
/// person), every other seat by the bot dealt to it (or the same `player` bot).
fn played<G: Reviewable>(options: &G::Options, seed: Seed, seat: PlayerId, player: &str) -> G {
    let mut game = G::new(options, seed).unwrap();
    while let Some(&s) = game.to_act().first() {
        let name = game.seated(s).filter(|_| s != seat).unwrap_or(player);
        let action = bot::decide(&game, s, bot::find::<G>(name).unwrap()).unwrap();
        game.apply(&action).unwrap();
    }
    game
}

fn review<G: Reviewable>(options: &G::Options, seed: Seed, seat: PlayerId) -> Reviewed {
    Review::<G>::new(options, seed, seat)
        .unwrap()
        .finish()
        .unwrap()
}

/// Twice the same result, a finished game whose log replays to the scores, and the seats as
/// documented: the player's seat and every person's by the strongest bot, bots kept.
fn check<G: Reviewable>(options: G::Options, seed_text: &str) -> Reviewed {
    let once = review::<G>(&options, seed(seed_text), 0);
    assert_eq!(once, review::<G>(&options, seed(seed_text), 0), "{}", G::ID);
    let replayed = crate::replay::<G>(&options, seed(seed_text), &once.actions).unwrap();
    assert_eq!(replayed.outcome().unwrap().scores, once.scores, "{}", G::ID);
    let dealt = G::new(&options, seed(seed_text)).unwrap();
    assert_eq!(once.bots[0], strongest::<G>().unwrap().name);
    for s in 1..dealt.players() {
        assert_eq!(
            Some(once.bots[s].as_str()),
            dealt.seated(s),
            "{} seat {s}",
            G::ID
        );
    }
    once
}

#[test]
fn the_number_reviews_the_same_way_twice() {
    assert_eq!(
        check::<NumberGame>(NumberGame::daily_options(), "RV1A-0001").bots[0],
        "hard"
    );
}

#[test]
fn sequence_reviews_the_same_way_twice() {
    assert_eq!(
        check::<SequenceGame>(SequenceGame::daily_options(), "RV2A-0002").bots[0],
        "hard"
    );
}

#[test]
fn mino_reviews_the_same_way_twice() {
    assert_eq!(
        check::<MinoGame>(MinoGame::daily_options(), "RV3A-0003").bots[0],
        "hard"
    );
}

#[test]
fn dungeons_reviews_the_same_way_twice() {
    // One map: the campaign's three take long in a debug build.
    assert_eq!(check::<DungeonGame>(map_1(), "RV5A-0005").bots[0], "auto");
}

#[test]
fn other_people_are_played_by_the_strongest_bot_too() {
    use number::SeatKind::{Easy, Human};
    let options = number::Options {
        seats: vec![Human, Easy, Human],
    };
    let reviewed = review::<NumberGame>(&options, seed("TW0H-1111"), 2);
    assert_eq!(reviewed.bots, ["hard", "easy", "hard"]);
    assert_eq!(reviewed.score(), reviewed.scores[2]);
}

/// NMBR 9's hard bot is the slowest: one test checks it twice and its card order.
#[test]
fn nmbr9_reviews_the_same_way_twice_on_the_players_card_order() {
    let options = Nmbr9Game::daily_options();
    let s = seed("CARD-5678");
    let player = played::<Nmbr9Game>(&options, s, 0, "easy");
    let reviewed = check::<Nmbr9Game>(Nmbr9Game::daily_options(), "CARD-5678");
    assert_eq!(reviewed.bots[0], "hard");
    let bot = crate::replay::<Nmbr9Game>(&options, s, &reviewed.actions).unwrap();
    assert_eq!(player.revealed().len(), 20);
    assert_eq!(player.revealed(), bot.revealed());
}

fn map_1() -> crate::dungeon::Options {
    crate::dungeon::Options {
        map: MapChoice::Single(1),
        circled: 0,
    }
}

/// The three dice of every turn roll of map 1, in order, as the game drew them.
fn turn_rolls(options: &crate::dungeon::Options, s: Seed, actions: &[String]) -> Vec<Vec<u8>> {
    let mut game = DungeonGame::new(options, s).unwrap();
    let rolls = |g: &DungeonGame| g.sheet_of(0).map_or(0, |sheet| sheet.rolls);
    let dice = |g: &DungeonGame| g.dice().iter().map(|d| d.value).collect::<Vec<u8>>();
    let mut seen = vec![dice(&game)];
    let mut count = rolls(&game);
    for (i, text) in actions.iter().enumerate() {
        crate::play_logged(&mut game, i, text).unwrap();
        if game.map_index() == 0 && rolls(&game) != count {
            count = rolls(&game);
            seen.push(dice(&game));
        }
    }
    seen
}

#[test]
fn dungeons_reviews_the_players_rolls() {
    let options = map_1();
    let s = seed("R0LL-2345");
    // The player's log: the random bot's game, which rolls as often as it survives.
    let mut game = DungeonGame::new(&options, s).unwrap();
    let mut log = Vec::new();
    while let Some(&seat) = game.to_act().first() {
        let action = bot::decide(&game, seat, bot::find::<DungeonGame>("random").unwrap()).unwrap();
        game.apply(&action).unwrap();
        log.push(action.to_string());
    }
    let reviewed = review::<DungeonGame>(&options, s, 0);
    let (mine, bots) = (
        turn_rolls(&options, s, &log),
        turn_rolls(&options, s, &reviewed.actions),
    );
    let common = mine.len().min(bots.len());
    assert!(common >= 3, "{} and {} rolls", mine.len(), bots.len());
    assert_eq!(mine[..common], bots[..common]);
}

#[test]
fn a_seat_not_at_the_table_is_refused() {
    let options = NumberGame::daily_options();
    let refused = Review::<NumberGame>::new(&options, seed("XXXX-XXXX"), 9)
        .err()
        .unwrap();
    assert_eq!(
        refused,
        RuleError::Options(OptionsError::NoSuchSeat {
            seat: 9,
            players: options.seats.len()
        })
    );
    assert!(refused.to_string().contains("seat 9"), "{refused}");
}

#[test]
fn the_worker_messages_read_back_and_play_the_same_review() {
    let options = MinoGame::daily_options();
    let request = Request {
        game: MinoGame::ID,
        seed: seed("W1RE-0001"),
        seat: 0,
        options: json::to_string(&options),
    };
    let text = request.to_text();
    assert_eq!(Request::parse(&text).unwrap(), request);
    let mut job = start(&text).unwrap();
    let mut progress = Vec::new();
    let done = loop {
        match advance(job.as_mut(), 7) {
            Reply::Progress(n) => progress.push(n),
            Reply::Done(done) => break done,
            Reply::Failed(why) => panic!("{why}"),
        }
    };
    assert!(
        progress.windows(2).all(|w| w[1] == w[0] + 7),
        "{progress:?}"
    );
    assert_eq!(done, review::<MinoGame>(&options, seed("W1RE-0001"), 0));
    let reply = Reply::Done(done);
    assert_eq!(Reply::parse(&reply.to_text()).unwrap(), reply);
    for other in [Reply::Progress(12), Reply::Failed("no\nway".into())] {
        assert_eq!(Reply::parse(&other.to_text()).unwrap(), other);
    }
}

#[test]
fn bad_requests_and_replies_say_why() {
    for (text, why) in [
        ("chess\nK7QM-3XPA\n0\n{}", "unknown game"),
        ("number\nK7QM-3XPA\nfirst\n{}", "seat 'first'"),
        ("number\nK7QM-3XPA\n0", "no options"),
        ("number\nK7QM-3XPA\n0\n{\"seats\":[\"robot\"]}", "options"),
        (
            "number\nK7QM-3XPA\n7\n{\"seats\":[\"human\",\"easy\",\"hard\"]}",
            "seat 7",
        ),
    ] {
        let refused = start(text).err().unwrap().to_string();
        assert!(refused.contains(why), "{text:?}: {refused}");
    }
    for text in [
        "",
        "progress x",
        "done\n0\n1 2\nhard",
        "done\nnine\n1\nhard",
    ] {
        assert!(Reply::parse(text).is_err(), "{text:?}");
    }
}
