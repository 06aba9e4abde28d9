//! Which games' walkthroughs the player has answered (`numera.tours`): taken or turned down,
//! so a game's page offers its tour once. Plain text, the game ids separated by spaces
//! ("nmbr9 mino"); words this build does not know (a later game) are kept as they are.
//! Not carried by backups: it says what this browser has shown, and a tour offered once more
//! on another device costs a "No thanks" (docs/storage.md).

use numera_rules::GameId;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tours(Vec<String>);

impl Tours {
    pub fn from_text(text: &str) -> Tours {
        Tours(text.split_whitespace().map(str::to_owned).collect())
    }

    pub fn to_text(&self) -> String {
        self.0.join(" ")
    }

    pub fn answered(&self, game: GameId) -> bool {
        self.0.iter().any(|g| g == game.as_str())
    }

    /// Adds `game`; false when it was there already (nothing to write).
    pub fn answer(&mut self, game: GameId) -> bool {
        if self.answered(game) {
            return false;
        }
        self.0.push(game.as_str().to_owned());
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Tours;
    use numera_rules::GameId;

    #[test]
    fn a_game_is_answered_once_and_unknown_words_stay() {
        let mut tours = Tours::from_text("  later-game  nmbr9 ");
        assert!(tours.answered(GameId::Nmbr9));
        assert!(!tours.answered(GameId::Mino));
        assert!(!tours.answer(GameId::Nmbr9));
        assert!(tours.answer(GameId::Mino));
        assert_eq!(tours.to_text(), "later-game nmbr9 mino");
        assert_eq!(Tours::from_text(&tours.to_text()), tours);
        assert_eq!(Tours::from_text(""), Tours::default());
    }
}
