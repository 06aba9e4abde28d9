// The pages of the release build, one wasm module each (src/app/pages.rs mounts them;
// src/web/*.rs are their entry points): used by scripts/build.mjs, scripts/measure.mjs and the
// smoke test. `game` is the page's own style sheet (style/<game>.css) and its addresses
// /<game> and /rules/<game>; the home page (index.html) serves everything else. A page that is
// neither (stats.html, served at /stats) names its own `texts` file, `path`, style sheets
// (`css`, after main.css) and the control that shows it is ready (`ready`, scripts/measure.mjs).
export const PAGES = [
  { file: "index.html", bin: "numera-home", game: null, label: "home" },
  { file: "number.html", bin: "numera-number", game: "number", label: "The Number" },
  { file: "nmbr9.html", bin: "numera-nmbr9", game: "nmbr9", label: "NMBR 9" },
  { file: "sequence.html", bin: "numera-sequence", game: "sequence", label: "Sequence" },
  { file: "mino.html", bin: "numera-mino", game: "mino", label: "Mino Dice" },
  { file: "dungeon.html", bin: "numera-dungeon", game: "dungeon", label: "Dungeons of Numera" },
  {
    file: "stats.html", bin: "numera-stats", game: null, label: "stats",
    texts: "stats", path: "/stats", css: ["stats"], ready: ".stats-tabs a",
  },
];
