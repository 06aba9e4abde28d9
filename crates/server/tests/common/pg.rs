//! A PostgreSQL database of its own for each test: in the cluster scripts/test.sh started
//! (`NUMERA_TEST_PG`, its URL), or else in one this test binary starts with scripts/pg.sh and
//! that stops when the binary ends. No system service is assumed.

use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use numera_server::PostgresStore;

/// The cluster's URL (its `postgres` database).
fn cluster() -> &'static str {
    static URL: OnceLock<String> = OnceLock::new();
    URL.get_or_init(|| {
        if let Ok(url) = std::env::var("NUMERA_TEST_PG") {
            return url;
        }
        let dir = std::env::temp_dir().join(format!("numera-pg-{}", std::process::id()));
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/pg.sh");
        let out = Command::new("bash")
            .arg(script)
            .arg("start")
            .arg(&dir)
            .env("NUMERA_PG_WATCH", std::process::id().to_string())
            .output()
            .expect("bash runs scripts/pg.sh");
        assert!(
            out.status.success(),
            "PostgreSQL did not start (bash scripts/setup.sh installs it): {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .expect("a URL")
            .trim()
            .to_string()
    })
}

/// The URL of a new, empty database named after `name`.
pub async fn database(name: &str) -> String {
    static N: AtomicU32 = AtomicU32::new(0);
    let db = format!(
        "t_{}_{}_{}",
        name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"),
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    let url = cluster();
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("the test cluster answers");
    let task = tokio::spawn(connection);
    client
        .batch_execute(&format!("CREATE DATABASE {db}"))
        .await
        .expect("a test database");
    drop(client);
    let _ = task.await;
    let base = url.rsplit_once('/').map_or(url, |(base, _)| base);
    format!("{base}/{db}")
}

/// A store on a new database of its own.
pub async fn store(name: &str) -> PostgresStore {
    PostgresStore::connect(&database(name).await)
        .await
        .expect("the store connects and migrates")
}
