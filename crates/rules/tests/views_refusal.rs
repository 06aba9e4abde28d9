//! Refusals read from a view alone: an online table's page holds only its seat's view and
//! checks a play there before sending it, so `SeatView::refusal` must give the game's own
//! reason. Over random legal games of Mino Dice, Sequence Numbers, The Number and NMBR 9 on
//! every conformance table, at every step, each seat's view answers as the game does for that
//! seat's legal actions and for illegal ones of every kind (other dice, cards, picks or
//! places, other bids or spaces, the wrong phase or turn); every other view and the
//! spectator's, which may not see that seat's dice or hand, never give a refusal the game
//! would not. (The conformance suite checks the same on its own actions, for every game.)

mod common;

use std::collections::BTreeSet;
use std::str::FromStr;

use numera_rules::mino::{self, MinoGame};
use numera_rules::nmbr9::{Nmbr9Game, Place};
use numera_rules::number::{NumberGame, Pick};
use numera_rules::sequence::{self, deck, Card, Cell, SequenceGame, CELLS};
use numera_rules::{seat_prefix, Game, Playable, PlayerId, Rng, SeatView, Seated};

/// A game and the actions worth trying on it.
trait Refusing: Playable {
    /// Actions of `seat` to try now: its legal ones, and illegal ones of every kind.
    fn tries(&self, seat: PlayerId, rng: &mut Rng) -> Vec<Self::Action>;
}

impl Refusing for MinoGame {
    /// Every bid up to one over the dice held, every kind of die, in any phase.
    fn tries(&self, seat: PlayerId, _: &mut Rng) -> Vec<mino::Action> {
        let held = self.dice(seat).len() as u8;
        let bids = (0..=held + 1).map(mino::Move::Bid);
        let rolls = mino::Kind::ALL.into_iter().map(mino::Move::Roll);
        let mut tries = self.legal_actions(seat);
        tries.extend(
            bids.chain(rolls)
                .map(|mv| mino::Action { player: seat, mv }),
        );
        tries
    }
}

impl Refusing for SequenceGame {
    /// Each card held at the spaces of its answer and elsewhere, and as a dead card; cards not
    /// held; the Minus on chips and empty spaces; a corner, a space off the board; a pass.
    fn tries(&self, seat: PlayerId, rng: &mut Rng) -> Vec<sequence::Action> {
        use sequence::Move::{Dead, Pass, Place, Remove};
        let edition = self.options().edition;
        let held: Vec<Card> = self.hand(seat).iter().map(|&id| self.card(id)).collect();
        let strangers: Vec<Card> = (0..4)
            .map(|_| deck::card(edition, rng.below(deck::DECK_SIZE as u32) as deck::CardId))
            .collect();
        let mut random_cell = || rng.below(CELLS as u32) as Cell;
        let mut moves = vec![
            Pass,
            Dead { card: Card::Plus },
            Place {
                card: Card::Plus,
                cell: 0,
            },
            Place {
                card: Card::Plus,
                cell: CELLS as Cell,
            },
            Remove {
                cell: CELLS as Cell,
            },
        ];
        for card in held.iter().chain(&strangers).copied() {
            moves.push(Dead { card });
            let answer = card.answer().map(sequence::board::spaces_of);
            let cells = answer
                .into_iter()
                .flatten()
                .chain([random_cell(), random_cell()]);
            moves.extend(cells.map(|cell| Place { card, cell }));
        }
        let chips = (0..CELLS as Cell).filter(|&c| self.board().chip(c).is_some());
        moves.extend(
            chips
                .chain([random_cell(), random_cell()])
                .map(|cell| Remove { cell }),
        );
        let mut tries = self.legal_actions(seat);
        tries.extend(
            moves
                .into_iter()
                .map(|mv| sequence::Action { player: seat, mv }),
        );
        tries
    }
}

impl Refusing for NumberGame {
    /// A few random numbers (crossed digits or not) and one too long, beside the listed ones.
    fn tries(&self, seat: PlayerId, rng: &mut Rng) -> Vec<Pick> {
        let mut tries = self.legal_actions(seat);
        let numbers = (0..4).map(|_| rng.below(1000) as u16).chain([1000]);
        tries.extend(numbers.map(|number| Pick {
            player: seat,
            number,
        }));
        tries
    }
}

impl Refusing for Nmbr9Game {
    /// A few random places and turns near the board's tiles, beside the listed ones.
    fn tries(&self, seat: PlayerId, rng: &mut Rng) -> Vec<Place> {
        let mut tries = self.legal_actions(seat);
        tries.extend((0..6).map(|_| Place {
            player: seat,
            x: rng.below(12) as i32 - 6,
            y: rng.below(12) as i32 - 6,
            rotation: rng.below(4) as u8,
        }));
        tries
    }
}

/// The same action for another seat, written with that seat in its notation.
fn with_seat<A: ToString + FromStr>(action: &A, seat: PlayerId) -> A {
    let text = action.to_string();
    let (_, rest) = seat_prefix(&text).expect("a seat");
    let Ok(action) = format!("{seat}:{rest}").parse() else {
        panic!("{text} for seat {seat} does not read");
    };
    action
}

/// The refusal's name, for the tally of what was tried.
fn variant(refusal: &impl std::fmt::Debug) -> String {
    let text = format!("{refusal:?}");
    text.split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_owned()
}

/// Random legal games of `G`, `games` per conformance table, every view's refusals checked at
/// every step; and the refusals seen from the seats' own views, by name, are `every` one.
fn views_refuse_as_the_game<G: Refusing>(games: usize, every: &[&str]) {
    let mut seen = BTreeSet::new();
    let mut checked = 0usize;
    common::random_games::<G>(
        games,
        0x0EF0_5A15,
        "views-refusal",
        |game, seed, step, rng| {
            let players = game.players();
            let views: Vec<(Option<PlayerId>, G::View)> = (0..players)
                .map(Some)
                .chain([None])
                .map(|me| (me, game.observe(me)))
                .collect();
            for seat in 0..players {
                let tries = game.tries(seat, rng);
                // The same actions for a seat past the table's last: refused in public.
                let strangers = tries.iter().take(3).map(|a| with_seat(a, players));
                for action in tries.iter().cloned().chain(strangers) {
                    let want = game.check(&action).err();
                    let mine = action.seat();
                    for (me, view) in &views {
                        let got = view.refusal(&action);
                        let at = || {
                            format!(
                                "{} from seed {seed}, step {step}, {action} in the view of {me:?}",
                                G::ID.name()
                            )
                        };
                        if *me == Some(mine) || mine == players {
                            assert_eq!(got, want, "{}", at());
                            if let Some(r) = &got {
                                seen.insert(variant(r));
                            }
                        } else if got.is_some() {
                            assert_eq!(got, want, "{}: a refusal the game would not give", at());
                        }
                        checked += 1;
                    }
                }
            }
        },
    );
    eprintln!("{}: {checked} refusals compared", G::ID.name());
    let every: BTreeSet<String> = every.iter().map(|r| r.to_string()).collect();
    assert_eq!(seen, every, "every refusal was tried");
}

#[test]
fn mino_views_refuse_as_the_game_does() {
    let every = [
        "AlreadyBid",
        "BidFirst",
        "BidTooHigh",
        "BidsClosed",
        "GameOver",
        "MustFollow",
        "NoSuchPlayer",
        "NotHeld",
        "NotYourTurn",
    ];
    views_refuse_as_the_game::<MinoGame>(1, &every);
}

#[test]
fn sequence_views_refuse_as_the_game_does() {
    let every = [
        "CanStillPlay",
        "Corner",
        "DeadUsed",
        "GameOver",
        "LockedChip",
        "MinusPlaces",
        "NoChip",
        "NoSuchPlayer",
        "NoSuchSpace",
        "NotDead",
        "NotEquation",
        "NotHeld",
        "NotYourTurn",
        "OwnChip",
        "Taken",
        "WrongNumber",
    ];
    views_refuse_as_the_game::<SequenceGame>(1, &every);
}

#[test]
fn number_views_refuse_as_the_game_does() {
    let every = [
        "AlreadyPicked",
        "GameOver",
        "NoDigitLeft",
        "NoSuchPlayer",
        "TooLong",
    ];
    views_refuse_as_the_game::<NumberGame>(1, &every);
}

#[test]
fn nmbr9_views_refuse_as_the_game_does() {
    let every = ["AlreadyPlaced", "GameOver", "NoSuchPlayer", "Place"];
    views_refuse_as_the_game::<Nmbr9Game>(1, &every);
}
