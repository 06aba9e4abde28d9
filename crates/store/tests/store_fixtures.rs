//! Records in the formats the release of 1 December 2026 writes (tests/fixtures/, see
//! docs/storage.md "Fixtures"): every later build must still read them, and each save and
//! replay link must replay to the same game. These files are never regenerated.

use numera_rules::daily::Daily;
use numera_rules::dungeon::DungeonGame;
use numera_rules::log::Save;
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::{replay, Game, GameId};
use numera_store::bests::Bests;
use numera_store::daily::{DailyFile, Kind};
use numera_store::history::History;
use numera_store::settings::{Motion, Prefs, Theme};
use numera_texts::Lang;

const DIR: &str = "tests/fixtures";

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Scores and winners of a finished game.
type End = (Vec<i64>, Vec<usize>);

/// The save replayed by the game's own engine: the outcome when it is over.
fn replays(save: &Save) -> Result<Option<End>, String> {
    fn run<G: Game>(save: &Save) -> Result<Option<End>, String> {
        let options: G::Options = save.options_as().map_err(|e| e.to_string())?;
        let game = replay::<G>(&options, save.seed, &save.actions).map_err(|e| format!("{e:?}"))?;
        Ok(game.outcome().map(|o| (o.scores, o.winners)))
    }
    match save.game {
        GameId::Nmbr9 => run::<Nmbr9Game>(save),
        GameId::Number => run::<NumberGame>(save),
        GameId::Sequence => run::<SequenceGame>(save),
        GameId::Mino => run::<MinoGame>(save),
        GameId::Dungeon => run::<DungeonGame>(save),
    }
}

#[test]
fn the_saves_of_every_game_still_open_and_replay() {
    for game in GameId::ALL {
        let save = Save::from_json(&fixture(&format!("save.{game}.json"))).unwrap();
        assert_eq!(save.game, game);
        assert_eq!(save.actions.len(), 7, "{game}");
        assert_eq!(
            replays(&save),
            Ok(None),
            "{game}: the save is a game in progress"
        );
    }
}

#[test]
fn the_replay_links_of_every_game_still_open_and_end_as_recorded() {
    let links: Vec<serde_json::Value> = serde_json::from_str(&fixture("links.json")).unwrap();
    assert_eq!(links.len(), GameId::ALL.len());
    for link in links {
        let url = link["link"].as_str().unwrap();
        let (path, code) = url.split_once("?replay=").unwrap();
        let save = Save::from_link_code(code).unwrap();
        assert_eq!(format!("/{}", save.game), path);
        let result = &link["result"];
        let scores: Vec<i64> = serde_json::from_value(result["scores"].clone()).unwrap();
        let winners: Vec<usize> = serde_json::from_value(result["winners"].clone()).unwrap();
        assert_eq!(replays(&save), Ok(Some((scores, winners))), "{url}");
    }
}

#[test]
fn the_history_still_reads_and_its_replays_end_as_listed() {
    let history = History::decode(&fixture("history.json")).unwrap();
    assert_eq!(history.games.len(), GameId::ALL.len());
    for entry in &history.games {
        let save = Save::from_link_code(&entry.replay).unwrap();
        assert_eq!((save.game, save.seed), (entry.game, entry.seed));
        let end = replays(&save).unwrap();
        assert_eq!(
            end,
            Some((entry.scores.clone(), entry.winners.clone())),
            "{}",
            entry.game
        );
    }
}

#[test]
fn the_bests_and_settings_still_read() {
    let bests = Bests::decode(&fixture("best.nmbr9.json")).unwrap();
    let best = &bests.best[0];
    let save = Save::from_link_code(&best.replay).unwrap();
    let (scores, _) = replays(&save).unwrap().unwrap();
    assert_eq!(scores[0], best.score);
    let prefs = Prefs::decode(&fixture("settings.json")).unwrap();
    assert_eq!(
        (prefs.lang, prefs.theme, prefs.motion),
        (Some(Lang::Fr), Theme::Dark, Motion::On)
    );
}

#[test]
fn the_daily_record_still_reads_and_names_that_day_s_deal() {
    let file = DailyFile::decode(&fixture("daily.json")).unwrap();
    let result = &file.results[0];
    let daily = Daily::of(result.game, result.date).unwrap();
    assert_eq!((result.seed, result.number), (daily.seed, daily.number));
    assert_eq!(result.kind, Kind::Counted);
}
