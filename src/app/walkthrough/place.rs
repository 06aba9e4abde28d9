//! Where a coach mark goes: next to the element it points at (below, above, then beside it),
//! inside the viewport, and over it only when the viewport leaves no room at all.

/// A box on screen, in CSS pixels from the viewport's top left.
#[derive(Clone, Copy, PartialEq)]
pub struct Rect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    fn right(self) -> f64 {
        self.left + self.width
    }

    fn bottom(self) -> f64 {
        self.top + self.height
    }
}

/// Room kept between the card and the viewport's edges, and between it and its element.
const EDGE: f64 = 8.0;
const GAP: f64 = 12.0;

/// The top left corner of a `card` (only its size counts) pointing at `at` in a viewport of
/// `view` (width, height); with no element, at the bottom of the viewport.
pub fn place(at: Option<Rect>, card: Rect, view: (f64, f64)) -> (f64, f64) {
    let (w, h) = view;
    let clamp_x = |x: f64| x.min(w - card.width - EDGE).max(EDGE);
    let clamp_y = |y: f64| y.min(h - card.height - EDGE).max(EDGE);
    let Some(at) = at else {
        return (clamp_x((w - card.width) / 2.0), clamp_y(h));
    };
    let centred = clamp_x(at.left + (at.width - card.width) / 2.0);
    let below = at.bottom() + GAP;
    if below + card.height <= h - EDGE {
        return (centred, below);
    }
    let above = at.top - GAP - card.height;
    if above >= EDGE {
        return (centred, above);
    }
    let beside_y = clamp_y(at.top);
    if at.right() + GAP + card.width <= w - EDGE {
        return (at.right() + GAP, beside_y);
    }
    if at.left - GAP - card.width >= EDGE {
        return (at.left - GAP - card.width, beside_y);
    }
    // No room anywhere: over the viewport's edge the element leaves most uncovered.
    if at.top + at.height / 2.0 > h / 2.0 {
        (centred, EDGE)
    } else {
        (centred, clamp_y(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    const PHONE: (f64, f64) = (390.0, 844.0);
    const CARD: Rect = Rect {
        left: 0.0,
        top: 0.0,
        width: 352.0,
        height: 200.0,
    };

    fn rect(left: f64, top: f64, width: f64, height: f64) -> Rect {
        Rect {
            left,
            top,
            width,
            height,
        }
    }

    fn overlaps(a: Rect, b: Rect) -> bool {
        a.left < b.right() && b.left < a.right() && a.top < b.bottom() && b.top < a.bottom()
    }

    #[test]
    fn the_card_goes_below_then_above_then_beside_and_never_over_when_there_is_room() {
        let cases = [
            (rect(20.0, 100.0, 100.0, 50.0), PHONE, (EDGE, 162.0)),
            (rect(20.0, 700.0, 350.0, 100.0), PHONE, (19.0, 488.0)),
            (
                rect(20.0, 100.0, 600.0, 650.0),
                (1280.0, 800.0),
                (632.0, 100.0),
            ),
        ];
        for (at, view, want) in cases {
            let (x, y) = place(Some(at), CARD, view);
            assert!((x, y) == want);
            assert!(!overlaps(rect(x, y, CARD.width, CARD.height), at));
            assert!(x >= EDGE && x + CARD.width <= view.0 - EDGE + 0.01);
        }
    }

    #[test]
    fn with_no_room_the_card_takes_the_edge_the_element_leaves_free() {
        let tall = rect(0.0, 10.0, 390.0, 780.0);
        let (_, y) = place(Some(tall), CARD, PHONE);
        assert_eq!(y, PHONE.1 - CARD.height - EDGE);
        let (_, y) = place(None, CARD, PHONE);
        assert_eq!(y, PHONE.1 - CARD.height - EDGE);
    }
}
