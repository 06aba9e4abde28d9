//! The small fields of a challenge payload: unsigned and signed varints (LEB128, zigzag) and
//! length-prefixed text, read back by a cursor that refuses to run past the end.

pub fn put_uint(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

pub fn put_int(out: &mut Vec<u8>, n: i64) {
    put_uint(out, ((n << 1) ^ (n >> 63)) as u64);
}

pub fn put_text(out: &mut Vec<u8>, text: &str) {
    put_uint(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

/// A payload being read; every read says `None` past the end or on a malformed field.
pub struct Cursor<'a> {
    bytes: &'a [u8],
}

impl<'a> Cursor<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Cursor { bytes }
    }

    pub fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.bytes.split_first()?;
        self.bytes = rest;
        Some(b)
    }

    pub fn uint(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= ((b & 0x7f) as u64).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    pub fn int(&mut self) -> Option<i64> {
        let z = self.uint()?;
        Some((z >> 1) as i64 ^ -((z & 1) as i64))
    }

    pub fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.bytes.len() {
            return None;
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Some(head)
    }

    pub fn text(&mut self) -> Option<&'a str> {
        let n = usize::try_from(self.uint()?).ok()?;
        std::str::from_utf8(self.take(n)?).ok()
    }

    /// What is left: the packed choices.
    pub fn rest(self) -> &'a [u8] {
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_round_trip() {
        let mut out = Vec::new();
        for n in [0u64, 1, 127, 128, 300, u64::MAX] {
            put_uint(&mut out, n);
        }
        for n in [0i64, -1, 1, -64, 64, i64::MIN, i64::MAX] {
            put_int(&mut out, n);
        }
        put_text(&mut out, "Zoé 字");
        let mut c = Cursor::new(&out);
        for n in [0u64, 1, 127, 128, 300, u64::MAX] {
            assert_eq!(c.uint(), Some(n));
        }
        for n in [0i64, -1, 1, -64, 64, i64::MIN, i64::MAX] {
            assert_eq!(c.int(), Some(n));
        }
        assert_eq!(c.text(), Some("Zoé 字"));
        assert_eq!(c.byte(), None);
        assert_eq!(Cursor::new(&[0x80, 0x80]).uint(), None);
        assert_eq!(Cursor::new(&[5, b'a']).text(), None);
    }
}
