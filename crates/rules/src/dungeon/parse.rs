//! The text form of a map (crates/rules/src/dungeon/data/map*.txt), read into a `Map`.
//!
//! A legend (`key value…` lines) then `grid:` and the picture. The picture alternates side
//! rows and tile rows. In a tile row each tile is three characters — region, symbol, feature —
//! after one separator character; in a side row the three characters above a tile are the
//! side above it. Separators: `|` or `---` wall, `o` an opening, `D` a door, blank the default
//! (open inside a region, wall between regions). Blank tiles are rock.
//!
//! Region: an upper-case letter is a room (declared in the legend), a lower-case letter a
//! corridor. Symbol (corridor tiles; `.` in rooms): `.` any, `^` up, `v` down, `!` different,
//! `=` equal, `e` even, `o` odd. Feature: `.` none, `S` START, `K` key, `C` chest, `?`
//! encounter, `a` `b` `+` the tiles a, b and a+b, `1`–`4` a link end (legend: stairs or
//! teleporter), `w`–`z` a killer cage (legend: its value), `T` `Q` `P` the triangle, square
//! and pentagon marks, `t` `q` `p` the stair steps asking for their numbers.

use std::fmt;

use super::map::{
    Cage, Corridor, Door, Feature, Link, LinkKind, Map, Pos, Region, Room, RoomColour, Shape, Side,
    SumGroup, Tile,
};
use super::symbol::Symbol;

/// Why a map's text is not a map, and on which line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub problem: MapProblem,
}

/// What is wrong in a map's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MapProblem {
    /// A rule of the format broken: which.
    Format(&'static str),
    /// A legend field (`what`) without its number.
    Number(&'static str),
    /// A mark of kind `what` the format does not have.
    Unknown { what: &'static str, mark: String },
    /// A mark of kind `what` the legend does not define.
    NotInLegend { what: &'static str, mark: char },
    /// A legend entry of kind `what` the grid does not place (a link: not at two ends).
    Unplaced { what: &'static str, mark: char },
    /// The problem of one tile of the grid.
    Tile { at: Pos, problem: Box<MapProblem> },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl fmt::Display for MapProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapProblem::Format(rule) => f.write_str(rule),
            MapProblem::Number(what) => write!(f, "{what}: a number is expected"),
            MapProblem::Unknown { what, mark } => write!(f, "unknown {what} '{mark}'"),
            MapProblem::NotInLegend { what, mark } => {
                write!(f, "{what} '{mark}' is not in the legend")
            }
            MapProblem::Unplaced { what, mark } => {
                write!(f, "{what} '{mark}' is not placed on the grid")
            }
            MapProblem::Tile { at, problem } => write!(f, "tile {at}: {problem}"),
        }
    }
}

fn err<T>(line: usize, problem: impl Into<MapProblem>) -> Result<T, ParseError> {
    Err(ParseError {
        line,
        problem: problem.into(),
    })
}

impl From<&'static str> for MapProblem {
    fn from(rule: &'static str) -> MapProblem {
        MapProblem::Format(rule)
    }
}

fn unknown(what: &'static str, mark: impl fmt::Display) -> MapProblem {
    MapProblem::Unknown {
        what,
        mark: mark.to_string(),
    }
}

fn tile(at: Pos, problem: MapProblem) -> MapProblem {
    MapProblem::Tile {
        at,
        problem: Box::new(problem),
    }
}

#[derive(Default)]
struct Legend {
    name: &'static str,
    skulls: u8,
    rooms: Vec<Room>,
    corridors: Vec<Corridor>,
    cages: Vec<(char, u8)>,
    links: Vec<(char, LinkKind)>,
    sums: Vec<Vec<char>>,
}

fn number(line: usize, word: Option<&str>, what: &'static str) -> Result<u8, ParseError> {
    match word.and_then(|w| w.parse::<u8>().ok()) {
        Some(n) => Ok(n),
        None => err(line, MapProblem::Number(what)),
    }
}

fn letter(line: usize, word: Option<&str>) -> Result<char, ParseError> {
    let mut chars = word.unwrap_or("").chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(c),
        _ => err(line, "one letter expected"),
    }
}

fn legend_line(legend: &mut Legend, n: usize, text: &'static str) -> Result<(), ParseError> {
    let mut words = text.split_whitespace();
    let Some(key) = words.next() else {
        return Ok(());
    };
    match key {
        "name:" => legend.name = text["name:".len()..].trim(),
        "skulls:" => legend.skulls = number(n, words.next(), "skulls")?,
        "room" => {
            let letter = letter(n, words.next())?;
            if !letter.is_ascii_uppercase() {
                return err(n, "rooms are upper-case letters");
            }
            let number = number(n, words.next(), "room number")?;
            let Some(symbol) = words.next().and_then(Symbol::from_word) else {
                return err(
                    n,
                    "room symbol: any, up, down, different, equal, even or odd",
                );
            };
            let Some(colour) = words.next().and_then(RoomColour::parse) else {
                return err(n, "room colour expected");
            };
            legend.rooms.push(Room {
                letter,
                number,
                symbol,
                colour,
                sum_group: 0,
                tiles: Vec::new(),
            });
        }
        "corridor" => {
            let letter = letter(n, words.next())?;
            let follows_start = match words.next() {
                Some("follows-start") => true,
                None => false,
                Some(other) => return err(n, unknown("corridor mark", other)),
            };
            legend.corridors.push(Corridor {
                letter,
                follows_start,
                tiles: Vec::new(),
            });
        }
        "cage" => {
            let c = letter(n, words.next())?;
            let value = number(n, words.next(), "cage value")?;
            legend.cages.push((c, value));
        }
        "link" => {
            let c = letter(n, words.next())?;
            let kind = match words.next() {
                Some("stairs") => LinkKind::Stairs,
                Some("teleporter") => LinkKind::Teleporter,
                _ => return err(n, "link kind: stairs or teleporter"),
            };
            legend.links.push((c, kind));
        }
        "sum" => legend.sums.push(
            words
                .map(|w| letter(n, Some(w)))
                .collect::<Result<Vec<_>, _>>()?,
        ),
        other => return err(n, unknown("legend key", other)),
    }
    Ok(())
}

fn feature_of(c: char, legend: &Legend, line: usize) -> Result<FeatureMark, ParseError> {
    let f = match c {
        '.' => return Ok(FeatureMark::None),
        'S' => Feature::Start,
        'K' => Feature::Key,
        'C' => Feature::Chest,
        '?' => Feature::Encounter,
        'a' => Feature::A,
        'b' => Feature::B,
        '+' => Feature::APlusB,
        'T' => Feature::Mark(Shape::Triangle),
        'Q' => Feature::Mark(Shape::Square),
        'P' => Feature::Mark(Shape::Pentagon),
        't' => Feature::Step(Shape::Triangle),
        'q' => Feature::Step(Shape::Square),
        'p' => Feature::Step(Shape::Pentagon),
        '1'..='4' => return in_legend(&legend.links, c, "link", line).map(FeatureMark::Link),
        'w'..='z' => return in_legend(&legend.cages, c, "cage", line).map(FeatureMark::Cage),
        other => return err(line, unknown("feature", other)),
    };
    Ok(FeatureMark::Feature(f))
}

/// Where the legend's entries (`what`: links or cages) list the mark `c`.
fn in_legend<T>(
    entries: &[(char, T)],
    c: char,
    what: &'static str,
    line: usize,
) -> Result<usize, ParseError> {
    match entries.iter().position(|(l, _)| *l == c) {
        Some(i) => Ok(i),
        None => err(line, MapProblem::NotInLegend { what, mark: c }),
    }
}

enum FeatureMark {
    None,
    Feature(Feature),
    Link(usize),
    Cage(usize),
}

/// A separator's meaning: `None` is the default (open within a region, wall between).
fn side_mark(text: &str) -> Option<SideMark> {
    if text.contains('D') {
        Some(SideMark::Door)
    } else if text.contains('o') {
        Some(SideMark::Open)
    } else if text.contains('-') || text.contains('|') {
        Some(SideMark::Wall)
    } else {
        None
    }
}

#[derive(Clone, Copy)]
enum SideMark {
    Open,
    Wall,
    Door,
}

/// Reads map `number` from its text.
pub fn parse(number: u8, text: &'static str) -> Result<Map, ParseError> {
    let mut legend = Legend::default();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let mut grid_line = 0;
    for (n, line) in lines.by_ref() {
        let line = line.split('#').next().unwrap_or("");
        if line.trim() == "grid:" {
            grid_line = n;
            break;
        }
        legend_line(&mut legend, n, line)?;
    }
    if grid_line == 0 {
        return err(text.lines().count(), "no 'grid:' line");
    }
    let picture: Vec<(usize, Vec<char>)> = lines
        .map(|(n, l)| (n, l.chars().collect()))
        .collect::<Vec<_>>();
    let picture: Vec<(usize, Vec<char>)> = {
        let end = picture
            .iter()
            .rposition(|(_, l)| l.iter().any(|c| !c.is_whitespace()))
            .map_or(0, |i| i + 1);
        picture[..end].to_vec()
    };
    if picture.len() < 3 || picture.len().is_multiple_of(2) {
        return err(grid_line, "the grid alternates side rows and tile rows");
    }
    let height = picture.len() / 2;
    let longest = picture.iter().map(|(_, l)| l.len()).max().unwrap_or(0);
    let width = longest.saturating_sub(1).div_ceil(4);
    if width == 0 || width > 16 || height > 16 {
        return err(grid_line, "a map is 1 to 16 tiles wide and high");
    }
    let at = |row: usize, col: usize| -> char { picture[row].1.get(col).copied().unwrap_or(' ') };
    let span = |row: usize, x: usize| -> String { (1..4).map(|k| at(row, 4 * x + k)).collect() };

    let mut grid: Vec<Option<Tile>> = vec![None; width * height];
    let mut link_ends: Vec<Vec<Pos>> = vec![Vec::new(); legend.links.len()];
    let mut cage_tiles: Vec<Vec<Pos>> = vec![Vec::new(); legend.cages.len()];
    for y in 0..height {
        let row = 2 * y + 1;
        let line = picture[row].0;
        for x in 0..width {
            let token: Vec<char> = span(row, x).chars().collect();
            if token.iter().all(|c| c.is_whitespace()) {
                continue;
            }
            let p = Pos::new(x as u8, y as u8);
            let region = if token[0].is_ascii_uppercase() {
                match legend.rooms.iter().position(|r| r.letter == token[0]) {
                    Some(r) => Region::Room(r),
                    None => {
                        return err(
                            line,
                            MapProblem::NotInLegend {
                                what: "room",
                                mark: token[0],
                            },
                        )
                    }
                }
            } else if token[0].is_ascii_lowercase() {
                let c = match legend.corridors.iter().position(|c| c.letter == token[0]) {
                    Some(c) => c,
                    None => {
                        legend.corridors.push(Corridor {
                            letter: token[0],
                            follows_start: false,
                            tiles: Vec::new(),
                        });
                        legend.corridors.len() - 1
                    }
                };
                Region::Corridor(c)
            } else {
                return err(line, tile(p, unknown("region", token[0])));
            };
            let Some(symbol) = Symbol::from_char(token[1]) else {
                return err(line, tile(p, unknown("symbol", token[1])));
            };
            if matches!(region, Region::Room(_)) && symbol != Symbol::Any {
                return err(line, tile(p, "room tiles take the room's symbol".into()));
            }
            let mut tile = Tile {
                region,
                symbol,
                feature: None,
                cage: None,
            };
            match feature_of(token[2], &legend, line)? {
                FeatureMark::None => {}
                FeatureMark::Feature(f) => tile.feature = Some(f),
                FeatureMark::Link(l) => {
                    link_ends[l].push(p);
                    tile.feature = Some(match legend.links[l].1 {
                        LinkKind::Stairs => Feature::Stair(l),
                        LinkKind::Teleporter => Feature::Teleporter(l),
                    });
                }
                FeatureMark::Cage(c) => {
                    cage_tiles[c].push(p);
                    tile.cage = Some(c);
                }
            }
            match region {
                Region::Room(r) => legend.rooms[r].tiles.push(p),
                Region::Corridor(c) => legend.corridors[c].tiles.push(p),
            }
            grid[y * width + x] = Some(tile);
        }
    }

    let mut doors = Vec::new();
    let mut right = vec![Side::Wall; width * height];
    let mut below = vec![Side::Wall; width * height];
    let region_at = |x: usize, y: usize| grid[y * width + x].as_ref().map(|t| t.region);
    for y in 0..height {
        for x in 0..width {
            let Some(here) = region_at(x, y) else {
                continue;
            };
            let p = Pos::new(x as u8, y as u8);
            // The side to the right: the separator after this tile in its tile row.
            if x + 1 < width {
                if let Some(there) = region_at(x + 1, y) {
                    let mark = side_mark(&at(2 * y + 1, 4 * x + 4).to_string());
                    right[y * width + x] =
                        resolve(mark, here == there, &mut doors, p, Pos::new(p.x + 1, p.y));
                }
            }
            if y + 1 < height {
                if let Some(there) = region_at(x, y + 1) {
                    let mark = side_mark(&span(2 * y + 2, x));
                    below[y * width + x] =
                        resolve(mark, here == there, &mut doors, p, Pos::new(p.x, p.y + 1));
                }
            }
        }
    }

    let mut links = Vec::new();
    for (l, ends) in link_ends.iter().enumerate() {
        match ends[..] {
            [a, b] => links.push(Link {
                kind: legend.links[l].1,
                ends: [a, b],
            }),
            _ => {
                return err(
                    grid_line,
                    MapProblem::Unplaced {
                        what: "link",
                        mark: legend.links[l].0,
                    },
                )
            }
        }
    }
    let cages: Vec<Cage> = legend
        .cages
        .iter()
        .zip(cage_tiles)
        .map(|(&(_, value), tiles)| Cage { value, tiles })
        .collect();
    if let Some(i) = cages.iter().position(|c| c.tiles.is_empty()) {
        return err(
            grid_line,
            MapProblem::Unplaced {
                what: "cage",
                mark: legend.cages[i].0,
            },
        );
    }

    // Sum groups: the legend's `sum` lines, then one group per other room.
    let mut sum_groups: Vec<SumGroup> = Vec::new();
    for letters in &legend.sums {
        let mut rooms = Vec::new();
        for l in letters {
            match legend.rooms.iter().position(|r| r.letter == *l) {
                Some(r) => rooms.push(r),
                None => {
                    return err(
                        grid_line,
                        MapProblem::NotInLegend {
                            what: "room",
                            mark: *l,
                        },
                    )
                }
            }
        }
        let number = rooms.first().map_or(0, |&r| legend.rooms[r].number);
        if rooms.iter().any(|&r| legend.rooms[r].number != number) {
            return err(grid_line, "rooms summed together share their number");
        }
        for &r in &rooms {
            legend.rooms[r].sum_group = sum_groups.len();
        }
        sum_groups.push(SumGroup { number, rooms });
    }
    for r in 0..legend.rooms.len() {
        if !sum_groups.iter().any(|g| g.rooms.contains(&r)) {
            legend.rooms[r].sum_group = sum_groups.len();
            sum_groups.push(SumGroup {
                number: legend.rooms[r].number,
                rooms: vec![r],
            });
        }
    }
    if let Some(r) = legend.rooms.iter().find(|r| r.tiles.is_empty()) {
        return err(
            grid_line,
            MapProblem::Unplaced {
                what: "room",
                mark: r.letter,
            },
        );
    }

    let starts: Vec<Pos> = grid
        .iter()
        .enumerate()
        .filter(|(_, t)| {
            t.as_ref()
                .is_some_and(|t| t.feature == Some(Feature::Start))
        })
        .map(|(i, _)| Pos::new((i % width) as u8, (i / width) as u8))
        .collect();
    let start = match starts[..] {
        [s] => s,
        _ => return err(grid_line, "a map has exactly one START"),
    };
    if legend.skulls == 0 {
        return err(1, "skulls: missing");
    }
    Ok(Map {
        number,
        name: legend.name,
        width,
        height,
        skulls: legend.skulls,
        rooms: legend.rooms,
        corridors: legend.corridors,
        cages,
        links,
        doors,
        sum_groups,
        start,
        grid,
        right,
        below,
    })
}

fn resolve(mark: Option<SideMark>, same: bool, doors: &mut Vec<Door>, a: Pos, b: Pos) -> Side {
    match mark {
        Some(SideMark::Door) => {
            doors.push(Door { between: [a, b] });
            Side::Door(doors.len() - 1)
        }
        Some(SideMark::Open) => Side::Open,
        Some(SideMark::Wall) => Side::Wall,
        None if same => Side::Open,
        None => Side::Wall,
    }
}
