// One cargo-built wasm module made ready for the browser (release builds, scripts/trunk_hook.mjs):
// wasm-bindgen's JS glue and wasm-opt -Oz (npm's binaryen@132, by its path in
// tests/e2e/node_modules whatever PATH holds: Debian's 108 builds modules that die in Chromium,
// and Trunk, which only looks on PATH, leaves wasm-opt to us); files are named by a
// hash of their bytes so that a new build is never served from an old cache. Used for every
// page (scripts/page.mjs, which writes the glue into the page) and for the rules worker
// (scripts/rules_worker.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "tests/e2e/package.json"));

/** Runs a tool without blocking (trunk_hook.mjs runs jobs side by side); throws if it fails. */
export function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => out.push(b));
    child.on("close", (status) => {
      if (status === 0) done(Buffer.concat(out).toString());
      else fail(new Error(`${command} ${args.join(" ")} failed:\n${Buffer.concat(out).toString()}`));
    });
  });
}

/**
 * wasm-opt's flags for a release module: -Oz, and with NUMERA_WASM_NAMES=1 also -g, which
 * keeps the functions' names so that a browser profile of the build reads (a profiling build
 * only: the names are a third of the bytes).
 */
const OPT = ["-Oz", ...(process.env.NUMERA_WASM_NAMES === "1" ? ["-g"] : [])];

/** binaryen 132's wasm-opt, as scripts/setup.sh installs it (npm, tests/e2e). */
const WASM_OPT = join(root, "tests/e2e/node_modules/.bin/wasm-opt");

/** Runs wasm-opt -Oz on the module at `input` into `output` (the same path is fine). */
export function optimise(input, output) {
  return run(WASM_OPT, [...OPT, input, "-o", output]);
}

/**
 * The module of cargo bin `bin` (already built for wasm32 in release): `target` is
 * wasm-bindgen's ("web" for a page's module, "no-modules" for the worker's script); `split`
 * for a game page, whose module is linked with its relocations (build.rs) and split at its
 * `later` function (app::later). Returns the wasm's bytes, wasm-bindgen's glue as it wrote it
 * (`minifyScript` makes it small), and for a split module `later`: its chunk, named by hash,
 * and the text of the small link module that loads it (wasm-split-cli's, naming the chunk by
 * its address; it imports `initSync` from "./main.js" and the glue imports it from
 * "./__wasm_split.js": the page puts both into one script, scripts/start_script.mjs).
 */
export async function wasmModule({ bin, target, split: splits = false }) {
  const out = join(root, "target", "modules", bin);
  rmSync(out, { recursive: true, force: true });
  let input = join(root, "target", "wasm32-unknown-unknown", "release", `${bin}.wasm`);
  const split = splits ? await splitModule(bin, input, out) : null;
  if (split) input = split.main;
  const bindgen = ["--target", target, "--no-typescript", "--out-dir", out];
  // The chunk calls into the main module through exports the linker made; keep them.
  if (split) bindgen.push("--keep-lld-exports");
  await run("wasm-bindgen", [...bindgen, input]);
  const stem = basename(input, ".wasm");
  const glue = readFileSync(join(out, `${stem}.js`), "utf8");
  await optimise(join(out, `${stem}_bg.wasm`), join(out, "opt.wasm"));
  const wasm = readFileSync(join(out, "opt.wasm"));
  const later = split ? await laterParts(bin, split, out) : null;
  return { wasm, glue, later };
}

/** A script minified by terser (`module`: an ES module). */
export async function minifyScript(text, { module }) {
  const { minify } = require("terser");
  return (await minify(text, { module, ecma: 2020 })).code;
}

/**
 * Splits the linked module at its split point (wasm-split-cli, crate wasm_split_cli_support):
 * the main module to hand to wasm-bindgen, the chunk and the link module.
 */
async function splitModule(bin, input, out) {
  const dir = join(out, "split");
  await run("wasm-split-cli", [input, dir, "--out-name", "main"]);
  const chunks = readdirSync(dir).filter((f) => f.endsWith(".wasm") && f !== "main.wasm");
  // One split point per page (`later`), and nothing shared between split points to make
  // another chunk of: any other count means the code changed shape and this build must too.
  if (chunks.length !== 1) throw new Error(`wasm_module.mjs: ${bin}: expected one chunk, got ${chunks.join(", ")}`);
  const link = join(dir, "__wasm_split.js");
  if (!existsSync(link)) throw new Error(`wasm_module.mjs: ${bin}: wasm-split-cli wrote no link module`);
  return { main: join(dir, "main.wasm"), chunk: join(dir, chunks[0]), chunkFile: chunks[0], link };
}

/**
 * The chunk (wasm-opt -Oz), named by hash, and the link module's text, naming the chunk by its
 * address from the site's root (the link module is written into each page, whatever its address).
 */
async function laterParts(bin, split, out) {
  await optimise(split.chunk, join(out, "later.wasm"));
  const chunk = readFileSync(join(out, "later.wasm"));
  const chunkName = `${bin}-later-${contentHash(chunk)}.wasm`;
  const text = readFileSync(split.link, "utf8");
  const fetched = `"./${split.chunkFile}"`;
  if (!text.includes(fetched)) throw new Error(`wasm_module.mjs: ${bin}: the link module does not name ${fetched}`);
  return { chunk: { name: chunkName, bytes: chunk }, link: text.replace(fetched, `"/${chunkName}"`) };
}

/** The Subresource Integrity value of some bytes (the pages' links carry it). */
export function integrity(bytes) {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

/** A short hash of some bytes, for file names. */
export function contentHash(bytes) {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
