//! Sequence Numbers: the turn rules, each from a position set up for it. Every refusal must
//! give a reason and leave the state exactly as it was.

use numera_rules::sequence::board::cell;
use numera_rules::sequence::{
    deck, Action, Card, Edition, End, Event, Move, Options, Refusal, SeatKind, SequenceGame,
};
use numera_rules::{Game, OptionsError, Position, RuleError, Seed};
use serde_json::Value;

fn options(n: usize, teams: Option<usize>) -> Options {
    Options {
        seats: vec![SeatKind::Human; n],
        teams,
        edition: Edition::PlusMinus,
    }
}

fn new_game(n: usize) -> SequenceGame {
    SequenceGame::new(&options(n, None), "K7QM-3XPA".parse::<Seed>().unwrap()).unwrap()
}

fn id(text: &str) -> u8 {
    deck::find(Edition::PlusMinus, Card::parse(text).unwrap()).unwrap()
}

fn ids_of(v: &Value) -> Vec<u8> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u8)
        .collect()
}

/// Edits the position as JSON, then reads it back through the checked loader.
fn edit(game: &SequenceGame, f: impl FnOnce(&mut Value)) -> SequenceGame {
    let mut v: Value = serde_json::from_str(&game.to_position()).unwrap();
    f(&mut v);
    SequenceGame::from_position(&v.to_string()).unwrap()
}

/// Gives `seat` exactly `cards` (taken from wherever they are); its old cards go on the pile,
/// and another seat that held one of them gets a card from the pile instead.
fn give(v: &mut Value, seat: usize, cards: &[u8]) {
    let strip =
        |list: Vec<u8>| -> Vec<u8> { list.into_iter().filter(|c| !cards.contains(c)).collect() };
    let mut pile = strip(ids_of(&v["pile"]));
    v["discards"] = serde_json::json!(strip(ids_of(&v["discards"])));
    let hands = v["hands"].as_array().unwrap().len();
    for s in 0..hands {
        let mut hand = strip(ids_of(&v["hands"][s]));
        if s != seat {
            // Whoever held one of the cards gets one from the pile instead.
            while hand.len() < ids_of(&v["hands"][s]).len() {
                hand.push(pile.remove(0));
            }
        }
        if s == seat {
            pile.extend(hand);
            v["hands"][s] = serde_json::json!(cards);
        } else {
            v["hands"][s] = serde_json::json!(hand);
        }
    }
    v["pile"] = serde_json::json!(pile);
}

/// Puts chips of `team` on the board, keeping the chip count consistent.
fn put(v: &mut Value, team: u8, at: &[(usize, usize)]) {
    for &(r, c) in at {
        v["board"]["chips"][cell(r, c) as usize] = serde_json::json!(team);
    }
    let placed = v["placed"].as_u64().unwrap() + at.len() as u64;
    v["placed"] = serde_json::json!(placed);
}

fn act(text: &str) -> Action {
    text.parse::<Action>().unwrap()
}

/// Applies an action that must be refused; returns the reason and checks nothing changed.
fn refused(game: &mut SequenceGame, text: &str) -> String {
    let before = game.to_position();
    let err = game.apply(&act(text)).expect_err(text);
    assert_eq!(game.to_position(), before, "{text} changed the state");
    let reason = err.to_string();
    assert!(!reason.is_empty());
    reason
}

#[test]
fn player_counts_teams_hands_and_targets() {
    for (n, teams, hand, target) in [(2, 2, 5, 1), (3, 3, 5, 1), (4, 2, 4, 2), (6, 2, 4, 2)] {
        let o = options(n, None);
        assert!(o.validate().is_ok());
        assert_eq!(
            (o.team_count(), o.hand_size(), o.sequences_to_win()),
            (teams, hand, target)
        );
        let g = SequenceGame::new(&o, Seed::from_bits(1)).unwrap();
        assert!(g.hand_sizes().iter().all(|&h| h == hand));
        assert_eq!(g.pile().len(), 100 - n * hand);
        assert_eq!(g.to_act(), vec![0]);
    }
    let six3 = options(6, Some(3));
    assert!(six3.validate().is_ok());
    // Seats alternate: teams 0,1,2,0,1,2 around the table.
    assert_eq!(
        (0..6).map(|s| six3.team_of(s)).collect::<Vec<_>>(),
        vec![0, 1, 2, 0, 1, 2]
    );
    for bad in [
        options(1, None),
        options(5, None),
        options(4, Some(3)),
        options(2, Some(1)),
    ] {
        assert!(bad.validate().is_err(), "{bad:?}");
    }
    let err = options(5, None).validate().unwrap_err();
    assert!(
        matches!(
            err,
            RuleError::Options(OptionsError::SeatCount {
                found: 5,
                allowed: &[2, 3, 4, 6],
                ..
            })
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("2, 3, 4 or 6"), "{err}");
}

#[test]
fn an_equation_puts_a_chip_on_a_space_showing_its_answer_then_draws() {
    // 9+8 = 17: the spaces showing 17 are (4,4) and (6,8).
    let mut g = edit(&new_game(2), |v| {
        give(v, 0, &[id("10+7"), id("plus"), 1, 2, 3])
    });
    assert!(refused(&mut g, "0:10+7@4,5").contains("makes 17"));
    assert!(refused(&mut g, "1:10+7@4,4").contains("player 1's turn"));
    assert!(refused(&mut g, "0:9+8@4,4").contains("do not hold"));
    assert!(refused(&mut g, "0:10+7@0,0").contains("corners"));
    assert!(refused(&mut g, "0:pass").contains("still play"));
    let pile = g.pile().len();
    g.apply(&act("0:10+7@4,4")).unwrap();
    assert_eq!(g.board().chip(cell(4, 4)), Some(0));
    assert_eq!(g.hand_sizes(), vec![5, 5]);
    assert_eq!(g.pile().len(), pile - 1);
    assert_eq!(g.discards().to_vec(), vec![id("10+7")]);
    assert_eq!(g.to_act(), vec![1]);
    assert!(matches!(g.events()[0], Event::Placed { seat: 0, .. }));
    // The other 17 is still free; the taken one is refused.
    let mut g = edit(&g, |v| give(v, 1, &[id("37-20"), 4, 5, 6, 7]));
    assert!(refused(&mut g, "1:37-20@4,4").contains("taken"));
    g.apply(&act("1:37-20@6,8")).unwrap();
}

#[test]
fn refusals_are_typed_and_keep_their_english_sentences() {
    let g = edit(&new_game(2), |v| {
        give(v, 0, &[id("10+7"), id("minus"), id("1+1"), 60, 61]);
        put(v, 1, &[(5, 5)]);
        put(v, 0, &[(2, 2)]);
    });
    let card = |text: &str| Card::parse(text).unwrap();
    let shown = numera_rules::sequence::board::number_at(cell(4, 5));
    let cases = [
        (
            "1:10+7@4,4",
            Refusal::NotYourTurn { seat: 0 },
            "It is player 1's turn".to_owned(),
        ),
        (
            "5:pass",
            Refusal::NoSuchPlayer { seat: 5 },
            "There is no player 6".to_owned(),
        ),
        (
            "0:9+8@4,4",
            Refusal::NotHeld { card: card("9+8") },
            "You do not hold 9+8".to_owned(),
        ),
        (
            "0:plus@4,4",
            Refusal::NotHeld { card: Card::Plus },
            "You do not hold a Plus card".to_owned(),
        ),
        (
            "0:10+7@4,5",
            Refusal::WrongNumber {
                card: card("10+7"),
                cell: cell(4, 5),
                shown,
            },
            format!("10+7 makes 17, and the space 4,5 shows {shown}"),
        ),
        (
            "0:10+7@0,0",
            Refusal::Corner,
            "The corners are free spaces for everyone: no chip goes there".to_owned(),
        ),
        (
            "0:10+7@5,5",
            Refusal::Taken { cell: cell(5, 5) },
            "The space 5,5 is taken".to_owned(),
        ),
        (
            "0:minus@3,3",
            Refusal::NoChip { cell: cell(3, 3) },
            "There is no chip on 3,3".to_owned(),
        ),
        (
            "0:minus@2,2",
            Refusal::OwnChip { cell: cell(2, 2) },
            "That chip is your team's: a Minus takes an opponent's chip off".to_owned(),
        ),
        (
            "0:dead:plus",
            Refusal::NotEquation,
            "Only an equation card can be dead".to_owned(),
        ),
        (
            "0:dead:1+1",
            Refusal::NotDead { card: card("1+1") },
            "1+1 is not dead: a space showing 2 is still free".to_owned(),
        ),
        (
            "0:pass",
            Refusal::CanStillPlay,
            "You can still play a card: pass only when none can be played".to_owned(),
        ),
    ];
    for (text, refusal, english) in cases {
        let mut copy = g.clone();
        assert_eq!(copy.check(&act(text)).err(), Some(refusal), "{text}");
        assert_eq!(copy.apply(&act(text)), Err(refusal), "{text}");
        assert_eq!(refused(&mut copy, text), english, "{text}");
    }
    let minus_placed = Action {
        player: 0,
        mv: Move::Place {
            card: Card::Minus,
            cell: cell(3, 3),
        },
    };
    assert_eq!(
        g.check(&minus_placed)
            .err()
            .map(|r| r.to_string())
            .as_deref(),
        Some("A Minus card takes a chip off: play it as minus@row,col")
    );
    let off_board = Action {
        player: 0,
        mv: Move::Place {
            card: card("10+7"),
            cell: 100,
        },
    };
    assert_eq!(
        g.check(&off_board).err().map(|r| r.to_string()).as_deref(),
        Some("There is no such space (rows and columns are 0 to 9)")
    );
    assert_eq!(g.check(&act("0:10+7@4,4")).err(), None);
}

#[test]
fn plus_goes_on_any_free_space_and_minus_takes_an_unlocked_opponent_chip_off() {
    let g = edit(&new_game(2), |v| {
        give(v, 0, &[id("plus"), id("minus"), 1, 2, 3]);
        put(v, 1, &[(5, 5), (1, 1)]);
        put(v, 0, &[(2, 2)]);
    });
    let mut g1 = g.clone();
    assert!(refused(&mut g1, "0:plus@5,5").contains("taken"));
    assert!(refused(&mut g1, "0:plus@9,9").contains("corners"));
    g1.apply(&act("0:plus@7,3")).unwrap();
    assert_eq!(g1.board().chip(cell(7, 3)), Some(0));

    let mut g2 = g.clone();
    assert!(refused(&mut g2, "0:minus@2,2").contains("your team's"));
    assert!(refused(&mut g2, "0:minus@3,3").contains("no chip"));
    g2.apply(&act("0:minus@5,5")).unwrap();
    assert_eq!(g2.board().chip(cell(5, 5)), None);
    assert_eq!(
        g2.board().chips().iter().flatten().count(),
        2,
        "Minus places nothing"
    );
    assert_eq!(g2.chips_removed(), 1);
    assert_eq!(g2.to_act(), vec![1]);
}

#[test]
fn a_chip_in_a_completed_sequence_can_never_be_taken_off() {
    // Four players, two teams: team 1 has a sequence (not yet two), seat 0 holds a Minus.
    let g = SequenceGame::new(&options(4, None), Seed::from_bits(9)).unwrap();
    let row = [(6, 1), (6, 2), (6, 3), (6, 4)];
    let mut g = edit(&g, |v| {
        give(v, 0, &[id("minus"), 1, 2, 3]);
        give(v, 1, &[id("plus"), 4, 5, 6]);
        put(v, 1, &row);
        put(v, 1, &[(2, 2)]);
        put(v, 0, &[(7, 7)]);
    });
    // Seat 0 takes a loose chip off; seat 1 completes its line with a Plus.
    g.apply(&act("0:minus@2,2")).unwrap();
    g.apply(&act("1:plus@6,5")).unwrap();
    assert_eq!(g.team_sequences(), vec![0, 1]);
    assert!(g.outcome().is_none(), "four players need two sequences");
    let mut g = edit(&g, |v| give(v, 2, &[id("minus"), 7, 8, 9]));
    assert!(refused(&mut g, "2:minus@6,3").contains("completed sequence"));
    assert!(!g
        .legal_actions(2)
        .iter()
        .any(|a| matches!(a.mv, Move::Remove { cell } if g.board().is_locked(cell))));
}

#[test]
fn a_dead_card_is_exchanged_once_a_turn_then_the_turn_goes_on() {
    // Both 17s taken: 10+7 and 37-20 are dead.
    let mut g = edit(&new_game(2), |v| {
        give(v, 0, &[id("10+7"), id("37-20"), 60, 61, 62]);
        put(v, 1, &[(4, 4), (6, 8)]);
    });
    let legal = g.legal_actions(0);
    assert!(legal.contains(&act("0:dead:10+7")) && legal.contains(&act("0:dead:37-20")));
    assert!(refused(&mut g, "0:10+7@4,4").contains("taken"));
    assert!(refused(&mut g, "0:dead:2+1").contains("do not hold"));
    let mut g2 = edit(&g, |v| give(v, 0, &[id("10+7"), id("1+1"), 60, 61, 62]));
    assert!(refused(&mut g2, "0:dead:1+1").contains("not dead"));
    assert!(refused(&mut g2, "0:dead:plus").contains("equation"));
    g.apply(&act("0:dead:10+7")).unwrap();
    assert_eq!(g.to_act(), vec![0], "the turn goes on");
    assert_eq!(g.hand_sizes(), vec![5, 5], "a replacement was drawn");
    assert!(refused(&mut g, "0:dead:37-20").contains("already exchanged"));
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a.mv, Move::Dead { .. })));
    assert!(g.events().contains(&Event::DeadExchanged {
        seat: 0,
        card: Card::parse("10+7").unwrap()
    }));
    assert!(!g.last_action_undoable(), "a draw cannot be taken back");
}

#[test]
fn an_empty_pile_is_rebuilt_from_the_discards_the_same_way_every_time() {
    let empty_pile = |g: &SequenceGame| {
        edit(g, |v| {
            let mut discards = ids_of(&v["discards"]);
            discards.extend(ids_of(&v["pile"]));
            v["discards"] = serde_json::json!(discards);
            v["pile"] = serde_json::json!([]);
        })
    };
    let mut a = empty_pile(&new_game(2));
    let mut b = a.clone();
    let play = a
        .legal_actions(0)
        .into_iter()
        .find(|x| matches!(x.mv, Move::Place { .. }))
        .unwrap();
    a.apply(&play).unwrap();
    b.apply(&play).unwrap();
    assert!(matches!(
        a.events().last(),
        Some(Event::Reshuffled { cards: 91 })
    ));
    assert_eq!(a.pile().len(), 90);
    assert!(a.discards().is_empty());
    assert_eq!(a.pile(), b.pile());
    assert_eq!(a.hand_sizes(), vec![5, 5]);
}

#[test]
fn a_pass_only_when_nothing_can_be_played_and_a_full_round_of_passes_blocks_the_game() {
    // Fill every space but leave no opponent chip loose: all equation cards are dead.
    let g = edit(&new_game(2), |v| {
        let teams = (0..100u8)
            .filter(|&c| ![0, 9, 90, 99].contains(&c))
            .map(|c| (c as usize / 10, c as usize % 10));
        let all: Vec<(usize, usize)> = teams.collect();
        // Team 0 on the left half, team 1 on the right: no five in a row across halves… but
        // rows of five on one side do make sequences, so alternate by column instead.
        let (zero, one): (Vec<_>, Vec<_>) = all.iter().partition(|(r, c)| (r + c / 2) % 2 == 0);
        put(v, 0, &zero);
        put(v, 1, &one);
        give(v, 0, &[1, 3, 5, 7, 11]);
        give(v, 1, &[13, 15, 17, 19, 21]);
    });
    assert!(
        g.team_sequences().iter().all(|&s| s == 0),
        "{:?}",
        g.team_sequences()
    );
    let mut g = g;
    let legal0 = g.legal_actions(0);
    assert!(legal0
        .iter()
        .all(|a| matches!(a.mv, Move::Dead { .. } | Move::Pass)));
    g.apply(&act("0:pass")).unwrap();
    assert!(g.last_action_undoable());
    g.apply(&act("1:pass")).unwrap();
    assert_eq!(g.end(), Some(End::Blocked));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![0, 0]);
    let chips = [g.board().chips_of(0), g.board().chips_of(1)];
    let expect: Vec<usize> = if chips[0] == chips[1] {
        vec![0, 1]
    } else {
        vec![(chips[1] > chips[0]) as usize]
    };
    assert_eq!(outcome.winners, expect, "most chips wins a blocked game");
    assert!(refused(&mut g, "0:pass").contains("over"));
}

#[test]
fn the_first_team_to_its_sequences_wins() {
    let mut g = edit(&new_game(2), |v| {
        put(v, 1, &[(4, 2), (4, 3), (4, 4), (4, 5)]);
        give(v, 0, &[1, 2, 3, 4, 5]);
        give(v, 1, &[id("plus"), 6, 7, 8, 9]);
    });
    let first = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a.mv, Move::Place { cell, .. } if cell != 46))
        .unwrap();
    g.apply(&first).unwrap();
    g.apply(&act("1:plus@4,6")).unwrap();
    assert_eq!(g.end(), Some(End::Won { team: 1 }));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(outcome.scores, vec![0, 1]);
    assert!(g.to_act().is_empty() && g.legal_actions(0).is_empty());
}

/// The id of the first card of the default deck making `n`.
fn making(n: u8) -> u8 {
    (0..96)
        .find(|&c| deck::card(Edition::PlusMinus, c).answer() == Some(n))
        .unwrap()
}

#[test]
fn six_against_the_edge_then_nine_wins_where_two_sequences_are_needed() {
    // Issue 21, as played: four seats in two teams. Team 0 holds row 1, columns 4, 5, 7, 8
    // and 9 (the right edge); seat 0 makes six with the 24 on column 6, then the team adds
    // columns 3, 2 and 1 (showing 39, 40, 41): nine in a row, two sequences, the game won.
    let g = SequenceGame::new(&options(4, None), Seed::from_bits(21)).unwrap();
    let mut g = edit(&g, |v| {
        put(v, 0, &[(1, 4), (1, 5), (1, 7), (1, 8), (1, 9)]);
        give(v, 0, &[making(24), making(40), making(2), making(3)]);
        give(v, 2, &[making(39), making(41), making(4), making(5)]);
    });
    // Team 1 plays anywhere but row 1, and takes no chip off.
    let elsewhere = |g: &SequenceGame, seat: usize| {
        g.legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a.mv, Move::Place { cell, .. } if cell / 10 != 1))
            .unwrap()
    };
    let card = |n: u8| deck::card(Edition::PlusMinus, making(n)).text();
    g.apply(&act(&format!("0:{}@1,6", card(24)))).unwrap();
    assert_eq!(g.team_sequences(), vec![1, 0]);
    for (seat, n, col) in [(2, 39, 3), (0, 40, 2), (2, 41, 1)] {
        assert!(g.outcome().is_none(), "four players need two sequences");
        let other = g.to_act()[0];
        g.apply(&elsewhere(&g, other)).unwrap();
        assert_eq!(g.to_act(), vec![seat]);
        g.apply(&act(&format!("{seat}:{}@1,{col}", card(n))))
            .unwrap();
    }
    assert_eq!(g.team_sequences(), vec![2, 0]);
    assert_eq!(g.end(), Some(End::Won { team: 0 }));
    assert_eq!(g.outcome().unwrap().winners, vec![0, 2]);
}

#[test]
fn positions_that_break_the_rules_are_refused() {
    let g = new_game(2);
    let text = g.to_position();
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["pile"][0] = v["pile"][1].clone();
    assert!(
        SequenceGame::from_position(&v.to_string()).is_err(),
        "a card twice"
    );
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["board"]["chips"][0] = serde_json::json!(0);
    v["placed"] = serde_json::json!(1);
    assert!(
        SequenceGame::from_position(&v.to_string()).is_err(),
        "a chip on a corner"
    );
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["board"]["chips"][5] = serde_json::json!(0);
    assert!(
        SequenceGame::from_position(&v.to_string()).is_err(),
        "chips not counted"
    );
    assert!(SequenceGame::from_position("{}").is_err());
}
