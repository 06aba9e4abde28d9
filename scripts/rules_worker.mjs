// The rules worker's files (the bots' moves, reviews: docs/architecture.md, docs/review.md),
// built once for all the game pages: the rules-only module src/bin/numera-worker.rs (cargo,
// wasm-bindgen --target no-modules, wasm-opt -Oz, the glue minified by terser), named by a
// hash of their bytes under dist/worker/, and dist/rules-worker.js (from
// public/rules-worker.js) that loads them. A page starts it when a bot is first due or a
// review is asked for; the service worker precaches them with everything else.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const RULES_WORKER_BIN = "numera-worker";
const BIN = RULES_WORKER_BIN;

/** Runs a tool (not blocking: build.mjs builds pages meanwhile); throws if it fails. */
function run(command, args) {
  return new Promise((done, fail) => {
    spawn(command, args, { cwd: root, stdio: "inherit" }).on("close", (status) => {
      if (status === 0) done();
      else fail(new Error(`rules_worker.mjs: ${command} ${args.join(" ")} failed`));
    });
  });
}

/** Builds the worker into `dist`; returns its files' sizes in bytes (raw). */
export async function buildRulesWorker(dist) {
  await run("cargo", ["build", "--release", "--offline", "--target", "wasm32-unknown-unknown", "--bin", BIN]);
  const out = join(root, "target", "rules-worker");
  rmSync(out, { recursive: true, force: true });
  await run("wasm-bindgen", [
    "--target", "no-modules", "--no-typescript", "--out-dir", out,
    join(root, "target", "wasm32-unknown-unknown", "release", `${BIN}.wasm`),
  ]);
  await run("wasm-opt", ["-Oz", join(out, `${BIN}_bg.wasm`), "-o", join(out, "opt.wasm")]);
  const wasm = readFileSync(join(out, "opt.wasm"));
  const require = createRequire(join(root, "tests/e2e/package.json"));
  const { minify } = require("terser");
  const glue = (await minify(readFileSync(join(out, `${BIN}.js`), "utf8"), { ecma: 2020 })).code;
  const hash = createHash("sha256").update(wasm).update(glue).digest("hex").slice(0, 16);
  const names = { glue: `/worker/${BIN}-${hash}.js`, wasm: `/worker/${BIN}-${hash}_bg.wasm` };
  mkdirSync(join(dist, "worker"), { recursive: true });
  writeFileSync(join(dist, names.glue), glue);
  writeFileSync(join(dist, names.wasm), wasm);
  const loader = readFileSync(join(root, "public", "rules-worker.js"), "utf8")
    .replace("__NUMERA_WORKER_GLUE__", names.glue)
    .replace("__NUMERA_WORKER_WASM__", names.wasm);
  writeFileSync(join(dist, "rules-worker.js"), loader);
  return { wasm: wasm.length, glue: glue.length, loader: loader.length };
}
