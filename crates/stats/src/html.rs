//! The stats page's static parts as HTML: the tables that carry every charted figure (for
//! screen readers, and for anyone who wants the numbers) and the calendar grid. Written with
//! `Html`, so every word in them is escaped by construction.

use numera_markup::{El, Html};

use super::calendar::Day;

/// A table with a caption, column headers and rows whose first cell heads the row.
pub fn table(class: &str, caption: &str, headers: &[&str], rows: &[Vec<String>]) -> Html {
    let head = headers.iter().map(|h| heading().text(h));
    let body = rows.iter().map(|row| {
        let cells = row.iter().enumerate().map(|(i, cell)| {
            let cell_el = match i {
                0 => Html::el("th").attr("scope", "row"),
                _ => Html::el("td"),
            };
            cell_el.text(cell)
        });
        Html::el("tr").child(cells.collect::<Html>())
    });
    framed(class, caption, head.collect(), body.collect())
}

/// A column's header cell.
fn heading() -> El {
    Html::el("th").attr("scope", "col")
}

/// The table around a caption, one row of column headers and the body's rows.
fn framed(class: &str, caption: &str, head: Html, body: Html) -> Html {
    Html::el("table")
        .class(class)
        .child(Html::el("caption").text(caption))
        .child(Html::el("thead").child(Html::el("tr").child(head)))
        .child(Html::el("tbody").child(body))
        .into()
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
pub fn calendar(weeks: &[[Option<Day>; 7]], text: &CalendarText) -> Html {
    let head = text
        .weekdays
        .iter()
        .map(|(short, full)| heading().child(Html::el("abbr").attr("title", full).text(short)));
    let body = weeks.iter().map(|week| {
        let days = week.iter().map(|day| match day {
            Some(day) => day_cell(day, text),
            None => Html::el("td"),
        });
        Html::el("tr").child(days.collect::<Html>())
    });
    framed("calendar", text.caption, head.collect(), body.collect())
}

/// One day of the month: its number (a link to its daily, or not), and its mark, note and
/// words when a daily was played on it.
fn day_cell(day: &Day, text: &CalendarText) -> El {
    let (class, mark) = match (day.counted > 0, day.later) {
        (true, _) => ("day done", "✓"),
        (false, true) => ("day later", "○"),
        _ => ("day", ""),
    };
    let class = if day.today {
        format!("{class} today")
    } else {
        class.to_owned()
    };
    let mut cell = Html::el("td")
        .class(&class)
        .attr("data-date", &day.date.to_string());
    if day.today {
        cell = cell.attr("aria-current", "date");
    }
    let number = day.date.day().to_string();
    let number = match (text.link)(day) {
        Some((href, label)) => Html::el("a")
            .class("day-n day-link")
            .attr("href", &href)
            .attr("aria-label", &label),
        None => Html::el("span").class("day-n"),
    }
    .text(&number);
    cell = cell.child(number);
    if !mark.is_empty() {
        let span = |class: &'static str| Html::el("span").class(class);
        cell = cell
            .child(span("mark").hidden().text(mark))
            .child(span("day-note").hidden().text(&(text.shown)(day)))
            .child(span("sr-only").text(&(text.said)(day)));
    }
    cell
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
        let html = html.as_str();
        assert!(html.contains("<caption>A &amp; B</caption>"));
        assert!(html.contains(r#"<th scope="row">1</th><td>&lt;b&gt;</td>"#));
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
        let html = calendar(&weeks, &text).into_string();
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
