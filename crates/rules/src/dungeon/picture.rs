//! A plain-text picture of the sheet in play (for the command line and for debugging tests):
//! each tile shows its number, or `.` when empty; rock is blank.

use super::state::Table;

impl Table {
    pub fn picture(&self) -> String {
        let map = self.map();
        let mut out = String::new();
        for y in 0..map.height {
            for x in 0..map.width {
                let p = super::map::Pos::new(x as u8, y as u8);
                let c = match (map.tile(p), self.written(p)) {
                    (None, _) => ' ',
                    (Some(_), Some(v)) => char::from(b'0' + v),
                    (Some(_), None) => '.',
                };
                out.push(c);
                out.push(' ');
            }
            out.push('\n');
        }
        out
    }
}
