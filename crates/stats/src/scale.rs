//! Round steps for axes and bins: 1, 2 or 5 times a power of ten, so that tick labels and bin
//! edges are numbers a reader takes in at a glance.

/// The smallest round step at least `span / parts` (at least 1: scores are whole numbers).
pub fn nice_step(span: i64, parts: i64) -> i64 {
    let want = (span.max(1) + parts - 1) / parts.max(1);
    let mut power = 1i64;
    loop {
        for factor in [1, 2, 5] {
            let step = factor * power;
            if step >= want {
                return step;
            }
        }
        power = power.saturating_mul(10);
    }
}

/// `value` rounded down to a multiple of `step` (towards minus infinity).
pub fn floor_to(value: i64, step: i64) -> i64 {
    value.div_euclid(step) * step
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round_and_cover_the_span() {
        assert_eq!(nice_step(0, 5), 1);
        assert_eq!(nice_step(7, 8), 1);
        assert_eq!(nice_step(9, 8), 2);
        assert_eq!(nice_step(130, 8), 20);
        assert_eq!(nice_step(33, 8), 5);
        assert_eq!(nice_step(1000, 8), 200);
        for span in 0..3000 {
            let step = nice_step(span, 6);
            assert!(step * 6 >= span, "{span}");
        }
        assert_eq!(floor_to(-7, 5), -10);
        assert_eq!(floor_to(7, 5), 5);
    }
}
