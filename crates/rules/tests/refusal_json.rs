//! Every game's refusal as JSON (`Game::Refusal`): an online table sends the refusal itself
//! and the page words it in its player's language, so each variant must read back as it was
//! written. A sample of every variant per game, and one written text per game pinned: the
//! frame a page of any version reads.

use std::fmt::Debug;

use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::nmbr9::PlaceError;
use numera_rules::sequence::{Card, Op};
use numera_rules::{dungeon, mino, nmbr9, number, sequence};

/// Each sample's JSON reads back to it, and the samples are as many distinct variants as
/// `variants` says the type has.
fn round_trips<T: FromJson + ToJson + PartialEq + Debug>(samples: &[T], variants: usize) {
    for sample in samples {
        let text = json::to_string(sample);
        assert_eq!(json::from_str::<T>(&text).as_ref(), Ok(sample), "{text}");
    }
    let mut names: Vec<String> = samples
        .iter()
        .map(|s| {
            json::to_string(s)
                .split('"')
                .nth(1)
                .unwrap_or("")
                .to_owned()
        })
        .collect();
    names.dedup();
    assert_eq!(names.len(), variants, "{names:?}");
}

#[test]
fn number_refusals_round_trip() {
    use number::Refusal::*;
    round_trips(
        &[
            GameOver,
            NoSuchPlayer { seat: 5 },
            TooLong { number: 1234 },
            AlreadyPicked { seat: 1 },
            NoDigitLeft { seat: 0 },
        ],
        5,
    );
    assert_eq!(
        json::to_string(&NoSuchPlayer { seat: 2 }),
        r#"{"NoSuchPlayer":{"seat":2}}"#
    );
    assert_eq!(json::to_string(&GameOver), r#""GameOver""#);
}

#[test]
fn nmbr9_refusals_round_trip() {
    use nmbr9::Refusal::*;
    let places = [
        PlaceError::Overlaps,
        PlaceError::Overhangs,
        PlaceError::RestsOnOneTile,
        PlaceError::MustTouchTable,
        PlaceError::MustTouchLevel(2),
        PlaceError::BadRotation,
        PlaceError::OffLimits,
    ];
    round_trips(&places, 7);
    let mut samples = vec![
        GameOver,
        NoSuchPlayer { seat: 4 },
        AlreadyPlaced { seat: 1, digit: 7 },
    ];
    samples.extend(places.map(Place));
    round_trips(&samples, 4);
    assert_eq!(
        json::to_string(&Place(PlaceError::MustTouchLevel(1))),
        r#"{"Place":{"MustTouchLevel":1}}"#
    );
}

#[test]
fn sequence_refusals_round_trip() {
    use sequence::Refusal::*;
    let sum = Card::Equation {
        a: 17,
        op: Op::Add,
        b: 9,
    };
    round_trips(
        &[
            GameOver,
            NoSuchPlayer { seat: 3 },
            NotYourTurn { seat: 1 },
            MinusPlaces,
            NotHeld { card: sum },
            NotHeld { card: Card::Plus },
            NotHeld { card: Card::Minus },
            NoSuchSpace,
            Corner,
            Taken { cell: 11 },
            WrongNumber {
                card: sum,
                cell: 45,
                shown: 30,
            },
            NoChip { cell: 12 },
            OwnChip { cell: 13 },
            LockedChip { cell: 14 },
            NotEquation,
            DeadUsed,
            NotDead { card: sum },
            CanStillPlay,
        ],
        16,
    );
    assert_eq!(
        json::to_string(&WrongNumber {
            card: sum,
            cell: 45,
            shown: 30
        }),
        r#"{"WrongNumber":{"card":"17+9","cell":45,"shown":30}}"#
    );
}

#[test]
fn mino_refusals_round_trip() {
    use mino::Refusal::*;
    let mut samples = vec![
        GameOver,
        NoSuchPlayer { seat: 6 },
        BidsClosed,
        AlreadyBid,
        BidTooHigh { max: 4 },
        BidFirst,
        NotYourTurn { seat: 2 },
    ];
    samples.extend(mino::Kind::ALL.map(|die| NotHeld { die }));
    samples.extend(mino::Kind::ALL.map(|colour| MustFollow { colour }));
    round_trips(&samples, 9);
    assert_eq!(
        json::to_string(&MustFollow {
            colour: mino::Kind::Red
        }),
        r#"{"MustFollow":{"colour":"red"}}"#
    );
}

#[test]
fn dungeon_refusals_round_trip() {
    use dungeon::Refusal::*;
    // The first unit variants read from their names (`round_trips` writes each back).
    let names = "GameOver DrawDue MapOver RollFirst DiceLeft MapNotOver NoSuchDie DieUsed \
                 NotATile Written StartFirst NotConnected LockedDoor";
    let mut samples: Vec<dungeon::Refusal> = names
        .split_whitespace()
        .map(|name| json::from_str(&format!("\"{name}\"")).expect(name))
        .collect();
    for symbol in dungeon::Symbol::ALL {
        for (room, before) in [(true, Some(3)), (false, None)] {
            samples.push(Symbol {
                symbol,
                room,
                before,
            });
        }
    }
    samples.extend([
        CageRepeat { value: 4 },
        CageSum { cage: 11 },
        NeedAB,
        NotSum { sum: 9 },
        MarksFirst,
    ]);
    samples.extend(dungeon::Shape::ALL.map(|shape| StepValue { shape, value: 5 }));
    samples.extend([
        MustPlace,
        NotDouble,
        NoSuchMonster,
        WrongMonster { value: 6 },
    ]);
    samples.push(MonsterDone);
    let abilities = [
        dungeon::AbilityKind::Reroll,
        dungeon::AbilityKind::PlusMinus,
        dungeon::AbilityKind::Double,
    ];
    samples.extend(abilities.map(|ability| AbilityUsed { ability }));
    samples.extend(abilities.map(|ability| NothingToRepeat { ability }));
    samples.extend([NoDiceChosen, OffTheDie]);
    round_trips(&samples, 29);
    assert_eq!(
        json::to_string(&AbilityUsed {
            ability: dungeon::AbilityKind::PlusMinus
        }),
        r#"{"AbilityUsed":{"ability":"plus-minus"}}"#
    );
}

/// A refusal from outside is read as untrusted input: another game's, an unknown variant, a
/// field of the wrong type are errors, not a refusal.
#[test]
fn a_foreign_refusal_is_refused() {
    for text in [
        r#""Corner""#,
        r#"{"NoSuchPlayer":{"seat":-1}}"#,
        r#"{"NoSuchPlayer":{}}"#,
        r#"{"TooLong":{"number":"12"}}"#,
        "3",
    ] {
        assert!(
            json::from_str::<number::Refusal>(text).is_err(),
            "{text} read"
        );
    }
}
