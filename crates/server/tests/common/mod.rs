//! Test servers on 127.0.0.1 and WebSocket clients that speak the table protocol, every wait
//! bounded, so that a broken server fails a test instead of hanging it.

#![allow(dead_code)]

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

use numera_server::{Config, Limits, Server, SqliteStore, TABLES_PATH};
use numera_wire::{ClientMessage, Frame, ServerMessage, TableInfo};

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
}

impl Running {
    pub fn url(&self) -> String {
        format!("ws://{}{TABLES_PATH}", self.addr)
    }

    /// Stops listening (the in-process stand-in for a server going away).
    pub fn stop(self) {
        self.task.abort();
    }
}

/// A server on 127.0.0.1 (a port the system picks) over the database `db`.
pub async fn start(db: &Path, dist: &Path, limits: Limits) -> Running {
    let store = SqliteStore::open(db).expect("the database opens");
    let config = Config {
        dist: dist.to_owned(),
        limits,
        origins: Vec::new(),
    };
    let server = Server::new(Arc::new(store), config).expect("the tables reload");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    let task = tokio::spawn(async move {
        let _ = server.run(listener).await;
    });
    Running { addr, task }
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

pub async fn open_table(
    url: &str,
    game: numera_rules::GameId,
    options: &str,
    names: &[&str],
) -> Setup {
    let mut creator = Client::connect(url).await;
    creator
        .send(&ClientMessage::Create {
            game,
            options: numera_wire::RawJson::new(options).expect("options as JSON"),
            name: names[0].into(),
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
    for name in &names[1..] {
        let seat = free.next().expect("a free human seat for each name");
        let mut client = Client::connect(url).await;
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
