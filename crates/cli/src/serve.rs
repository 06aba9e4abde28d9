//! `numera serve`: the built app and the online tables on one port (crates/server). Prints
//! one line with the address it listens on (with `--port 0`, the port the system chose), so a
//! script or a test can find it.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use numera_server::{Config, Limits, Server, SqliteStore, TABLES_PATH};

use crate::args::Args;

pub fn run(args: &Args) -> Result<ExitCode, String> {
    let host = args.get("host").unwrap_or("127.0.0.1");
    let port: u16 = match args.get("port") {
        None => 8080,
        Some(p) => p
            .parse()
            .map_err(|_| format!("--port '{p}' is not a port"))?,
    };
    let dist = PathBuf::from(args.get("dist").unwrap_or("dist"));
    let db = PathBuf::from(args.get("db").unwrap_or("numera-tables.db"));
    let origins = args
        .get("origin")
        .map(|o| o.split(',').map(str::to_string).collect())
        .unwrap_or_default();
    let store = SqliteStore::open(&db).map_err(|e| format!("--db {}: {e}", db.display()))?;
    // A load test from one machine comes from one address: it raises these two caps.
    let defaults = Limits::default();
    let limits = Limits {
        connections_per_ip: args.count("connections-per-ip", defaults.connections_per_ip)?,
        tables_per_ip: args.count("tables-per-ip", defaults.tables_per_ip)?,
        ..defaults
    };
    let config = Config {
        dist,
        limits,
        origins,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    // The server is made inside the runtime: tables reloaded with a bot to move start it at once.
    runtime.block_on(async move {
        let server = Server::new(Arc::new(store), config).map_err(|e| e.to_string())?;
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .map_err(|e| format!("cannot listen on {host}:{port}: {e}"))?;
        let address = listener.local_addr().map_err(|e| e.to_string())?;
        println!("numera serve: http://{address}/ (tables: ws://{address}{TABLES_PATH})");
        let _ = std::io::stdout().flush();
        server.run(listener).await.map_err(|e| e.to_string())
    })?;
    Ok(ExitCode::SUCCESS)
}
