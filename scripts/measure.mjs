// Prints what a first visit costs: every built file raw and gzipped, then for each page the
// first-load transfer (the page's HTML and what it pulls before the app runs), and the time to
// an interactive home page and game pages in headless Chromium (median of several runs: first
// visits, cold, then repeat visits of the installed app).
// Figures only: no pass/fail here (these machines are shared and noisy); budgets (issue: PWA)
// are printed beside the figures for the reader.
//   node scripts/measure.mjs [--runs 7]        (after scripts/build.mjs, on dist/ or $NUMERA_DIST)
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { launchBrowser } from '../tests/e2e/lib/browser.mjs';
import { DIST_DIR, startServer } from '../tests/e2e/lib/server.mjs';
import { PAGES } from './pages.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;
const BUDGET_KB = 250;
const BUDGET_MS = 300;

/** Each page (scripts/pages.mjs): its address and the control that makes it interactive. */
const TIMED = PAGES.map(({ file, game, label }) => [
  label,
  game ? `/${game}` : '/',
  file,
  game ? 'section.setup > button.btn-primary' : 'a.btn-primary, .game-card a',
]);

async function files(dir) {
  const out = [];
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(8);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- transfer ------------------------------------------------------------------------------
const sizes = new Map();
let total = { raw: 0, gz: 0 };
console.log(`built files in ${DIST_DIR}              raw KiB  gzip KiB`);
for (const path of (await files(DIST_DIR)).sort()) {
  const name = relative(DIST_DIR, path);
  const bytes = await readFile(path);
  const gz = gzipSync(bytes, { level: 9 }).length;
  sizes.set(name, { raw: bytes.length, gz });
  total = { raw: total.raw + bytes.length, gz: total.gz + gz };
  console.log(`  ${name.padEnd(40)} ${kb(bytes.length)} ${kb(gz)}`);
}
console.log(`  ${'all files'.padEnd(40)} ${kb(total.raw)} ${kb(total.gz)}`);
for (const [label, , file] of TIMED) {
  const html = await readFile(join(DIST_DIR, file), 'utf8');
  // The page's texts, fetched at start-up (index.html) in one language: counted as the
  // largest of its languages.
  const stem = html.match(/data-texts="?([\w-]+)/)[1];
  const texts = ['en', 'fr', 'zh-TW'].map((code) => `texts/${stem}.${code}.txt`)
    .sort((a, b) => (sizes.get(b)?.gz ?? 0) - (sizes.get(a)?.gz ?? 0))[0];
  // First load = the page and what it pulls before the app runs (not icons or the worker's
  // background precache of the other pages).
  let first = { raw: 0, gz: 0 };
  for (const [name, size] of sizes) {
    const pulled = name === file || name === 'sw-register.js' || name === texts ||
      (html.includes(`/${name}`) && !name.startsWith('icons/') && !name.endsWith('.html'));
    if (pulled) first = { raw: first.raw + size.raw, gz: first.gz + size.gz };
  }
  console.log(`first load, ${label.padEnd(29)} ${kb(first.raw)} ${kb(first.gz)}   ` +
    `(${first.gz} bytes gzip; budget ${BUDGET_KB} KiB = ${BUDGET_KB * 1024} bytes)`);
}

// ---- time to interactive ---------------------------------------------------------------------
// The floor of this machine: a static page with one link, timed the same way (a fresh browser
// context per run, as a first visit), so the app's figures can be read against it.
const staticDir = await mkdtemp(join(tmpdir(), 'numera-floor-'));
await writeFile(join(staticDir, 'index.html'),
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>floor</title><a class="btn-primary" href="/">Play</a>' +
  '<script>window.__numeraStarted = true;</script></html>');
const floorServer = await startServer({ root: staticDir });
const server = await startServer();
const browser = await launchBrowser();
/**
 * A script run in every new document of a context, before the page's own: it watches for the
 * moment the page is interactive (the app has started and the page's main control `selector`
 * is visible and enabled), checked every frame, and reports the page's own clock then (from the
 * start of the navigation: the browser's process start-up and the driver's round trips are not
 * part of it) by a console message. Reporting this way, rather than by Playwright's
 * waitForFunction, keeps the driver's injected script (some 40 ms of compiling on the page's
 * main thread on these machines) off the very start-up being timed.
 */
const watcher = (selector) => `(() => {
  addEventListener('TrunkApplicationStarted', () => { window.__numeraStarted = true; });
  const tick = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (window.__numeraStarted === true && el && el.getClientRects().length > 0 && !el.disabled) {
      console.debug('numera-interactive ' + performance.now());
    } else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** The page's own clock when `page`, opened at `url`, is interactive (see `watcher`). */
async function interactiveAt(page, url) {
  const started = Date.now();
  const report = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith('numera-interactive '),
    timeout: 30_000,
  });
  await page.goto(url, { waitUntil: 'commit' });
  const at = Number((await report).text().split(' ')[1]);
  return { at: Math.round(at), wall: Date.now() - started };
}

/**
 * Time to interactive, `runs` times, each in a fresh browser context. A first visit has
 * nothing cached and no service worker. A repeat visit (`repeat`) is the installed app opened
 * again: the context visits the page once, waits for the service worker to hold every file,
 * then the timed visit opens it in a new tab (files from the worker's cache, compiled code
 * from the browser's cache).
 */
async function timeTo(path, selector, { srv = server, repeat = false } = {}) {
  const times = [];
  const walls = [];
  const url = new URL(path, srv.url).href;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: repeat ? 'allow' : 'block' });
    try {
      await context.addInitScript(watcher(selector));
      if (repeat) {
        const first = await context.newPage();
        await interactiveAt(first, url);
        await first.evaluate(() => navigator.serviceWorker.ready);
        await first.close();
      }
      const page = await context.newPage();
      const { at, wall } = await interactiveAt(page, url);
      times.push(at);
      walls.push(wall);
    } finally {
      await context.close();
    }
  }
  return { times, walls };
}
try {
  const line = (label, { times, walls }, tail) =>
    console.log(`time to interactive, ${label.padEnd(12)} median ${String(median(times)).padStart(4)} ms  ` +
      `(runs: ${times.join(', ')}; wall clock from the driver's goto: median ${median(walls)} ms; ${tail})`);
  line('static page', await timeTo('/', 'a.btn-primary', { srv: floorServer }), "this machine's floor, no app");
  for (const [label, path, , selector] of TIMED) {
    line(label, await timeTo(path, selector), `first visit, budget ${BUDGET_MS} ms`);
  }
  for (const [label, path, , selector] of TIMED) {
    line(label, await timeTo(path, selector, { repeat: true }), 'repeat visit: the installed app opened again');
  }
} finally {
  await browser.close();
  await server.close();
  await floorServer.close();
  await rm(staticDir, { recursive: true, force: true });
}
