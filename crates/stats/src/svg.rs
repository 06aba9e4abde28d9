//! The two score charts drawn as SVG text. Colours come from CSS classes (style/stats.css,
//! over the theme's custom properties), so the same drawing follows the light and dark themes
//! and the game's accent. The figures are also in a table beside each chart (`html`): the
//! drawing is named as an image, and a screen reader reads the table.

use std::fmt::Write;

use super::chart::{chart, ticks, y_of, BOTTOM, HEIGHT, LEFT, RIGHT, WIDTH};
use super::histogram::Bin;
use super::html::escape;
use super::scale::nice_step;

/// What a chart says in words, in the reader's language.
pub struct Labels<'a> {
    /// The image's name, for assistive technology and as its tooltip.
    pub title: &'a str,
    /// The horizontal and vertical axes' names.
    pub x: &'a str,
    pub y: &'a str,
}

fn open(out: &mut String, class: &str, labels: &Labels) {
    let _ = write!(
        out,
        r#"<svg class="chart {class}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{title}"><title>{title}</title>"#,
        title = escape(labels.title),
    );
}

/// The vertical axis: a grid line and a label at each tick, the axis name above it.
fn y_axis(out: &mut String, values: &[i64], low: i64, high: i64, name: &str) {
    for &value in values {
        let y = y_of(value, low, high);
        let _ = write!(
            out,
            r#"<line class="chart-grid" x1="{LEFT}" x2="{right}" y1="{y:.1}" y2="{y:.1}"/><text class="chart-tick" x="{lx}" y="{ty:.1}" text-anchor="end">{value}</text>"#,
            right = WIDTH - RIGHT,
            lx = LEFT - 6.0,
            ty = y + 4.0,
        );
    }
    let _ = write!(
        out,
        r#"<text class="chart-name" x="4" y="12">{}</text>"#,
        escape(name)
    );
}

fn x_name(out: &mut String, name: &str) {
    let _ = write!(
        out,
        r#"<text class="chart-name" x="{x}" y="{y}" text-anchor="end">{}</text>"#,
        escape(name),
        x = WIDTH - RIGHT,
        y = HEIGHT - 2.0,
    );
}

/// Scores over time: a line through one dot per game, oldest on the left.
pub fn scores_svg(scores: &[i64], labels: &Labels) -> String {
    let drawn = chart(scores);
    let mut out = String::new();
    open(&mut out, "chart-scores", labels);
    let values: Vec<i64> = drawn.ticks.iter().map(|t| t.0).collect();
    if let (Some(&low), Some(&high)) = (values.first(), values.last()) {
        y_axis(&mut out, &values, low, high, labels.y);
    }
    let path: Vec<String> = drawn
        .points
        .iter()
        .map(|p| format!("{:.1},{:.1}", p.x, p.y))
        .collect();
    let _ = write!(
        out,
        r#"<polyline class="chart-line" points="{}"/>"#,
        path.join(" ")
    );
    // Game numbers under the axis, on a round step.
    let step = nice_step(scores.len() as i64 - 1, 5) as usize;
    for p in &drawn.points {
        let _ = write!(
            out,
            r#"<circle class="chart-dot" cx="{:.1}" cy="{:.1}" r="3.5"/>"#,
            p.x, p.y
        );
        if (p.game - 1) % step == 0 {
            let _ = write!(
                out,
                r#"<text class="chart-tick" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                p.x,
                HEIGHT - BOTTOM + 16.0,
                p.game
            );
        }
    }
    x_name(&mut out, labels.x);
    out.push_str("</svg>");
    out
}

/// The histogram: one bar per bin, its count above it and its lowest score under it.
pub fn histogram_svg(bins: &[Bin], labels: &Labels) -> String {
    let mut out = String::new();
    open(&mut out, "chart-histogram", labels);
    let most = bins.iter().map(|b| i64::from(b.count)).max().unwrap_or(0);
    let values = ticks(0, most.max(1));
    let high = values.last().copied().unwrap_or(1);
    y_axis(&mut out, &values, 0, high, labels.y);
    let slot = (WIDTH - LEFT - RIGHT) / bins.len().max(1) as f64;
    let base = y_of(0, 0, high);
    for (i, bin) in bins.iter().enumerate() {
        let x = LEFT + slot * i as f64;
        let top = y_of(i64::from(bin.count), 0, high);
        let _ = write!(
            out,
            r#"<rect class="chart-bar" x="{:.1}" y="{top:.1}" width="{:.1}" height="{:.1}"/>"#,
            x + slot * 0.1,
            slot * 0.8,
            base - top
        );
        if bin.count > 0 {
            let _ = write!(
                out,
                r#"<text class="chart-count" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                x + slot / 2.0,
                top - 4.0,
                bin.count
            );
        }
        let _ = write!(
            out,
            r#"<text class="chart-tick" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            x + slot / 2.0,
            HEIGHT - BOTTOM + 16.0,
            bin.from
        );
    }
    x_name(&mut out, labels.x);
    out.push_str("</svg>");
    out
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
        let svg = scores_svg(&[61, 129, 90], &LABELS);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains("Scores &lt;over&gt; time"));
        assert!(!svg.contains("<over>"));
        for tick in ["60", "80", "100", "120", "140"] {
            assert!(svg.contains(&format!(">{tick}</text>")), "{tick}");
        }
        assert!(scores_svg(&[], &LABELS).ends_with("</svg>"));
    }

    #[test]
    fn the_histogram_has_a_bar_per_bin_and_counts_over_the_filled_ones() {
        let bins = histogram(&[61, 87, 129, 90, 95]);
        let svg = histogram_svg(&bins, &LABELS);
        assert_eq!(svg.matches("<rect class=\"chart-bar\"").count(), bins.len());
        assert_eq!(svg.matches("class=\"chart-count\"").count(), 4);
        assert!(svg.contains(">2</text>"));
    }
}
