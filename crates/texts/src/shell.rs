//! Home's own texts in every language. They go into texts/shell.<lang>.txt, which only home
//! fetches (see texts/mod.rs); settings and history have theirs in texts/settings.rs.

use super::Key;

pub fn en(key: Key) -> Option<&'static str> {
    Some(match key {
        Key::DgProgress => "map {map}, roll {roll}",
        Key::HomeTitle => "Five number games",
        Key::HomeLede => "Play at one table, with friends on the same device or against bots. Everything stays in this browser.",
        Key::PitchNmbr9 => "Stack number tiles in layers: the higher a tile sits, the more it scores.",
        Key::PitchNumber => "Write a secret three-digit number: big scores, unless it shares a digit with a smaller one.",
        Key::PitchSequence => "Solve equation cards to claim spaces and line up five chips in a row.",
        Key::PitchMino => "Bid how many tricks you will take, then roll your dice to win exactly that many.",
        Key::PitchDungeon => "Write your dice into a dungeon map: fill the rooms, open the doors, find the chests.",
        Key::ProgressRoundTurn => "round {round}, turn {turn}",
        Key::HomeOwnInProgress => "Game in progress: {at}",
        Key::HomeDailyInProgress => "Daily in progress: {at}",
        Key::HomeChallengeInProgress => "Challenge in progress: {at}",
        Key::N9ProgressCard => "card {n} of {of}",
        Key::SqProgress => "turn {n}",
        Key::MnProgress => "hand {n} of {of}",
        // Daily challenges (docs/daily.md)
        Key::HomeDailies => "Today’s dailies",
        Key::DailyNotPlayed => "Not played yet",
        Key::DailyDone => "Done: {result}",
        Key::DailyStreakAny => "Days in a row with a daily: {n} (best {best})",
        Key::DailyPastDays => "Past days",
        Key::DailyStreakGame => "Days in a row: {n}",
        Key::DailyPlayAgain => "Play again",
        Key::DailyWhat => "A daily is the same deal for everyone today: your first try counts, later ones are practice.",
        Key::DailyTake => "Take the daily",
        _ => return None,
    })
}

pub fn fr(key: Key) -> Option<&'static str> {
    Some(match key {
        Key::DgProgress => "carte {map}, lancer {roll}",
        Key::HomeTitle => "Cinq jeux de nombres",
        Key::HomeLede => "Jouez à une même table, entre amis sur le même appareil ou contre des robots. Tout reste dans ce navigateur.",
        Key::PitchNmbr9 => "Empilez des tuiles chiffres en couches : plus une tuile est haute, plus elle rapporte.",
        Key::PitchNumber => "Écrivez en secret un nombre à trois chiffres : gros score, sauf s’il partage un chiffre avec un plus petit.",
        Key::PitchSequence => "Résolvez des cartes équations pour prendre des cases et alignez cinq jetons.",
        Key::PitchMino => "Annoncez combien de plis vous ferez, puis lancez vos dés pour en gagner exactement autant.",
        Key::PitchDungeon => "Inscrivez vos dés sur la carte d’un donjon : remplissez les salles, ouvrez les portes, trouvez les coffres.",
        Key::ProgressRoundTurn => "manche {round}, tour {turn}",
        Key::HomeOwnInProgress => "Partie en cours : {at}",
        Key::HomeDailyInProgress => "Défi du jour en cours : {at}",
        Key::HomeChallengeInProgress => "Défi en cours : {at}",
        Key::N9ProgressCard => "carte {n} sur {of}",
        Key::SqProgress => "tour {n}",
        Key::MnProgress => "manche {n} sur {of}",
        // Daily challenges (docs/daily.md)
        Key::HomeDailies => "Défis du jour",
        Key::DailyNotPlayed => "Pas encore joué",
        Key::DailyDone => "Fait : {result}",
        Key::DailyStreakAny => "Jours d’affilée avec un défi : {n} (record {best})",
        Key::DailyPastDays => "Jours passés",
        Key::DailyStreakGame => "Jours d’affilée : {n}",
        Key::DailyPlayAgain => "Rejouer",
        Key::DailyWhat => "Un défi du jour est la même donne pour tout le monde aujourd’hui : votre premier essai compte, les suivants sont de l’entraînement.",
        Key::DailyTake => "Relever le défi",
        _ => return None,
    })
}

pub fn zh_tw(key: Key) -> Option<&'static str> {
    Some(match key {
        Key::DgProgress => "第 {map} 張地圖，第 {roll} 次擲骰",
        Key::HomeTitle => "五款數字遊戲",
        Key::HomeLede => {
            "同一張桌子上，與朋友共用一台裝置或與電腦對戰。所有資料只存在這個瀏覽器中。"
        }
        Key::PitchNmbr9 => "把數字板塊一層層疊起來：放得越高，分數越多。",
        Key::PitchNumber => {
            "秘密寫下一個三位數：數字越大分數越高，但若與較小的數有相同數字就出局。"
        }
        Key::PitchSequence => "解開算式卡來佔領格子，把五枚籌碼連成一線。",
        Key::PitchMino => "先喊出你會贏幾墩，再擲出骰子，剛好贏下那麼多墩。",
        Key::PitchDungeon => "把骰子點數寫進地城地圖：填滿房間、打開門、找到寶箱。",
        Key::ProgressRoundTurn => "第 {round} 局，第 {turn} 回合",
        Key::HomeOwnInProgress => "進行中：{at}",
        Key::HomeDailyInProgress => "每日挑戰進行中：{at}",
        Key::HomeChallengeInProgress => "挑戰進行中：{at}",
        Key::N9ProgressCard => "第 {n} 張，共 {of} 張",
        Key::SqProgress => "第 {n} 回合",
        Key::MnProgress => "第 {n} 手，共 {of} 手",
        // Daily challenges (docs/daily.md)
        Key::HomeDailies => "今日挑戰",
        Key::DailyNotPlayed => "尚未挑戰",
        Key::DailyDone => "完成：{result}",
        Key::DailyStreakAny => "連續挑戰天數：{n}（最佳 {best}）",
        Key::DailyPastDays => "過去的挑戰",
        Key::DailyStreakGame => "連續天數：{n}",
        Key::DailyPlayAgain => "再玩一次",
        Key::DailyWhat => "每日挑戰今天人人相同：第一次挑戰計入紀錄，之後都算練習。",
        Key::DailyTake => "接受挑戰",
        _ => return None,
    })
}
