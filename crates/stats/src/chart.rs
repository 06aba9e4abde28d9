//! The chart of scores over time, scaled: one point per game in the order played (games
//! equally spaced: the order is what the chart is about, not the days between games), the
//! score axis on round ticks that cover every score.

use super::scale::{floor_to, nice_step};

/// The drawing's size (SVG user units; it scales to the page's width) and the room kept
/// around the plot for the axis labels.
pub const WIDTH: f64 = 400.0;
pub const HEIGHT: f64 = 220.0;
pub const LEFT: f64 = 40.0;
pub const RIGHT: f64 = 12.0;
pub const TOP: f64 = 22.0;
pub const BOTTOM: f64 = 30.0;

/// About this many spaces between ticks of the score axis.
const TICK_PARTS: i64 = 4;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// The game's number, 1 for the first.
    pub game: usize,
    pub score: i64,
    pub x: f64,
    pub y: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    pub points: Vec<Point>,
    /// The score axis: each tick's value and height, lowest first.
    pub ticks: Vec<(i64, f64)>,
}

/// The vertical position of `value` on an axis from `low` (at the bottom) to `high`.
pub fn y_of(value: i64, low: i64, high: i64) -> f64 {
    let plot = HEIGHT - TOP - BOTTOM;
    TOP + plot * (high - value) as f64 / (high - low).max(1) as f64
}

/// The round ticks from below the lowest value to above the highest (at least two).
pub fn ticks(low: i64, high: i64) -> Vec<i64> {
    let step = nice_step(high - low, TICK_PARTS);
    let first = floor_to(low, step);
    let last = -floor_to(-high, step);
    let last = if last == first { first + step } else { last };
    (0..=(last - first) / step)
        .map(|i| first + i * step)
        .collect()
}

/// The chart of `scores`, oldest first (empty when there are none).
pub fn chart(scores: &[i64]) -> Chart {
    let (Some(&low), Some(&high)) = (scores.iter().min(), scores.iter().max()) else {
        return Chart {
            points: Vec::new(),
            ticks: Vec::new(),
        };
    };
    let values = ticks(low, high);
    let (bottom, top) = (values[0], values[values.len() - 1]);
    let plot = WIDTH - LEFT - RIGHT;
    let x_of = |i: usize| match scores.len() {
        1 => LEFT + plot / 2.0,
        n => LEFT + plot * i as f64 / (n - 1) as f64,
    };
    Chart {
        points: scores
            .iter()
            .enumerate()
            .map(|(i, &score)| Point {
                game: i + 1,
                score,
                x: x_of(i),
                y: y_of(score, bottom, top),
            })
            .collect(),
        ticks: values.iter().map(|&v| (v, y_of(v, bottom, top))).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_span_the_plot_and_ticks_cover_the_scores() {
        let c = chart(&[61, 129, 90]);
        assert_eq!(c.points.len(), 3);
        assert_eq!(c.points[0].x, LEFT);
        assert_eq!(c.points[2].x, WIDTH - RIGHT);
        let values: Vec<i64> = c.ticks.iter().map(|t| t.0).collect();
        assert_eq!(values, [60, 80, 100, 120, 140]);
        // Higher scores sit higher (smaller y), and the ticks frame the plot.
        assert!(c.points[1].y < c.points[2].y && c.points[2].y < c.points[0].y);
        assert_eq!(c.ticks[0].1, HEIGHT - BOTTOM);
        assert_eq!(c.ticks[4].1, TOP);
        let one = chart(&[7]);
        assert_eq!(one.points[0].x, LEFT + (WIDTH - LEFT - RIGHT) / 2.0);
        assert_eq!(one.ticks.iter().map(|t| t.0).collect::<Vec<_>>(), [7, 8]);
        assert_eq!(ticks(-60, 120), [-100, -50, 0, 50, 100, 150]);
        assert!(chart(&[]).points.is_empty());
    }
}
