//! The one suite every table store passes (SQLite's unit tests and the PostgreSQL tests run
//! it alike): create, seats, options, status, clocks, append, load, locate, and the leases — a duplicate
//! action and a write under a stale epoch refused by the store itself.
//!
//! Each check panics with what went wrong; `prefix` keeps the codes of one run apart from
//! another's in a shared database.

use std::time::Duration;

use numera_rules::{GameId, Seed};
use numera_wire::Status;

use super::{By, Epoch, Lease, StoreError, StoredClocks, StoredSeat, StoredTable, TableStore};

const TTL: Duration = Duration::from_secs(30);

fn table(code: &str) -> StoredTable {
    StoredTable {
        code: code.into(),
        game: GameId::Number,
        options: r#"{"seats":["human","human","easy"]}"#.into(),
        seed: Seed::from_bits(77),
        status: Status::Open,
        host_hash: vec![1; 32],
        seats: vec![StoredSeat::default(); 3],
        actions: Vec::new(),
        clocks: StoredClocks::default(),
    }
}

/// Runs every check on `store`, whose tables with codes starting with `prefix` are not yet
/// stored (codes are `prefix` and a letter).
pub async fn run(store: &dyn TableStore, prefix: &str) {
    a_table_comes_back_as_it_was_left_until_it_is_over(store, prefix).await;
    duplicates_and_strangers_are_refused(store, prefix).await;
    a_takeover_fences_the_old_owner(store, prefix).await;
    leases_are_renewed_and_released(store, prefix).await;
    clocks_come_back_with_when_a_server_last_ran_them(store, prefix).await;
}

fn mine<'a>(live: &'a [StoredTable], code: &str) -> Option<&'a StoredTable> {
    live.iter().find(|t| t.code == code)
}

async fn a_table_comes_back_as_it_was_left_until_it_is_over(store: &dyn TableStore, p: &str) {
    let (a, b) = (format!("{p}A"), format!("{p}B"));
    let ea = store.create(&table(&a), "one", TTL).await.expect("create");
    let eb = store.create(&table(&b), "one", TTL).await.expect("create");
    let (la, lb) = (Lease::new(&a, ea), Lease::new(&b, eb));
    let seat = StoredSeat {
        name: Some("Ana".into()),
        token_hash: Some(vec![9; 32]),
        standin: Some("easy".into()),
        standin_after_s: Some(30),
    };
    store.set_seat(&la, 1, &seat).await.expect("seat");
    let options = r#"{"seats":["human","human","hard"]}"#;
    store.set_options(&la, options).await.expect("options");
    store
        .set_status(&la, Status::Playing)
        .await
        .expect("status");
    store
        .append_action(&la, 0, "1:123", By::Human)
        .await
        .expect("0");
    store
        .append_action(&la, 1, "2:456", By::Bot)
        .await
        .expect("1");
    store.set_status(&lb, Status::Over).await.expect("over");

    let live = store.load_live().await.expect("load");
    let mut expected = table(&a);
    expected.status = Status::Playing;
    expected.options = options.into();
    expected.seats[1] = seat;
    expected.actions = vec!["1:123".into(), "2:456".into()];
    assert_eq!(mine(&live, &a), Some(&expected), "the table as it was left");
    assert_eq!(
        mine(&live, &b),
        None,
        "a table that is over is not reloaded"
    );
}

async fn duplicates_and_strangers_are_refused(store: &dyn TableStore, p: &str) {
    let c = format!("{p}C");
    let epoch = store.create(&table(&c), "one", TTL).await.expect("create");
    let lease = Lease::new(&c, epoch);
    assert!(
        store.create(&table(&c), "two", TTL).await.is_err(),
        "a code is one table"
    );
    store
        .append_action(&lease, 0, "0:1", By::Human)
        .await
        .expect("0");
    assert_eq!(
        store.append_action(&lease, 0, "0:2", By::Human).await,
        Err(StoreError::Duplicate),
        "a second action 0"
    );
    let nowhere = Lease::new(format!("{p}Z"), Epoch(1));
    assert_eq!(
        store.append_action(&nowhere, 0, "0:1", By::Human).await,
        Err(StoreError::NoSuchTable)
    );
    assert_eq!(
        store.set_status(&nowhere, Status::Over).await,
        Err(StoreError::NoSuchTable)
    );
    let live = store.load_live().await.expect("load");
    assert_eq!(
        mine(&live, &c).map(|t| t.actions.clone()),
        Some(vec!["0:1".to_string()])
    );
}

async fn a_takeover_fences_the_old_owner(store: &dyn TableStore, p: &str) {
    let d = format!("{p}D");
    let first = store.create(&table(&d), "one", TTL).await.expect("create");
    let old = Lease::new(&d, first);
    store
        .append_action(&old, 0, "0:1", By::Human)
        .await
        .expect("0");
    assert_eq!(
        store.claim(&d, "two", TTL, false).await.expect("claim"),
        None,
        "another owner's lease still runs"
    );
    let taken = store
        .claim(&d, "two", TTL, true)
        .await
        .expect("claim")
        .expect("a stolen table");
    assert!(taken > first, "a takeover makes a greater epoch");
    let new = Lease::new(&d, taken);
    // Every kind of write of the old owner is refused from now on.
    assert_eq!(
        store.append_action(&old, 1, "1:2", By::Human).await,
        Err(StoreError::Fenced)
    );
    assert_eq!(
        store.set_status(&old, Status::Over).await,
        Err(StoreError::Fenced)
    );
    assert_eq!(store.set_options(&old, "{}").await, Err(StoreError::Fenced));
    let seat = StoredSeat::default();
    assert_eq!(
        store.set_seat(&old, 0, &seat).await,
        Err(StoreError::Fenced)
    );
    store
        .append_action(&new, 1, "1:2", By::Human)
        .await
        .expect("the new owner writes");
    let live = store.load_live().await.expect("load");
    let t = mine(&live, &d).expect("still live");
    assert_eq!(
        t.actions,
        ["0:1", "1:2"],
        "nothing the old owner sent was stored"
    );
    assert_eq!(t.status, Status::Open);
    let one = store.load_table(&d).await.expect("load one");
    assert_eq!(
        one.as_ref(),
        Some(t),
        "one table reads as the list reads it"
    );

    let location = store.locate(&d).await.expect("locate").expect("stored");
    assert_eq!(location.status, Status::Open);
    assert_eq!(location.holder.map(|h| h.owner), Some("two".to_string()));
    store.set_status(&new, Status::Over).await.expect("over");
    let location = store.locate(&d).await.expect("locate").expect("stored");
    assert_eq!(location.status, Status::Over);
    assert_eq!(
        store.load_table(&d).await.expect("load one"),
        None,
        "over is not live"
    );
    let nowhere = format!("{p}Z");
    assert_eq!(store.locate(&nowhere).await.expect("locate"), None);
}

async fn leases_are_renewed_and_released(store: &dyn TableStore, p: &str) {
    let (e, f) = (format!("{p}E"), format!("{p}F"));
    let owner = format!("{p}-renewer");
    // A lease of no time ran out at once: anyone may claim the table.
    store
        .create(&table(&e), &owner, Duration::ZERO)
        .await
        .expect("create");
    let ef = store.create(&table(&f), &owner, TTL).await.expect("create");
    let mut held = store.renew(&owner, TTL, 1).await.expect("renew");
    held.sort();
    assert_eq!(held, [e.clone(), f.clone()], "the owner renews both");
    let other = format!("{p}-other");
    assert_eq!(
        store.claim(&e, &other, TTL, false).await.expect("claim"),
        None
    );

    store.release(&Lease::new(&f, ef)).await.expect("release");
    assert_eq!(
        store
            .append_action(&Lease::new(&f, ef), 0, "0:1", By::Human)
            .await,
        Err(StoreError::Fenced),
        "a released table is not written by its old owner"
    );
    let again = store.claim(&f, &other, TTL, false).await.expect("claim");
    assert!(
        again.is_some_and(|epoch| epoch > ef),
        "a released table is free"
    );
    let held = store.renew(&owner, TTL, 2).await.expect("renew");
    assert_eq!(
        held,
        std::slice::from_ref(&e),
        "only what the owner still holds"
    );
    let orphans = store.load_orphans().await.expect("orphans");
    assert!(
        !orphans.iter().any(|t| t.code == e || t.code == f),
        "a table whose lease runs is no orphan"
    );

    let expired = store
        .create(&table(&format!("{p}G")), &owner, Duration::ZERO)
        .await;
    let g = Lease::new(format!("{p}G"), expired.expect("create"));
    let orphans = store.load_orphans().await.expect("orphans");
    assert!(
        orphans.iter().any(|t| t.code == g.code),
        "an expired lease makes an orphan"
    );
    let taken = store
        .claim(&g.code, &other, TTL, false)
        .await
        .expect("claim");
    assert!(taken.is_some(), "an expired lease is free to take");
}

async fn clocks_come_back_with_when_a_server_last_ran_them(store: &dyn TableStore, p: &str) {
    let code = format!("{p}H");
    let owner = format!("{p}-clocks");
    let mut clocked = table(&code);
    clocked.clocks = StoredClocks {
        pace: "20 easy".into(),
        state: String::new(),
        seen: None,
    };
    let epoch = store.create(&clocked, &owner, TTL).await.expect("create");
    let lease = Lease::new(&code, epoch);
    let state = "1700000020000,0,0,0;-,1,1,0;-,0,0,0";
    store
        .set_clocks(&lease, state, 1_700_000_000_000)
        .await
        .expect("clocks");
    let back = store.load_table(&code).await.expect("load").expect("live");
    let expected = StoredClocks {
        pace: "20 easy".into(),
        state: state.into(),
        seen: Some(1_700_000_000_000),
    };
    assert_eq!(back.clocks, expected, "the clocks as they were left");
    store
        .renew(&owner, TTL, 1_700_000_005_000)
        .await
        .expect("renew");
    let back = store.load_table(&code).await.expect("load").expect("live");
    assert_eq!(
        back.clocks.seen,
        Some(1_700_000_005_000),
        "a renewal says a server ran the table then"
    );
    let taken = store.claim(&code, "other", TTL, true).await.expect("claim");
    assert!(taken.is_some());
    assert_eq!(
        store.set_clocks(&lease, "", 1).await,
        Err(StoreError::Fenced),
        "the old owner's clocks are not written"
    );
}
