//! Test servers on 127.0.0.1 and WebSocket clients that speak the table protocol, every wait
//! bounded, so that a broken server fails a test instead of hanging it.

#![allow(dead_code)]

pub mod pg;
pub mod players;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use numera_server::{Config, Limits, Server, SqliteStore, TableStore, TABLES_PATH};
use numera_wire::{ClientMessage, ErrorCode, Frame, Reason, ServerMessage, TableInfo};

/// The longest any one expected message may take to arrive.
pub const WAIT: Duration = Duration::from_secs(10);

/// A fresh folder under the system's temporary one.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("numera-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Limits for tests: bots without their pause, everything else as served.
pub fn limits() -> Limits {
    Limits {
        bot_pause: Duration::from_millis(1),
        ..Limits::default()
    }
}

pub struct Running {
    pub addr: SocketAddr,
    task: JoinHandle<()>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Running {
    pub fn url(&self) -> String {
        format!("ws://{}{TABLES_PATH}", self.addr)
    }

    /// Stops listening (the in-process stand-in for a server going away).
    pub fn stop(self) {
        self.task.abort();
    }

    /// Drains as SIGTERM does, and waits for the server to end.
    pub async fn drain(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = tokio::time::timeout(WAIT, self.task).await;
    }
}

/// A server with the test limits over a database in a fresh scratch folder `name`, which
/// also stands for its files.
pub async fn start_fresh(name: &str) -> Running {
    start_fresh_with(name, limits()).await
}

/// `start_fresh` with other limits.
pub async fn start_fresh_with(name: &str, limits: Limits) -> Running {
    let dir = scratch(name);
    start(&dir.join("t.db"), &dir, limits).await
}

/// A server on 127.0.0.1 (a port the system picks) over the database `db`.
pub async fn start(db: &Path, dist: &Path, limits: Limits) -> Running {
    let store = SqliteStore::open(db).expect("the database opens");
    start_on(Arc::new(store), dist, limits).await
}

/// A server on 127.0.0.1 over `store`.
pub async fn start_on(store: Arc<dyn TableStore>, dist: &Path, limits: Limits) -> Running {
    let config = Config {
        limits,
        ..Config::new(dist.to_owned())
    };
    start_with(store, config).await
}

/// A server over the database `db` whose tables' clocks read `clock`.
pub async fn start_clocked(db: &Path, dist: &Path, clock: numera_server::TestClock) -> Running {
    let store = SqliteStore::open(db).expect("the database opens");
    let config = Config {
        limits: limits(),
        clock: Arc::new(clock),
        ..Config::new(dist.to_owned())
    };
    start_with(Arc::new(store), config).await
}

/// A server with `limits` over a database in a fresh scratch folder `name`, whose tables'
/// clocks read `clock`.
pub async fn start_fresh_clocked(
    name: &str,
    limits: Limits,
    clock: &numera_server::TestClock,
) -> Running {
    let dir = scratch(name);
    let store = SqliteStore::open(&dir.join("t.db")).expect("the database opens");
    let config = Config {
        limits,
        clock: Arc::new(clock.clone()),
        ..Config::new(dir)
    };
    start_with(Arc::new(store), config).await
}

/// A server on 127.0.0.1 over `store` with `config` (its address filled in).
pub async fn start_with(store: Arc<dyn TableStore>, mut config: Config) -> Running {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    config.address = format!("ws://{addr}{TABLES_PATH}");
    let server = Server::new(store, config).await.expect("the tables reload");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let _ = server
            .run_until(listener, async {
                let _ = stopped.await;
            })
            .await;
    });
    Running {
        addr,
        task,
        stop: Some(stop),
    }
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every frame received, in order: what the no-leak checks read afterwards.
    pub frames: Vec<Frame>,
    /// How many of `frames` a player has taken (`latest_frame`).
    taken: usize,
    /// When each frame arrived, with its number.
    pub arrivals: Vec<(u64, std::time::Instant)>,
    pub table: Option<TableInfo>,
}

impl Client {
    pub async fn connect(url: &str) -> Client {
        let (ws, _) = tokio::time::timeout(WAIT, tokio_tungstenite::connect_async(url))
            .await
            .expect("connected in time")
            .expect("the server accepts the connection");
        Client::over(ws)
    }

    /// `connect` to `server` from the local address `source` (another 127.0.0.x stands for
    /// another client's address).
    pub async fn connect_from(server: &Running, source: &str) -> Client {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        let source = format!("{source}:0").parse().expect("an address");
        socket
            .bind(source)
            .expect("a loopback address to send from");
        let line = tokio::time::timeout(WAIT, socket.connect(server.addr))
            .await
            .expect("connected in time")
            .expect("a connection");
        let handshake = tokio_tungstenite::client_async(server.url(), MaybeTlsStream::Plain(line));
        let (ws, _) = tokio::time::timeout(WAIT, handshake)
            .await
            .expect("a handshake in time")
            .expect("the server accepts the connection");
        Client::over(ws)
    }

    /// Closes the line and waits for the server's end of it.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
        let _ = tokio::time::timeout(WAIT, async {
            while let Some(Ok(_)) = self.ws.next().await {}
        })
        .await;
    }

    fn over(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        Client {
            ws,
            frames: Vec::new(),
            taken: 0,
            arrivals: Vec::new(),
            table: None,
        }
    }

    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&message.encode()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws
            .send(Message::text(text.to_string()))
            .await
            .expect("the frame is sent");
    }

    /// Sends unless the server has ended the line already (a flood test).
    pub async fn try_send(&mut self, message: &ClientMessage) -> bool {
        self.ws.send(Message::text(message.encode())).await.is_ok()
    }

    /// The next message, whatever it is (frames and tables are also kept).
    pub async fn next(&mut self) -> ServerMessage {
        loop {
            let frame = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("a message in time")
                .expect("the line is open")
                .expect("a WebSocket frame");
            let text = match frame {
                Message::Text(text) => text.to_string(),
                Message::Close(_) => panic!("the server closed the line"),
                _ => continue,
            };
            let message = ServerMessage::decode(&text).expect("a message of the protocol");
            match &message {
                ServerMessage::Frame(f) => {
                    self.arrivals.push((f.seq, std::time::Instant::now()));
                    self.frames.push(f.clone());
                }
                ServerMessage::Table(t) => self.table = Some(t.clone()),
                _ => {}
            }
            return message;
        }
    }

    /// Reads until a message `pick` takes, and gives what it made of it.
    pub async fn until<T>(&mut self, mut pick: impl FnMut(&ServerMessage) -> Option<T>) -> T {
        loop {
            let message = self.next().await;
            if let Some(found) = pick(&message) {
                return found;
            }
        }
    }

    /// Sends action `action` as of frame `seq` and gives the server's answer: the number of
    /// the frame it was played as, or the refusal. An error instead fails the test.
    pub async fn act(&mut self, seq: u64, action: &str) -> Result<u64, Reason> {
        let action = action.to_string();
        self.send(&ClientMessage::Act { seq, action }).await;
        self.until(|m| match m {
            ServerMessage::Accepted { seq } => Some(Ok(*seq)),
            ServerMessage::Refused { reason, .. } => Some(Err(reason.clone())),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await
    }

    /// The code of the next error the server sends.
    pub async fn error(&mut self) -> ErrorCode {
        self.until(|m| match m {
            ServerMessage::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await
    }

    /// Sends `message` and gives the code of the error that answers it.
    pub async fn error_for(&mut self, message: &ClientMessage) -> ErrorCode {
        self.send(message).await;
        self.error().await
    }

    /// Resumes seat `seat` of table `code` with its token, on a new connection.
    pub async fn resume(url: &str, code: &str, token: String, seat: usize) -> Client {
        let mut client = Client::connect(url).await;
        client
            .send(&ClientMessage::Resume {
                code: code.to_string(),
                token,
            })
            .await;
        let back = client
            .until(|m| match m {
                ServerMessage::Seated { seat, .. } => Some(*seat),
                ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
                _ => None,
            })
            .await;
        assert_eq!(back, seat, "resumed at its own seat");
        client
    }

    /// The newest frame not taken yet (older ones that queued up meanwhile are passed over,
    /// as a page would draw only the newest), waiting for one if need be.
    pub async fn latest_frame(&mut self) -> Frame {
        while self.taken == self.frames.len() {
            self.next().await;
        }
        self.taken = self.frames.len();
        self.frames[self.taken - 1].clone()
    }

    /// Whether the server ends the line (after what it had to say) within the wait.
    pub async fn closed(&mut self) -> bool {
        let end = tokio::time::Instant::now() + WAIT;
        loop {
            match tokio::time::timeout_at(end, self.ws.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }
}

/// A table set up through the protocol: the host created it (at seat 0 when it is a human's),
/// each other name sat at the next human seat, and the host started it.
pub struct Setup {
    pub code: String,
    pub host: String,
    /// Every seated player's connection, by seat order, with its seat and token.
    pub players: Vec<(Client, usize, String)>,
}

impl Setup {
    /// Each player's seat and token, to resume them with.
    pub fn tokens(&self) -> Vec<(usize, String)> {
        self.players
            .iter()
            .map(|(_, s, t)| (*s, t.clone()))
            .collect()
    }
}

/// A fresh server (`start_fresh`) with a table of `game` opened on it (`open_table`).
pub async fn fresh_table(
    name: &str,
    game: numera_rules::GameId,
    options: &str,
    names: &[&str],
) -> (Running, Setup) {
    let server = start_fresh(name).await;
    let setup = open_table(&server.url(), game, options, names).await;
    (server, setup)
}

pub async fn open_table(
    url: &str,
    game: numera_rules::GameId,
    options: &str,
    names: &[&str],
) -> Setup {
    open_table_across(&[url.to_string()], game, options, names).await
}

/// `open_table` with its players connected to several servers in turn: the creator to the
/// first of `urls`, the next player to the next one, and so on.
pub async fn open_table_across(
    urls: &[String],
    game: numera_rules::GameId,
    options: &str,
    names: &[&str],
) -> Setup {
    open_table_timed(urls, game, (options, None), names).await
}

/// `open_table_across` with a clock of `clock_s` seconds per move (`None`: no clock).
pub async fn open_table_timed(
    urls: &[String],
    game: numera_rules::GameId,
    (options, clock_s): (&str, Option<u64>),
    names: &[&str],
) -> Setup {
    let mut creator = Client::connect(&urls[0]).await;
    creator
        .send(&ClientMessage::Create {
            game,
            options: numera_wire::RawJson::new(options).expect("options as JSON"),
            name: names[0].into(),
            clock_s,
            clock_bot: None,
        })
        .await;
    let (code, host, seat, token) = creator
        .until(|m| match m {
            ServerMessage::Created {
                code,
                host,
                seat,
                token,
            } => Some((code.clone(), host.clone(), *seat, token.clone())),
            ServerMessage::Error { code, text } => panic!("create refused: {code:?} {text}"),
            _ => None,
        })
        .await;
    let mut players = Vec::new();
    if let (Some(seat), Some(token)) = (seat, token) {
        players.push((creator, seat, token));
    }
    let kinds: Vec<String> = {
        let raw = numera_rules::json::value(options).expect("options");
        let seats = numera_rules::json::members(raw)
            .expect("an object")
            .into_iter()
            .find(|(k, _)| k == "seats")
            .expect("seats")
            .1;
        numera_rules::json::FromJson::from_json(seats).expect("seat kinds")
    };
    let mut free = (0..kinds.len()).filter(|&s| kinds[s] == "human").skip(1);
    for (i, name) in names.iter().enumerate().skip(1) {
        let seat = free.next().expect("a free human seat for each name");
        let mut client = Client::connect(&urls[i % urls.len()]).await;
        client
            .send(&ClientMessage::Sit {
                code: code.clone(),
                seat,
                name: name.to_string(),
            })
            .await;
        let token = client
            .until(|m| match m {
                ServerMessage::Seated { token, .. } => Some(token.clone()),
                ServerMessage::Error { code, text } => panic!("sit refused: {code:?} {text}"),
                _ => None,
            })
            .await;
        players.push((client, seat, token));
    }
    let starter = &mut players[0].0;
    starter
        .send(&ClientMessage::Start {
            code: code.clone(),
            host: host.clone(),
        })
        .await;
    Setup {
        code,
        host,
        players,
    }
}

/// Plays each seated player's connection on a task of its own with `player` (a seat's
/// player of `players`), and gives the connections back, in seat order, once all are done.
pub async fn play_all<Fut>(
    seated: Vec<(Client, usize, String)>,
    player: impl Fn(Client, usize) -> Fut,
) -> Vec<Client>
where
    Fut: std::future::Future<Output = Client> + Send + 'static,
{
    let tasks: Vec<_> = seated
        .into_iter()
        .map(|(client, seat, _)| tokio::spawn(player(client, seat)))
        .collect();
    let mut clients = Vec::new();
    for task in tasks {
        clients.push(task.await.expect("a player finished"));
    }
    clients
}

/// Each seat of `seats` (with its token) resumed at table `code` on a new connection, and
/// played on to the end of The Number.
pub async fn resume_number(url: &str, code: &str, seats: Vec<(usize, String)>) -> Vec<Client> {
    let mut resumed = Vec::new();
    for (seat, token) in seats {
        let client = Client::resume(url, code, token.clone(), seat).await;
        resumed.push((client, seat, token));
    }
    play_all(resumed, |c, seat| players::number(c, seat, u64::MAX)).await
}

/// The save of a game followed across a restart, once every frame of both servers is checked
/// against it: `seen` what each seat's connection received before, `after` its resumed one.
pub fn checked_across_restart<G: numera_rules::Game>(
    seen: &[Vec<Frame>],
    after: &[Client],
) -> (numera_rules::log::Save, G)
where
    G::View: numera_rules::json::ToJson,
{
    let (save, game) = checked_save::<G>(after);
    for frames in seen {
        check_frames::<G>(frames, &save);
    }
    (save, game)
}

/// The save of a game the connections followed to the end (`final_save` of the first one's
/// last frame), once every connection's frames are checked against it (`check_frames`).
pub fn checked_save<G: numera_rules::Game>(clients: &[Client]) -> (numera_rules::log::Save, G)
where
    G::View: numera_rules::json::ToJson,
{
    let (save, game) = final_save::<G>(clients[0].frames.last().expect("frames"));
    for client in clients {
        check_frames::<G>(&client.frames, &save);
    }
    (save, game)
}

/// Every frame a connection received is exactly the seat's (or a spectator's) view of the
/// game after that many actions of the final log, in the game's own JSON; the save comes
/// only with the last frame. So no frame told anything the seat may not see.
pub fn check_frames<G: numera_rules::Game>(frames: &[Frame], save: &numera_rules::log::Save)
where
    G::View: numera_rules::json::ToJson,
{
    let options: G::Options = save.options_as().expect("the save's options");
    assert!(!frames.is_empty(), "frames were received");
    for frame in frames {
        let log = &save.actions[..frame.seq as usize];
        let game: G = numera_rules::replay(&options, save.seed, log).expect("the log replays");
        let view = numera_rules::json::to_string(&game.observe(frame.me));
        assert_eq!(
            frame.view.as_str(),
            view,
            "frame {} of seat {:?}",
            frame.seq,
            frame.me
        );
        assert_eq!(frame.over, game.outcome().is_some());
        assert_eq!(
            frame.save.is_some(),
            frame.over,
            "the save comes with the end only"
        );
    }
}

/// The save a finished game's last frame carries, replayed as `numera replay` would.
pub fn final_save<G: numera_rules::Game>(frame: &Frame) -> (numera_rules::log::Save, G) {
    let save = numera_rules::log::Save::from_json(frame.save.as_ref().expect("a save").as_str())
        .expect("an ordinary save");
    assert_eq!(save.game, G::ID);
    let options: G::Options = save.options_as().expect("its options");
    let game: G = numera_rules::replay(&options, save.seed, &save.actions).expect("it replays");
    assert!(game.outcome().is_some(), "the replayed game is over");
    (save, game)
}
