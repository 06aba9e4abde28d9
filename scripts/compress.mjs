// Precompressed copies of a release build's files: next to each text or wasm file, `.br`
// (brotli, quality 11) and `.gz` (gzip -9), as a static host or `numera serve` hands them to a
// browser that accepts them, with no compression work per request and at the smallest size
// (a server compressing on the fly uses a faster, weaker level). Used by scripts/trunk_hook.mjs
// once every file is written, the service worker's list included (which names only the
// originals: the browser asks for those, and the server picks the encoding).
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What is worth compressing: text of every kind, and wasm. Images are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".wasm", ".svg", ".txt", ".json", ".webmanifest"]);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Writes `x.br` and `x.gz` beside every compressible file `x` of `dir`; returns how many files. */
export function writeCompressed(dir) {
  let count = 0;
  for (const path of walk(dir)) {
    const ext = extname(path);
    if (!COMPRESSIBLE.has(ext)) continue;
    const bytes = readFileSync(path);
    const mode = ext === ".wasm" ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT;
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: mode, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // A copy no smaller than the file itself would only cost the host a lookup.
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return count;
}
