// Trunk's hooks (Trunk.toml): what Trunk does not do by itself. Trunk builds index.html — the
// home page — with its style sheets, copied files and module (numera-home); these hooks make
// the rest of the site around it, in Trunk's staging folder, before Trunk moves it to dist/.
//   node scripts/trunk_hook.mjs pre_build|post_build   (run by Trunk: TRUNK_PROFILE,
//                                                        TRUNK_STAGING_DIR are Trunk's)
//
// Release (`trunk build --release`):
//  - pre_build: every page's module and the rules worker's in one cargo run, which links them
//    side by side (each is linked with fat LTO on one core: docs/experiments/performance-log.md,
//    "CI time");
//    Trunk's own cargo run for home then finds its module made;
//  - post_build: one HTML file per page (scripts/pages.mjs), each from Trunk's index.html with
//    only its own style sheets and its own module written in (scripts/page.mjs): home's is
//    Trunk's, the others' are made here (wasm-bindgen, the game pages' split, wasm-opt:
//    scripts/wasm_module.mjs); then the rules worker, the service worker's list, and last the
//    precompressed copies of every file (.br, .gz: scripts/compress.mjs).
// Every build: the texts (crates/texts, one file per page and language) and the icons.
// Debug (`trunk serve`): Trunk's page as it is, home's module holding every page, no rules
// worker (the bots play on the page) and no service worker (Trunk reloads the page itself).
//
// NUMERA_PAGES=home,nmbr9 trunk build --release builds only those pages (scripts/pages.mjs
// `name`), a quicker build while working on one page; dist/ then holds only those.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { writeIcons } from "./icons.mjs";
import { writeCompressed } from "./compress.mjs";
import { buildPage, trunkModule } from "./page.mjs";
import { PAGES } from "./pages.mjs";
import { RULES_WORKER_BIN, buildRulesWorker } from "./rules_worker.mjs";
import { writeServiceWorker } from "./service_worker.mjs";
import { root } from "./wasm_module.mjs";

const stage = process.argv[2];
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging || !["pre_build", "post_build"].includes(stage)) {
  console.error("trunk_hook.mjs: run by Trunk as a pre_build or post_build hook (Trunk.toml): `trunk build --release`");
  process.exit(2);
}
const release = process.env.TRUNK_PROFILE === "release";
const only = process.env.NUMERA_PAGES ? process.env.NUMERA_PAGES.split(",") : null;
const built = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
if (only && built.length !== only.length) {
  console.error(`trunk_hook.mjs: NUMERA_PAGES=${only.join(",")}: pages are ${PAGES.map((p) => p.name).join(", ")}`);
  process.exit(2);
}
const withWorker = release && built.some((p) => p.game);

/** Runs `command` with its output shown; resolves to its exit status. */
function run(command, args, label) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
    console.log(`trunk_hook.mjs: ${label}`);
    child.on("close", (status) => done(status ?? 1));
  });
}

/** Runs `jobs` (async functions), as many at once as there are cores. */
async function inLanes(jobs) {
  const lanes = Math.max(1, Math.min(availableParallelism(), jobs.length));
  await Promise.all(Array.from({ length: lanes }, async () => {
    while (jobs.length) await jobs.shift()();
  }));
}

/** Release: every module in one cargo run (home's included, as Trunk builds it). */
async function modules() {
  const bins = [...new Set(["numera-home", ...built.map((p) => p.bin), ...(withWorker ? [RULES_WORKER_BIN] : [])])];
  const args = ["build", "--release", "--locked", "--offline", "--target", "wasm32-unknown-unknown", ...bins.flatMap((b) => ["--bin", b])];
  if ((await run("cargo", args, `cargo: ${bins.join(", ")}`)) !== 0) throw new Error("trunk_hook.mjs: cargo build failed");
}

/** Every page's texts in every language, from the same sources as the app (crates/texts). */
async function texts() {
  const args = ["run", "--quiet", "--locked", "--offline", "--bin", "numera-texts", "--", join(staging, "texts")];
  if ((await run("cargo", args, "texts")) !== 0) throw new Error("trunk_hook.mjs: numera-texts failed");
}

/** One page into the staging folder, then its copies (pages.mjs `copies`), each naming its texts. */
async function page(spec, trunkHtml, home) {
  const html = await buildPage(spec, trunkHtml, staging, spec.bin === home.bin ? home : null);
  for (const { file, texts } of [{ file: spec.file }, ...(spec.copies ?? [])]) {
    mkdirSync(dirname(join(staging, file)), { recursive: true });
    // Only `<html data-texts>` differs: no inline script changes, so the CSP hashes hold.
    const named = /(<html[^>]*\bdata-texts=")[\w-]+"/;
    if (texts && !named.test(html)) throw new Error(`trunk_hook.mjs: ${file}: no <html data-texts>`);
    writeFileSync(join(staging, file), texts ? html.replace(named, `$1${texts}"`) : html);
  }
  console.log(`trunk_hook.mjs: ${spec.file} (${spec.bin})`);
}

/** Release: every page, the rules worker and the service worker, around Trunk's index.html. */
async function site() {
  const trunkHtml = readFileSync(join(staging, "index.html"), "utf8");
  // Home's module as Trunk made it; its glue and the style sheets are written into the pages.
  const home = await trunkModule(trunkHtml, staging);
  await inLanes([
    ...built.map((spec) => () => page(spec, trunkHtml, home)),
    ...(withWorker ? [async () => console.log("trunk_hook.mjs: rules worker", await buildRulesWorker(staging))] : []),
  ]);
  if (!built.some((p) => p.file === "index.html")) rmSync(join(staging, "index.html"));
  for (const file of readdirSync(staging)) {
    if (file.endsWith(".css") || file === home.glueFile || (file === home.wasmFile && !built.some((p) => p.bin === home.bin))) {
      rmSync(join(staging, file));
    }
  }
}

/** Debug: no service worker while Trunk reloads the page on every change (and none left over). */
function noServiceWorker() {
  writeFileSync(
    join(staging, "sw-register.js"),
    "// The development build (trunk serve) has no service worker: one left by a release build on\n" +
      "// this address is removed, so that every change Trunk serves is what the page runs.\n" +
      'navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((r) => r.unregister()));\n',
  );
}

try {
  if (stage === "pre_build") {
    if (release) await modules();
  } else {
    await texts();
    if (release) await site();
    else noServiceWorker();
    const icons = writeIcons(staging);
    const precached = release ? writeServiceWorker(staging) : 0;
    // Last: the copies of every file, the service worker's included.
    const compressed = release ? writeCompressed(staging) : 0;
    console.log(`trunk_hook.mjs: ${release ? `${built.length} pages` : "every page in one module"}, ${icons} icons, ${precached} files precached, ${compressed} compressed (.br, .gz)`);
  }
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
