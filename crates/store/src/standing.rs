//! Where a saved game stands: two numbers each game words its own way on the home page
//! (round and turn, card of cards…), and whether it is over. Derived from the save, so the
//! home page reads it instead of replaying the log with the game's engine (which would put
//! every engine in the home page's module). A missing or unreadable one is simply not shown:
//! the save itself is what the game page reads, checks and, if damaged, keeps aside.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub at: [u32; 2],
    pub over: bool,
}

// Written as three numbers ("3 8 0") rather than JSON: every game page writes it, and a JSON
// serializer of its own would cost each page's module more than the whole feature.
impl Standing {
    pub fn to_text(self) -> String {
        format!("{} {} {}", self.at[0], self.at[1], u8::from(self.over))
    }

    pub fn from_text(text: &str) -> Option<Standing> {
        let mut parts = text.split(' ').map(|p| p.parse::<u32>().ok());
        let (Some(Some(a)), Some(Some(b)), Some(Some(over @ 0..=1)), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        Some(Standing {
            at: [a, b],
            over: over == 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Standing;

    #[test]
    fn a_standing_reads_back_as_written_and_nothing_else_reads() {
        for standing in [
            Standing {
                at: [3, 8],
                over: false,
            },
            Standing {
                at: [20, 20],
                over: true,
            },
        ] {
            assert_eq!(Standing::from_text(&standing.to_text()), Some(standing));
        }
        for bad in [
            "",
            "3 8",
            "3 8 2",
            "3 8 0 1",
            "a 8 0",
            "3  8 0",
            "{\"at\":[1,2]}",
        ] {
            assert_eq!(Standing::from_text(bad), None, "{bad:?}");
        }
    }
}
