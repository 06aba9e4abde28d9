//! The stats page's static parts as HTML text: the tables that carry every charted figure
//! (for screen readers, and for anyone who wants the numbers) and the calendar grid.

use std::fmt::Write;

use super::calendar::Day;

/// `text` safe inside HTML text and quoted attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A table with a caption, column headers and rows whose first cell heads the row.
pub fn table(class: &str, caption: &str, headers: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = format!(
        r#"<table class="{class}"><caption>{}</caption><thead><tr>"#,
        escape(caption)
    );
    for h in headers {
        let _ = write!(out, r#"<th scope="col">{}</th>"#, escape(h));
    }
    out.push_str("</tr></thead><tbody>");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let tag = if i == 0 { "th scope=\"row\"" } else { "td" };
            let end = if i == 0 { "th" } else { "td" };
            let _ = write!(out, "<{tag}>{}</{end}>", escape(cell));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// What the calendar says in words, in the reader's language.
pub struct CalendarText<'a> {
    /// The month, e.g. "December 2026".
    pub caption: &'a str,
    /// Monday to Sunday, short and full.
    pub weekdays: [(&'a str, &'a str); 7],
    /// A day's marks in words (for screen readers): what was done on it.
    pub said: &'a dyn Fn(&Day) -> String,
    /// What a day shows under its number: the score, or how many dailies were done.
    pub shown: &'a dyn Fn(&Day) -> String,
    /// Where a day's number leads, and what the link says: its daily (the archive), when one
    /// game is shown and the day has one.
    pub link: &'a dyn Fn(&Day) -> Option<(String, String)>,
}

/// The month grid as a table. A day with a counted daily is marked by a filled disc with a
/// check (colour and shape), one played only from the archive by a hollow ring; the marks are
/// also said in words.
pub fn calendar(weeks: &[[Option<Day>; 7]], text: &CalendarText) -> String {
    let mut out = format!(
        r#"<table class="calendar"><caption>{}</caption><thead><tr>"#,
        escape(text.caption)
    );
    for (short, full) in text.weekdays {
        let _ = write!(
            out,
            r#"<th scope="col"><abbr title="{}">{}</abbr></th>"#,
            escape(full),
            escape(short)
        );
    }
    out.push_str("</tr></thead><tbody>");
    for week in weeks {
        out.push_str("<tr>");
        for day in week {
            let Some(day) = day else {
                out.push_str("<td></td>");
                continue;
            };
            let (class, mark) = match (day.counted > 0, day.later) {
                (true, _) => ("day done", "✓"),
                (false, true) => ("day later", "○"),
                _ => ("day", ""),
            };
            let today = if day.today { " today" } else { "" };
            let current = if day.today {
                r#" aria-current="date""#
            } else {
                ""
            };
            let _ = write!(
                out,
                r#"<td class="{class}{today}" data-date="{}"{current}>"#,
                day.date
            );
            match (text.link)(day) {
                Some((href, label)) => {
                    let _ = write!(
                        out,
                        r#"<a class="day-n day-link" href="{}" aria-label="{}">{}</a>"#,
                        escape(&href),
                        escape(&label),
                        day.date.day()
                    );
                }
                None => {
                    let _ = write!(out, r#"<span class="day-n">{}</span>"#, day.date.day());
                }
            }
            if !mark.is_empty() {
                let _ = write!(
                    out,
                    r#"<span class="mark" aria-hidden="true">{mark}</span><span class="day-note" aria-hidden="true">{}</span><span class="sr-only">{}</span>"#,
                    escape(&(text.shown)(day)),
                    escape(&(text.said)(day))
                );
            }
            out.push_str("</td>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::{month_grid, Month};
    use numera_store::daily::DailyFile;

    #[test]
    fn tables_escape_their_cells_and_head_their_rows() {
        let html = table(
            "t",
            "A & B",
            &["#", "Score"],
            &[vec!["1".into(), "<b>".into()]],
        );
        assert!(html.contains("<caption>A &amp; B</caption>"));
        assert!(html.contains(r#"<th scope="row">1</th><td>&lt;b&gt;</td>"#));
        assert_eq!(escape(r#"a"'"#), "a&quot;&#39;");
    }

    #[test]
    fn the_calendar_marks_days_by_shape_and_in_words() {
        let mut file = DailyFile::default();
        let fixture = include_str!("../../store/tests/fixtures/daily.json");
        file.results = DailyFile::decode(fixture).unwrap().results;
        let today = "2026-12-03".parse().unwrap();
        let weeks = month_grid(
            Month {
                year: 2026,
                month: 12,
            },
            &file,
            None,
            today,
        );
        let said = |d: &Day| format!("done: {}", d.counted);
        let shown = |d: &Day| d.counted.to_string();
        let days = ["M", "T", "W", "T", "F", "S", "S"].map(|d| (d, d));
        let link = |d: &Day| {
            crate::calendar::archive_link(numera_rules::GameId::Mino, d.date, today)
                .map(|href| (href, format!("play {}", d.date)))
        };
        let text = CalendarText {
            caption: "December 2026",
            weekdays: days,
            said: &said,
            shown: &shown,
            link: &link,
        };
        let html = calendar(&weeks, &text);
        assert_eq!(html.matches("class=\"day done").count(), 1);
        assert!(html.contains(r#"data-date="2026-12-01"><a class="day-n day-link" href="/mino?day=2026-12-01" aria-label="play 2026-12-01">1</a><span class="mark" aria-hidden="true">✓</span>"#));
        assert!(html.contains("<span class=\"sr-only\">done: 1</span>"));
        assert!(html.contains(r#"class="day today" data-date="2026-12-03" aria-current="date""#));
        assert_eq!(html.matches("<td").count(), 35);
        // The days up to today lead to their daily, past ones through the archive; later
        // days lead nowhere.
        assert!(html.contains(r#"<a class="day-n day-link" href="/mino?day=2026-12-02" aria-label="play 2026-12-02">2</a>"#));
        assert!(html.contains(r#"href="/mino?daily" aria-label="play 2026-12-03">3</a>"#));
        assert!(html.contains(r#"data-date="2026-12-04"><span class="day-n">4</span>"#));
        assert_eq!(html.matches("day-link").count(), 3);
    }
}
