//! Mino Dice rules case by case (docs/rules/mino.md): who takes a trick, captures, scoring,
//! following colour, hidden bids, undo, hands and leaders, and refusals with their reasons.

use numera_rules::mino::dice::full_bag;
use numera_rules::mino::scoring::{base_points, bonus_points};
use numera_rules::mino::trick::{captures, decide, resolve};
use numera_rules::mino::{
    draw, roll_face, Action, Capture, Creature, Face, Kind, MinoGame, Move, Options, Phase,
    Refusal, Roll, SeatKind, SheetRow, Won,
};
use numera_rules::{Game, Position, Seed};

const M: Face = Face::Creature(Creature::Minotaur);
const G: Face = Face::Creature(Creature::Griffin);
const S: Face = Face::Creature(Creature::Siren);
const F: Face = Face::Flag;

fn n(v: u8) -> Face {
    Face::Number(v)
}

fn winner(faces: &[Face]) -> usize {
    decide(faces).0
}

// ------------------------------------------------------------------ who takes the trick

#[test]
fn the_creature_cycle_decides_whatever_the_order() {
    assert_eq!(winner(&[G, M]), 1);
    assert_eq!(winner(&[M, G]), 0);
    assert_eq!(winner(&[S, G]), 1, "Griffin beats Siren");
    assert_eq!(winner(&[G, S]), 0);
    assert_eq!(winner(&[M, S]), 1, "Siren beats Minotaur");
    assert_eq!(winner(&[S, M]), 0);
    assert_eq!(
        decide(&[n(7), M, G]).1,
        Won::Creature {
            creature: Creature::Minotaur,
            over: Some(Creature::Griffin)
        }
    );
}

#[test]
fn with_all_three_creatures_the_siren_wins() {
    assert_eq!(decide(&[S, M, G]), (0, Won::AllThree));
    assert_eq!(decide(&[M, G, n(7), S]), (3, Won::AllThree));
    assert_eq!(decide(&[G, S, M, S]).0, 3, "the later Siren");
}

#[test]
fn the_same_creature_twice_goes_to_the_later_roll() {
    assert_eq!(winner(&[M, M]), 1);
    assert_eq!(winner(&[G, n(7), G, n(3)]), 2);
    assert_eq!(
        winner(&[S, S, M]),
        1,
        "both Sirens beat the Minotaur: the later one"
    );
}

#[test]
fn creatures_beat_numbers() {
    assert_eq!(winner(&[n(7), n(7), G]), 2);
    assert_eq!(winner(&[S, n(7)]), 0);
    assert_eq!(
        decide(&[n(5), S]).1,
        Won::Creature {
            creature: Creature::Siren,
            over: None
        }
    );
}

#[test]
fn numbers_win_by_value_alone_and_ties_go_to_the_later_roll() {
    // The yellow 7 equals the black 7: colour does not matter, the later roll wins.
    assert_eq!(decide(&[n(7), n(3), n(7)]), (2, Won::Number { value: 7 }));
    assert_eq!(winner(&[n(5), n(6), n(5)]), 1);
    assert_eq!(winner(&[n(1), n(2), n(3), n(2)]), 2);
}

#[test]
fn flags_never_win_and_all_flags_go_to_the_leader() {
    assert_eq!(winner(&[F, n(1)]), 1);
    assert_eq!(winner(&[n(1), F, F]), 0);
    // A creature die showing its flag is a 0, not a creature.
    assert_eq!(winner(&[F, F, n(2), F]), 2);
    assert_eq!(decide(&[F, F, F, F]), (0, Won::AllFlags));
}

// ------------------------------------------------------------------ captures

fn rolls(faces: &[(Kind, Face)]) -> Vec<Roll> {
    faces
        .iter()
        .enumerate()
        .map(|(seat, &(die, face))| Roll { seat, die, face })
        .collect()
}

#[test]
fn siren_takes_minotaur_and_minotaur_takes_griffin() {
    let t = resolve(
        3,
        1,
        rolls(&[(Kind::Minotaur, M), (Kind::Siren, S), (Kind::Black, n(7))]),
    );
    assert_eq!(t.winner, 1);
    assert_eq!(
        t.captures,
        vec![Capture {
            by: Creature::Siren,
            taken: Creature::Minotaur,
            from: 0,
            points: 50
        }]
    );
    assert_eq!(
        t.captures[0].to_string(),
        "Siren takes Minotaur: +50 if the bid holds"
    );
    assert_eq!(t.won.to_string(), "Siren takes Minotaur");
    let t = resolve(
        3,
        1,
        rolls(&[(Kind::Griffin, G), (Kind::Griffin, G), (Kind::Minotaur, M)]),
    );
    assert_eq!(t.winner, 2);
    assert_eq!(t.captures.len(), 2, "each Griffin captured counts");
    assert!(t.captures.iter().all(|c| c.points == 30));
}

#[test]
fn a_siren_taking_all_three_captures_the_minotaur_only() {
    let r = rolls(&[(Kind::Minotaur, M), (Kind::Griffin, G), (Kind::Siren, S)]);
    let c = captures(&r, 2);
    assert_eq!(c.len(), 1);
    assert_eq!(c[0].taken, Creature::Minotaur);
}

#[test]
fn a_captured_die_must_show_its_creature() {
    let r = rolls(&[(Kind::Minotaur, F), (Kind::Siren, S)]);
    assert!(
        captures(&r, 1).is_empty(),
        "a Minotaur die showing its flag"
    );
    // Other wins capture nothing.
    let r = rolls(&[(Kind::Siren, S), (Kind::Griffin, G)]);
    assert!(captures(&r, 1).is_empty());
    let r = rolls(&[(Kind::Griffin, G), (Kind::Black, n(7))]);
    assert!(captures(&r, 0).is_empty());
}

// ------------------------------------------------------------------ scoring

#[test]
fn a_bid_made_exactly_scores_twenty_a_trick() {
    assert_eq!(base_points(5, 3, 3), 60);
    assert_eq!(base_points(1, 1, 1), 20);
}

#[test]
fn a_missed_bid_loses_ten_a_trick_off_either_way() {
    assert_eq!(base_points(5, 2, 4), -20);
    assert_eq!(base_points(5, 3, 0), -30);
}

#[test]
fn a_zero_bid_scores_or_loses_ten_times_the_hand_number() {
    assert_eq!(base_points(5, 0, 0), 50);
    assert_eq!(base_points(5, 0, 1), -50);
    assert_eq!(base_points(5, 0, 4), -50, "however many tricks");
    assert_eq!(base_points(8, 0, 0), 80);
}

#[test]
fn capture_bonuses_count_only_with_the_bid_made() {
    let siren = Capture {
        by: Creature::Siren,
        taken: Creature::Minotaur,
        from: 1,
        points: 50,
    };
    let minotaur = Capture {
        by: Creature::Minotaur,
        taken: Creature::Griffin,
        from: 2,
        points: 30,
    };
    assert_eq!(bonus_points(2, 2, &[siren, minotaur]), 80);
    assert_eq!(bonus_points(1, 2, &[siren, minotaur]), 0);
    let row = SheetRow::new(4, 2, 2, vec![siren]);
    assert_eq!((row.base, row.bonus, row.total()), (40, 50, 90));
    assert!(row.made());
    let missed = SheetRow::new(4, 1, 2, vec![siren]);
    assert_eq!((missed.base, missed.bonus, missed.total()), (-10, 0, -10));
    assert_eq!(
        missed.captures.len(),
        1,
        "the sheet keeps the capture to show it"
    );
}

// ------------------------------------------------------------------ positions for play rules

fn humans(n: usize) -> Options {
    Options {
        seats: vec![SeatKind::Human; n],
    }
}

/// Hand `hand` (1-based) of a 3-seat game in its rolling phase: the seats hold `dice`, the
/// trick so far is `trick` (each die already taken from its roller), seat `to_roll` rolls.
fn rolling(hand: usize, dice: [&[Kind]; 3], trick: &[Roll], to_roll: usize) -> MinoGame {
    let game = MinoGame::new(&humans(3), Seed::from_bits(1)).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&game.to_position()).unwrap();
    let mut bag = full_bag();
    for d in dice
        .iter()
        .flat_map(|h| h.iter())
        .chain(trick.iter().map(|r| &r.die))
    {
        bag[d.index()] -= 1;
    }
    let bag: Vec<Kind> = Kind::ALL
        .iter()
        .flat_map(|&k| std::iter::repeat_n(k, bag[k.index()] as usize))
        .collect();
    let rows: Vec<SheetRow> = (1..hand).map(|h| SheetRow::new(h, 0, 0, vec![])).collect();
    v["hand"] = (hand - 1).into();
    v["phase"] = "rolling".into();
    v["bag"] = serde_json::to_value(bag).unwrap();
    v["hands"] = serde_json::to_value(dice).unwrap();
    v["bids"] = serde_json::json!([1, 1, 1]);
    v["trick"] = serde_json::to_value(trick).unwrap();
    v["seat"] = to_roll.into();
    v["sheet"] = serde_json::to_value([&rows, &rows, &rows]).unwrap();
    // The counters of a game that got here: three bids a hand, and the dice rolled.
    v["rolls"] = trick.len().into();
    v["actions"] = (3 * hand + trick.len()).into();
    MinoGame::from_position(&v.to_string()).unwrap()
}

fn roll(player: usize, die: Kind) -> Action {
    Action {
        player,
        mv: Move::Roll(die),
    }
}

fn led(die: Kind, face: Face) -> Roll {
    Roll { seat: 0, die, face }
}

#[test]
fn holding_the_colour_you_must_follow_it_or_roll_a_creature() {
    use Kind::*;
    let g = rolling(
        3,
        [&[Black, Red], &[Blue, Red, Siren], &[Black, Red, Yellow]],
        &[led(Blue, n(4))],
        1,
    );
    assert_eq!(g.colour_to_follow(), Some(Blue));
    assert_eq!(g.must_follow(1), Some(Blue));
    assert_eq!(g.must_follow(2), None, "seat 2 holds no blue");
    assert_eq!(
        g.check(&roll(1, Red)).err(),
        Some(Refusal::MustFollow { colour: Blue })
    );
    let mut copy = g.clone();
    let err = copy.apply(&roll(1, Red)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "You hold a blue die: blue must follow blue (or roll a creature die)"
    );
    assert_eq!(
        copy.to_position(),
        g.to_position(),
        "refused: state untouched"
    );
    let legal: Vec<Action> = g.legal_actions(1);
    assert_eq!(legal, vec![roll(1, Blue), roll(1, Siren)]);
}

#[test]
fn holding_none_of_the_colour_anything_goes() {
    use Kind::*;
    let g = rolling(
        3,
        [&[Black, Red], &[Blue, Red, Siren], &[Black, Red, Yellow]],
        &[led(Blue, n(4))],
        1,
    );
    let mut g = g;
    g.apply(&roll(1, Blue)).unwrap();
    assert_eq!(g.legal_actions(2).len(), 3);
    assert!(g.apply(&roll(2, Yellow)).is_ok());
}

#[test]
fn a_creature_led_sets_no_colour_the_next_number_die_does() {
    use Kind::*;
    let g = rolling(
        3,
        [&[Black, Red], &[Blue, Red, Black], &[Black, Red, Yellow]],
        &[led(Minotaur, M)],
        1,
    );
    assert_eq!(g.colour_to_follow(), None);
    assert_eq!(g.legal_actions(1).len(), 3);
    let mut g = g;
    g.apply(&roll(1, Red)).unwrap();
    assert_eq!(g.colour_to_follow(), Some(Red));
    assert_eq!(g.must_follow(2), Some(Red));
    assert_eq!(g.legal_actions(2), vec![roll(2, Red)]);
}

#[test]
fn a_yellow_die_showing_a_flag_still_sets_yellow() {
    use Kind::*;
    let g = rolling(
        3,
        [&[Black, Red], &[Yellow, Red, Black], &[Black, Red, Yellow]],
        &[led(Yellow, F)],
        1,
    );
    assert_eq!(g.colour_to_follow(), Some(Yellow));
    assert_eq!(g.legal_actions(1), vec![roll(1, Yellow)]);
}

#[test]
fn rolls_come_from_the_seed_and_the_winner_leads_the_next_trick() {
    use Kind::*;
    let mut g = rolling(2, [&[Black, Red], &[Blue, Yellow], &[Black, Black]], &[], 0);
    let k = g.rolls();
    g.apply(&roll(0, Red)).unwrap();
    assert_eq!(g.trick()[0].face, roll_face(g.seed(), k, Red));
    g.apply(&roll(1, Blue)).unwrap();
    g.apply(&roll(2, Black)).unwrap();
    let last = g.last_trick().unwrap().clone();
    assert_eq!(last.winner, 2, "black beats red and blue: {last:?}");
    assert_eq!(last.rolls.len(), 3);
    assert!(g.trick().is_empty());
    assert_eq!(g.seat_to_roll(), 2);
    assert_eq!(g.to_act(), vec![2]);
    assert!(!g.last_action_undoable(), "a roll shows a face: no undo");
}

#[test]
fn refusals_name_the_reason_and_change_nothing() {
    use Kind::*;
    let g = rolling(
        3,
        [&[Black, Red], &[Blue, Red, Siren], &[Black, Red, Yellow]],
        &[led(Blue, n(4))],
        1,
    );
    let cases = [
        (roll(2, Black), "It is player 2's turn to roll"),
        (roll(1, Black), "You hold no black die"),
        (roll(7, Black), "There is no player 8"),
        (
            Action {
                player: 0,
                mv: Move::Bid(1),
            },
            "The bids are in: it is time to roll",
        ),
    ];
    for (action, reason) in cases {
        let mut copy = g.clone();
        assert_eq!(copy.apply(&action).unwrap_err().to_string(), reason);
        assert_eq!(copy.to_position(), g.to_position());
    }
}

// ------------------------------------------------------------------ bidding

fn bid(player: usize, n: u8) -> Action {
    Action {
        player,
        mv: Move::Bid(n),
    }
}

#[test]
fn bids_stay_secret_until_everyone_has_bid() {
    let mut g = MinoGame::new(&humans(3), Seed::from_bits(9)).unwrap();
    assert_eq!(g.phase(), Phase::Bidding);
    assert_eq!(g.to_act(), vec![0, 1, 2]);
    g.apply(&bid(1, 1)).unwrap();
    assert!(
        g.last_action_undoable(),
        "an unrevealed bid may be taken back"
    );
    let other = g.view(0);
    assert_eq!(other.bids, None);
    assert_eq!(other.my_bid, None);
    assert_eq!(other.has_bid, vec![false, true, false]);
    assert!(
        !format!("{other:?}").contains("Some(1)"),
        "no trace of seat 1's bid"
    );
    assert_eq!(g.view(1).my_bid, Some(1));
    assert_eq!(g.to_act(), vec![0, 2]);
    assert_eq!(
        g.clone().apply(&bid(1, 0)).unwrap_err().to_string(),
        "You have already bid this hand"
    );
    assert_eq!(
        g.clone().apply(&bid(0, 2)).unwrap_err().to_string(),
        "You hold 1 dice: bid from 0 to 1 tricks"
    );
    assert_eq!(
        g.clone()
            .apply(&roll(0, g.dice(0)[0]))
            .unwrap_err()
            .to_string(),
        "Everyone bids before the first roll"
    );
    g.apply(&bid(0, 0)).unwrap();
    g.apply(&bid(2, 1)).unwrap();
    assert!(!g.last_action_undoable(), "the last bid reveals them all");
    assert_eq!(g.phase(), Phase::Rolling);
    assert_eq!(g.view(0).bids, Some(vec![0, 1, 1]));
    assert_eq!(g.to_act(), vec![0]);
}

// ------------------------------------------------------------------ hands and leaders

#[test]
fn hands_by_table_size_and_the_first_leader_moves_each_hand() {
    for (players, hands) in [(3, 8), (4, 8), (5, 7), (6, 6)] {
        let g = MinoGame::new(&humans(players), Seed::from_bits(2)).unwrap();
        assert_eq!(g.hands_total(), hands);
        assert!(g.hand_sizes().iter().all(|&s| s == 1));
    }
    for players in [2, 7] {
        assert!(MinoGame::new(&humans(players), Seed::from_bits(2)).is_err());
    }
    // Play two hands: hand 2 is led by seat 1, with 2 dice each.
    let mut g = MinoGame::new(&humans(4), Seed::from_bits(2)).unwrap();
    assert_eq!(g.seat_to_roll(), 0);
    for p in 0..4 {
        g.apply(&bid(p, 0)).unwrap();
    }
    for _ in 0..4 {
        let seat = g.to_act()[0];
        let a = g.legal_actions(seat)[0];
        g.apply(&a).unwrap();
    }
    assert_eq!(g.hand_number(), 2);
    assert_eq!(g.seat_to_roll(), 1);
    assert_eq!(g.hand_sizes(), vec![2; 4]);
    assert_eq!(g.sheet()[0].len(), 1);
    assert_eq!((g.dice(0).to_vec(), g.bag().to_vec()), {
        let (hands, bag) = draw(g.seed(), 4, 2);
        (hands[0].clone(), bag)
    });
}

#[test]
fn the_draw_of_a_hand_depends_on_the_seed_alone() {
    let seed = Seed::from_bits(77);
    for hand in 1..=8 {
        let (hands, bag) = draw(seed, 4, hand);
        assert!(hands.iter().all(|h| h.len() == hand));
        assert_eq!(bag.len(), 36 - 4 * hand);
        assert_eq!(draw(seed, 4, hand), (hands, bag));
    }
    assert_ne!(draw(seed, 4, 3), draw(Seed::from_bits(78), 4, 3));
}
