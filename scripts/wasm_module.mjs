// One cargo-built wasm module made ready for the browser: wasm-bindgen's JS glue, wasm-opt -Oz
// (npm's binaryen@132: Debian's 108 builds modules that die in Chromium) and the glue minified
// by terser, both named by a hash of their bytes so that a new build is never served from an
// old cache. Used for every page (scripts/page.mjs) and for the rules worker
// (scripts/rules_worker.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
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
 * The module of cargo bin `bin` (already built for wasm32 in `profile`): `target` is
 * wasm-bindgen's ("web" for a page's ES module, "no-modules" for the worker's script). Debug
 * builds skip wasm-opt and terser (readable glue, quick builds). Returns the bytes and the hash
 * that names them.
 */
export async function wasmModule({ bin, target, release }) {
  const profile = release ? "release" : "debug";
  const out = join(root, "target", "modules", `${bin}-${profile}`);
  rmSync(out, { recursive: true, force: true });
  const input = join(root, "target", "wasm32-unknown-unknown", profile, `${bin}.wasm`);
  await run("wasm-bindgen", ["--target", target, "--no-typescript", "--out-dir", out, input]);
  let wasmPath = join(out, `${bin}_bg.wasm`);
  let glue = readFileSync(join(out, `${bin}.js`), "utf8");
  if (release) {
    await run("wasm-opt", ["-Oz", wasmPath, "-o", join(out, "opt.wasm")]);
    wasmPath = join(out, "opt.wasm");
    const { minify } = require("terser");
    glue = (await minify(glue, { module: target === "web", ecma: 2020 })).code;
  }
  const wasm = readFileSync(wasmPath);
  const hash = createHash("sha256").update(wasm).update(glue).digest("hex").slice(0, 16);
  return { wasm, glue, hash };
}

/** The Subresource Integrity value of some bytes (the pages' links carry it). */
export function integrity(bytes) {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

/** A short hash of some bytes, for file names. */
export function contentHash(bytes) {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
