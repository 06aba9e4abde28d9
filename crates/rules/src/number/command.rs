//! The Number's command box (docs/accessibility.md, docs/notation.md "spoken forms"): a typed
//! line read as a pick or as a question about the table. Only the reading of the text is
//! here; the app answers the questions from the seat's view and plays the pick through the
//! engine like any other.

use crate::spoken::{fold, named};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Three digits, `417` or `098` (spaces between them are allowed: `4 1 7`).
    Pick(u16),
    /// Round, turn, bonus and who is still choosing.
    Turn,
    /// The digits left on my sheet, and those crossed out.
    Digits,
    /// Every seat's score.
    Scores,
    /// The last reveal, again.
    Last,
    /// The list of commands.
    Help,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// Nothing typed: nothing to answer.
    Empty,
    /// Digits only, but not three of them (`41`, `4170`).
    NotThreeDigits { typed: String },
    /// Neither a number nor a command's name.
    Unknown { typed: String },
}

/// Each question with its letter first, then its names in English, French and Chinese
/// (any of them works, whatever the page's language: the letters are the same everywhere).
const QUESTIONS: &[(Command, &[&str])] = &[
    (Command::Turn, &["t", "turn", "tour", "回合"]),
    (Command::Digits, &["d", "digits", "chiffres", "數字"]),
    (Command::Scores, &["s", "scores", "score", "分數"]),
    (Command::Last, &["l", "last", "dernier", "上一輪"]),
    (Command::Help, &["h", "help", "?", "aide", "說明"]),
];

impl Command {
    /// The questions, in the order `help` lists them, each with its letter.
    pub fn questions() -> impl Iterator<Item = (Command, &'static str)> {
        QUESTIONS
            .iter()
            .map(|&(command, names)| (command, names[0]))
    }

    pub fn parse(text: &str) -> Result<Command, CommandError> {
        let line = fold(text);
        if line.is_empty() {
            return Err(CommandError::Empty);
        }
        let digits: String = line.chars().filter(|c| *c != ' ').collect();
        if digits.bytes().all(|b| b.is_ascii_digit()) {
            return match digits.parse::<u16>() {
                Ok(number) if digits.len() == 3 => Ok(Command::Pick(number)),
                _ => Err(CommandError::NotThreeDigits { typed: digits }),
            };
        }
        named(line.as_str(), QUESTIONS).ok_or(CommandError::Unknown {
            typed: text.trim().to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_digits_are_a_pick_and_leading_zeros_count() {
        assert_eq!(Command::parse("417"), Ok(Command::Pick(417)));
        assert_eq!(Command::parse(" 098 "), Ok(Command::Pick(98)));
        assert_eq!(Command::parse("4 1 7"), Ok(Command::Pick(417)));
        assert_eq!(Command::parse("０００"), Ok(Command::Pick(0)));
    }

    #[test]
    fn other_counts_of_digits_are_refused_with_what_was_typed() {
        for (typed, digits) in [("41", "41"), ("4170", "4170"), ("9 9 9 9 9 9", "999999")] {
            assert_eq!(
                Command::parse(typed),
                Err(CommandError::NotThreeDigits {
                    typed: digits.to_owned()
                })
            );
        }
    }

    #[test]
    fn each_question_answers_to_its_letter_and_its_names_in_every_language() {
        let letters: String = Command::questions().map(|(_, letter)| letter).collect();
        assert_eq!(letters, "tdslh");
        for (command, letter) in Command::questions() {
            assert_eq!(Command::parse(letter), Ok(command));
            assert_eq!(Command::parse(&letter.to_uppercase()), Ok(command));
        }
        assert_eq!(Command::parse("Scores"), Ok(Command::Scores));
        assert_eq!(Command::parse("chiffres"), Ok(Command::Digits));
        assert_eq!(Command::parse("說明"), Ok(Command::Help));
        assert_eq!(Command::parse("ｌ"), Ok(Command::Last));
    }

    #[test]
    fn nothing_typed_and_unknown_words_are_told_apart() {
        assert_eq!(Command::parse("   "), Err(CommandError::Empty));
        assert_eq!(
            Command::parse(" pick 41x "),
            Err(CommandError::Unknown {
                typed: "pick 41x".to_owned()
            })
        );
    }
}
