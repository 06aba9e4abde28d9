//! Several instances on one PostgreSQL: any instance answers any player. Players of one table
//! connect to different instances; the table's owner plays it and the others forward their
//! lines to it, so every frame a seat receives is still exactly `observe(seat)`. An instance
//! that drains (SIGTERM) gives its tables up and another plays each on from its log.

mod common;

use std::sync::Arc;

use common::{open_table_across, play_all, players, Running};
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::GameId;
use numera_server::{PostgresStore, TableStore};

async fn instances(name: &str, n: usize) -> (String, Vec<Running>) {
    let url = common::pg::database(name).await;
    let dir = common::scratch(name);
    let mut running = Vec::new();
    for _ in 0..n {
        let store: Arc<dyn TableStore> = Arc::new(PostgresStore::connect(&url).await.unwrap());
        running.push(common::start_on(store, &dir, common::limits()).await);
    }
    (url, running)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_on_three_instances_play_the_number_each_seeing_only_their_view() {
    let (_, servers) = instances("three-number", 3).await;
    let urls: Vec<String> = servers.iter().map(Running::url).collect();
    let options = r#"{"seats":["human","human","human"]}"#;
    let setup = open_table_across(&urls, GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let clients = play_all(setup.players, |c, seat| players::number(c, seat, u64::MAX)).await;
    common::checked_save::<NumberGame>(&clients);
    for server in servers {
        server.stop();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sequence_is_played_across_two_instances_and_each_hand_stays_hidden() {
    let (_, servers) = instances("two-sequence", 2).await;
    let urls: Vec<String> = servers.iter().map(Running::url).collect();
    let options = r#"{"seats":["human","human"]}"#;
    let setup = open_table_across(&urls, GameId::Sequence, options, &["Ana", "Bo"]).await;
    let clients = play_all(setup.players, players::sequence).await;
    common::checked_save::<SequenceGame>(&clients);
    for server in servers {
        server.stop();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draining_owner_hands_its_table_over_and_the_game_ends_elsewhere() {
    let (url, mut servers) = instances("drain", 2).await;
    let (owner, other) = (servers.remove(0), servers.remove(0));
    let options = r#"{"seats":["human","human","easy"]}"#;
    let urls = [owner.url(), other.url()];
    let setup = open_table_across(&urls, GameId::Number, options, &["Ana", "Bo"]).await;
    let (code, seats) = (setup.code.clone(), setup.tokens());
    let before = play_all(setup.players, |c, seat| players::number(c, seat, 4)).await;
    let mut watching = before;
    owner.drain().await;
    // Both lines, the direct one and the forwarded one, were told and closed.
    for client in &mut watching {
        assert!(client.closed().await, "the line ends when its table moves");
    }
    let seen: Vec<_> = watching.into_iter().map(|c| c.frames).collect();
    // The instance left takes the table at the first player's return, with no wait.
    let after = common::resume_number(&other.url(), &code, seats).await;
    common::checked_across_restart::<NumberGame>(&seen, &after);
    let store = PostgresStore::connect(&url).await.unwrap();
    let live = store.load_live().await.unwrap();
    assert!(
        live.iter().all(|t| t.code != code),
        "the game ended in the store"
    );
    other.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_forwarded_line_is_closed_and_its_seat_shows_away() {
    let url = common::pg::database("silent-forwarded").await;
    let dir = common::scratch("silent-forwarded");
    let idle = std::time::Duration::from_millis(600);
    let limits = numera_server::Limits {
        ping_every: std::time::Duration::from_millis(150),
        idle,
        ..common::limits()
    };
    let mut servers = Vec::new();
    for _ in 0..2 {
        let store: Arc<dyn TableStore> = Arc::new(PostgresStore::connect(&url).await.unwrap());
        servers.push(common::start_on(store, &dir, limits.clone()).await);
    }
    let urls: Vec<String> = servers.iter().map(Running::url).collect();
    let options = r#"{"seats":["human","human","easy"]}"#;
    let mut setup = open_table_across(&urls, GameId::Number, options, &["Ana", "Bo"]).await;
    // Bo, on the other instance (his line forwarded to the owner), reads nothing from here: the
    // owner hears the forwarding instance, which alone can tell Bo is silent.
    let silent = std::time::Instant::now();
    let (mut sleeper, _, _) = setup.players.pop().expect("Bo");
    let host = &mut setup.players[0].0;
    host.until(|m| match m {
        numera_wire::ServerMessage::Table(t) if t.seats[1].name.is_some() => {
            (!t.seats[1].present).then_some(())
        }
        _ => None,
    })
    .await;
    let away = silent.elapsed();
    assert!(
        away < idle + std::time::Duration::from_millis(600),
        "seen away after {away:?}, promised {idle:?}"
    );
    assert!(sleeper.closed().await, "the silent line itself is closed");
    for server in servers {
        server.stop();
    }
}
