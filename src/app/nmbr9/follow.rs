//! A zoomed board follows the active area: its frame scrolls so that the tile being placed (or,
//! on a board only looked at, the tile laid last) is in view. A long board zoomed in far enough
//! to read its numbers then still shows where play is, and the keyboard never moves the ghost
//! out of sight. Only the frame scrolls, never the page.

use super::geometry::Extent;

/// A block of board cells: first and last column, first and last row (inclusive).
pub type Span = (i32, i32, i32, i32);

/// The smallest block holding `cells`, if any.
pub fn span(cells: impl IntoIterator<Item = (i32, i32)>) -> Option<Span> {
    cells.into_iter().fold(None, |s, (x, y)| {
        Some(match s {
            None => (x, x, y, y),
            Some((x0, x1, y0, y1)) => (x0.min(x), x1.max(x), y0.min(y), y1.max(y)),
        })
    })
}

/// How far to scroll so that `[a, b]` shows within `[lo, hi]`: nothing when it does, else
/// the least that brings it in; its start when it is longer than the view.
pub fn shift(a: f64, b: f64, lo: f64, hi: f64) -> f64 {
    if a < lo || b - a > hi - lo {
        a - lo
    } else if b > hi {
        b - hi
    } else {
        0.0
    }
}

/// Scrolls the frame around `svg` (its parent) the least that shows `cells` of the board drawn
/// there (`extent`), with half a cell of room for a tile's lift and shadow. Nothing happens
/// when the board fits its frame: the browser keeps a scroll inside what can scroll.
pub fn keep_in_view(svg: &web_sys::Element, extent: Extent, cells: Span) {
    let Some(frame) = svg.parent_element() else {
        return;
    };
    let r = svg.get_bounding_client_rect();
    let cell = r.width() / f64::from(extent.w.max(1));
    if cell <= 0.0 {
        return;
    }
    let f = frame.get_bounding_client_rect();
    let (left, top) = (
        f.left() + f64::from(frame.client_left()),
        f.top() + f64::from(frame.client_top()),
    );
    let pad = cell / 2.0;
    let (x0, x1, y0, y1) = cells;
    let dx = shift(
        r.left() + f64::from(x0 - extent.x0) * cell - pad,
        r.left() + f64::from(x1 + 1 - extent.x0) * cell + pad,
        left,
        left + f64::from(frame.client_width()),
    );
    let dy = shift(
        r.top() + f64::from(y0 - extent.y0) * cell - pad,
        r.top() + f64::from(y1 + 1 - extent.y0) * cell + pad,
        top,
        top + f64::from(frame.client_height()),
    );
    // Whole pixels, away from zero, so the block ends inside rather than half a pixel out.
    let whole = |d: f64| (d.signum() * d.abs().ceil()) as i32;
    if whole(dx) != 0 {
        frame.set_scroll_left(frame.scroll_left() + whole(dx));
    }
    if whole(dy) != 0 {
        frame.set_scroll_top(frame.scroll_top() + whole(dy));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn a_block_in_view_does_not_scroll() {
        assert_eq!(shift(10.0, 20.0, 0.0, 100.0), 0.0);
    }

    #[test]
    fn a_block_out_of_view_scrolls_the_least_that_shows_it() {
        assert_eq!(shift(-30.0, -10.0, 0.0, 100.0), -30.0);
        assert_eq!(shift(90.0, 120.0, 0.0, 100.0), 20.0);
    }

    #[test]
    fn a_block_longer_than_the_view_shows_its_start() {
        assert_eq!(shift(20.0, 200.0, 0.0, 100.0), 20.0);
        assert_eq!(shift(-20.0, 200.0, 0.0, 100.0), -20.0);
    }

    #[test]
    fn the_span_of_cells_holds_them_all() {
        assert_eq!(span([(2, 5), (0, 7), (1, 6)]), Some((0, 2, 5, 7)));
        assert_eq!(span(Vec::new()), None);
    }
}
