// Trunk post-build step (Trunk.toml [[hooks]]): finishes the built app in TRUNK_STAGING_DIR.
//  1. icons: PNGs generated from the SVG master public/icon.svg (resvg, from npm);
//  2. Content-Security-Policy: only our own origin, plus the sha256 of each inline script the
//     build itself wrote into index.html (Trunk's loader), nothing else inline;
//  3. sw.js: the service worker template with the exact list of built files and a version
//     derived from their contents, so its precache can never go stale.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, readdirSync, statSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

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

// --- 2. Content-Security-Policy ------------------------------------------------------------
const indexPath = join(staging, "index.html");
let index = readFileSync(indexPath, "utf8");
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

// --- 3. service worker ---------------------------------------------------------------------
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const files = walk(staging)
  .filter((p) => relative(staging, p) !== "sw.js")
  .sort();
const version = createHash("sha256");
for (const file of files) version.update(relative(staging, file)).update(readFileSync(file));
const urls = files.map((p) => "/" + relative(staging, p).split(sep).join("/"));
const sw = readFileSync(join(root, "public/sw.js"), "utf8")
  .replace("__NUMERA_VERSION__", version.digest("hex").slice(0, 16))
  .replace("__NUMERA_FILES__", JSON.stringify(urls));
writeFileSync(join(staging, "sw.js"), sw);
console.log(`post_build: ${urls.length} files precached, ${Object.keys(icons).length} icons, CSP with ${inlineHashes.length} inline script hash(es)`);
