//! A stable insertion sort for the short lists the games sort (a tile's cells, the players, a
//! hand, the legal spots of one tile). The standard library's sorts cost several KB of wasm at
//! every call site, which the browser pages pay for at first load; this costs a few hundred bytes.

/// Sorts `items` by `key`, keeping equal items in their order (like `slice::sort_by_key`).
/// Quadratic: meant for lists of at most a few hundred items.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut rng = crate::Rng::from_bits(7);
        for len in 0..60 {
            let mut v: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(8), i)).collect();
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            sort_by_key(&mut v, |p| p.0);
            assert_eq!(v, expected);
        }
    }
}
