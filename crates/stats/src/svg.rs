//! The two score charts drawn as SVG. Colours come from CSS classes (style/stats.css, over the
//! theme's custom properties), so the same drawing follows the light and dark themes and the
//! game's accent. The figures are also in a table beside each chart (`html`): the drawing is
//! named as an image, and a screen reader reads the table. Written with `Html`, so the words
//! in them are escaped by construction; every element is closed by its end tag.

use numera_markup::{El, Html};

use super::chart::{chart, ticks, y_of, BOTTOM, HEIGHT, LEFT, RIGHT, WIDTH};
use super::histogram::Bin;
use super::scale::nice_step;

/// What a chart says in words, in the reader's language.
pub struct Labels<'a> {
    /// The image's name, for assistive technology and as its tooltip.
    pub title: &'a str,
    /// The horizontal and vertical axes' names.
    pub x: &'a str,
    pub y: &'a str,
}

/// A coordinate as the charts write it: one decimal.
fn at(v: f64) -> String {
    format!("{v:.1}")
}

/// A `<text>` of `class` at (`x`, `y`).
fn text(class: &'static str, x: &str, y: &str) -> El {
    Html::el("text").class(class).attr("x", x).attr("y", y)
}

/// A label under the horizontal axis, centred at `x`.
fn x_tick(x: f64, value: &str) -> Html {
    text("chart-tick", &at(x), &at(HEIGHT - BOTTOM + 16.0))
        .attr("text-anchor", "middle")
        .text(value)
        .into()
}

/// The chart around what it draws, named by its title.
fn drawing(class: &'static str, labels: &Labels, drawn: Html) -> Html {
    Html::el("svg")
        .class(&format!("chart {class}"))
        .attr("viewBox", &format!("0 0 {WIDTH} {HEIGHT}"))
        .attr("role", "img")
        .attr("aria-label", labels.title)
        .child(Html::el("title").text(labels.title))
        .child(drawn)
        .child(
            text(
                "chart-name",
                &(WIDTH - RIGHT).to_string(),
                &(HEIGHT - 2.0).to_string(),
            )
            .attr("text-anchor", "end")
            .text(labels.x),
        )
        .into()
}

/// The vertical axis: a grid line and a label at each tick, the axis name above it.
fn y_axis(out: &mut Html, values: &[i64], low: i64, high: i64, name: &str) {
    for &value in values {
        let y = y_of(value, low, high);
        out.push(
            Html::el("line")
                .class("chart-grid")
                .attr("x1", &LEFT.to_string())
                .attr("x2", &(WIDTH - RIGHT).to_string())
                .attr("y1", &at(y))
                .attr("y2", &at(y)),
        );
        out.push(
            text("chart-tick", &(LEFT - 6.0).to_string(), &at(y + 4.0))
                .attr("text-anchor", "end")
                .text(&value.to_string()),
        );
    }
    out.push(text("chart-name", "4", "12").text(name));
}

/// Scores over time: a line through one dot per game, oldest on the left.
pub fn scores_svg(scores: &[i64], labels: &Labels) -> Html {
    let drawn = chart(scores);
    let mut out = Html::new();
    let values: Vec<i64> = drawn.ticks.iter().map(|t| t.0).collect();
    if let (Some(&low), Some(&high)) = (values.first(), values.last()) {
        y_axis(&mut out, &values, low, high, labels.y);
    }
    let path: Vec<String> = drawn
        .points
        .iter()
        .map(|p| format!("{},{}", at(p.x), at(p.y)))
        .collect();
    out.push(
        Html::el("polyline")
            .class("chart-line")
            .attr("points", &path.join(" ")),
    );
    // Game numbers under the axis, on a round step.
    let step = nice_step(scores.len() as i64 - 1, 5) as usize;
    for p in &drawn.points {
        out.push(
            Html::el("circle")
                .class("chart-dot")
                .attr("cx", &at(p.x))
                .attr("cy", &at(p.y))
                .attr("r", "3.5"),
        );
        if (p.game - 1) % step == 0 {
            out.push(x_tick(p.x, &p.game.to_string()));
        }
    }
    drawing("chart-scores", labels, out)
}

/// The histogram: one bar per bin, its count above it and its lowest score under it.
pub fn histogram_svg(bins: &[Bin], labels: &Labels) -> Html {
    let mut out = Html::new();
    let most = bins.iter().map(|b| i64::from(b.count)).max().unwrap_or(0);
    let values = ticks(0, most.max(1));
    let high = values.last().copied().unwrap_or(1);
    y_axis(&mut out, &values, 0, high, labels.y);
    let slot = (WIDTH - LEFT - RIGHT) / bins.len().max(1) as f64;
    let base = y_of(0, 0, high);
    for (i, bin) in bins.iter().enumerate() {
        let x = LEFT + slot * i as f64;
        let top = y_of(i64::from(bin.count), 0, high);
        out.push(
            Html::el("rect")
                .class("chart-bar")
                .attr("x", &at(x + slot * 0.1))
                .attr("y", &at(top))
                .attr("width", &at(slot * 0.8))
                .attr("height", &at(base - top)),
        );
        if bin.count > 0 {
            out.push(
                text("chart-count", &at(x + slot / 2.0), &at(top - 4.0))
                    .attr("text-anchor", "middle")
                    .text(&bin.count.to_string()),
            );
        }
        out.push(x_tick(x + slot / 2.0, &bin.from.to_string()));
    }
    drawing("chart-histogram", labels, out)
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::histogram::histogram;

    const LABELS: Labels = Labels {
        title: "Scores <over> time",
        x: "Game",
        y: "Score",
    };

    #[test]
    fn the_scores_chart_has_a_dot_per_game_and_escapes_its_words() {
        let svg = scores_svg(&[61, 129, 90], &LABELS).into_string();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains("Scores &lt;over&gt; time"));
        assert!(!svg.contains("<over>"));
        for tick in ["60", "80", "100", "120", "140"] {
            assert!(svg.contains(&format!(">{tick}</text>")), "{tick}");
        }
        assert!(scores_svg(&[], &LABELS).as_str().ends_with("</svg>"));
    }

    #[test]
    fn the_histogram_has_a_bar_per_bin_and_counts_over_the_filled_ones() {
        let bins = histogram(&[61, 87, 129, 90, 95]);
        let svg = histogram_svg(&bins, &LABELS).into_string();
        assert_eq!(svg.matches("<rect class=\"chart-bar\"").count(), bins.len());
        assert_eq!(svg.matches("class=\"chart-count\"").count(), 4);
        assert!(svg.contains(">2</text>"));
    }
}
