//! Several `numera serve` processes on one PostgreSQL, as an operator runs them: the owner of
//! a table killed with -9 loses it to another within seconds and the game ends there; an
//! owner paused past its lease (split brain) cannot write when it wakes — the database refuses
//! its epoch — and no action is stored twice. Each finished game is the log `numera replay`
//! plays to the same result.

mod common;
#[path = "../../server/tests/common/mod.rs"]
mod tables;

use std::process::Child;
use std::time::{Duration, Instant};

use common::serve::{replays_like_numera_replay, signal, start};
use common::{numera, success};
use numera_rules::json;
use numera_rules::number::{self, NumberGame};
use numera_rules::GameId;
use numera_wire::{ClientMessage, ErrorCode, ServerMessage};
use tables::{open_table, play_all, players, Client};

/// A lease of 1.5 s: a dead owner's tables are free that soon.
const LEASE: &[&str] = &["--lease-ms", "1500"];
const OPTIONS: &str = r#"{"seats":["human","human","easy"]}"#;

/// A running instance, ended when dropped, even when a test fails midway (a paused one is
/// woken first): none is left holding the test's output open.
struct Instance(Child);

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill")
            .args(["-CONT", &self.0.id().to_string()])
            .status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn instance(db: &str, dist: &std::path::Path) -> (Instance, String) {
    instance_with(db, dist, &[])
}

fn instance_with(db: &str, dist: &std::path::Path, more: &[&str]) -> (Instance, String) {
    let args: Vec<&str> = LEASE.iter().chain(more).copied().collect();
    let (child, address) = start(db.as_ref(), dist, &args);
    (Instance(child), format!("ws://{address}/tables"))
}

/// Seat `seat` resumed at `code` through `url`, tried again while the table changes hands.
async fn resume_when_there(url: &str, code: &str, token: &str, seat: usize) -> Client {
    let started = Instant::now();
    loop {
        let mut client = Client::connect(url).await;
        let resume = ClientMessage::Resume {
            code: code.to_string(),
            token: token.to_string(),
        };
        client.send(&resume).await;
        let answer = client
            .until(|m| match m {
                ServerMessage::Seated { seat, .. } => Some(Ok(*seat)),
                ServerMessage::Error { code, .. } => Some(Err(*code)),
                _ => None,
            })
            .await;
        match answer {
            Ok(seated) => {
                assert_eq!(seated, seat);
                return client;
            }
            Err(ErrorCode::Unavailable) => {
                assert!(
                    started.elapsed() < tables::WAIT,
                    "the table came back in time"
                );
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(other) => panic!("resume refused: {other:?}"),
        }
    }
}

/// Every seat of `seats` resumed through `url` and played to the end of The Number.
async fn resume_all(url: &str, code: &str, seats: &[(usize, String)]) -> Vec<Client> {
    let mut resumed = Vec::new();
    for (seat, token) in seats {
        let client = resume_when_there(url, code, token, *seat).await;
        resumed.push((client, *seat, token.clone()));
    }
    play_all(resumed, |c, seat| players::number(c, seat, u64::MAX)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_the_owner_hands_its_table_to_another_instance_within_seconds() {
    let db = tables::pg::database("kill9").await;
    let dist = tables::scratch("instances-kill9");
    let (mut owner, owner_url) = instance(&db, &dist);
    let (other, other_url) = instance(&db, &dist);
    let setup = open_table(&owner_url, GameId::Number, OPTIONS, &["Ana", "Bo"]).await;
    let (code, seats) = (setup.code.clone(), setup.tokens());
    let before = play_all(setup.players, |c, seat| players::number(c, seat, 4)).await;
    owner.0.kill().expect("kill -9");
    owner.0.wait().expect("the owner is gone");
    let killed = Instant::now();
    let seen: Vec<_> = before.into_iter().map(|c| c.frames).collect();

    let first = resume_when_there(&other_url, &code, &seats[0].1, seats[0].0).await;
    let taken_after = killed.elapsed();
    assert!(
        taken_after < Duration::from_secs(10),
        "taken over in {taken_after:?}"
    );
    drop(first);
    let after = resume_all(&other_url, &code, &seats).await;
    let (save, game) = tables::checked_across_restart::<NumberGame>(&seen, &after);
    replays_like_numera_replay(&save, &game, OPTIONS);
    drop(other);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owner_paused_past_its_lease_cannot_write_when_it_wakes() {
    let db = tables::pg::database("split").await;
    let dist = tables::scratch("instances-split");
    let (owner, owner_url) = instance(&db, &dist);
    let (other, other_url) = instance(&db, &dist);
    let options = r#"{"seats":["human","human","human"]}"#;
    let setup = open_table(&owner_url, GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let (code, seats) = (setup.code.clone(), setup.tokens());
    let mut before = play_all(setup.players, |c, seat| players::number(c, seat, 4)).await;
    // Each player stopped at move 4 or 5 of the 6 of turn 2: one of them is still to pick.
    let (who, stale_seq, pick) = (0..3)
        .find_map(|i| {
            let frame = before[i].frames.last()?;
            let view: number::View = json::from_str(frame.view.as_str()).ok()?;
            let digit = *view.available(i).first()?;
            (!view.picked[i] && !view.exhausted[i])
                .then(|| (i, frame.seq, format!("{i}:{digit}{digit}{digit}")))
        })
        .expect("a player still to pick");

    signal(&owner.0, "-STOP");
    // Past the lease: the other instance takes the table at the players' return, and the game
    // goes on there to its end.
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let after = resume_all(&other_url, &code, &seats).await;

    signal(&owner.0, "-CONT");
    // The old owner still holds the game in memory at move 4: a player's old line plays there,
    // and the database refuses the write under its old epoch.
    let old = &mut before[who];
    old.send(&ClientMessage::Act {
        seq: stale_seq,
        action: pick,
    })
    .await;
    let answer = old
        .until(|m| match m {
            ServerMessage::Accepted { .. } => Some(None),
            ServerMessage::Refused { .. } => Some(None),
            ServerMessage::Error { code, .. } => Some(Some(*code)),
            _ => None,
        })
        .await;
    assert_eq!(
        answer,
        Some(ErrorCode::Unavailable),
        "the stale owner did not play"
    );

    let seen: Vec<_> = before.into_iter().map(|c| c.frames).collect();
    let (save, game) = tables::checked_across_restart::<NumberGame>(&seen, &after);
    replays_like_numera_replay(&save, &game, options);
    drop((owner, other));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_test_spreads_each_tables_players_over_the_instances() {
    let db = tables::pg::database("load").await;
    let dist = tables::scratch("instances-load");
    let caps = ["--connections-per-ip", "1000", "--tables-per-ip", "1000"];
    let (a, a_url) = instance_with(&db, &dist, &caps);
    let (b, b_url) = instance_with(&db, &dist, &caps);
    let urls = format!("{a_url},{b_url}");
    let out = numera(&[
        "loadtest",
        "--url",
        &urls,
        "--tables",
        "4",
        "--seconds",
        "2",
    ]);
    let line = success(&out);
    assert_eq!(line["tables"].as_u64(), Some(4));
    assert!(line["actions"].as_u64() > Some(0), "{line}");
    assert_eq!(
        (line["errors"].as_u64(), line["lost"].as_u64()),
        (Some(0), Some(0)),
        "{line}"
    );
    drop((a, b));
}
