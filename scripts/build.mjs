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
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PAGES } from "./pages.mjs";
import { writeServiceWorker } from "./service_worker.mjs";
import { RULES_WORKER_BIN, buildRulesWorker } from "./rules_worker.mjs";

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

/** Runs `command`, its output kept and printed in one piece when it ends (jobs run side by side). */
function run(command, args, label) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => out.push(b));
    child.on("close", (status) => {
      console.log(`build.mjs: ${label}\n${Buffer.concat(out).toString().trimEnd()}`);
      done(status ?? 1);
    });
  });
}

/** One page: its HTML, `trunk build`, then its files merged into dist/. */
async function buildPage(page) {
  const dir = join(work, page.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), pageHtml(page));
  const out = join(dir, "dist");
  const args = ["build", "--release", "--offline=true", "--dist", out, join(dir, "index.html")];
  if ((await run("trunk", args, `${page.file} (${page.bin})`)) !== 0) {
    throw new Error(`build.mjs: trunk failed for ${page.file}`);
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

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const withWorker = built.some((p) => p.game);
// Every module in one cargo run first: each is linked with fat LTO on one core, so cargo links
// them side by side; Trunk's own cargo run per page then finds its module built. On 2 cores
// this takes the build from some 6.5 to some 3.5 minutes (docs/performance.md, "CI time").
const bins = [...built.map((p) => p.bin), ...(withWorker ? [RULES_WORKER_BIN] : [])];
const cargo = ["build", "--release", "--offline", "--target", "wasm32-unknown-unknown", ...bins.flatMap((b) => ["--bin", b])];
if ((await run("cargo", cargo, `cargo: ${bins.join(", ")}`)) !== 0) {
  console.error("build.mjs: cargo build failed");
  process.exit(1);
}
// Then the pages (Trunk: wasm-bindgen, wasm-opt, post_build.mjs) and the rules worker, for
// every game page (bots and reviews: scripts/rules_worker.mjs), as many at once as there are
// cores.
const jobs = [
  ...built.map((page) => () => buildPage(page)),
  ...(withWorker ? [async () => console.log("build.mjs: rules worker", await buildRulesWorker(dist))] : []),
];
const lanes = Math.max(1, Math.min(availableParallelism(), jobs.length));
try {
  await Promise.all(Array.from({ length: lanes }, async () => {
    while (jobs.length) await jobs.shift()();
  }));
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const precached = writeServiceWorker(dist);
console.log(`build.mjs: ${built.length} pages in ${dist}, ${precached} files precached`);
