// One page of a release build, from the index.html Trunk built (scripts/trunk_hook.mjs):
//  - its own style sheets only (Trunk links every one): each minified (lightningcss) and written
//    into the page as a `<style>` (a linked sheet was a request of its own on the way to the
//    first frame, and it held back every script after it: docs/experiments/performance-log.md,
//    "Tenth round");
//  - its own wasm module in place of home's (the tags Trunk wrote from Trunk.toml's patterns,
//    marked `data-numera-module`): asked for and started by a module script written into the
//    page (scripts/start_script.mjs) that then fires `numera-started`;
// then the inline scripts are minified, the HTML's whitespace and comments dropped, and a
// Content-Security-Policy allows only our own origin plus the hash of each inline script.
import { readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { startScript } from "./start_script.mjs";
import { contentHash, integrity, optimise, root, wasmModule } from "./wasm_module.mjs";

const require = createRequire(join(root, "tests/e2e/package.json"));

/** Whether the page keeps style sheet `name` (style/<name>.css): its own only, or `css: "all"`. */
function ownSheet(name, { game, css: own }) {
  // Every page: main.css; the shell page: shell.css; game pages: the shared table and their
  // own sheet; a page with its own list (stats, settings, rules), those sheets.
  if (name === "main" || own === "all") return true;
  if (own) return own.includes(name);
  return game ? name === "table" || name === game : name === "shell";
}

/** A style sheet Trunk wrote into `staging`, minified. */
function styleSheet(staging, file) {
  const { transform } = require("lightningcss");
  const css = transform({ filename: file, code: readFileSync(join(staging, file)), minify: true }).code.toString();
  if (/<\/style/i.test(css)) throw new Error(`page.mjs: ${file} contains "</style", which would end its <style> early`);
  return css;
}

/** The tags Trunk wrote for home's module (Trunk.toml `pattern_preload`, `pattern_script`). */
const TRUNK_PRELOAD = /<link [^>]*\bdata-numera-module[^>]*>/;
const TRUNK_SCRIPT = /<script [^>]*\bdata-numera-module[^>]*>([\s\S]*?)<\/script>/;

/**
 * Home's module as Trunk built it into `staging` (cargo, wasm-bindgen), optimised here as every
 * other module is (wasm-opt -Oz, scripts/wasm_module.mjs): its bin, the names of its glue and
 * wasm files, the glue's text and the wasm's bytes.
 */
export async function trunkModule(html, staging) {
  const script = html.match(TRUNK_SCRIPT)?.[1] ?? "";
  const glueFile = script.match(/from "\/([\w.-]+\.js)"/)?.[1];
  const wasmFile = script.match(/module_or_path: "\/([\w.-]+\.wasm)"/)?.[1];
  if (!glueFile || !wasmFile || !TRUNK_PRELOAD.test(html)) {
    throw new Error("page.mjs: Trunk's index.html does not start a module as Trunk.toml's patterns say");
  }
  const bin = glueFile.replace(/-[0-9a-f]+\.js$/, "");
  await optimise(join(staging, wasmFile), join(staging, wasmFile));
  return { bin, glueFile, wasmFile, glue: readFileSync(join(staging, glueFile), "utf8"), wasm: readFileSync(join(staging, wasmFile)) };
}

/**
 * The page's module: its wasm written into `dist` (and a game page's later chunk), or home's as
 * Trunk made it (`made`); the module script that starts it, written into the page
 * (scripts/start_script.mjs).
 */
async function rustModule({ bin, game }, dist, made) {
  if (made) {
    const { glue, wasm, wasmFile } = made;
    return start({ wasm, glue, wasmUrl: `/${wasmFile}` });
  }
  const { wasm, glue, later } = await wasmModule({ bin, target: "web", split: Boolean(game) });
  const bg = `${bin}-${contentHash(wasm)}_bg.wasm`;
  writeFileSync(join(dist, bg), wasm);
  // A game page's later part (app::later): the chunk, fetched once the page is up.
  if (later) writeFileSync(join(dist, later.chunk.name), later.chunk.bytes);
  return start({ wasm, glue, link: later?.link, wasmUrl: `/${bg}` });
}

/**
 * No preload: the module is asked for once the page has painted its first screen
 * (scripts/start_script.mjs says why).
 */
function start({ wasm, glue, link, wasmUrl }) {
  return `<script type="module">${startScript({ glue, link, wasmUrl, integrity: integrity(wasm) })}</script>`;
}

/**
 * Minified inline scripts (terser) and no comments or whitespace between tags; the style
 * sheets' text (already minified) is left as it is.
 */
async function minifyHtml(html) {
  const { minify } = require("terser");
  // Comments first: one that names a tag would otherwise be taken for it below.
  html = html.replace(/<!--[\s\S]*?-->/g, "");
  const kept = [];
  for (const m of html.matchAll(/(<script(?![^>]*\bsrc=)([^>]*)>)([\s\S]*?)<\/script>/g)) {
    const module = /type="module"/.test(m[2]);
    kept.push((await minify(m[3], { module, ecma: 2020 })).code);
  }
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) kept.push(m[1]);
  let i = 0;
  return html
    .replace(/(<script(?![^>]*\bsrc=)[^>]*>)[\s\S]*?<\/script>/g, (_, open) => `${open}\u0000${i++}\u0000</script>`)
    .replace(/<style>[\s\S]*?<\/style>/g, () => `<style>\u0000${i++}\u0000</style>`)
    .replace(/\s+/g, " ")
    .replace(/ ?\/>/g, ">")
    .replace(/> </g, "><")
    .replace(/\u0000(\d+)\u0000/g, (_, n) => kept[Number(n)])
    .trim();
}

/** The Content-Security-Policy of a page: our origin, and its own inline scripts by hash. */
function withCsp(html) {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => `'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
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
  return html.replace(/<meta charset="utf-8"\s*\/?>/i, (m) => `${m}<meta http-equiv="Content-Security-Policy" content="${csp}">`);
}

/**
 * Builds one page into `staging` from Trunk's index.html (`trunkHtml`); `made` is home's module
 * as Trunk made it, when the page is home. Returns its HTML.
 */
export async function buildPage(page, trunkHtml, staging, made) {
  const sheets = [];
  const used = [];
  let html = trunkHtml
    .replace(/<link rel="stylesheet" href="\/(([\w]+)-[0-9a-f]+\.css)"[^>]*>/g, (_, file, name) => {
      used.push(name);
      if (!ownSheet(name, page)) return "";
      sheets.push(`<style>${styleSheet(staging, file)}</style>`);
      return sheets.at(-1);
    })
    .replace('data-texts="all"', `data-texts="${page.game ?? page.texts ?? "shell"}"`)
    .replace(TRUNK_PRELOAD, "");
  if (!used.includes("main")) throw new Error(`page.mjs: ${page.file}: Trunk's index.html links no style/main.css`);
  const module = await rustModule(page, staging, made);
  html = withCsp(await minifyHtml(html.replace(TRUNK_SCRIPT, () => module)));
  // Each sheet exactly as written: a page whose first rule the minifier cut lost every
  // colour and focus ring, with nothing to say so.
  for (const sheet of sheets) {
    if (!html.includes(sheet)) throw new Error(`page.mjs: ${page.file}: a style sheet was changed on its way into the page`);
  }
  return html;
}
