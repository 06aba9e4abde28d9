//! The stats page's tables, calendar and charts, pinned to the exact text they write (every
//! branch of each, and text to escape in every place a word goes): how they are written may
//! change, what the page is given may not without a reason.

use numera_rules::daily::Date;
use numera_stats::calendar::Day;
use numera_stats::histogram::histogram;
use numera_stats::html::{calendar, table, CalendarText};
use numera_stats::svg::{histogram_svg, scores_svg, Labels};

/// Every character that needs escaping, in text and in quoted attributes.
const EVIL: &str = r#"<b a='1' b="2">&</b>"#;

const LABELS: Labels = Labels {
    title: EVIL,
    x: "Game & <round>",
    y: "Score's \"value\"",
};

/// A pinned text (tests/pinned/): one piece a line, as the page is given them joined.
fn pinned(name: &str) -> String {
    let path = format!("{}/tests/pinned/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().collect()
}

fn day(d: u8, counted: u32, later: bool, today: bool) -> Option<Day> {
    Some(Day {
        date: Date::new(2026, 12, d).unwrap(),
        counted,
        score: (counted > 0).then_some(i64::from(d) * 10),
        later,
        today,
    })
}

#[test]
fn tables_are_written_as_pinned() {
    let rows = [vec!["1".into(), EVIL.into()], vec![EVIL.into(), "–".into()]];
    let html = table("figures", EVIL, &["#", EVIL], &rows);
    assert_eq!(html.as_str(), pinned("table_games.snap"));
    let html = table("figures", "Nothing", &[], &[]);
    assert_eq!(html.as_str(), pinned("table_empty.snap"));
}

/// A week with a day outside the month, a counted day with a link, one played later with a
/// link, today counted twice without a link, a day without marks, and two more outside.
#[test]
fn the_calendar_is_written_as_pinned() {
    let weeks = [[
        None,
        day(1, 1, false, false),
        day(2, 0, true, false),
        day(3, 2, false, true),
        day(4, 0, false, false),
        None,
        None,
    ]];
    let said = |d: &Day| format!("said {} {EVIL}", d.counted);
    let shown = |d: &Day| {
        d.score
            .map_or_else(|| format!("×{}", d.counted), |s| s.to_string())
    };
    let link = |d: &Day| {
        (d.date.day() <= 2).then(|| {
            (
                format!("/mino?day={}&x='\"", d.date),
                format!("play <{}>", d.date),
            )
        })
    };
    let text = CalendarText {
        caption: EVIL,
        weekdays: [
            ("M", "Mon"),
            ("T", "Tue"),
            ("W", "Wed"),
            ("T", "Thu"),
            ("F", "Fri"),
            ("S", "Sat"),
            ("<S>", "Sun & \"day\""),
        ],
        said: &said,
        shown: &shown,
        link: &link,
    };
    let html = calendar(&weeks, &text);
    assert_eq!(html.as_str(), pinned("calendar.snap"));
}

/// The charts' empty elements end with their end tag (`<line ..></line>`, as `Html` writes
/// every element): in SVG the same element as `<line ../>`.
#[test]
fn the_scores_chart_is_written_as_pinned() {
    let svg = scores_svg(&[61, 129, 90], &LABELS);
    assert_eq!(svg.as_str(), pinned("scores_three.snap"));
    // One game: the dot in the middle, a negative score.
    let svg = scores_svg(&[-7], &LABELS);
    assert_eq!(svg.as_str(), pinned("scores_one.snap"));
    let svg = scores_svg(&[], &LABELS);
    assert_eq!(svg.as_str(), pinned("scores_none.snap"));
}

#[test]
fn the_histogram_is_written_as_pinned() {
    let svg = histogram_svg(&histogram(&[61, 87, 129, 90, 95]), &LABELS);
    assert_eq!(svg.as_str(), pinned("histogram_five.snap"));
    let svg = histogram_svg(&histogram(&[]), &LABELS);
    assert_eq!(svg.as_str(), pinned("histogram_empty.snap"));
}
