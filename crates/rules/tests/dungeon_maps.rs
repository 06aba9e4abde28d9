//! The maps shipped with Dungeons of Numera: they parse, and (the validator) every room and
//! chest can be reached from START, keys come before their doors, every room's number can be
//! made with its symbol and size, and stairs, teleporters, cages and marks hold together.

mod common;

use numera_rules::dungeon::{map, parse_all};

#[test]
fn every_map_parses() {
    let maps = parse_all().unwrap_or_else(|(n, e)| panic!("map {n}: {e}"));
    assert_eq!(maps.len(), 3);
    for (i, m) in maps.iter().enumerate() {
        assert_eq!(m.number as usize, i + 1);
        assert!(
            m.width <= 12 && m.height <= 12,
            "map {} fits a phone",
            m.number
        );
        assert!(!m.name.is_empty());
        assert_eq!(map(m.number), m);
    }
}

use numera_rules::dungeon::legality::cage_can_finish;
use numera_rules::dungeon::{Feature, LinkKind, Map, Pos, Region, RoomColour, Shape, Side, Symbol};

/// Tiles reachable from START, opening a door only with a key already reachable (each key
/// opens one door).
fn reachable(m: &Map) -> Vec<Pos> {
    let mut seen = vec![m.start];
    let mut opened = 0;
    loop {
        common::dungeon::flood(m, &mut seen, |side| side == Side::Open, |_| true);
        let keys = seen
            .iter()
            .filter(|&&p| m.tile(p).and_then(|t| t.feature) == Some(Feature::Key))
            .count();
        let door = seen.iter().find_map(|&p| {
            m.neighbours(p).find_map(|(q, s)| match s {
                Side::Door(_) if !seen.contains(&q) => Some(q),
                _ => None,
            })
        });
        match door {
            Some(q) if keys > opened => {
                opened += 1;
                seen.push(q);
            }
            _ => return seen,
        }
    }
}

#[test]
fn every_tile_room_and_chest_is_reachable_with_keys_before_doors() {
    for m in parse_all().unwrap() {
        let seen = reachable(&m);
        for (p, _) in m.tiles() {
            assert!(
                seen.contains(&p),
                "map {}: tile {p} cannot be reached",
                m.number
            );
        }
        assert!(m.chests().count() >= 3, "map {} has chests", m.number);
        let keys = m
            .tiles()
            .filter(|(_, t)| t.feature == Some(Feature::Key))
            .count();
        assert!(keys >= m.doors.len(), "map {}: a key per door", m.number);
    }
}

/// Sums a room can reach with its symbol and size (at least one cell).
fn room_sums(symbol: Symbol, cells: usize) -> Vec<u32> {
    let mut sums = Vec::new();
    match symbol {
        Symbol::Up | Symbol::Down | Symbol::AllDifferent => {
            for subset in 1u32..64 {
                if (subset.count_ones() as usize) <= cells {
                    sums.push(
                        (0..6)
                            .filter(|b| subset & (1 << b) != 0)
                            .map(|b| b + 1)
                            .sum(),
                    );
                }
            }
        }
        Symbol::AllEqual => {
            for v in 1..=6 {
                for k in 1..=cells as u32 {
                    sums.push(v * k);
                }
            }
        }
        Symbol::Even | Symbol::Odd | Symbol::Any => {
            let faces: Vec<u32> = (1..=6)
                .filter(|v| match symbol {
                    Symbol::Even => v % 2 == 0,
                    Symbol::Odd => v % 2 == 1,
                    _ => true,
                })
                .collect();
            let mut reach = vec![0u32];
            for _ in 0..cells {
                let more: Vec<u32> = reach
                    .iter()
                    .flat_map(|s| faces.iter().map(move |f| s + f))
                    .collect();
                reach.extend(more);
                reach.sort();
                reach.dedup();
            }
            sums = reach.into_iter().filter(|&s| s > 0).collect();
        }
    }
    sums
}

#[test]
fn every_room_number_can_be_made_with_its_symbol_and_size() {
    for m in parse_all().unwrap() {
        for group in &m.sum_groups {
            let mut reach = vec![0u32];
            for &r in &group.rooms {
                let room = &m.rooms[r];
                let sums = room_sums(room.symbol, room.tiles.len());
                let mut next = reach.clone();
                for s in &reach {
                    next.extend(sums.iter().map(|x| s + x));
                }
                next.sort();
                next.dedup();
                reach = next;
            }
            assert!(
                reach.contains(&(group.number as u32)),
                "map {}: rooms {:?} cannot make {}",
                m.number,
                group.rooms,
                group.number
            );
        }
    }
}

#[test]
fn stairs_teleporters_cages_and_marks_hold_together() {
    let maps = parse_all().unwrap();
    for m in &maps {
        for link in &m.links {
            let [a, b] = link.ends;
            assert_ne!(m.tile(a).unwrap().region, m.tile(b).unwrap().region);
        }
        for cage in &m.cages {
            assert!(cage.tiles.len() >= 2);
            assert!(
                cage_can_finish(0, cage.value, cage.tiles.len()),
                "cage {}",
                cage.value
            );
            for &p in &cage.tiles {
                assert!(matches!(m.tile(p).unwrap().region, Region::Corridor(_)));
            }
        }
    }
    // Map 2: the two red rooms, joined by the one stair pair, summed together.
    let m2 = &maps[1];
    let red: Vec<usize> = (0..m2.rooms.len())
        .filter(|&r| m2.rooms[r].colour == RoomColour::Red)
        .collect();
    assert_eq!(red.len(), 2);
    assert_eq!(m2.rooms[red[0]].sum_group, m2.rooms[red[1]].sum_group);
    let stairs: Vec<_> = m2
        .links
        .iter()
        .filter(|l| l.kind == LinkKind::Stairs)
        .collect();
    assert_eq!(stairs.len(), 1);
    let regions = stairs[0].ends.map(|p| m2.tile(p).unwrap().region);
    assert!(regions.contains(&Region::Room(red[0])) && regions.contains(&Region::Room(red[1])));
    // START mid-corridor: the corridors above and below follow it.
    assert_eq!(m2.corridors.iter().filter(|c| c.follows_start).count(), 2);
    let apb = m2.find(Feature::APlusB).unwrap();
    let Region::Room(purple) = m2.tile(apb).unwrap().region else {
        panic!("a+b is in a room")
    };
    assert_eq!(m2.rooms[purple].colour, RoomColour::Purple);
    assert!(m2.find(Feature::A).is_some() && m2.find(Feature::B).is_some());
    // a + b can be a legal first number of the purple room.
    assert!((2..=6).any(|s| m2.rooms[purple].symbol.allows(s, &[])));
    // Map 3: cages, two teleporter pairs, three marks and three steps from the yellow `?`.
    let m3 = &maps[2];
    assert!(!m3.cages.is_empty());
    assert_eq!(
        m3.links
            .iter()
            .filter(|l| l.kind == LinkKind::Teleporter)
            .count(),
        2
    );
    for shape in Shape::ALL {
        assert!(m3.find(Feature::Mark(shape)).is_some());
        assert!(m3.find(Feature::Step(shape)).is_some());
    }
    let first_step = m3.find(Feature::Step(Shape::Triangle)).unwrap();
    let start = m3
        .neighbours(first_step)
        .find(|(q, s)| *s == Side::Open && m3.tile(*q).unwrap().feature == Some(Feature::Encounter))
        .map(|(q, _)| q)
        .expect("the stairs start next to a ? tile");
    let Region::Room(yellow) = m3.tile(start).unwrap().region else {
        panic!("the ? is in a room")
    };
    assert_eq!(m3.rooms[yellow].colour, RoomColour::Yellow);
    // The steps go right to left: triangle, square, pentagon.
    let xs = Shape::ALL.map(|s| m3.find(Feature::Step(s)).unwrap().x);
    assert!(xs[0] > xs[1] && xs[1] > xs[2]);
}
