// The pages of the release build, one wasm module each (src/app/pages.rs mounts them;
// src/web/*.rs are their entry points): used by scripts/trunk_hook.mjs, scripts/measure.mjs and the
// smoke test. Each page:
// - `name`: what `NUMERA_PAGES` calls it (scripts/trunk_hook.mjs); `file`: its HTML file in dist/; `bin`: its module;
// - `game`: a game page's id (its table at /<game>, its style sheets style/table.css and
//   style/<game>.css, its texts texts/<game>.*.txt);
// - otherwise `texts` (texts/<texts>.*.txt, default "shell"), `path` (its address, default /),
//   `css` (its style sheets after main.css, default shell.css) and `ready` (the control that
//   shows it is interactive, scripts/measure.mjs);
// - `copies`: more files of the same page, each with the texts it names (the rules module is
//   rules/<game>.html for every game; history.html is settings.html), so that a static host
//   serves every address from a file (/x from x.html) and the service worker can too;
// - `budget`: its first-load budget, KiB gzip (issue 20: home 100, game pages 170).
const GAMES = ["number", "nmbr9", "sequence", "mino", "dungeon"];

export const PAGES = [
  { name: "home", file: "index.html", bin: "numera-home", game: null, label: "home", budget: 100 },
  { name: "number", file: "number.html", bin: "numera-number", game: "number", label: "The Number", budget: 170 },
  { name: "nmbr9", file: "nmbr9.html", bin: "numera-nmbr9", game: "nmbr9", label: "NMBR 9", budget: 170 },
  { name: "sequence", file: "sequence.html", bin: "numera-sequence", game: "sequence", label: "Sequence", budget: 170 },
  { name: "mino", file: "mino.html", bin: "numera-mino", game: "mino", label: "Mino Dice", budget: 170 },
  { name: "dungeon", file: "dungeon.html", bin: "numera-dungeon", game: "dungeon", label: "Dungeons of Numera", budget: 170 },
  {
    name: "stats", file: "stats.html", bin: "numera-stats", game: null, label: "stats",
    texts: "stats", path: "/stats", css: ["stats"], ready: ".stats-tabs a",
  },
  {
    name: "settings", file: "settings.html", bin: "numera-settings", game: null, label: "settings, history",
    texts: "settings", path: "/settings", css: ["shell"], ready: 'input[name="lang"]',
    copies: [{ file: "history.html", texts: "settings" }],
  },
  {
    // Built once with the first game's texts; every game's copy names its own.
    name: "rules", file: `rules/${GAMES[0]}.html`, bin: "numera-rules", game: null, label: "rules",
    texts: GAMES[0], path: `/rules/${GAMES[0]}`, css: [], ready: "article.rules a.btn-primary",
    copies: GAMES.slice(1).map((game) => ({ file: `rules/${game}.html`, texts: game })),
  },
];
