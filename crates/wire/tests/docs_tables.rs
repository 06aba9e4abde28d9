//! docs/tables.md is what a client is written from (issue 52 wrote one from it alone), so its
//! lists of the protocol are read here and held to this crate: every message type of either
//! side with exactly its fields, every reason of a `refused` and every code of an `error`, and
//! each game's view, its fields in order and its example frame as the game writes it. A
//! message, field, reason or code added, renamed or dropped on one side only fails here.

use std::collections::{BTreeMap, BTreeSet};

use numera_rules::json;
use numera_wire::{ClientMessage, ErrorCode, Reason};

fn docs() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/tables.md");
    std::fs::read_to_string(path).expect("docs/tables.md")
}

/// The rows of the first table under the heading `heading`, each as its cells.
fn table(docs: &str, heading: &str) -> Vec<Vec<String>> {
    let mut lines = docs.lines().skip_while(|l| *l != heading);
    assert!(lines.next().is_some(), "no heading {heading:?}");
    let rows: Vec<Vec<String>> = lines
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2) // the header and its rule
        .map(|l| l.split('|').map(|c| c.trim().to_string()).collect())
        .collect();
    assert!(!rows.is_empty(), "no table under {heading:?}");
    rows
}

/// The names in backticks of a cell, outside parentheses and brackets (which hold a field's
/// values or its items' fields, not fields).
fn names(cell: &str) -> Vec<String> {
    let mut outside = String::new();
    let mut depth = 0usize;
    for c in cell.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            c if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    outside
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The one name in backticks a row's first cell holds.
fn first(row: &[String]) -> String {
    match names(&row[1])[..] {
        [ref name] => name.clone(),
        _ => panic!("not one name in backticks: {:?}", row[1]),
    }
}

/// Per message type, the fields the docs give it.
fn documented(docs: &str, heading: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for row in table(docs, heading) {
        let fields = names(&row[2]).into_iter().collect();
        assert!(
            out.insert(first(&row), fields).is_none(),
            "{heading}: a type twice"
        );
    }
    out
}

/// Per message type, the fields its frames carry (besides `v` and `t`), over every sample.
fn carried(texts: impl IntoIterator<Item = String>) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for text in texts {
        let members = json::value(&text)
            .and_then(json::members)
            .expect("a frame is an object");
        let t = members.iter().find(|(k, _)| k == "t").expect("a type").1;
        let t: String = json::from_str(t).expect("a type as text");
        let fields = out.entry(t).or_default();
        for (key, _) in members {
            if key != "v" && key != "t" {
                fields.insert(key);
            }
        }
    }
    out
}

#[test]
fn every_message_and_its_fields_are_documented() {
    let docs = docs();
    let client = carried(ClientMessage::samples().iter().map(ClientMessage::encode));
    assert_eq!(documented(&docs, "### Client → server"), client);
    let server = carried(
        numera_wire::ServerMessage::samples()
            .iter()
            .map(numera_wire::ServerMessage::encode),
    );
    assert_eq!(documented(&docs, "### Server → client"), server);
}

/// The names of a table's first column, each once.
fn listed(docs: &str, heading: &str) -> BTreeSet<String> {
    let rows = table(docs, heading);
    let names: BTreeSet<String> = rows.iter().map(|r| first(r)).collect();
    assert_eq!(names.len(), rows.len(), "{heading}: a name twice");
    names
}

#[test]
fn every_reason_and_error_code_is_documented() {
    let docs = docs();
    let reasons = Reason::NAMES.iter().map(|n| n.to_string()).collect();
    assert_eq!(listed(&docs, "### Reasons"), reasons);
    let codes = ErrorCode::NAMES.iter().map(|n| n.to_string()).collect();
    assert_eq!(listed(&docs, "### Error codes"), codes);
}

/// The text after `heading` up to the next heading of its level or above.
fn section<'a>(docs: &'a str, heading: &str) -> &'a str {
    let start = docs.find(&format!("\n{heading}\n")).expect("the heading") + heading.len() + 2;
    let rest = &docs[start..];
    rest.find("\n### ")
        .into_iter()
        .chain(rest.find("\n## "))
        .min()
        .map_or(rest, |end| &rest[..end])
}

/// The view of a game's example frame, its whitespace between fields taken out and its cut
/// lists (`,…`) closed.
fn example(section: &str) -> String {
    let block = section
        .split("```json\n")
        .nth(1)
        .and_then(|b| b.split("\n```").next())
        .expect("an example");
    let frame: String = block.lines().map(str::trim_start).collect();
    let frame = frame.replace(",…", "");
    match numera_wire::ServerMessage::decode(&frame) {
        Ok(numera_wire::ServerMessage::Frame(f)) => f.view.as_str().to_string(),
        other => panic!("the example is no frame: {other:?}"),
    }
}

/// Each game's table of fields names the view's fields, in order, and its example is a frame
/// whose view has exactly them; an example not cut short reads as the game's view and is
/// written back by the game byte for byte, as the server sends it.
#[test]
fn each_games_view_is_documented_field_by_field() {
    use numera_rules::{mino, nmbr9, number};
    fn again<V: json::FromJson + json::ToJson>(view: &str) -> String {
        json::to_string(&json::from_str::<V>(view).expect("the example reads as the view"))
    }
    let docs = docs();
    // A view's text read as the game's view and written back.
    type Reread = fn(&str) -> String;
    let games: [(&str, Option<Reread>); 4] = [
        ("### The Number (`number`)", Some(again::<number::View>)),
        ("### NMBR 9 (`nmbr9`)", Some(again::<nmbr9::View>)),
        // Its example's lists of 100 cells are cut short, so it is no whole view.
        ("### Sequence Numbers (`sequence`)", None),
        ("### Mino Dice (`mino`)", Some(again::<mino::View>)),
    ];
    for (heading, reread) in games {
        let part = section(&docs, heading);
        let fields: Vec<String> = table(&docs, heading)
            .iter()
            .flat_map(|row| names(&row[1]))
            .collect();
        let view = example(part);
        let keys: Vec<String> = json::value(&view)
            .and_then(json::members)
            .expect("the view is an object")
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        assert_eq!(fields, keys, "{heading}");
        if let Some(reread) = reread {
            assert_eq!(reread(&view), view, "{heading}");
        }
    }
}
