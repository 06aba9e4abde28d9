// The app's icons, written into dist/icons/: PNGs of every size the manifest and the pages
// name, rendered (resvg, from npm) from the one SVG master public/icon.svg, and the SVG itself
// with rounded corners.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "./wasm_module.mjs";

const require = createRequire(join(root, "tests/e2e/package.json"));

/** The master with its artwork scaled about the centre and an optional rounded-corner clip. */
function variant(inner, { scale = 1, radius = 0 }) {
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

/** Writes `dist/icons/`; returns how many files. */
export function writeIcons(dist) {
  const { Resvg } = require("@resvg/resvg-js");
  const master = readFileSync(join(root, "public/icon.svg"), "utf8");
  const inner = master.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const png = (options, size) =>
    new Resvg(variant(inner, options), { fitTo: { mode: "width", value: size } }).render().asPng();
  const icons = {
    "icon-192.png": png({ radius: 112 }, 192),
    "icon-512.png": png({ radius: 112 }, 512),
    // Maskable: full bleed, artwork inside the 80 % safe circle.
    "maskable-512.png": png({ scale: 0.78 }, 512),
    // iOS rounds the corners itself.
    "apple-touch-icon.png": png({ scale: 0.9 }, 180),
    "favicon-32.png": png({ radius: 112 }, 32),
    "icon.svg": variant(inner, { radius: 112 }),
  };
  mkdirSync(join(dist, "icons"), { recursive: true });
  for (const [name, bytes] of Object.entries(icons)) writeFileSync(join(dist, "icons", name), bytes);
  return Object.keys(icons).length;
}
