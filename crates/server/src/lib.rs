//! `numera serve`: one port for the built app and the online tables (issue 36,
//! docs/tables.md). The server is the referee: it holds each table's seed and whole game,
//! plays every action through the rules crate's `Game::apply`, sends each seat only that
//! seat's view, and stores every action before it answers. Native only: nothing here may
//! reach a wasm page, which the app's own manifest guarantees by not naming this crate.

mod accept;
mod clock;
mod conn;
mod error;
mod files;
mod forward;
mod games;
mod guesses;
mod hub;
mod limits;
mod origin;
mod outbox;
mod referee;
mod seats;
mod secret;
pub mod store;
mod table;

use std::path::PathBuf;
use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tokio::net::TcpListener;

pub use clock::{Clock, Millis, SystemClock, TestClock};
pub use error::ServerError;
pub use games::rules_of;
pub use limits::Limits;
pub use numera_wire::RawJson;
pub use store::{PostgresStore, SqliteStore, StoreError, TableStore};

/// Called with a bot's level on the bot's thread before it thinks: a test makes a bot fail.
pub type BotHook = Arc<dyn Fn(&str) + Send + Sync>;

/// Where the tables' WebSocket is served.
pub const TABLES_PATH: &str = "/tables";

/// A server's settings besides its store.
#[derive(Clone)]
pub struct Config {
    /// The built app (`dist/`).
    pub dist: PathBuf,
    pub limits: Limits,
    /// Origins besides the server's own whose pages may connect (`https://host:port`).
    pub origins: Vec<String>,
    /// The host the server was started for (`--host`): its pages at the server's port are
    /// its own, besides those of the address it is bound to (origin.rs).
    pub host: Option<String>,
    /// Called before each bot move is thought (`None`: nothing; tests only).
    pub before_bot: Option<BotHook>,
    /// Where other instances of a shared store reach this one's tables
    /// (`ws://host:port/tables`); unused on a store of its own.
    pub address: String,
    /// The time the tables' clocks read (the system's; tests move a `TestClock`).
    pub clock: Arc<dyn Clock>,
}

impl Config {
    /// The settings `numera serve` runs with, for the built app in `dist`.
    pub fn new(dist: PathBuf) -> Config {
        Config {
            dist,
            limits: Limits::default(),
            origins: Vec::new(),
            host: None,
            before_bot: None,
            address: String::new(),
            clock: clock::system(),
        }
    }
}

#[derive(Clone)]
struct Shared {
    hub: Arc<hub::Hub>,
    config: Arc<Config>,
}

/// A server ready to run: its tables reloaded from the store.
pub struct Server {
    shared: Shared,
}

impl Server {
    pub async fn new(store: Arc<dyn TableStore>, config: Config) -> Result<Server, StoreError> {
        let limits = config.limits.clone();
        let hub = hub::Hub::new(
            store,
            limits,
            (config.before_bot.clone(), config.clock.clone()),
            &config.address,
        )
        .await?;
        Ok(Server {
            shared: Shared {
                hub,
                config: Arc::new(config),
            },
        })
    }

    pub fn router(&self) -> Router {
        Router::new()
            .route(TABLES_PATH, get(tables))
            .fallback(static_files)
            .with_state(self.shared.clone())
    }

    /// Serves on `listener` until the process ends.
    pub async fn run(self, listener: TcpListener) -> std::io::Result<()> {
        self.run_until(listener, std::future::pending()).await
    }

    /// Serves on `listener` until `stop` (SIGTERM) happens, then drains: the tables are given
    /// up in the store for other instances to take, every line is told and closed.
    pub async fn run_until(
        self,
        listener: TcpListener,
        stop: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let limits = self.shared.hub.limits.clone();
        let hub = self.shared.hub.clone();
        let drained = async move {
            stop.await;
            hub.drain().await;
        };
        accept::serve(listener, self.router(), &limits, drained).await
    }
}

async fn tables(
    upgrade: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<accept::Peer>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    let site = origin::Site {
        bound: peer.bound,
        host: shared.config.host.as_deref(),
        extra: &shared.config.origins,
    };
    if !origin::allowed(&headers, &site) {
        return (StatusCode::FORBIDDEN, "this page may not open tables here").into_response();
    }
    // Frames somewhat over the cap still arrive whole, to be refused in words (`too_big`);
    // far bigger ones are cut off by the WebSocket layer itself.
    let cap = shared.hub.limits.max_frame.saturating_mul(4);
    let hub = shared.hub.clone();
    // A line another instance forwards counts against its player's address.
    let forwarded = forward::forwarded_for(&headers, hub.cluster_secret.as_deref());
    let ip = forwarded.unwrap_or(peer.addr.ip());
    upgrade
        .max_message_size(cap)
        .max_frame_size(cap)
        .on_upgrade(move |socket| conn::run(socket, hub, ip, forwarded.is_some()))
}

async fn static_files(
    State(shared): State<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    files::serve(&shared.config.dist, &method, &uri, &headers).await
}
