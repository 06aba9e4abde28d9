//! A list of digits, each below its own radix, packed into the fewest bytes: the digits are
//! one mixed-radix number (`d0 + r0 * (d1 + r1 * (d2 + …))`), written as a little-endian big
//! integer. A choice among n legal actions so costs log2(n) bits, and a forced move (n = 1)
//! nothing. The decoder learns each radix as it replays, so the radices are never stored.

/// The packed number, built from the last digit to the first.
pub fn pack(digits: &[(u32, u32)]) -> Vec<u8> {
    // Base 2^32 limbs, least significant first.
    let mut limbs: Vec<u32> = Vec::new();
    for &(digit, radix) in digits.iter().rev() {
        let mut carry = digit as u64;
        for limb in limbs.iter_mut() {
            let v = *limb as u64 * radix as u64 + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            limbs.push(carry as u32);
        }
    }
    let mut bytes: Vec<u8> = limbs.iter().flat_map(|l| l.to_le_bytes()).collect();
    while bytes.last() == Some(&0) {
        bytes.pop();
    }
    bytes
}

/// Reads a packed number back one digit at a time, the radix of each given by the caller.
pub struct Unpacker {
    limbs: Vec<u32>,
}

impl Unpacker {
    pub fn new(bytes: &[u8]) -> Unpacker {
        let limbs = bytes
            .chunks(4)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(b)
            })
            .collect();
        Unpacker { limbs }
    }

    /// The next digit below `radix` (≥ 1).
    pub fn next(&mut self, radix: u32) -> u32 {
        let radix = radix.max(1) as u64;
        let mut rem = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let v = rem << 32 | *limb as u64;
            *limb = (v / radix) as u32;
            rem = v % radix;
        }
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
        rem as u32
    }

    /// Whether every digit has been read: anything left over means the number was altered.
    pub fn is_spent(&self) -> bool {
        self.limbs.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_round_trip_and_forced_moves_cost_nothing() {
        let digits: Vec<(u32, u32)> = (0..300u32)
            .map(|i| {
                let radix = 1 + (i * 7919) % 1200;
                ((i * 31) % radix, radix)
            })
            .collect();
        let bytes = pack(&digits);
        let mut back = Unpacker::new(&bytes);
        for &(digit, radix) in &digits {
            assert_eq!(back.next(radix), digit);
        }
        assert!(back.is_spent());
        let bits: f64 = digits.iter().map(|&(_, r)| (r as f64).log2()).sum();
        assert!(bytes.len() as f64 <= (bits / 8.0).ceil() + 1.0);
        assert!(pack(&[(0, 1); 50]).is_empty());
        assert_eq!(pack(&[(1, 2), (0, 1), (1, 2)]), vec![3]);
    }
}
