// One page of the web app, from the template index.html: its `<link data-build>` lines become
//  - rel="css": the style sheet, minified (lightningcss), written into the page as a `<style>`
//    (a linked sheet was a request of its own on the way to the first frame, and it held back
//    every script after it: docs/performance.md, tenth round);
//  - rel="copy-file": the file copied as it is (the manifest, the service worker's registration);
//  - rel="rust" data-bin=…: the page's wasm module (scripts/wasm_module.mjs), preloaded, and the
//    module script that starts it and then fires `numera-started`, written into the page
//    (scripts/start_script.mjs);
// then the inline scripts are minified, the HTML's whitespace and comments dropped, and a
// Content-Security-Policy allows only our own origin plus the hash of each inline script.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { startScript } from "./start_script.mjs";
import { contentHash, integrity, root, wasmModule } from "./wasm_module.mjs";

const require = createRequire(join(root, "tests/e2e/package.json"));

/** The page's HTML from the template: its own module, only its own style sheets (or `css: "all"`). */
export function pageTemplate(template, { bin, game, texts, css: own }) {
  return template
    .split("\n")
    .filter((line) => {
      const css = line.match(/rel="css" href="style\/(\w+)\.css"/);
      // Every page: main.css; the shell page: shell.css; game pages: the shared table and
      // their own sheet; a page with its own list (stats, settings, rules), those sheets.
      if (!css || css[1] === "main" || own === "all") return true;
      if (own) return own.includes(css[1]);
      return game ? css[1] === "table" || css[1] === game : css[1] === "shell";
    })
    .join("\n")
    .replace('data-texts="all"', `data-texts="${game ?? texts ?? "shell"}"`)
    .replace('data-bin="numera-app"', `data-bin="${bin}"`);
}

/** A style sheet's text, minified in release builds. */
function styleSheet(href, release) {
  let css = readFileSync(join(root, href), "utf8");
  if (release) {
    const { transform } = require("lightningcss");
    css = transform({ filename: href, code: Buffer.from(css), minify: true }).code.toString();
  }
  if (/<\/style/i.test(css)) throw new Error(`page.mjs: ${href} contains "</style", which would end its <style> early`);
  return css;
}

/**
 * The page's `<link rel="rust">`: its wasm written into `dist` (and a game page's later chunk),
 * the preload of the wasm and the module script that starts it, written into the page
 * (scripts/start_script.mjs).
 */
async function rustModule(bin, dist, release) {
  const { wasm, glue, later } = await wasmModule({ bin, target: "web", release });
  const bg = `${bin}-${contentHash(wasm)}_bg.wasm`;
  writeFileSync(join(dist, bg), wasm);
  // A game page's later part (app::later): the chunk, fetched once the page is up.
  if (later) writeFileSync(join(dist, later.chunk.name), later.chunk.bytes);
  // The preload first, so the download starts while the parser is still in the head.
  return (
    `<link rel="preload" href="/${bg}" crossorigin as="fetch" type="application/wasm" integrity="${integrity(wasm)}">` +
    `<script type="module">${startScript({ glue, link: later?.link, wasmUrl: `/${bg}` })}</script>`
  );
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

/** Builds one page (its module built by cargo) into `dist`; returns its HTML. */
export async function buildPage(page, template, dist, { release = true } = {}) {
  const links = [];
  let html = pageTemplate(template, page).replace(/[ \t]*<link data-build ([^>]*)\/>/g, (line, attrs) => {
    links.push(attrs);
    return `\u0000${links.length - 1}\u0000`;
  });
  const tags = [];
  const sheets = [];
  for (const attrs of links) {
    const rel = attrs.match(/rel="([\w-]+)"/)?.[1];
    const href = attrs.match(/href="([^"]+)"/)?.[1];
    if (rel === "css") {
      sheets.push(`<style>${styleSheet(href, release)}</style>`);
      tags.push(sheets.at(-1));
    } else if (rel === "copy-file") {
      copyFileSync(join(root, href), join(dist, href.replace(/^.*\//, "")));
      tags.push("");
    } else if (rel === "rust") {
      tags.push(await rustModule(attrs.match(/data-bin="([\w-]+)"/)[1], dist, release));
    } else {
      throw new Error(`page.mjs: ${page.file}: unknown <link data-build ${attrs}>`);
    }
  }
  html = html.replace(/\u0000(\d+)\u0000/g, (_, n) => tags[Number(n)]);
  html = withCsp(release ? await minifyHtml(html) : html);
  // Each sheet exactly as written: a page whose first rule the minifier cut lost every
  // colour and focus ring, with nothing to say so.
  for (const sheet of sheets) {
    if (!html.includes(sheet)) throw new Error(`page.mjs: ${page.file}: a style sheet was changed on its way into the page`);
  }
  return html;
}
