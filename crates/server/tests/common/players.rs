//! Players that play a table through the protocol alone, as a page would: each reads its own
//! frame's view (the game's `FromJson`) and answers with an action when it is to act.

use numera_rules::json::{self, FromJson};
use numera_rules::{mino, nmbr9, number, sequence};
use numera_wire::Reason;

use super::Client;

/// Plays seat `me` until the game is over or has reached action `until`: whenever `choose`
/// makes an action of the seat's view (read as `V`) and the frame's number, sends it and
/// waits for its answer: played, or refused as stale (a newer frame is on its way then). Any
/// other refusal fails the test.
async fn play<V: FromJson>(
    mut client: Client,
    me: usize,
    until: u64,
    choose: impl Fn(&V, usize) -> Option<String>,
) -> Client {
    loop {
        let frame = client.latest_frame().await;
        assert_eq!(frame.me, Some(me));
        if frame.over || frame.seq >= until {
            return client;
        }
        let view: V = json::from_str(frame.view.as_str()).expect("the view reads");
        let Some(action) = choose(&view, frame.seq as usize) else {
            continue;
        };
        let answer = client.act(frame.seq, &action).await;
        assert!(matches!(answer, Ok(_) | Err(Reason::Stale)), "{answer:?}");
    }
}

/// Plays seat `me` of The Number until the game is over (or has reached action `until`): a
/// pick made of its uncrossed digits whenever its frame says it has not picked.
pub async fn number(client: Client, me: usize, until: u64) -> Client {
    play(client, me, until, |view: &number::View, seq| {
        if view.picked[me] || view.exhausted[me] {
            return None;
        }
        let digits = view.available(me);
        let n = digits.len();
        let s = seq + me;
        let pick = [s % n, (3 * s + 1) % n, (7 * s + 2) % n]
            .iter()
            .fold(0u16, |acc, &i| acc * 10 + u16::from(digits[i]));
        Some(format!("{me}:{pick:03}"))
    })
    .await
}

/// Plays seat `me` of Sequence Numbers to the end: one of the legal actions its own view
/// lists, whenever it is to act.
pub async fn sequence(client: Client, me: usize) -> Client {
    sequence_until(client, me, u64::MAX).await
}

/// `sequence` until the game is over or has reached action `until`.
pub async fn sequence_until(client: Client, me: usize, until: u64) -> Client {
    play(client, me, until, |view: &sequence::View, seq| {
        if view.to_act != Some(me) || view.legal.is_empty() {
            return None;
        }
        Some(view.legal[(seq * 31 + me) % view.legal.len()].to_string())
    })
    .await
}

/// Plays seat `me` of Mino Dice to the end: one of the legal actions its own view lists (its
/// bids and rolls; none when it is not to act).
pub async fn mino(client: Client, me: usize) -> Client {
    play(client, me, u64::MAX, |view: &mino::View, seq| {
        let legal = &view.legal;
        (!legal.is_empty()).then(|| legal[(seq * 17 + me) % legal.len()].to_string())
    })
    .await
}

/// Plays seat `me` of NMBR 9 to the end: a placement of the current card its own board
/// allows, whenever it has not placed that card.
pub async fn nmbr9(client: Client, me: usize) -> Client {
    play(client, me, u64::MAX, |view: &nmbr9::View, seq| {
        let card = view.card.filter(|_| !view.placed[me])?;
        let spots = view.boards[me].legal_placements(card);
        let spot = spots[(seq * 13 + me) % spots.len()];
        let place = nmbr9::Place {
            player: me,
            x: spot.x,
            y: spot.y,
            rotation: spot.rotation,
        };
        Some(place.to_string())
    })
    .await
}
