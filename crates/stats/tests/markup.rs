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
    let pinned = concat!(
        r#"<table class="figures">"#,
        r"<caption>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</caption>",
        r"<thead>",
        r"<tr>",
        r#"<th scope="col">#</th>"#,
        r#"<th scope="col">&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</th>"#,
        r"</tr>",
        r"</thead>",
        r"<tbody>",
        r"<tr>",
        r#"<th scope="row">1</th>"#,
        r"<td>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</td>",
        r"</tr>",
        r"<tr>",
        r#"<th scope="row">&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</th>"#,
        r"<td>–</td>",
        r"</tr>",
        r"</tbody>",
        r"</table>",
    );
    assert_eq!(html.as_str(), pinned);
    let html = table("figures", "Nothing", &[], &[]);
    let pinned = concat!(
        r#"<table class="figures">"#,
        r"<caption>Nothing</caption>",
        r"<thead>",
        r"<tr>",
        r"</tr>",
        r"</thead>",
        r"<tbody>",
        r"</tbody>",
        r"</table>",
    );
    assert_eq!(html.as_str(), pinned);
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
    let pinned = concat!(
        r#"<table class="calendar">"#,
        r"<caption>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</caption>",
        r"<thead>",
        r"<tr>",
        r#"<th scope="col">"#,
        r#"<abbr title="Mon">M</abbr>"#,
        r"</th>",
        r#"<th scope="col">"#,
        r#"<abbr title="Tue">T</abbr>"#,
        r"</th>",
        r#"<th scope="col">"#,
        r#"<abbr title="Wed">W</abbr>"#,
        r"</th>",
        r#"<th scope="col">"#,
        r#"<abbr title="Thu">T</abbr>"#,
        r"</th>",
        r#"<th scope="col">"#,
        r#"<abbr title="Fri">F</abbr>"#,
        r"</th>",
        r#"<th scope="col">"#,
        r#"<abbr title="Sat">S</abbr>"#,
        r"</th>",
        r#"<th scope="col">"#,
        r#"<abbr title="Sun &amp; &quot;day&quot;">&lt;S&gt;</abbr>"#,
        r"</th>",
        r"</tr>",
        r"</thead>",
        r"<tbody>",
        r"<tr>",
        r"<td>",
        r"</td>",
        r#"<td class="day done" data-date="2026-12-01">"#,
        r#"<a class="day-n day-link" href="/mino?day=2026-12-01&amp;x=&#39;&quot;" aria-label="play &lt;2026-12-01&gt;">1</a>"#,
        r#"<span class="mark" aria-hidden="true">✓</span>"#,
        r#"<span class="day-note" aria-hidden="true">10</span>"#,
        r#"<span class="sr-only">said 1 &lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</span>"#,
        r"</td>",
        r#"<td class="day later" data-date="2026-12-02">"#,
        r#"<a class="day-n day-link" href="/mino?day=2026-12-02&amp;x=&#39;&quot;" aria-label="play &lt;2026-12-02&gt;">2</a>"#,
        r#"<span class="mark" aria-hidden="true">○</span>"#,
        r#"<span class="day-note" aria-hidden="true">×0</span>"#,
        r#"<span class="sr-only">said 0 &lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</span>"#,
        r"</td>",
        r#"<td class="day done today" data-date="2026-12-03" aria-current="date">"#,
        r#"<span class="day-n">3</span>"#,
        r#"<span class="mark" aria-hidden="true">✓</span>"#,
        r#"<span class="day-note" aria-hidden="true">30</span>"#,
        r#"<span class="sr-only">said 2 &lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</span>"#,
        r"</td>",
        r#"<td class="day" data-date="2026-12-04">"#,
        r#"<span class="day-n">4</span>"#,
        r"</td>",
        r"<td>",
        r"</td>",
        r"<td>",
        r"</td>",
        r"</tr>",
        r"</tbody>",
        r"</table>",
    );
    assert_eq!(html.as_str(), pinned);
}

/// The charts' empty elements end with their end tag (`<line ..></line>`, as `Html` writes
/// every element): in SVG the same element as `<line ../>`.
#[test]
fn the_scores_chart_is_written_as_pinned() {
    let svg = scores_svg(&[61, 129, 90], &LABELS);
    let pinned = concat!(
        r#"<svg class="chart chart-scores" viewBox="0 0 400 220" role="img" aria-label="&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;">"#,
        r"<title>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</title>",
        r#"<line class="chart-grid" x1="40" x2="388" y1="190.0" y2="190.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="194.0" text-anchor="end">60</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="148.0" y2="148.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="152.0" text-anchor="end">80</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="106.0" y2="106.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="110.0" text-anchor="end">100</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="64.0" y2="64.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="68.0" text-anchor="end">120</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="22.0" y2="22.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="26.0" text-anchor="end">140</text>"#,
        r#"<text class="chart-name" x="4" y="12">Score&#39;s &quot;value&quot;</text>"#,
        r#"<polyline class="chart-line" points="40.0,187.9 214.0,45.1 388.0,127.0"></polyline>"#,
        r#"<circle class="chart-dot" cx="40.0" cy="187.9" r="3.5"></circle>"#,
        r#"<text class="chart-tick" x="40.0" y="206.0" text-anchor="middle">1</text>"#,
        r#"<circle class="chart-dot" cx="214.0" cy="45.1" r="3.5"></circle>"#,
        r#"<text class="chart-tick" x="214.0" y="206.0" text-anchor="middle">2</text>"#,
        r#"<circle class="chart-dot" cx="388.0" cy="127.0" r="3.5"></circle>"#,
        r#"<text class="chart-tick" x="388.0" y="206.0" text-anchor="middle">3</text>"#,
        r#"<text class="chart-name" x="388" y="218" text-anchor="end">Game &amp; &lt;round&gt;</text>"#,
        r"</svg>",
    );
    assert_eq!(svg.as_str(), pinned);
    // One game: the dot in the middle, a negative score.
    let svg = scores_svg(&[-7], &LABELS);
    let pinned = concat!(
        r#"<svg class="chart chart-scores" viewBox="0 0 400 220" role="img" aria-label="&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;">"#,
        r"<title>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</title>",
        r#"<line class="chart-grid" x1="40" x2="388" y1="190.0" y2="190.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="194.0" text-anchor="end">-7</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="22.0" y2="22.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="26.0" text-anchor="end">-6</text>"#,
        r#"<text class="chart-name" x="4" y="12">Score&#39;s &quot;value&quot;</text>"#,
        r#"<polyline class="chart-line" points="214.0,190.0"></polyline>"#,
        r#"<circle class="chart-dot" cx="214.0" cy="190.0" r="3.5"></circle>"#,
        r#"<text class="chart-tick" x="214.0" y="206.0" text-anchor="middle">1</text>"#,
        r#"<text class="chart-name" x="388" y="218" text-anchor="end">Game &amp; &lt;round&gt;</text>"#,
        r"</svg>",
    );
    assert_eq!(svg.as_str(), pinned);
    let svg = scores_svg(&[], &LABELS);
    let pinned = concat!(
        r#"<svg class="chart chart-scores" viewBox="0 0 400 220" role="img" aria-label="&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;">"#,
        r"<title>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</title>",
        r#"<polyline class="chart-line" points=""></polyline>"#,
        r#"<text class="chart-name" x="388" y="218" text-anchor="end">Game &amp; &lt;round&gt;</text>"#,
        r"</svg>",
    );
    assert_eq!(svg.as_str(), pinned);
}

#[test]
fn the_histogram_is_written_as_pinned() {
    let svg = histogram_svg(&histogram(&[61, 87, 129, 90, 95]), &LABELS);
    let pinned = concat!(
        r#"<svg class="chart chart-histogram" viewBox="0 0 400 220" role="img" aria-label="&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;">"#,
        r"<title>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</title>",
        r#"<line class="chart-grid" x1="40" x2="388" y1="190.0" y2="190.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="194.0" text-anchor="end">0</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="106.0" y2="106.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="110.0" text-anchor="end">1</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="22.0" y2="22.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="26.0" text-anchor="end">2</text>"#,
        r#"<text class="chart-name" x="4" y="12">Score&#39;s &quot;value&quot;</text>"#,
        r#"<rect class="chart-bar" x="45.0" y="106.0" width="39.8" height="84.0"></rect>"#,
        r#"<text class="chart-count" x="64.9" y="102.0" text-anchor="middle">1</text>"#,
        r#"<text class="chart-tick" x="64.9" y="206.0" text-anchor="middle">60</text>"#,
        r#"<rect class="chart-bar" x="94.7" y="190.0" width="39.8" height="0.0"></rect>"#,
        r#"<text class="chart-tick" x="114.6" y="206.0" text-anchor="middle">70</text>"#,
        r#"<rect class="chart-bar" x="144.4" y="106.0" width="39.8" height="84.0"></rect>"#,
        r#"<text class="chart-count" x="164.3" y="102.0" text-anchor="middle">1</text>"#,
        r#"<text class="chart-tick" x="164.3" y="206.0" text-anchor="middle">80</text>"#,
        r#"<rect class="chart-bar" x="194.1" y="22.0" width="39.8" height="168.0"></rect>"#,
        r#"<text class="chart-count" x="214.0" y="18.0" text-anchor="middle">2</text>"#,
        r#"<text class="chart-tick" x="214.0" y="206.0" text-anchor="middle">90</text>"#,
        r#"<rect class="chart-bar" x="243.8" y="190.0" width="39.8" height="0.0"></rect>"#,
        r#"<text class="chart-tick" x="263.7" y="206.0" text-anchor="middle">100</text>"#,
        r#"<rect class="chart-bar" x="293.5" y="190.0" width="39.8" height="0.0"></rect>"#,
        r#"<text class="chart-tick" x="313.4" y="206.0" text-anchor="middle">110</text>"#,
        r#"<rect class="chart-bar" x="343.3" y="106.0" width="39.8" height="84.0"></rect>"#,
        r#"<text class="chart-count" x="363.1" y="102.0" text-anchor="middle">1</text>"#,
        r#"<text class="chart-tick" x="363.1" y="206.0" text-anchor="middle">120</text>"#,
        r#"<text class="chart-name" x="388" y="218" text-anchor="end">Game &amp; &lt;round&gt;</text>"#,
        r"</svg>",
    );
    assert_eq!(svg.as_str(), pinned);
    let svg = histogram_svg(&histogram(&[]), &LABELS);
    let pinned = concat!(
        r#"<svg class="chart chart-histogram" viewBox="0 0 400 220" role="img" aria-label="&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;">"#,
        r"<title>&lt;b a=&#39;1&#39; b=&quot;2&quot;&gt;&amp;&lt;/b&gt;</title>",
        r#"<line class="chart-grid" x1="40" x2="388" y1="190.0" y2="190.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="194.0" text-anchor="end">0</text>"#,
        r#"<line class="chart-grid" x1="40" x2="388" y1="22.0" y2="22.0"></line>"#,
        r#"<text class="chart-tick" x="34" y="26.0" text-anchor="end">1</text>"#,
        r#"<text class="chart-name" x="4" y="12">Score&#39;s &quot;value&quot;</text>"#,
        r#"<text class="chart-name" x="388" y="218" text-anchor="end">Game &amp; &lt;round&gt;</text>"#,
        r"</svg>",
    );
    assert_eq!(svg.as_str(), pinned);
}
