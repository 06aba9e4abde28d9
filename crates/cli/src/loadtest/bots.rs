//! The bot load beside the measured tables (`--bot-tables N`): tables of NMBR 9 with one
//! person and three hard bots, the heaviest bots a table may hold (a table needs a human seat,
//! docs/tables.md "Bots"), each person placing the first card their board allows as soon as
//! it is theirs to place, a new table when one ends. Their moves are counted, not timed: the
//! figure is what they cost the other tables.

use std::time::Instant;

use numera_rules::json;
use numera_rules::nmbr9::{Place, View};
use numera_rules::GameId;
use numera_wire::{ClientMessage, RawJson, ServerMessage};

use super::{next, send};

const OPTIONS: &str = r#"{"seats":["human","hard","hard","hard"]}"#;

/// Plays tables until the time is up: the moves made there, and whether all went well.
pub async fn table(url: String, until: Instant) -> (u64, bool) {
    let mut moves = 0;
    while Instant::now() < until {
        match play_one(&url, until).await {
            Some(made) => moves += made,
            None => return (moves, false),
        }
    }
    (moves, true)
}

/// One table to its end (or the end of the time): the moves made there, bots' and person's.
async fn play_one(url: &str, until: Instant) -> Option<u64> {
    let mut socket = tokio_tungstenite::connect_async(url).await.ok()?.0;
    let create = ClientMessage::Create {
        game: GameId::Nmbr9,
        options: RawJson::new(OPTIONS).ok()?,
        name: "load bots".into(),
        clock_s: None,
        clock_bot: None,
    };
    send(&mut socket, &create).await.then_some(())?;
    let (code, host) = loop {
        if let ServerMessage::Created { code, host, .. } = next(&mut socket).await? {
            break (code, host);
        }
    };
    send(&mut socket, &ClientMessage::Start { code, host })
        .await
        .then_some(())?;
    let mut last = 0;
    while Instant::now() < until {
        let ServerMessage::Frame(frame) = next(&mut socket).await? else {
            continue;
        };
        last = frame.seq;
        if frame.over {
            break;
        }
        let view: View = json::from_str(frame.view.as_str()).ok()?;
        let Some(card) = view.card.filter(|_| !view.placed[0]) else {
            continue;
        };
        let spot = *view.boards[0].legal_placements(card).first()?;
        let place = Place {
            player: 0,
            x: spot.x,
            y: spot.y,
            rotation: spot.rotation,
        };
        let act = ClientMessage::Act {
            seq: frame.seq,
            action: place.to_string(),
        };
        send(&mut socket, &act).await.then_some(())?;
    }
    Some(last)
}
