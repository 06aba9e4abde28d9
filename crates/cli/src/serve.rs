//! `numera serve`: the built app and the online tables on one port (crates/server). Prints
//! one line with the address it listens on (with `--port 0`, the port the system chose), so a
//! script or a test can find it. `--db` is a SQLite file (the default) or a PostgreSQL URL
//! that several instances share; the log goes to standard error, its level set by `RUST_LOG`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use numera_server::{Config, Limits, PostgresStore, Server, SqliteStore, TableStore, TABLES_PATH};

use crate::args::Args;

pub fn run(args: &Args) -> Result<ExitCode, String> {
    start_log();
    let host = args.get("host").unwrap_or("127.0.0.1");
    let port: u16 = match args.get("port") {
        None => 8080,
        Some(p) => p
            .parse()
            .map_err(|_| format!("--port '{p}' is not a port"))?,
    };
    let dist = PathBuf::from(args.get("dist").unwrap_or("dist"));
    let db = args.get("db").unwrap_or("numera-tables.db").to_string();
    let origins = args
        .get("origin")
        .map(|o| o.split(',').map(str::to_string).collect())
        .unwrap_or_default();
    // A load test from one machine comes from one address: it raises these caps.
    let defaults = Limits::default();
    let limits = Limits {
        connections_per_ip: args.count("connections-per-ip", defaults.connections_per_ip)?,
        tables_per_ip: args.count("tables-per-ip", defaults.tables_per_ip)?,
        // Likewise a test of tables with bots (docs/tables.md, "Bots").
        bot_tables_per_ip: args.count("bot-tables-per-ip", defaults.bot_tables_per_ip)?,
        // How soon another instance of a shared store takes over a dead one's tables.
        lease: std::time::Duration::from_millis(
            args.count("lease-ms", defaults.lease.as_millis() as usize)? as u64,
        ),
        ..defaults
    };
    let config = Config {
        limits,
        origins,
        host: Some(host.to_string()),
        ..Config::new(dist)
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    // The server is made inside the runtime: tables reloaded with a bot to move start it at once.
    let advertise = args.get("advertise").map(str::to_string);
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .map_err(|e| format!("cannot listen on {host}:{port}: {e}"))?;
        let address = listener.local_addr().map_err(|e| e.to_string())?;
        // Where other instances of a shared store forward this one's players: as told, or the
        // address it listens on (a machine's own address when it listens on all of them).
        let address_for_others = advertise.unwrap_or_else(|| {
            let ip = if address.ip().is_unspecified() {
                std::net::Ipv4Addr::LOCALHOST.into()
            } else {
                address.ip()
            };
            format!(
                "ws://{}{TABLES_PATH}",
                std::net::SocketAddr::new(ip, address.port())
            )
        });
        let config = Config {
            address: address_for_others,
            ..config
        };
        let store = open_store(&db).await?;
        let server = Server::new(store, config)
            .await
            .map_err(|e| e.to_string())?;
        println!("numera serve: http://{address}/ (tables: ws://{address}{TABLES_PATH})");
        let _ = std::io::stdout().flush();
        server
            .run_until(listener, stopped())
            .await
            .map_err(|e| e.to_string())
    })?;
    Ok(ExitCode::SUCCESS)
}

/// The store `--db` names: a PostgreSQL URL, or else a SQLite file.
async fn open_store(db: &str) -> Result<Arc<dyn TableStore>, String> {
    if db.starts_with("postgres://") || db.starts_with("postgresql://") {
        let store = PostgresStore::connect(db)
            .await
            .map_err(|e| format!("--db: PostgreSQL: {e}"))?;
        return Ok(Arc::new(store));
    }
    let store = SqliteStore::open(&PathBuf::from(db)).map_err(|e| format!("--db {db}: {e}"))?;
    Ok(Arc::new(store))
}

/// The server's log on standard error, one line per event, at the level `RUST_LOG` names
/// (`info` by default).
fn start_log() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// SIGTERM or Ctrl-C: the server drains (its tables given up for other instances, its lines
/// told and closed) and the process ends.
async fn stopped() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = interrupt => {}
                }
            }
            Err(_) => {
                let _ = interrupt.await;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
}
