// Release build of the web app into dist/: one page per bundle (src/app/pages.rs,
// scripts/pages.mjs), so a first visit downloads only the page it opens: index.html is home,
// settings.html settings and history (history.html is the same page), each game is <game>.html
// (its table), rules/<game>.html the one rules module (a copy per game, each naming its game's
// texts), stats.html the stats. Every address is a file, so /x works on any static host that
// serves /x from x.html, and the service worker maps addresses to files the same way.
//
// For each page: an HTML file made from index.html (its own wasm module, only its own CSS), built
// by `trunk build --release` (icons, CSP and minifying in scripts/post_build.mjs); then the pages
// (and their copies) are merged into dist/ and the service worker is written over all of them.
//   node scripts/build.mjs [--dist DIR] [--only home,nmbr9]     (PATH and env from scripts/env.sh)
// --only builds just the named pages (scripts/pages.mjs `name`: home, a game, stats, settings,
// rules): a quicker build while working on one page; dist/ then holds only those pages.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PAGES } from "./pages.mjs";
import { writeServiceWorker } from "./service_worker.mjs";
import { buildRulesWorker } from "./rules_worker.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const flag = process.argv.indexOf("--dist");
const dist = resolve(flag > 0 ? process.argv[flag + 1] : join(root, "dist"));
const work = join(root, "target", "pages");
const onlyFlag = process.argv.indexOf("--only");
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1].split(",") : null;
const built = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
if (only && built.length !== only.length) {
  throw new Error(`build.mjs: --only ${only.join(",")}: pages are ${PAGES.map((p) => p.name).join(", ")}`);
}


const template = readFileSync(join(root, "index.html"), "utf8");
if (!template.includes('data-bin="numera-app"')) throw new Error("index.html: no numera-app link");

/** index.html for one page, placed three folders down (target/pages/<page.name>/). */
function pageHtml({ bin, game, texts, css: own }) {
  return template
    .split("\n")
    .filter((line) => {
      const css = line.match(/rel="css" href="style\/(\w+)\.css"/);
      // Every page: main.css; the shell page: shell.css; game pages: the shared table and
      // their own sheet; a page with its own list (stats, settings, rules), those sheets.
      if (!css || css[1] === "main") return true;
      if (own) return own.includes(css[1]);
      return game ? css[1] === "table" || css[1] === game : css[1] === "shell";
    })
    .join("\n")
    .replace('data-texts="all"', `data-texts="${game ?? texts ?? "shell"}"`)
    .replace('data-bin="numera-app"', `data-bin="${bin}" href="../../../Cargo.toml"`)
    .replace(/href="(style|public)\//g, 'href="../../../$1/');
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const page of built) {
  const dir = join(work, page.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), pageHtml(page));
  console.log(`build.mjs: ${page.file} (${page.bin})`);
  const out = join(dir, "dist");
  const run = spawnSync(
    "trunk",
    ["build", "--release", "--offline=true", "--dist", out, join(dir, "index.html")],
    { cwd: root, stdio: "inherit" },
  );
  if (run.status !== 0) {
    console.error(`build.mjs: trunk failed for ${page.file}`);
    process.exit(run.status ?? 1);
  }
  // Shared files (icons, manifest, main.css…) are the same bytes in every page's build.
  cpSync(out, dist, { recursive: true, filter: (src) => src !== join(out, "index.html") });
  const html = readFileSync(join(out, "index.html"), "utf8");
  // The page, then its copies (scripts/pages.mjs `copies`): the same page, each naming the
  // texts it loads (`<html data-texts>`, quoted or not once minified; no inline script
  // changes, so the CSP hashes still hold).
  for (const { file, texts } of [{ file: page.file }, ...(page.copies ?? [])]) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    const named = /(<html[^>]*\bdata-texts=)("?)[\w-]+\2/;
    if (texts && !named.test(html)) throw new Error(`build.mjs: ${file}: no <html data-texts>`);
    writeFileSync(join(dist, file), texts ? html.replace(named, `$1$2${texts}$2`) : html);
  }
}
// The rules worker, for every game page: bots and reviews (scripts/rules_worker.mjs).
if (built.some((p) => p.game)) console.log("build.mjs: rules worker", await buildRulesWorker(dist));
const precached = writeServiceWorker(dist);
console.log(`build.mjs: ${built.length} pages in ${dist}, ${precached} files precached`);
