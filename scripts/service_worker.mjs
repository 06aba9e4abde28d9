// Writes dir/sw.js from the template public/sw.js: the exact list of the files in `dir` (hashed
// names included) and a version derived from their contents, so the precache can never go
// stale and every new deployment is a new worker (which the page offers as "Update available").
// Used by scripts/trunk_hook.mjs once every page is built.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Writes `dir/sw.js`; returns how many files it precaches. */
export function writeServiceWorker(dir) {
  const files = walk(dir)
    // Not the precompressed copies (scripts/compress.mjs): the browser asks for the originals.
    .filter((p) => relative(dir, p) !== "sw.js" && !relative(dir, p).startsWith(".") && !/\.(br|gz)$/.test(p))
    .sort();
  const version = createHash("sha256");
  for (const file of files) version.update(relative(dir, file)).update(readFileSync(file));
  const urls = files.map((p) => "/" + relative(dir, p).split(sep).join("/"));
  const sw = readFileSync(join(root, "public/sw.js"), "utf8")
    .replace("__NUMERA_VERSION__", version.digest("hex").slice(0, 16))
    .replace("__NUMERA_FILES__", JSON.stringify(urls));
  writeFileSync(join(dir, "sw.js"), sw);
  return urls.length;
}
