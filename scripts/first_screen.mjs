// Each page's first screen written into the page itself (issue 39): a phone paints the page as
// soon as its HTML and style sheets are in, instead of waiting for the wasm module to download,
// compile and draw it.
//
// The screens are the app's own: once every page of a release build is written, the build
// opens each one in headless Chromium as a first visitor would (empty storage), in each
// language, lets the app draw it, and keeps what it mounted. Each page then carries one
// `<template id="first-<lang>">` per language; index.html's inline script stamps the one in the
// player's language in place of the stand-in header, before the first paint, and the app
// removes it in the same task as it mounts its own (src/app/mod.rs), so nothing flashes or
// moves. A visitor whose storage holds anything of theirs (a saved game, a history, dailies,
// standings; on the settings pages, the settings too) gets the stand-in header as before: their
// screen is not the first visitor's.
//
// A first screen shows no date: a part of it that names a day is kept in place but hidden.
// What a first screen may not carry, this refuses (the build stops): no script, no inline event
// handler, nothing from outside the page's origin.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "./wasm_module.mjs";

const require = createRequire(join(root, "tests/e2e/package.json"));

/** The languages of the app (crates/texts `Lang`), as the browser's locale and as the inline script names them. */
export const LANGS = [
  { code: "en", locale: "en-US" },
  { code: "fr", locale: "fr-FR" },
  { code: "zh-TW", locale: "zh-TW" },
];

/** The address of a page file: index.html is /, x.html is /x. */
function address(file) {
  return file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
}

/**
 * What the app mounted into <body> on `file`, in each language: the markup of its top-level
 * elements, each marked `data-first` and inert.
 */
async function drawn(browser, url, file) {
  const screens = {};
  for (const { code, locale } of LANGS) {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await page.goto(`${url}${address(file)}`, { waitUntil: "load" });
      // Up when it mounted, and still once every request it made is answered (texts, chunks).
      await page.waitForFunction(() => document.body.querySelector(":scope > :not(script):not(noscript):not(template):not(#splash)"), null, { timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      if (errors.length) throw new Error(`first_screen.mjs: ${file} (${code}): ${errors.join("; ")}`);
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== code) throw new Error(`first_screen.mjs: ${file} opened in ${locale} shows lang="${lang}", not ${code}`);
      // The markup of what the app drew, as index.html's script keeps a player's screen.
      screens[code] = await page.evaluate(() => window.numeraScreen());
    } finally {
      await context.close();
    }
  }
  return screens;
}

/** Refuses markup that could run code or reach another origin: a first screen is inert. */
function checked(file, code, html) {
  const bad = [
    [/<script\b/i, "a script"],
    [/\son[a-z]+\s*=/i, "an inline event handler"],
    [/javascript:/i, "a javascript: address"],
    [/\s(?:src|href)="(?:https?:)?\/\//i, "an address on another origin"],
    [/<\/template/i, "the end of a template"],
  ].find(([pattern]) => pattern.test(html));
  if (bad) throw new Error(`first_screen.mjs: ${file} (${code}): the first screen holds ${bad[1]}`);
  if (!html) throw new Error(`first_screen.mjs: ${file} (${code}): the app mounted nothing`);
  return html;
}

/**
 * Writes the first screens of `files` (pages of the release build in `staging`) into them:
 * one template per language, right after <body>. `settingsOwn`: the files whose screen shows
 * the settings (a visitor's stored settings make it theirs).
 */
export async function writeFirstScreens(staging, files, { settingsOwn = [] } = {}) {
  const { startServer } = await import(join(root, "tests/e2e/lib/server.mjs"));
  const { launchBrowser } = await import(join(root, "tests/e2e/lib/browser.mjs"));
  const server = await startServer({ root: staging });
  const browser = await launchBrowser();
  try {
    for (const file of files) {
      const screens = await drawn(browser, server.url, file);
      const own = settingsOwn.includes(file) ? ' data-settings="own"' : "";
      const templates = LANGS.map(({ code }) => `<template id="first-${code}"${own}>${checked(file, code, screens[code])}</template>`).join("");
      const path = join(staging, file);
      const html = readFileSync(path, "utf8");
      if (!/<body>/.test(html) || html.includes('id="first-')) throw new Error(`first_screen.mjs: ${file}: no <body> to write into, or written already`);
      writeFileSync(path, html.replace("<body>", () => `<body>${templates}`));
      console.log(`trunk_hook.mjs: ${file}: first screens (${LANGS.map(({ code }) => `${code} ${(screens[code].length / 1024).toFixed(1)} KiB`).join(", ")})`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
