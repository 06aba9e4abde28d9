//! `numera`: the rules engine on the command line, for tests, balancing and measurement.
//!
//! numera replay --game G --seed S [--options JSON] (--actions FILE | --position FILE [--actions FILE])
//! numera arena  --game G --games N --seed S [--bots a,b,...]
//! numera bench  --game G [--games N] [--passes P] [--seed S]
//! numera conformance --game G --games N --seed S [--options JSON] [--minutes M]
//! numera daily  --game G --date YYYY-MM-DD
//! numera challenge --game G (--code CODE | --seed S [--options JSON] --actions FILE [--seat N] [--name T] [--daily N] | --measure N --seed S)
//! numera review --game G --seed S [--options JSON] --seat N
//! numera fuzz [--decoder NAME] [--inputs N] [--seed S] [--minutes M] [--input FILE]
//! numera loadtest --url ws://HOST:PORT/tables[,ws://…] [--tables N] [--players P] [--seconds S]
//! numera serve [--host 127.0.0.1] [--port 8080] [--dist dist] [--db numera-tables.db|postgres://USER@HOST:PORT/DB] [--advertise ws://HOST:PORT/tables] [--lease-ms 6000] [--origin URL,…] [--connections-per-ip N] [--tables-per-ip N] [--bot-tables-per-ip N]

mod arena;
mod args;
mod bench;
mod challenge;
mod conformance;
mod daily;
mod fuzz;
mod loadtest;
mod replay;
mod review;
mod serve;

use std::process::ExitCode;

use numera_rules::daily::DailyOptions;
use numera_rules::dungeon::DungeonGame;
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::review::Reviewable;
use numera_rules::sequence::SequenceGame;
use numera_rules::{GameId, Playable};

use args::Args;

const USAGE: &str = "usage:
  numera replay --game G --seed S [--options JSON] --actions FILE
  numera replay --game G --position FILE [--actions FILE]
  numera arena  --game G --games N --seed S [--bots a,b,...]
  numera bench  --game G [--games N] [--passes P] [--seed S]
  numera conformance --game G --games N --seed S [--options JSON] [--minutes M]
  numera daily  --game G --date YYYY-MM-DD
  numera challenge --game G --code CODE
  numera challenge --game G --seed S [--options JSON] --actions FILE [--seat N] [--name T] [--daily N]
  numera challenge --game G --measure N --seed S
  numera review --game G --seed S [--options JSON] --seat N
  numera fuzz [--decoder NAME] [--inputs N] [--seed S] [--minutes M] [--input FILE]
  numera serve [--host 127.0.0.1] [--port 8080] [--dist dist] [--db numera-tables.db|postgres://USER@HOST:PORT/DB] [--advertise ws://HOST:PORT/tables] [--lease-ms 6000] [--origin URL,...]
         [--connections-per-ip N] [--tables-per-ip N] [--bot-tables-per-ip N]
  numera loadtest --url ws://HOST:PORT/tables[,ws://…] [--tables N] [--players P] [--seconds S] [--think-ms T] [--bot-tables N]
games: nmbr9, number, sequence, mino, dungeon";

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = raw.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    if command == "--help" || command == "-h" || command == "help" {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let args = match Args::parse(rest) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    // The fuzz harness runs decoders, the server every table game, the load test its tables.
    let all_games = match command.as_str() {
        "fuzz" => Some(fuzz::run(&args)),
        "serve" => Some(serve::run(&args)),
        "loadtest" => Some(loadtest::run(&args)),
        _ => None,
    };
    if let Some(result) = all_games {
        return result.unwrap_or_else(|e| usage_error(&e));
    }
    let game = match args
        .required("game")
        .and_then(|g| GameId::parse(g).map_err(|e| e.to_string()))
    {
        Ok(g) => g,
        Err(e) => return usage_error(&e),
    };
    match game {
        GameId::Nmbr9 => run::<Nmbr9Game>(command, &args),
        GameId::Number => run::<NumberGame>(command, &args),
        GameId::Sequence => run::<SequenceGame>(command, &args),
        GameId::Mino => run::<MinoGame>(command, &args),
        GameId::Dungeon => run::<DungeonGame>(command, &args),
    }
}

fn run<G: Playable + DailyOptions + Reviewable>(command: &str, args: &Args) -> ExitCode {
    let result = match command {
        "replay" => replay::run::<G>(args),
        "arena" => arena::run::<G>(args),
        "bench" => bench::run::<G>(args),
        "conformance" => conformance::run::<G>(args),
        "daily" => daily::run::<G>(args),
        "challenge" => challenge::run::<G>(args),
        "review" => review::run::<G>(args),
        other => Err(format!("unknown command '{other}'")),
    };
    match result {
        Ok(code) => code,
        Err(e) => usage_error(&e),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("numera: {message}\n{USAGE}");
    ExitCode::from(2)
}
