// One cargo-built wasm module made ready for the browser: wasm-bindgen's JS glue and wasm-opt -Oz
// (npm's binaryen@132: Debian's 108 builds modules that die in Chromium); files are named by a
// hash of their bytes so that a new build is never served from an old cache. Used for every
// page (scripts/page.mjs, which writes the glue into the page) and for the rules worker
// (scripts/rules_worker.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "tests/e2e/package.json"));

/** Runs a tool without blocking (build.mjs runs jobs side by side); throws if it fails. */
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
 * The flags of a release build of the page modules (scripts/build.mjs): `numera_split` turns
 * each game page's `later` function into a split point (src/app/later.rs, src/lib.rs
 * `web_main!`), and the linker's relocations let wasm-split-cli find what only it reaches.
 */
export const SPLIT_RUSTFLAGS = "--cfg numera_split -C link-arg=--emit-relocs";

/**
 * wasm-opt's flags for a release module: -Oz, and with NUMERA_WASM_NAMES=1 also -g, which
 * keeps the functions' names so that a browser profile of the build reads (a profiling build
 * only: the names are a third of the bytes).
 */
const OPT = ["-Oz", ...(process.env.NUMERA_WASM_NAMES === "1" ? ["-g"] : [])];

/**
 * The module of cargo bin `bin` (already built for wasm32 in `profile`): `target` is
 * wasm-bindgen's ("web" for a page's module, "no-modules" for the worker's script). Debug
 * builds skip wasm-opt (quick builds). Returns the wasm's bytes and wasm-bindgen's glue as it
 * wrote it (`minifyScript` makes it small), and `later`: the module's split-off part, if it has
 * a split point (a game page, app::later) — its chunk, named by hash, and the text of the small
 * link module that loads it (wasm-split-cli's, naming the chunk by its address; it imports
 * `initSync` from "./main.js" and the glue imports it from "./__wasm_split.js": the page puts
 * both into one script, scripts/start_script.mjs).
 */
export async function wasmModule({ bin, target, release }) {
  const profile = release ? "release" : "debug";
  const out = join(root, "target", "modules", `${bin}-${profile}`);
  rmSync(out, { recursive: true, force: true });
  let input = join(root, "target", "wasm32-unknown-unknown", profile, `${bin}.wasm`);
  const split = release ? await splitModule(bin, input, out) : null;
  if (split) input = split.main;
  else if (release) input = withoutRelocations(input, out);
  const bindgen = ["--target", target, "--no-typescript", "--out-dir", out];
  // The chunk calls into the main module through exports the linker made; keep them.
  if (split) bindgen.push("--keep-lld-exports");
  await run("wasm-bindgen", [...bindgen, input]);
  const stem = basename(input, ".wasm");
  let wasmPath = join(out, `${stem}_bg.wasm`);
  const glue = readFileSync(join(out, `${stem}.js`), "utf8");
  if (release) {
    await run("wasm-opt", [...OPT, wasmPath, "-o", join(out, "opt.wasm")]);
    wasmPath = join(out, "opt.wasm");
  }
  const wasm = readFileSync(wasmPath);
  const later = split ? await laterParts(bin, split, out) : null;
  return { wasm, glue, later };
}

/** A script minified by terser (`module`: an ES module). */
export async function minifyScript(text, { module }) {
  const { minify } = require("terser");
  return (await minify(text, { module, ecma: 2020 })).code;
}

/**
 * Splits the linked module at its split points (wasm-split-cli, crate wasm_split_cli_support):
 * null when it has none (every page but the games'), else the main module to hand to
 * wasm-bindgen, the chunk and the link module.
 */
async function splitModule(bin, input, out) {
  const dir = join(out, "split");
  await run("wasm-split-cli", [input, dir, "--out-name", "main"]);
  const chunks = readdirSync(dir).filter((f) => f.endsWith(".wasm") && f !== "main.wasm");
  if (chunks.length === 0) return null;
  // One split point per page (`later`), and nothing shared between split points to make
  // another chunk of: a second file means the code changed shape and this build must too.
  if (chunks.length !== 1) throw new Error(`wasm_module.mjs: ${bin}: expected one chunk, got ${chunks.join(", ")}`);
  const link = join(dir, "__wasm_split.js");
  if (!existsSync(link)) throw new Error(`wasm_module.mjs: ${bin}: wasm-split-cli wrote no link module`);
  return { main: join(dir, "main.wasm"), chunk: join(dir, chunks[0]), chunkFile: chunks[0], link };
}

/**
 * A linked module without the linker's relocations (custom sections `linking` and `reloc.*`),
 * which the release flags ask for only so that modules can be split: nothing else strips them
 * (3.7 times the bytes of home's module). Returns the path of the copy.
 */
function withoutRelocations(input, out) {
  const bytes = readFileSync(input);
  const kept = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    const start = at;
    const id = bytes[at++];
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++];
      size += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
    }
    const end = at + size;
    let name = "";
    if (id === 0) {
      let len = 0;
      let p = at;
      for (let shift = 0; ; shift += 7) {
        const b = bytes[p++];
        len += (b & 0x7f) * 2 ** shift;
        if (b < 0x80) break;
      }
      name = bytes.subarray(p, p + len).toString("utf8");
    }
    if (!(id === 0 && (name === "linking" || name.startsWith("reloc.")))) kept.push(bytes.subarray(start, end));
    at = end;
  }
  mkdirSync(out, { recursive: true });
  const path = join(out, "linked.wasm");
  writeFileSync(path, Buffer.concat(kept));
  return path;
}

/**
 * The chunk (wasm-opt -Oz), named by hash, and the link module's text, naming the chunk by its
 * address from the site's root (the link module is written into each page, whatever its address).
 */
async function laterParts(bin, split, out) {
  await run("wasm-opt", [...OPT, split.chunk, "-o", join(out, "later.wasm")]);
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
