// The rules worker's files (the bots' moves, reviews: docs/architecture.md, docs/review.md),
// built once for all the game pages by a release build (scripts/trunk_hook.mjs): the rules-only module src/bin/numera-worker.rs
// (scripts/wasm_module.mjs, wasm-bindgen --target no-modules) under dist/worker/, and
// dist/rules-worker.js (from public/rules-worker.js) that loads them. A page starts it when a
// bot is first due or a review is asked for; the service worker precaches them with
// everything else.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash, minifyScript, root, wasmModule } from "./wasm_module.mjs";

export const RULES_WORKER_BIN = "numera-worker";
const BIN = RULES_WORKER_BIN;

/** Writes the worker into `dist` (cargo has built its module); returns its files' sizes in bytes. */
export async function buildRulesWorker(dist) {
  const built = await wasmModule({ bin: BIN, target: "no-modules" });
  const { wasm } = built;
  const glue = await minifyScript(built.glue, { module: false });
  const hash = contentHash(Buffer.concat([wasm, Buffer.from(glue)]));
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
