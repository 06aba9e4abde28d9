// Build of the web app into dist/: one page per bundle (src/app/pages.rs, scripts/pages.mjs),
// so a first visit downloads only the page it opens: index.html is home, settings.html settings
// and history (history.html is the same page), each game is <game>.html (its table),
// rules/<game>.html the one rules module (a copy per game, each naming its game's texts),
// stats.html the stats. Every address is a file, so /x works on any static host that serves /x
// from x.html, and the service worker maps addresses to files the same way.
//
// Steps: every page's module and the rules worker's in one cargo run; then each page from
// index.html (scripts/page.mjs: wasm-bindgen, wasm-opt, minifying, CSP) and the rules worker
// (scripts/rules_worker.mjs), as many at once as there are cores; the files every page shares
// once (icons, texts); last the service worker over all of them.
//   node scripts/build.mjs [--dist DIR] [--only home,nmbr9] [--dev]    (PATH from scripts/env.sh)
// --only builds just the named pages (scripts/pages.mjs `name`: home, a game, stats, settings,
// rules): a quicker build while working on one page; dist/ then holds only those pages.
// --dev (scripts/serve.sh --dev): one debug module with every page in it (src/main.rs), no
// wasm-opt, nothing minified and no rules worker (the bots then play on the page); every page's
// file is the same page, which moves between all addresses without a page load.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { writeIcons } from "./icons.mjs";
import { buildPage } from "./page.mjs";
import { PAGES } from "./pages.mjs";
import { RULES_WORKER_BIN, buildRulesWorker } from "./rules_worker.mjs";
import { writeServiceWorker } from "./service_worker.mjs";
import { SPLIT_RUSTFLAGS, root } from "./wasm_module.mjs";

const flag = process.argv.indexOf("--dist");
const dist = resolve(flag > 0 ? process.argv[flag + 1] : join(root, "dist"));
const onlyFlag = process.argv.indexOf("--only");
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1].split(",") : null;
const release = !process.argv.includes("--dev");
const DEV_PAGE = { name: "dev", file: "index.html", bin: "numera-app", texts: "all", css: "all", copies: PAGES.slice(1).flatMap((p) => [p, ...(p.copies ?? [])]).map(({ file }) => ({ file })) };
const built = !release ? [DEV_PAGE] : only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
if (only && built.length !== only.length) {
  throw new Error(`build.mjs: --only ${only.join(",")}: pages are ${PAGES.map((p) => p.name).join(", ")}`);
}

const template = readFileSync(join(root, "index.html"), "utf8");
if (!template.includes('data-bin="numera-app"')) throw new Error("index.html: no numera-app link");

/** Runs `command`, its output printed when it ends; resolves to its exit status. */
function run(command, args, label, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } });
    console.log(`build.mjs: ${label}`);
    child.on("close", (status) => done(status ?? 1));
  });
}

/** One page into dist/, then its copies (scripts/pages.mjs `copies`), each naming its texts. */
async function page(spec) {
  const html = await buildPage(spec, template, dist, { release });
  for (const { file, texts } of [{ file: spec.file }, ...(spec.copies ?? [])]) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    // Only `<html data-texts>` differs: no inline script changes, so the CSP hashes hold.
    const named = /(<html[^>]*\bdata-texts=")[\w-]+"/;
    if (texts && !named.test(html)) throw new Error(`build.mjs: ${file}: no <html data-texts>`);
    writeFileSync(join(dist, file), texts ? html.replace(named, `$1${texts}"`) : html);
  }
  console.log(`build.mjs: ${spec.file} (${spec.bin})`);
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const withWorker = release && built.some((p) => p.game);
// Every module in one cargo run: each is linked with fat LTO on one core, so cargo links them
// side by side (docs/performance.md, "CI time").
const bins = [...built.map((p) => p.bin), ...(withWorker ? [RULES_WORKER_BIN] : [])];
const profile = release ? ["--release"] : [];
const cargo = ["build", ...profile, "--locked", "--offline", "--target", "wasm32-unknown-unknown", ...bins.flatMap((b) => ["--bin", b])];
// Release modules are built to be split (scripts/wasm_module.mjs): cargo adds these flags to
// .cargo/config.toml's own for the target.
const splitEnv = release ? { CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: SPLIT_RUSTFLAGS } : {};
if ((await run("cargo", cargo, `cargo: ${bins.join(", ")}`, splitEnv)) !== 0) {
  console.error("build.mjs: cargo build failed");
  process.exit(1);
}
// Every page's texts in every language, native, from the same sources as the app (crates/texts).
if ((await run("cargo", ["run", "--quiet", "--locked", "--offline", "--bin", "numera-texts", "--", join(dist, "texts")], "texts")) !== 0) {
  console.error("build.mjs: numera-texts failed");
  process.exit(1);
}
const jobs = [
  ...built.map((spec) => () => page(spec)),
  ...(withWorker ? [async () => console.log("build.mjs: rules worker", await buildRulesWorker(dist, { release }))] : []),
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
const icons = writeIcons(dist);
const precached = writeServiceWorker(dist);
console.log(`build.mjs: ${built.length} pages in ${dist}, ${icons} icons, ${precached} files precached`);
