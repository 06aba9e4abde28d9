//! NMBR 9 placement rules, case by case: the hand-made table in crates/rules/tests/data/nmbr9_cases.txt
//! (legal placements with their level, illegal ones with the exact reason a player reads).

use numera_rules::nmbr9::Board;

/// `D x,y,r` → (digit, x, y, rotation).
fn parse_tile(text: &str) -> Result<(u8, i32, i32, u8), String> {
    let (digit, at) = text
        .trim()
        .split_once(' ')
        .ok_or(format!("'{text}': expected D x,y,r"))?;
    let digit: u8 = digit
        .parse()
        .map_err(|_| format!("bad digit in '{text}'"))?;
    let v: Vec<i32> = at
        .trim()
        .split(',')
        .map(|n| n.trim().parse::<i32>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("bad coordinates in '{text}'"))?;
    match v[..] {
        [x, y, r] if (0..=255).contains(&r) => Ok((digit, x, y, r as u8)),
        _ => Err(format!("'{text}': expected D x,y,r")),
    }
}

/// The board as text: one letter per tile (placement order) and its level, `.` when empty.
fn picture(board: &Board) -> String {
    let Some((x0, y0, x1, y1)) = board.bounds() else {
        return "(empty)".into();
    };
    let mut out = String::new();
    for y in y0..=y1 {
        for x in x0..=x1 {
            match board.top_at(x, y) {
                None => out.push_str("  ."),
                Some(t) => {
                    let i = board.tiles().iter().position(|u| u == t).unwrap();
                    out.push_str(&format!(" {}{}", (b'a' + i as u8) as char, t.level));
                }
            }
        }
        out.push('\n');
    }
    out
}

struct Case {
    name: String,
    line: usize,
    steps: Vec<(usize, String)>,
}

fn read_cases() -> Vec<Case> {
    let text = include_str!("data/nmbr9_cases.txt");
    let mut cases: Vec<Case> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("case ") {
            cases.push(Case {
                name: name.to_owned(),
                line: i + 1,
                steps: Vec::new(),
            });
        } else {
            let case = cases
                .last_mut()
                .unwrap_or_else(|| panic!("line {}: a step before any case", i + 1));
            case.steps.push((i + 1, line.to_owned()));
        }
    }
    cases
}

/// Runs one case; returns how many placements it checked.
fn run(case: &Case) -> Result<usize, String> {
    let mut board = Board::new();
    let mut checked = 0;
    for (line, step) in &case.steps {
        let picture_now = picture(&board);
        let at = |msg: String| format!("line {line} ({step}): {msg}\n{picture_now}");
        if let Some(rest) = step.strip_prefix("place ") {
            let mut parts = rest.split_whitespace();
            let tile = format!(
                "{} {}",
                parts.next().unwrap_or(""),
                parts.next().unwrap_or("")
            );
            let (d, x, y, r) = parse_tile(&tile).map_err(at)?;
            let expected: Option<u8> = parts.next().map(|l| l.parse().expect("a level"));
            let level = board
                .place(d, x, y, r)
                .map_err(|e| at(format!("refused: {e}")))?;
            if expected.is_some_and(|l| l != level) {
                return Err(at(format!("placed on level {level}")));
            }
        } else if let Some(rest) = step.strip_prefix("try ") {
            let (tile, expected) = rest
                .split_once("->")
                .ok_or_else(|| at("expected 'try D x,y,r -> result'".into()))?;
            let (d, x, y, r) = parse_tile(tile).map_err(at)?;
            let before = board.clone();
            let got = match board.check(d, x, y, r) {
                Ok(level) => format!("ok {level}"),
                Err(e) => e.to_string(),
            };
            if got != expected.trim() {
                return Err(at(format!("got '{got}'")));
            }
            // Enumeration agrees with the check (except on an empty board, where only the
            // origin is listed).
            if !board.is_empty() && r < 4 {
                let listed = board.legal_placements(d).iter().any(|p| {
                    p.x == x
                        && p.y == y
                        && numera_rules::nmbr9::tile::shape(d, p.rotation)
                            == numera_rules::nmbr9::tile::shape(d, r)
                });
                if listed != got.starts_with("ok") {
                    return Err(at(format!("legal_placements disagrees (listed: {listed})")));
                }
            }
            assert_eq!(board, before, "a check changes nothing");
            checked += 1;
        } else {
            return Err(at("unknown step".into()));
        }
    }
    Ok(checked)
}

#[test]
fn every_case_from_the_rules_table_holds() {
    let cases = read_cases();
    assert!(cases.len() >= 15, "only {} cases read", cases.len());
    let mut failures = Vec::new();
    let mut tries = 0;
    for case in &cases {
        match run(case) {
            Ok(n) => tries += n,
            Err(e) => failures.push(format!("case '{}' (line {}): {e}", case.name, case.line)),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(tries >= 40, "only {tries} placements tried");
}

#[test]
fn every_refusal_reason_of_the_rules_appears_in_the_table() {
    let text = include_str!("data/nmbr9_cases.txt");
    for reason in [
        "-> Must touch a tile on the table",
        "-> Overlaps a tile",
        "-> Rests on only one tile",
        "-> Overhangs: a cell has nothing under it",
        "-> Must touch a tile on level 1",
        "-> Must touch a tile on level 2",
        "-> ok 0",
        "-> ok 1",
        "-> ok 2",
    ] {
        assert!(text.contains(reason), "no case for '{reason}'");
    }
}
