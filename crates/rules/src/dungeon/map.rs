//! The map as data: a grid of tiles with the sides between them. A map never changes during
//! play; the state of a game (numbers written, doors opened) lives in `state`.

use serde::{Deserialize, Serialize};

use super::symbol::Symbol;

/// A tile's place: `x` to the right, `y` downwards, from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: u8,
    pub y: u8,
}

impl Pos {
    pub const fn new(x: u8, y: u8) -> Pos {
        Pos { x, y }
    }

    /// The neighbour in `dir`, if it is not off the top or left edge (the map checks the rest).
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (x, y) = (self.x, self.y);
        match dir {
            Dir::Up => y.checked_sub(1).map(|y| Pos::new(x, y)),
            Dir::Right => x.checked_add(1).map(|x| Pos::new(x, y)),
            Dir::Down => y.checked_add(1).map(|y| Pos::new(x, y)),
            Dir::Left => x.checked_sub(1).map(|x| Pos::new(x, y)),
        }
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    Up,
    Right,
    Down,
    Left,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];
}

/// What lies between a tile and its neighbour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Open,
    Wall,
    /// A locked door (index into `Map::doors`) until a key opens it.
    Door(usize),
}

/// The room or corridor a tile belongs to (index into `Map::rooms` / `Map::corridors`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Region {
    Room(usize),
    Corridor(usize),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    Triangle,
    Square,
    Pentagon,
}

impl Shape {
    pub const ALL: [Shape; 3] = [Shape::Triangle, Shape::Square, Shape::Pentagon];

    pub fn name(self) -> &'static str {
        match self {
            Shape::Triangle => "triangle",
            Shape::Square => "square",
            Shape::Pentagon => "pentagon",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// What a tile holds besides its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feature {
    /// The first number of the map goes here.
    Start,
    /// Writing here collects a key.
    Key,
    /// Writing here discovers a chest worth the number written.
    Chest,
    /// Writing here rolls one die for the encounter table.
    Encounter,
    /// One end of a stair pair (index into `Map::links`): the other end is next to this one.
    Stair(usize),
    /// One end of a teleporter pair (index into `Map::links`): a number written on one end is
    /// also written on the other, when it is empty and the number is legal there.
    Teleporter(usize),
    /// A symbol tile whose number the stair path asks for.
    Mark(Shape),
    /// A step of the symbol stairs: holds the number written on its shape's mark.
    Step(Shape),
    /// Map 2's tiles a and b (any number) and a+b (their sum).
    A,
    B,
    APlusB,
}

/// Map 2's red rooms: separate for placement, one sum for the bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoomColour {
    Red,
    Blue,
    Green,
    Yellow,
    Purple,
    Orange,
    Grey,
}

impl RoomColour {
    pub fn name(self) -> &'static str {
        match self {
            RoomColour::Red => "red",
            RoomColour::Blue => "blue",
            RoomColour::Green => "green",
            RoomColour::Yellow => "yellow",
            RoomColour::Purple => "purple",
            RoomColour::Orange => "orange",
            RoomColour::Grey => "grey",
        }
    }

    pub fn parse(text: &str) -> Option<RoomColour> {
        [
            RoomColour::Red,
            RoomColour::Blue,
            RoomColour::Green,
            RoomColour::Yellow,
            RoomColour::Purple,
            RoomColour::Orange,
            RoomColour::Grey,
        ]
        .into_iter()
        .find(|c| c.name() == text)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    /// The letter of the room in the data file (and on the sheet).
    pub letter: char,
    /// The sum that scores the room bonus (shared by every room of its sum group).
    pub number: u8,
    pub symbol: Symbol,
    pub colour: RoomColour,
    /// Index into `Map::sum_groups`: rooms summed together for the bonus.
    pub sum_group: usize,
    /// The room's tiles, in reading order.
    pub tiles: Vec<Pos>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Corridor {
    pub letter: char,
    /// START's number counts as this corridor's previous number (map 2: ascending above
    /// START, descending below).
    pub follows_start: bool,
    pub tiles: Vec<Pos>,
}

/// A killer cage: corridor tiles whose numbers are all different and sum to `value`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cage {
    pub value: u8,
    pub tiles: Vec<Pos>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    Stairs,
    Teleporter,
}

/// A stair or teleporter pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    pub kind: LinkKind,
    pub ends: [Pos; 2],
}

impl Link {
    /// The end that is not `p` (or `None` when `p` is not an end).
    pub fn other(&self, p: Pos) -> Option<Pos> {
        match self.ends {
            [a, b] if a == p => Some(b),
            [a, b] if b == p => Some(a),
            _ => None,
        }
    }
}

/// A door on the side between two tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Door {
    pub between: [Pos; 2],
}

/// Rooms that score their bonus together: the sum of all their numbers against `number`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumGroup {
    pub number: u8,
    pub rooms: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tile {
    pub region: Region,
    /// A corridor tile's own symbol, judged against the corridor's previous number; `Any` on
    /// room tiles (the room's symbol is `Room::symbol`).
    pub symbol: Symbol,
    pub feature: Option<Feature>,
    /// Index into `Map::cages`.
    pub cage: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Map {
    pub number: u8,
    pub name: &'static str,
    pub width: usize,
    pub height: usize,
    /// Skulls on the sheet (some may be circled before play).
    pub skulls: u8,
    pub rooms: Vec<Room>,
    pub corridors: Vec<Corridor>,
    pub cages: Vec<Cage>,
    pub links: Vec<Link>,
    pub doors: Vec<Door>,
    pub sum_groups: Vec<SumGroup>,
    pub start: Pos,
    /// Row-major, `None` for rock.
    pub(super) grid: Vec<Option<Tile>>,
    /// Per tile, the side to the right and the side below (row-major).
    pub(super) right: Vec<Side>,
    pub(super) below: Vec<Side>,
}

impl Map {
    pub fn index(&self, p: Pos) -> Option<usize> {
        let (x, y) = (p.x as usize, p.y as usize);
        (x < self.width && y < self.height).then(|| y * self.width + x)
    }

    pub fn pos(&self, index: usize) -> Pos {
        Pos::new((index % self.width) as u8, (index / self.width) as u8)
    }

    /// `None`: rock, not part of the dungeon.
    pub fn tile(&self, p: Pos) -> Option<&Tile> {
        self.index(p).and_then(|i| self.grid[i].as_ref())
    }

    /// Every tile of the dungeon in reading order.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, &Tile)> {
        self.grid
            .iter()
            .enumerate()
            .filter_map(|(i, t)| t.as_ref().map(|t| (self.pos(i), t)))
    }

    /// What separates `p` from its neighbour in `dir`: a wall at the edge and next to rock.
    pub fn side(&self, p: Pos, dir: Dir) -> Side {
        let Some(q) = p.step(dir) else {
            return Side::Wall;
        };
        if self.tile(p).is_none() || self.tile(q).is_none() {
            return Side::Wall;
        }
        let (Some(i), Some(j)) = (self.index(p), self.index(q)) else {
            return Side::Wall;
        };
        match dir {
            Dir::Right => self.right[i],
            Dir::Down => self.below[i],
            Dir::Left => self.right[j],
            Dir::Up => self.below[j],
        }
    }

    /// The neighbours of `p` with what lies between: stairs count as neighbours (open).
    pub fn neighbours(&self, p: Pos) -> impl Iterator<Item = (Pos, Side)> + '_ {
        let stairs = match self.tile(p).and_then(|t| t.feature) {
            Some(Feature::Stair(l)) => self.links.get(l).and_then(|link| link.other(p)),
            _ => None,
        };
        Dir::ALL
            .into_iter()
            .filter_map(move |d| {
                let q = p.step(d)?;
                self.tile(q)?;
                match self.side(p, d) {
                    Side::Wall => None,
                    side => Some((q, side)),
                }
            })
            .chain(stairs.map(|q| (q, Side::Open)))
    }

    /// The tile holding `feature`, if any (the first in reading order).
    pub fn find(&self, feature: Feature) -> Option<Pos> {
        self.tiles()
            .find(|(_, t)| t.feature == Some(feature))
            .map(|(p, _)| p)
    }

    pub fn chests(&self) -> impl Iterator<Item = Pos> + '_ {
        self.tiles()
            .filter(|(_, t)| t.feature == Some(Feature::Chest))
            .map(|(p, _)| p)
    }

    /// The tiles of `region`.
    pub fn region_tiles(&self, region: Region) -> &[Pos] {
        match region {
            Region::Room(r) => &self.rooms[r].tiles,
            Region::Corridor(c) => &self.corridors[c].tiles,
        }
    }
}
