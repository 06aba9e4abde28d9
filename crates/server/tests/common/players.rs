//! Players that play a table through the protocol alone, as a page would: each reads its own
//! frame's view (the game's `FromJson`) and answers with an action when it is to act.

use numera_rules::json;
use numera_rules::{mino, nmbr9, number, sequence};
use numera_wire::{ClientMessage, Reason, ServerMessage};

use super::Client;

/// Sends an action and waits for its answer: played, or refused as stale (a newer frame is
/// on its way then). Any other refusal fails the test.
async fn act(client: &mut Client, seq: u64, action: String) {
    client.send(&ClientMessage::Act { seq, action }).await;
    let answer = client
        .until(|m| match m {
            ServerMessage::Accepted { .. } => Some(None),
            ServerMessage::Refused { reason, .. } => Some(Some(reason.clone())),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await;
    assert!(matches!(answer, None | Some(Reason::Stale)), "{answer:?}");
}

/// Plays seat `me` of The Number until the game is over (or has reached action `until`): a
/// pick made of its uncrossed digits whenever its frame says it has not picked.
pub async fn number(mut client: Client, me: usize, until: u64) -> Client {
    loop {
        let frame = client.latest_frame().await;
        assert_eq!(frame.me, Some(me));
        if frame.over || frame.seq >= until {
            return client;
        }
        let view: number::View = json::from_str(frame.view.as_str()).expect("the view reads");
        if view.picked[me] || view.exhausted[me] {
            continue;
        }
        let digits = view.available(me);
        let n = digits.len();
        let s = frame.seq as usize + me;
        let pick = [s % n, (3 * s + 1) % n, (7 * s + 2) % n]
            .iter()
            .fold(0u16, |acc, &i| acc * 10 + u16::from(digits[i]));
        act(&mut client, frame.seq, format!("{me}:{pick:03}")).await;
    }
}

/// Plays seat `me` of Sequence Numbers to the end: one of the legal actions its own view
/// lists, whenever it is to act.
pub async fn sequence(client: Client, me: usize) -> Client {
    sequence_until(client, me, u64::MAX).await
}

/// `sequence` until the game is over or has reached action `until`.
pub async fn sequence_until(mut client: Client, me: usize, until: u64) -> Client {
    loop {
        let frame = client.latest_frame().await;
        assert_eq!(frame.me, Some(me));
        if frame.over || frame.seq >= until {
            return client;
        }
        let view: sequence::View = json::from_str(frame.view.as_str()).expect("the view reads");
        if view.to_act != Some(me) || view.legal.is_empty() {
            continue;
        }
        let action = &view.legal[(frame.seq as usize * 31 + me) % view.legal.len()];
        act(&mut client, frame.seq, action.to_string()).await;
    }
}

/// Plays seat `me` of Mino Dice to the end: one of the legal actions its own view lists (its
/// bids and rolls; none when it is not to act).
pub async fn mino(mut client: Client, me: usize) -> Client {
    loop {
        let frame = client.latest_frame().await;
        assert_eq!(frame.me, Some(me));
        if frame.over {
            return client;
        }
        let view: mino::View = json::from_str(frame.view.as_str()).expect("the view reads");
        if view.legal.is_empty() {
            continue;
        }
        let action = &view.legal[(frame.seq as usize * 17 + me) % view.legal.len()];
        act(&mut client, frame.seq, action.to_string()).await;
    }
}

/// Plays seat `me` of NMBR 9 to the end: a placement of the current card its own board
/// allows, whenever it has not placed that card.
pub async fn nmbr9(mut client: Client, me: usize) -> Client {
    loop {
        let frame = client.latest_frame().await;
        assert_eq!(frame.me, Some(me));
        if frame.over {
            return client;
        }
        let view: nmbr9::View = json::from_str(frame.view.as_str()).expect("the view reads");
        let Some(card) = view.card.filter(|_| !view.placed[me]) else {
            continue;
        };
        let spots = view.boards[me].legal_placements(card);
        let spot = spots[(frame.seq as usize * 13 + me) % spots.len()];
        let place = nmbr9::Place {
            player: me,
            x: spot.x,
            y: spot.y,
            rotation: spot.rotation,
        };
        act(&mut client, frame.seq, place.to_string()).await;
    }
}
