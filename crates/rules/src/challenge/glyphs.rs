//! The line of emoji a share text carries, one per game, saying how a seat's game went in a
//! glance (as Wordle's squares do): Dungeons map by map, Mino Dice bid by bid, NMBR 9 level
//! by level, The Number turn by turn, Sequence Numbers sequence by sequence. Squares and
//! symbols only: the app adds the words, in the player's language.

use crate::dungeon::DungeonGame;
use crate::mino::MinoGame;
use crate::nmbr9::Nmbr9Game;
use crate::number::NumberGame;
use crate::sequence::SequenceGame;
use crate::{Game, PlayerId};

/// A seat's game as one line of emoji.
pub trait Glyphs: Game {
    fn glyphs(&self, seat: PlayerId) -> String;
}

const WON: &str = "🏆";

/// Each map won (🏆) or lost (💀) with its score: `🏆14 💀-2 🏆21`.
impl Glyphs for DungeonGame {
    fn glyphs(&self, _seat: PlayerId) -> String {
        let maps: Vec<String> = self
            .breakdowns()
            .iter()
            .filter_map(|b| {
                let mark = if b.won? { WON } else { "💀" };
                Some(format!("{mark}{}", b.total))
            })
            .collect();
        maps.join(" ")
    }
}

/// Each hand's bid made (🟩) or missed (🟥).
impl Glyphs for MinoGame {
    fn glyphs(&self, seat: PlayerId) -> String {
        let Some(rows) = self.sheet().get(seat) else {
            return String::new();
        };
        rows.iter()
            .map(|r| if r.made() { "🟩" } else { "🟥" })
            .collect()
    }
}

/// Level colours, ground first.
const LEVELS: [&str; 5] = ["🟫", "🟨", "🟧", "🟥", "🟪"];

/// The tiles on each level, ground first: `🟫×7 🟨×5 🟧×2`.
impl Glyphs for Nmbr9Game {
    fn glyphs(&self, seat: PlayerId) -> String {
        let Some(board) = self.boards().get(seat) else {
            return String::new();
        };
        let levels: Vec<String> = (0..board.level_count())
            .map(|level| {
                let colour = LEVELS[level.min(LEVELS.len() - 1)];
                let level = u8::try_from(level).unwrap_or(u8::MAX);
                format!("{colour}×{}", board.tiles_on(level))
            })
            .collect();
        levels.join(" ")
    }
}

/// Each turn's number approved (🟩), approved with the turn's bonus (⭐), eliminated (🟥) or
/// not played (⬜), round by round.
impl Glyphs for NumberGame {
    fn glyphs(&self, seat: PlayerId) -> String {
        let mut line = String::new();
        let mut round = None;
        for turn in self.history() {
            if round.is_some_and(|r| r != turn.round) {
                line.push(' ');
            }
            round = Some(turn.round);
            let Some(play) = turn.plays.iter().find(|p| p.player == seat) else {
                continue;
            };
            line.push_str(match (play.number, &play.eliminated) {
                (None, _) => "⬜",
                (Some(_), Some(_)) => "🟥",
                (Some(_), None) if play.bonus > 0 => "⭐",
                (Some(_), None) => "🟩",
            });
        }
        line
    }
}

/// The seat's team's sequences (🟦 each), then the other teams' (🟥 each), 🏆 when won.
impl Glyphs for SequenceGame {
    fn glyphs(&self, seat: PlayerId) -> String {
        let ours = self.team_of(seat) as usize;
        let counts = self.team_sequences();
        let mark = |n: usize, glyph: &str| match n {
            0 => "·".to_owned(),
            n => glyph.repeat(n),
        };
        let mut parts = vec![mark(counts.get(ours).copied().unwrap_or(0), "🟦")];
        let theirs = counts.iter().enumerate().filter(|&(t, _)| t != ours);
        parts.extend(theirs.map(|(_, &n)| mark(n, "🟥")));
        let mut line = parts.join(" – ");
        if self.outcome().is_some_and(|o| o.winners.contains(&seat)) {
            line.push(' ');
            line.push_str(WON);
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{replay, Seed};

    #[test]
    fn the_number_marks_each_turn_round_by_round() {
        let options = serde_json::from_str(r#"{"seats":["human","hard","hard"]}"#).unwrap();
        let log: Vec<String> = ["0:761", "1:513", "2:220", "0:999", "1:888", "2:777"]
            .map(String::from)
            .to_vec();
        let game = replay::<NumberGame>(&options, Seed::from_bits(1), &log).unwrap();
        assert_eq!(game.glyphs(0), "🟥⭐");
        assert_eq!(game.glyphs(1), "⭐🟩");
        assert_eq!(game.glyphs(2), "🟩🟩");
    }
}
