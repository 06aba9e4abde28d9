//! A game set aside (docs/storage.md): a daily or a challenge is played apart from the
//! player's own game in progress, so neither costs the other. Each game keeps two slots: the
//! game its page shows (`numera.save.<game>`) and the one set aside (`numera.aside.<game>`,
//! a `Save` too), with a note of what that one is and where it stands
//! (`numera.aside-note.<game>`, text: `"daily 3 8 0"`), so home can offer it without replaying
//! it. Between the two slots there is at most one game of the player's own and one daily or
//! challenge: starting one replaces only a game of its own sort (`on_start`).

use super::standing::Standing;

/// What a game in progress is, as far as the two slots go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A game the player set up (or a friend's seed link): their game in progress.
    Own,
    Daily,
    Challenge,
}

impl Kind {
    /// A daily or a challenge: the sort played apart from the player's own game.
    pub fn apart(self) -> bool {
        self != Kind::Own
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Own => "game",
            Kind::Daily => "daily",
            Kind::Challenge => "challenge",
        }
    }
}

/// What the game set aside is, and where it stood when it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Note {
    pub kind: Kind,
    /// None when the game had no standing stored (written before standings existed).
    pub standing: Option<Standing>,
}

// Plain text, as the standing it carries: home reads it, and a JSON reader would cost its
// module more than the whole feature.
impl Note {
    pub fn to_text(self) -> String {
        match self.standing {
            Some(s) => format!("{} {}", self.kind.name(), s.to_text()),
            None => self.kind.name().to_owned(),
        }
    }

    pub fn from_text(text: &str) -> Option<Note> {
        let (name, standing) = match text.split_once(' ') {
            None => (text, None),
            Some((name, rest)) => (name, Some(Standing::from_text(rest)?)),
        };
        let kind = [Kind::Own, Kind::Daily, Kind::Challenge]
            .into_iter()
            .find(|k| k.name() == name)?;
        Some(Note { kind, standing })
    }
}

/// Which slot a start replaces, when it holds a game not over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    Shown,
    Aside,
}

/// What starting a game does to the two slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Plan {
    /// The game shown goes aside (over the one there, if any), instead of being replaced.
    pub set_aside: bool,
    /// The game set aside is removed: the new game is of its sort and replaces it.
    pub drop_aside: bool,
    /// The game not over that the start ends (what the start screen warns of), if any.
    pub ends: Option<Slot>,
}

/// Starting a game of sort `started` (a daily or challenge: `apart`), when the page shows
/// `shown` (the kind of its game, None when there is none or it is over) and `aside` is set
/// aside: the new game takes the shown slot; a game of the other sort shown goes aside; a
/// game of the same sort, shown or aside, is the one it replaces.
pub fn on_start(started_apart: bool, shown: Option<Kind>, aside: Option<Kind>) -> Plan {
    let same = |k: Kind| k.apart() == started_apart;
    match shown {
        Some(k) if !same(k) => Plan {
            set_aside: true,
            drop_aside: false,
            ends: aside.filter(|&a| same(a)).map(|_| Slot::Aside),
        },
        Some(_) => Plan {
            ends: Some(Slot::Shown),
            ..Plan::default()
        },
        None => match aside {
            Some(a) if same(a) => Plan {
                set_aside: false,
                drop_aside: true,
                ends: Some(Slot::Aside),
            },
            _ => Plan::default(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_reads_back_as_written_and_nothing_else_reads() {
        let standing = Some(Standing {
            at: [3, 8],
            over: false,
        });
        for note in [
            Note {
                kind: Kind::Own,
                standing,
            },
            Note {
                kind: Kind::Daily,
                standing: None,
            },
            Note {
                kind: Kind::Challenge,
                standing,
            },
        ] {
            assert_eq!(Note::from_text(&note.to_text()), Some(note));
        }
        assert_eq!(Note::from_text("daily 3 8 0").unwrap().kind, Kind::Daily);
        for bad in [
            "",
            "own 3 8 0",
            "daily 3 8",
            "game 3 8 0 1",
            "Daily 3 8 0",
            "game ",
        ] {
            assert_eq!(Note::from_text(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_daily_or_challenge_sets_the_players_own_game_aside() {
        // Over the player's own game: it goes aside, nothing ends.
        let plan = on_start(true, Some(Kind::Own), None);
        assert_eq!(
            plan,
            Plan {
                set_aside: true,
                drop_aside: false,
                ends: None
            }
        );
        // Over a daily shown, with the player's game aside: the daily ends, the game stays.
        let plan = on_start(true, Some(Kind::Daily), Some(Kind::Own));
        assert_eq!(plan.ends, Some(Slot::Shown));
        assert!(!plan.set_aside && !plan.drop_aside);
        // Over the player's game shown, with a challenge aside: the game goes aside over it.
        let plan = on_start(true, Some(Kind::Own), Some(Kind::Challenge));
        assert_eq!(plan.ends, Some(Slot::Aside));
        assert!(plan.set_aside);
        // Nothing shown (or over), a daily aside: the new one replaces it.
        let plan = on_start(true, None, Some(Kind::Daily));
        assert!(plan.drop_aside && !plan.set_aside);
        // Nothing shown, the player's game aside: it stays aside.
        assert_eq!(on_start(true, None, Some(Kind::Own)), Plan::default());
        assert_eq!(on_start(true, None, None), Plan::default());
    }

    #[test]
    fn a_new_game_of_the_players_own_never_costs_a_daily_or_challenge() {
        // Over a challenge shown: it goes aside.
        let plan = on_start(false, Some(Kind::Challenge), None);
        assert!(plan.set_aside && plan.ends.is_none());
        // Over a daily shown with the player's game aside: the daily goes aside over that
        // game, which the new one replaces.
        let plan = on_start(false, Some(Kind::Daily), Some(Kind::Own));
        assert!(plan.set_aside);
        assert_eq!(plan.ends, Some(Slot::Aside));
        // Over the player's game shown: replaced, as it always was; a daily aside stays.
        let plan = on_start(false, Some(Kind::Own), Some(Kind::Daily));
        assert_eq!(plan.ends, Some(Slot::Shown));
        assert!(!plan.set_aside && !plan.drop_aside);
        // Nothing shown, the player's game aside: the new game replaces it.
        let plan = on_start(false, None, Some(Kind::Own));
        assert!(plan.drop_aside);
        assert_eq!(on_start(false, None, Some(Kind::Daily)), Plan::default());
    }
}
