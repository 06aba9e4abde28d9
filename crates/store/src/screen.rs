//! The screen a game page had on show (`numera.screen.<game>`): facts only the interface knows
//! (a reveal already read, a pick still open to taking back), as a few numbers the page writes
//! and reads itself. It holds the length of the log it was written at, so it is only believed
//! for that very save. Not carried by backups: it describes one browser's screen.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Screen {
    pub actions: usize,
    pub facts: Vec<u32>,
}

impl Screen {
    pub fn to_text(&self) -> String {
        let mut text = self.actions.to_string();
        for fact in &self.facts {
            text.push(' ');
            text.push_str(&fact.to_string());
        }
        text
    }

    pub fn from_text(text: &str) -> Option<Screen> {
        let mut numbers = text.split(' ').map(|p| p.parse::<u32>().ok());
        let actions = numbers.next()?? as usize;
        let facts = numbers.collect::<Option<Vec<u32>>>()?;
        Some(Screen { actions, facts })
    }
}

#[cfg(test)]
mod tests {
    use super::Screen;

    #[test]
    fn screen_text_round_trips_and_refuses_garbage() {
        for facts in [vec![], vec![3], vec![2, 0, 1]] {
            let screen = Screen { actions: 17, facts };
            assert_eq!(Screen::from_text(&screen.to_text()), Some(screen));
        }
        for bad in ["", "x", "3 -1", "3 a", "3  4"] {
            assert_eq!(Screen::from_text(bad), None, "{bad:?}");
        }
    }
}
