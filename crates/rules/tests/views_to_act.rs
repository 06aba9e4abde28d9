//! Whose turn it is, read from a view alone: an online table's page holds only its seat's view,
//! so `SeatView::to_act` must say what `Game::to_act` says. Over random legal games of The Number,
//! Sequence Numbers, Mino Dice and NMBR 9 on every conformance table, at every step, every
//! seat's view and the spectator's give the game's seats to act.

mod common;

use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::{Playable, SeatView};

/// Random legal games of `G`, `games` per conformance table, every view checked at every
/// step; the number of steps at which several seats were to act at once.
fn views_know_whose_turn<G: Playable>(games: usize) -> usize {
    let mut simultaneous = 0;
    let steps =
        common::random_games::<G>(games, 0x70AC_0036, "views-to-act", |game, seed, step, _| {
            let to_act = game.to_act();
            let seats = (0..game.players()).map(Some).chain([None]);
            for me in seats {
                assert_eq!(
                    game.observe(me).to_act(),
                    to_act,
                    "{} from seed {seed}, step {step}, view of {me:?}",
                    G::ID.name()
                );
            }
            simultaneous += usize::from(to_act.len() > 1);
        });
    eprintln!("{}: {steps} steps", G::ID.name());
    simultaneous
}

#[test]
fn number_views_know_whose_turn_it_is() {
    assert!(views_know_whose_turn::<NumberGame>(2) > 0);
}

#[test]
fn sequence_views_know_whose_turn_it_is() {
    assert_eq!(
        views_know_whose_turn::<SequenceGame>(1),
        0,
        "one seat at a time"
    );
}

#[test]
fn mino_views_know_whose_turn_it_is() {
    assert!(views_know_whose_turn::<MinoGame>(1) > 0);
}

#[test]
fn nmbr9_views_know_whose_turn_it_is() {
    assert!(views_know_whose_turn::<Nmbr9Game>(2) > 0);
}
