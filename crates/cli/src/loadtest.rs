//! `numera loadtest`: many simulated players at tables of The Number on a running
//! `numera serve`, playing random legal picks as fast as the server answers. One JSON line:
//! tables, players, actions, the time from an action sent to every seat's frame of it
//! (p50, p99), refusals and errors, and frames that never came (`lost`). With `--bot-tables N`,
//! N tables of bots play beside them (bots.rs): what the bots' work costs the measured tables.

mod bots;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use numera_rules::json;
use numera_rules::number::View;
use numera_rules::GameId;
use numera_wire::{ClientMessage, RawJson, ServerMessage};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::args::Args;

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long one awaited message may take before it counts as lost.
const PATIENCE: Duration = Duration::from_secs(5);

/// What one table's players measured.
#[derive(Default)]
struct Tally {
    actions: u64,
    latencies_ms: Vec<f64>,
    errors: u64,
    lost: u64,
}

pub fn run(args: &Args) -> Result<ExitCode, String> {
    // Several instances' addresses, comma-separated: the players of one table are spread over
    // them (docs/tables.md, "Several servers").
    let urls: std::sync::Arc<Vec<String>> = std::sync::Arc::new(
        args.required("url")?
            .split(',')
            .map(str::trim)
            .filter(|u| !u.is_empty())
            .map(str::to_string)
            .collect(),
    );
    if urls.is_empty() {
        return Err("--url names no address".into());
    }
    let tables = args.count("tables", 10)?;
    let players = args.count("players", 4)?.clamp(3, 5);
    let seconds = args.count("seconds", 10)? as u64;
    // A player's pause before each action: 0 plays as fast as the server answers (its
    // throughput); a human's few seconds give the latency at a table's real pace.
    let think = Duration::from_millis(args.count("think-ms", 0)? as u64);
    let bot_tables = args.count("bot-tables", 0)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let bot_url = urls[0].clone();
    let (tally, bot_moves) = runtime.block_on(async move {
        let until = Instant::now() + Duration::from_secs(seconds);
        let bots: Vec<_> = (0..bot_tables)
            .map(|_| tokio::spawn(bots::table(bot_url.clone(), until)))
            .collect();
        let tasks: Vec<_> = (0..tables)
            .map(|i| tokio::spawn(table(urls.clone(), i, players, think, until)))
            .collect();
        let mut all = Tally::default();
        for task in tasks {
            let t = task.await.unwrap_or(Tally {
                errors: 1,
                ..Tally::default()
            });
            all.actions += t.actions;
            all.errors += t.errors;
            all.lost += t.lost;
            all.latencies_ms.extend(t.latencies_ms);
        }
        let mut bot_moves = 0;
        for task in bots {
            let (moves, fine) = task.await.unwrap_or((0, false));
            bot_moves += moves;
            all.errors += u64::from(!fine);
        }
        (all, bot_moves)
    });
    let mut l = tally.latencies_ms;
    l.sort_by(f64::total_cmp);
    let at = |q: f64| {
        l.get(((l.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    let line = serde_json::json!({
        "tables": tables,
        "players": tables * players,
        "seconds": seconds,
        "think_ms": think.as_millis() as u64,
        "actions": tally.actions,
        "p50_ms": (at(0.5) * 100.0).round() / 100.0,
        "p99_ms": (at(0.99) * 100.0).round() / 100.0,
        "errors": tally.errors,
        "lost": tally.lost,
        "bot_tables": bot_tables,
        "bot_moves": bot_moves,
    });
    println!("{line}");
    Ok(if tally.errors == 0 && tally.lost == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

pub(crate) async fn send(socket: &mut Socket, message: &ClientMessage) -> bool {
    socket.send(Message::text(message.encode())).await.is_ok()
}

/// The next message the server sends, within `PATIENCE`.
pub(crate) async fn next(socket: &mut Socket) -> Option<ServerMessage> {
    loop {
        match tokio::time::timeout(PATIENCE, socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => return ServerMessage::decode(text.as_str()).ok(),
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

/// Tables one after the other until the time is up: each set up, started, and played.
async fn table(
    urls: std::sync::Arc<Vec<String>>,
    first: usize,
    players: usize,
    think: Duration,
    until: Instant,
) -> Tally {
    let mut tally = Tally::default();
    while Instant::now() < until {
        if play_one(&urls, first, players, think, until, &mut tally)
            .await
            .is_none()
        {
            tally.errors += 1;
            break;
        }
    }
    tally
}

/// What did not come: a frame lost, or the action refused (or an error).
enum Missing {
    Lost,
    Refused,
}

/// Reads one socket until its frame of action `seq`: when it came, its view, and whether the
/// game is over.
async fn frame_of(socket: &mut Socket, seq: u64) -> Result<(Instant, View, bool), Missing> {
    loop {
        match next(socket).await.ok_or(Missing::Lost)? {
            ServerMessage::Frame(f) if f.seq >= seq => {
                let view = json::from_str(f.view.as_str()).map_err(|_| Missing::Refused)?;
                return Ok((Instant::now(), view, f.over));
            }
            ServerMessage::Refused { .. } | ServerMessage::Error { .. } => {
                return Err(Missing::Refused)
            }
            _ => {}
        }
    }
}

async fn play_one(
    urls: &[String],
    first: usize,
    players: usize,
    think: Duration,
    until: Instant,
    tally: &mut Tally,
) -> Option<()> {
    let mut sockets = Vec::new();
    for seat in 0..players {
        let url = &urls[(first + seat) % urls.len()];
        sockets.push(tokio_tungstenite::connect_async(url).await.ok()?.0);
    }
    let options = format!(r#"{{"seats":[{}]}}"#, vec![r#""human""#; players].join(","));
    let create = ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(&options).ok()?,
        name: "load".into(),
        clock_s: None,
        clock_bot: None,
    };
    send(&mut sockets[0], &create).await.then_some(())?;
    let (code, host) = loop {
        if let ServerMessage::Created { code, host, .. } = next(&mut sockets[0]).await? {
            break (code, host);
        }
    };
    for (seat, socket) in sockets.iter_mut().enumerate().skip(1) {
        let name = format!("load {seat}");
        let sit = ClientMessage::Sit {
            code: code.clone(),
            seat,
            name,
        };
        send(socket, &sit).await.then_some(())?;
        while !matches!(next(socket).await?, ServerMessage::Seated { .. }) {}
    }
    send(&mut sockets[0], &ClientMessage::Start { code, host })
        .await
        .then_some(())?;
    let mut views = Vec::new();
    for socket in sockets.iter_mut() {
        views.push(frame_of(socket, 0).await.ok()?.1);
    }
    let mut seq = 0u64;
    let mut turn = 0usize;
    while Instant::now() < until {
        let Some(me) = (0..players).find(|&p| !views[p].picked[p] && !views[p].exhausted[p]) else {
            return Some(());
        };
        if !think.is_zero() {
            tokio::time::sleep(think).await;
        }
        let digits = views[me].available(me);
        turn = turn.wrapping_mul(31).wrapping_add(7);
        let pick = (0..3).fold(0u16, |n, k| {
            n * 10 + u16::from(digits[(turn + k * 3) % digits.len()])
        });
        let sent = Instant::now();
        let act = ClientMessage::Act {
            seq,
            action: format!("{me}:{pick:03}"),
        };
        send(&mut sockets[me], &act).await.then_some(())?;
        seq += 1;
        let mut last = sent;
        let mut over = false;
        for (p, socket) in sockets.iter_mut().enumerate() {
            match frame_of(socket, seq).await {
                Ok((at, view, end)) => {
                    last = last.max(at);
                    views[p] = view;
                    over |= end;
                }
                Err(Missing::Lost) => tally.lost += 1,
                // The table cannot go on from a refused action: a new one is set up.
                Err(Missing::Refused) => {
                    tally.errors += 1;
                    return Some(());
                }
            }
        }
        tally.actions += 1;
        tally
            .latencies_ms
            .push(last.duration_since(sent).as_secs_f64() * 1000.0);
        if over {
            return Some(());
        }
    }
    Some(())
}
