//! Golden vectors: fixed seeds → fixed draws and outcomes. They run natively (`cargo test`) and
//! in headless Chromium (`cargo test --target wasm32-unknown-unknown --test golden`), so a
//! dependency bump or a platform difference cannot silently change shared links and saves.
//! If one of these fails, old links would replay differently: fix the code, not the numbers.

use numera::rules::bot::seated_action;
use numera::rules::number::{NumberGame, Options, SeatKind};
use numera::rules::{Game, Rng, Seed};

#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

fn seed(text: &str) -> Seed {
    text.parse().expect("golden seeds are valid")
}

/// Plays a whole game of bots from the seed; returns the log and the final scores.
fn bot_game(seed_text: &str, seats: &[SeatKind]) -> (Vec<String>, Vec<i64>) {
    let options = Options {
        seats: seats.to_vec(),
    };
    let mut game = NumberGame::new(&options, seed(seed_text)).unwrap();
    let mut log = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let pick = seated_action(&game, seat).unwrap();
        log.push(pick.to_string());
        game.apply(&pick).unwrap();
    }
    (log, game.scores())
}

#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn seeds_parse_and_print() {
    assert_eq!(seed("k7qm-3xpa").bits(), 0x99_EF41_F6CA);
    assert_eq!(Seed::from_bits(0x12_3456_789A).to_string(), "28T5-CY4T");
    assert_eq!(seed("TEST-SEED").nth(0).to_string(), "JHVG-9KCR");
}

#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn streams_draw_the_same_numbers_everywhere() {
    let mut rng = Rng::stream(seed("K7QM-3XPA"), "deal", 0);
    let first: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
    assert_eq!(first, GOLDEN_U32);
    let mut dice = Rng::stream(seed("K7QM-3XPA"), "roll", 7);
    let rolls: Vec<u8> = (0..12).map(|_| dice.d6()).collect();
    assert_eq!(rolls, GOLDEN_D6);
    let mut deck: Vec<u8> = (0..20).map(|i| i % 10).collect();
    Rng::stream(seed("K7QM-3XPA"), "deck", 0).shuffle(&mut deck);
    assert_eq!(deck, GOLDEN_DECK);
}

#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn the_number_bot_games_replay_exactly() {
    use SeatKind::{Easy, Hard};
    let (log, scores) = bot_game("K7QM-3XPA", &[Hard, Easy, Hard]);
    assert_eq!(&log[..6], GOLDEN_NUMBER_LOG_START);
    assert_eq!(scores, GOLDEN_NUMBER_SCORES);
    let (_, scores5) = bot_game("2222-2222", &[Easy, Easy, Hard, Hard, Easy]);
    assert_eq!(scores5, GOLDEN_NUMBER_SCORES_5);
}

const GOLDEN_U32: [u32; 4] = [67032224, 2510216981, 3349823555, 1740649590];
const GOLDEN_D6: [u8; 12] = [3, 6, 4, 3, 5, 4, 4, 3, 5, 4, 4, 1];
const GOLDEN_DECK: [u8; 20] = [9, 3, 9, 8, 6, 1, 5, 1, 6, 8, 0, 4, 7, 2, 3, 5, 4, 7, 0, 2];
const GOLDEN_NUMBER_LOG_START: [&str; 6] = ["0:999", "1:217", "2:999", "0:888", "1:606", "2:888"];
const GOLDEN_NUMBER_SCORES: [i64; 3] = [115, 86, 110];
const GOLDEN_NUMBER_SCORES_5: [i64; 5] = [78, 29, 61, 93, 42];

/// NMBR 9: the card order of a seed and a whole game of bots. The cards come from the seed's
/// "deck" stream, so they are the shuffle pinned above.
#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn nmbr9_cards_and_bot_games_replay_exactly() {
    use numera::rules::nmbr9::{Nmbr9Game, Options as Nmbr9Options, SeatKind as Nmbr9Seat};
    let options = Nmbr9Options {
        seats: vec![Nmbr9Seat::Medium, Nmbr9Seat::Easy],
    };
    let mut game = Nmbr9Game::new(&options, seed("K7QM-3XPA")).unwrap();
    let mut cards = Vec::new();
    let mut log = Vec::new();
    while game.outcome().is_none() {
        if game.to_act().len() == 2 {
            cards.push(game.current_card().unwrap());
        }
        let seat = game.to_act()[0];
        let place = seated_action(&game, seat).unwrap();
        log.push(place.to_string());
        game.apply(&place).unwrap();
    }
    assert_eq!(cards, GOLDEN_DECK);
    assert_eq!(&log[..6], GOLDEN_NMBR9_LOG_START);
    assert_eq!(game.scores(), GOLDEN_NMBR9_SCORES);
}

const GOLDEN_NMBR9_LOG_START: [&str; 6] = [
    "0:0,0,1",
    "1:0,0,0",
    "0:0,-3,1",
    "1:-3,-2,2",
    "0:0,-2,3",
    "1:0,4,0",
];
const GOLDEN_NMBR9_SCORES: [i64; 2] = [84, 13];

/// Sequence Numbers: a seed's deal (from the "deck" stream) and a whole game of bots.
#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn sequence_deal_and_bot_game_replay_exactly() {
    use numera::rules::sequence::{Options as SeqOptions, SeatKind as SeqSeat, SequenceGame};
    let options = SeqOptions {
        seats: vec![SeqSeat::Hard, SeqSeat::Medium],
        ..SeqOptions::default()
    };
    let mut game = SequenceGame::new(&options, seed("K7QM-3XPA")).unwrap();
    let hands: Vec<Vec<String>> = (0..2)
        .map(|s| {
            game.hand(s)
                .iter()
                .map(|&id| game.card(id).text())
                .collect()
        })
        .collect();
    assert_eq!(hands, GOLDEN_SEQUENCE_HANDS);
    assert_eq!(
        game.pile()[game.pile().len() - 3..],
        GOLDEN_SEQUENCE_PILE_TOP
    );
    let mut log = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let action = seated_action(&game, seat).unwrap();
        log.push(action.to_string());
        game.apply(&action).unwrap();
    }
    assert_eq!(&log[..8], GOLDEN_SEQUENCE_LOG_START);
    assert_eq!(log.len(), GOLDEN_SEQUENCE_ACTIONS);
    assert_eq!(game.outcome().unwrap().winners, GOLDEN_SEQUENCE_WINNERS);
    // The log replays to the same game.
    let again: SequenceGame = numera::rules::replay(&options, seed("K7QM-3XPA"), &log).unwrap();
    assert_eq!(again.events(), game.events());
}

const GOLDEN_SEQUENCE_HANDS: [[&str; 5]; 2] = [
    ["4+3", "35-14", "10+7", "29+13", "36-17"],
    ["30-28", "53-10", "25+20", "46-18", "26+22"],
];
const GOLDEN_SEQUENCE_PILE_TOP: [u8; 3] = [50, 72, 74];
const GOLDEN_SEQUENCE_LOG_START: [&str; 8] = [
    "0:10+7@4,4",
    "1:53-10@4,2",
    "0:36-17@5,3",
    "1:25+20@6,2",
    "0:16+10@2,2",
    "1:26+22@7,4",
    "0:29+13@3,2",
    "1:46-18@2,4",
];
const GOLDEN_SEQUENCE_ACTIONS: usize = 27;
const GOLDEN_SEQUENCE_WINNERS: [usize; 1] = [0];

/// Mino Dice: a seed's draws for every hand (the "draw" stream), the faces of its first rolls
/// (the "roll" stream) and a whole game of bots.
#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn mino_draws_rolls_and_bot_game_replay_exactly() {
    use numera::rules::mino::{
        draw, roll_face, Kind, MinoGame, Options as MinoOptions, SeatKind as MinoSeat,
    };
    let s = seed("K7QM-3XPA");
    let seat0: Vec<String> = (1..=8)
        .map(|hand| {
            let (hands, _) = draw(s, 4, hand);
            hands[0]
                .iter()
                .map(|k| k.name())
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    let (hand3, bag3) = draw(s, 4, 3);
    let faces: Vec<String> = (0..8)
        .map(|k| roll_face(s, k, Kind::ALL[k as usize % 7]).text())
        .collect();
    let options = MinoOptions {
        seats: vec![MinoSeat::Hard, MinoSeat::Easy, MinoSeat::Medium],
    };
    let mut game = MinoGame::new(&options, s).unwrap();
    let mut log = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let action = seated_action(&game, seat).unwrap();
        log.push(action.to_string());
        game.apply(&action).unwrap();
    }
    assert_eq!(seat0, GOLDEN_MINO_SEAT0);
    let names = |dice: &[Kind]| dice.iter().map(|k| k.name()).collect::<Vec<_>>().join(",");
    let hands3: Vec<String> = hand3.iter().map(|h| names(h)).collect();
    assert_eq!(hands3, GOLDEN_MINO_HAND3);
    assert_eq!(
        names(&bag3[17..]),
        "yellow,yellow,yellow,yellow,minotaur,griffin,siren"
    );
    assert_eq!(faces, GOLDEN_MINO_FACES);
    assert_eq!(&log[..8], GOLDEN_MINO_LOG_START);
    assert_eq!(log.len(), 132);
    assert_eq!(game.scores(), GOLDEN_MINO_SCORES);
}

/// Seat 0's dice in hands 1 to 8 of a four-player game.
const GOLDEN_MINO_SEAT0: [&str; 8] = [
    "red",
    "yellow,minotaur",
    "blue,blue,siren",
    "black,blue,blue,yellow",
    "black,black,blue,blue,red",
    "black,blue,blue,red,yellow,minotaur",
    "black,black,black,black,blue,yellow,griffin",
    "black,blue,red,yellow,yellow,minotaur,siren,siren",
];
const GOLDEN_MINO_HAND3: [&str; 4] = [
    "blue,blue,siren",
    "yellow,yellow,griffin",
    "black,red,yellow",
    "black,blue,minotaur",
];
/// Rolls 0–7 of black, blue, red, yellow, minotaur, griffin, siren, black.
const GOLDEN_MINO_FACES: [&str; 8] = ["6", "4", "2", "1", "minotaur", "flag", "siren", "6"];
const GOLDEN_MINO_LOG_START: [&str; 8] = [
    "0:bid:0",
    "1:bid:0",
    "2:bid:1",
    "0:roll:red",
    "1:roll:blue",
    "2:roll:siren",
    "0:bid:1",
    "1:bid:0",
];
const GOLDEN_MINO_SCORES: [i64; 3] = [60, 80, 100];

/// Dungeons of Numera: the first turn rolls of maps 1–3 and the first encounter dice of a
/// seed (the "dungeon-roll" and "dungeon-encounter" streams), and a whole campaign of the
/// auto-player.
#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn dungeon_rolls_and_bot_campaign_replay_exactly() {
    use numera::rules::dungeon::{
        encounter_die, turn_roll, DungeonGame, Options as DungeonOptions,
    };
    let s = seed("K7QM-3XPA");
    let rolls: Vec<[u8; 3]> = (1..=3u8)
        .flat_map(|m| (0..3).map(move |k| turn_roll(s, m, k)))
        .collect();
    let encounters: Vec<u8> = (0..6).map(|k| encounter_die(s, 1, k)).collect();
    let mut game = DungeonGame::new(&DungeonOptions::default(), s).unwrap();
    let mut log = Vec::new();
    while game.outcome().is_none() {
        let action = numera::rules::dungeon::bot::best(&game).unwrap();
        log.push(action.to_string());
        game.apply(&action).unwrap();
    }
    assert_eq!(rolls, GOLDEN_DUNGEON_ROLLS);
    assert_eq!(encounters, GOLDEN_DUNGEON_ENCOUNTERS);
    assert_eq!(&log[..6], GOLDEN_DUNGEON_LOG_START);
    assert_eq!(game.scores(), GOLDEN_DUNGEON_SCORES);
}

/// Turns 0–2 of map 1, then of map 2, then of map 3.
const GOLDEN_DUNGEON_ROLLS: [[u8; 3]; 9] = [
    [6, 1, 3],
    [5, 2, 3],
    [2, 5, 5],
    [5, 6, 4],
    [5, 3, 6],
    [5, 3, 3],
    [4, 6, 5],
    [4, 1, 6],
    [5, 3, 3],
];
const GOLDEN_DUNGEON_ENCOUNTERS: [u8; 6] = [5, 1, 3, 1, 4, 4];
const GOLDEN_DUNGEON_LOG_START: [&str; 6] = [
    "w:0@3,3", "w:1@3,4", "w:2@3,5", "roll", "w:1@2,3", "w:2@1,3",
];
const GOLDEN_DUNGEON_SCORES: [i64; 1] = [42];
