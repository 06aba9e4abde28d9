//! Seeded randomness: independent named streams from one seed.
//!
//! Each stream is a PCG32 (rand_pcg: a published, portable algorithm) keyed by the seed, a
//! stream name and an index, so drawing from one stream never shifts another: the k-th roll of
//! a seed is the same whatever happened before. The generator traits are `rand`'s; shuffle and
//! bounded integers are written here, not taken from `rand`, whose algorithms have changed
//! between versions (docs/architecture.md, "Chance"); golden tests pin them.

use rand::{RngCore, SeedableRng};
use rand_pcg::Pcg32;

use super::Seed;

/// SplitMix64's finaliser: spreads every input bit over the output.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// FNV-1a, 64 bits: a stable hash of stream names (std's hasher is not stable across releases).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

#[derive(Debug, Clone)]
pub struct Rng {
    pcg: Pcg32,
}

impl Rng {
    /// The stream `name`/`index` of `seed`, e.g. `Rng::stream(seed, "deal", 0)` or
    /// `Rng::stream(seed, "bot", seat * 1000 + turn)`.
    pub fn stream(seed: Seed, name: &str, index: u64) -> Rng {
        let state = mix(seed.bits() ^ mix(fnv1a(name.as_bytes())));
        let stream = mix(index ^ fnv1a(name.as_bytes()).rotate_left(17));
        Rng {
            pcg: Pcg32::new(state, stream),
        }
    }

    /// A generator from raw bits, for tests and tools that need no seed string.
    pub fn from_bits(bits: u64) -> Rng {
        Rng {
            pcg: Pcg32::seed_from_u64(bits),
        }
    }

    pub fn next_u32(&mut self) -> u32 {
        self.pcg.next_u32()
    }

    /// Uniform in `0..n` without modulo bias (Lemire's multiply-and-reject). Panics if n == 0.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "Rng::below(0)");
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = self.next_u32() as u64 * n as u64;
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + self.below(hi - lo + 1)
    }

    /// One six-sided die.
    pub fn d6(&mut self) -> u8 {
        self.range(1, 6) as u8
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) < num
    }

    /// Fisher–Yates, from the last element down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len() as u32) as usize])
        }
    }

    /// An index chosen with probability proportional to its weight (all weights ≥ 0).
    pub fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        if total <= 0.0 {
            return self.below(weights.len() as u32) as usize;
        }
        let mut x = self.next_u32() as f64 / 4_294_967_296.0 * total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_independent_and_repeatable() {
        let seed: Seed = "K7QM-3XPA".parse().unwrap();
        let a: Vec<u32> = (0..5)
            .map(|_| Rng::stream(seed, "deal", 0).next_u32())
            .collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        let mut deal = Rng::stream(seed, "deal", 0);
        let mut roll = Rng::stream(seed, "roll", 0);
        let mut deal1 = Rng::stream(seed, "deal", 1);
        let x = deal.next_u32();
        assert_ne!(x, roll.next_u32());
        assert_ne!(x, deal1.next_u32());
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::from_bits(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800 && c < 1200), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::from_bits(3);
        let mut v: Vec<u32> = (0..20).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
