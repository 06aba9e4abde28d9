// Trunk post-build step (Trunk.toml [[hooks]]): finishes the built app in TRUNK_STAGING_DIR.
//  1. icons: PNGs generated from the SVG master public/icon.svg (resvg, from npm);
//  2. the wasm-bindgen JS glue minified (terser, from npm), its integrity hash updated;
//  3. Content-Security-Policy: only our own origin, plus the sha256 of each inline script the
//     build itself wrote into index.html (Trunk's loader), nothing else inline;
//  4. texts/<page>.<lang>.txt: every page's texts in every language (src/bin/numera-texts.rs);
//  5. sw.js: the service worker with the exact list of built files (scripts/service_worker.mjs;
//     scripts/build.mjs writes it again over all the pages once they are merged).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeServiceWorker } from "./service_worker.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("post_build.mjs runs as a Trunk hook (TRUNK_STAGING_DIR is not set)");
  process.exit(1);
}

// --- 1. icons ------------------------------------------------------------------------------
const require = createRequire(join(root, "tests/e2e/package.json"));
const { Resvg } = require("@resvg/resvg-js");
const master = readFileSync(join(root, "public/icon.svg"), "utf8");
const inner = master.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

/** The master with its artwork scaled about the centre and an optional rounded-corner clip. */
function variant({ scale = 1, radius = 0 }) {
  const shift = (512 * (1 - scale)) / 2;
  const clip = radius
    ? `<clipPath id="corner"><rect width="512" height="512" rx="${radius}"/></clipPath>`
    : "";
  const body = scale === 1 ? inner : inner.replace(
    /(<rect width="512" height="512" fill="url\(#bg\)"\/>)([\s\S]*)/,
    `$1<g transform="translate(${shift} ${shift}) scale(${scale})">$2</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs>${clip}</defs>` +
    `<g${radius ? ' clip-path="url(#corner)"' : ""}>${body}</g></svg>`;
}

function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

mkdirSync(join(staging, "icons"), { recursive: true });
const icons = {
  "icon-192.png": png(variant({ radius: 112 }), 192),
  "icon-512.png": png(variant({ radius: 112 }), 512),
  // Maskable: full bleed, artwork inside the 80 % safe circle.
  "maskable-512.png": png(variant({ scale: 0.78 }), 512),
  // iOS rounds the corners itself.
  "apple-touch-icon.png": png(variant({ scale: 0.9 }), 180),
  "favicon-32.png": png(variant({ radius: 112 }), 32),
};
for (const [name, bytes] of Object.entries(icons)) writeFileSync(join(staging, "icons", name), bytes);
writeFileSync(join(staging, "icons", "icon.svg"), variant({ radius: 112 }));

// --- 2. the JS glue, minified ----------------------------------------------------------------
// Trunk's own minifier gives up on wasm-bindgen's glue ("Failed to minify JS"), which then ships
// at full size; terser (npm) does it, and the page's integrity hash follows the new bytes.
const indexPath = join(staging, "index.html");
let index = readFileSync(indexPath, "utf8");
const { minify } = require("terser");
// Release builds only: `trunk serve` (debug) keeps the glue readable.
const release = process.env.TRUNK_PROFILE !== "debug";
for (const name of readdirSync(staging).filter((n) => release && /^numera-.*\.js$/.test(n))) {
  const path = join(staging, name);
  const { code } = await minify(readFileSync(path, "utf8"), { module: true, ecma: 2020 });
  writeFileSync(path, code);
  const integrity = `sha384-${createHash("sha384").update(code, "utf8").digest("base64")}`;
  const pattern = new RegExp(`(href="?/${name.replace(/[.]/g, "\\.")}"?[^>]*?integrity="?)sha384-[A-Za-z0-9+/=]+`);
  if (!pattern.test(index)) throw new Error(`post_build: no integrity for ${name} in index.html`);
  index = index.replace(pattern, `$1${integrity}`);
}

// --- 3. Content-Security-Policy ------------------------------------------------------------
const inlineHashes = [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((m) => `'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
const csp = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inlineHashes.join(" ")}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");
index = index.replace(
  // Quoted or not: release builds minify index.html (Trunk.toml `minify`).
  /<meta charset="?utf-8"?\s*\/?>/i,
  (m) => `${m}\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
);
writeFileSync(indexPath, index);

// --- 4. texts ------------------------------------------------------------------------------
// Native, from the same sources as the app (src/texts); the pages fetch them at start-up.
const texts = spawnSync("cargo", ["run", "--quiet", "--bin", "numera-texts", "--", join(staging, "texts")], {
  cwd: root,
  stdio: "inherit",
});
if (texts.status !== 0) {
  console.error("post_build: numera-texts failed");
  process.exit(texts.status ?? 1);
}

// --- 5. service worker ---------------------------------------------------------------------
const precached = writeServiceWorker(staging);
console.log(`post_build: ${precached} files precached, ${Object.keys(icons).length} icons, CSP with ${inlineHashes.length} inline script hash(es)`);
