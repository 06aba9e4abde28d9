//! The histogram of scores: bins of one round width, from the lowest score's bin to the
//! highest's, empty bins included (a gap in the scores shows as a gap).

use super::scale::{floor_to, nice_step};

/// At most this many bins: more would be slivers on a phone.
pub const MAX_BINS: i64 = 10;

/// Scores from `from` to `to`, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bin {
    pub from: i64,
    pub to: i64,
    pub count: u32,
}

/// The bins of `scores` (none when there is no score).
pub fn histogram(scores: &[i64]) -> Vec<Bin> {
    let (Some(&low), Some(&high)) = (scores.iter().min(), scores.iter().max()) else {
        return Vec::new();
    };
    // The span the bins must cover counts whole scores: 0 to 9 is ten of them.
    let mut width = nice_step(high - low + 1, MAX_BINS);
    // Aligning the first bin to the width can push the last past MAX_BINS: widen once more.
    while (floor_to(high, width) - floor_to(low, width)) / width + 1 > MAX_BINS {
        width = nice_step(width + 1, 1);
    }
    let start = floor_to(low, width);
    let count = (floor_to(high, width) - start) / width + 1;
    let mut bins: Vec<Bin> = (0..count)
        .map(|i| Bin {
            from: start + i * width,
            to: start + (i + 1) * width - 1,
            count: 0,
        })
        .collect();
    for &score in scores {
        let i = ((score - start) / width) as usize;
        bins[i].count += 1;
    }
    bins
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_are_round_and_hold_every_score_once() {
        assert_eq!(histogram(&[]), []);
        assert_eq!(
            histogram(&[5]),
            [Bin {
                from: 5,
                to: 5,
                count: 1
            }]
        );
        let bins = histogram(&[61, 87, 129, 90, 95]);
        assert_eq!(bins.first().map(|b| (b.from, b.to)), Some((60, 69)));
        assert_eq!(bins.last().map(|b| (b.from, b.to)), Some((120, 129)));
        assert_eq!(bins.len(), 7);
        let counts: Vec<u32> = bins.iter().map(|b| b.count).collect();
        assert_eq!(counts, [1, 0, 1, 2, 0, 0, 1]);
        let negative = histogram(&[-60, 120, 20]);
        assert!(negative.len() as i64 <= MAX_BINS);
        assert_eq!(negative.iter().map(|b| b.count).sum::<u32>(), 3);
        assert!(negative[0].from <= -60);
    }
}
