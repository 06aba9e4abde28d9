// Prints what the app costs, each figure beside its budget (issue 20, docs/performance.md):
// - every built file raw and gzipped, and each page's first-load transfer (the page's HTML and
//   what it pulls before the app runs);
// - the time to an interactive page in headless Chromium against a static page timed the same
//   way in the same run (median of several runs: first visits, cold, then repeat visits of the
//   installed app), and each page's bound: the page as drawn whose only script downloads and
//   compiles its module (scripts/measure/bound.mjs), what no build of it can beat;
// - per game, a scripted human action from its input event to the next painted frame (p50,
//   p95), and the longest task on the main thread while bots play (scripts/measure/play.mjs);
// - the rules' random games per second in wasm against native (scripts/measure/engine.mjs;
//   builds with cargo, skipped with --no-engine).
// Figures only: no pass/fail here (these machines are shared and noisy).
//   node scripts/measure.mjs [--runs 7] [--no-engine]
//   node scripts/measure.mjs --lighthouse [--runs 3] [--pages home,number-play]   (Lighthouse's
//     mobile run per page instead: scripts/measure/lighthouse.mjs)   (after `trunk build --release`, on dist/ or $NUMERA_DIST)
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { launchBrowser } from '../tests/e2e/lib/browser.mjs';
import { DIST_DIR, startServer } from '../tests/e2e/lib/server.mjs';
import { PAGES } from './pages.mjs';
import { PLAY, botTasks, humanAction, percentile } from './measure/play.mjs';
import { engineSpeed } from './measure/engine.mjs';
import { boundPages } from './measure/bound.mjs';

if (process.argv.includes('--lighthouse')) {
  // Lighthouse's mobile run on every page instead (scripts/measure/lighthouse.mjs).
  const { lighthouseRuns } = await import('./measure/lighthouse.mjs');
  const pagesFlag = process.argv.indexOf('--pages');
  await lighthouseRuns({
    runs: Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3,
    only: pagesFlag > 0 ? process.argv[pagesFlag + 1].split(',') : null,
  });
  process.exit(0);
}

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;
/** Time to interactive, as a multiple of the static page's in the same run. */
const BUDGET_RATIO = 2;
/** A human action, input to next paint (p95), and the longest task while bots play. */
const BUDGET_INPUT_MS = 16;
const BUDGET_LONGTASK_MS = 50;
/** The rules' games per second in wasm, as a share of native. */
const BUDGET_ENGINE = 0.5;

/**
 * Each page built (scripts/pages.mjs; `NUMERA_PAGES=… trunk build --release` builds some): its address and the
 * control that makes it interactive.
 */
const TIMED = PAGES.filter(({ file }) => existsSync(join(DIST_DIR, file))).map(({ file, game, label, path, ready, budget, bin }) => [
  label,
  path ?? (game ? `/${game}` : '/'),
  file,
  ready ?? (game ? 'section.setup > button.btn-primary' : 'a.btn-primary, .game-card a'),
  budget,
  bin,
]);
/** The games whose page is built. */
const GAMES = Object.keys(PLAY).filter((game) => TIMED.some(([, path]) => path === `/${game}`));

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
// The build's own files, not their precompressed copies (scripts/compress.mjs).
for (const path of (await files(DIST_DIR)).filter((p) => !/\.(br|gz)$/.test(p)).sort()) {
  const name = relative(DIST_DIR, path);
  const bytes = await readFile(path);
  const gz = gzipSync(bytes, { level: 9 }).length;
  sizes.set(name, { raw: bytes.length, gz });
  total = { raw: total.raw + bytes.length, gz: total.gz + gz };
  console.log(`  ${name.padEnd(40)} ${kb(bytes.length)} ${kb(gz)}`);
}
console.log(`  ${'all files'.padEnd(40)} ${kb(total.raw)} ${kb(total.gz)}`);
for (const [label, , file, , budget, bin] of TIMED) {
  const html = await readFile(join(DIST_DIR, file), 'utf8');
  // The page's texts, fetched at start-up (index.html) in one language: counted as the
  // largest of its languages.
  const stem = html.match(/data-texts="?([\w-]+)/)[1];
  const texts = ['en', 'fr', 'zh-TW'].map((code) => `texts/${stem}.${code}.txt`)
    .sort((a, b) => (sizes.get(b)?.gz ?? 0) - (sizes.get(a)?.gz ?? 0))[0];
  // First load = the page and what it pulls before the app runs (not icons, not the later
  // chunk its script names but fetches once the page is up, not the worker's background
  // precache of the other pages).
  let first = { raw: 0, gz: 0 };
  for (const [name, size] of sizes) {
    const pulled = name === file || name === 'sw-register.js' || name === texts ||
      (html.includes(`/${name}`) && !name.startsWith('icons/') && !name.endsWith('.html') && !name.startsWith(`${bin}-later-`));
    if (pulled) first = { raw: first.raw + size.raw, gz: first.gz + size.gz };
  }
  // Budgets (scripts/pages.mjs): home 100 KiB, game pages 170; the pages a player reaches
  // from those (settings, rules, stats) have none of their own.
  const verdict = budget ? `budget ${budget} KiB gzip: ${first.gz <= budget * 1024 ? 'within' : 'OVER'}` : 'no budget';
  console.log(`first load, ${label.padEnd(29)} ${kb(first.raw)} ${kb(first.gz)}   ${verdict} (${first.gz} bytes)`);
  // A game page's later part (src/app/later.rs): fetched once the page is up, not before it
  // can start; its table, replay and the screens around them.
  for (const [name, size] of sizes) {
    if (name.startsWith(`${bin}-later-`)) {
      console.log(`  then, once up: ${name.padEnd(40)} ${kb(size.raw)} ${kb(size.gz)}   (first load + this: ${kb(first.gz + size.gz).trim()} KiB)`);
    }
  }
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
  addEventListener('numera-started', () => { window.__numeraStarted = true; });
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
        // The static page has no worker: its repeat visit is served from the HTTP cache.
        if (srv === server) await first.evaluate(() => navigator.serviceWorker.ready);
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

const ms = (x) => `${x.toFixed(1).padStart(5)} ms`;
try {
  const line = (label, { times, walls }, tail) =>
    console.log(`time to interactive, ${label.padEnd(12)} median ${String(median(times)).padStart(4)} ms  ` +
      `${tail} (runs: ${times.join(', ')}; wall clock from the driver's goto: median ${median(walls)} ms)`);
  const bound = await boundPages(browser, server, TIMED);
  try {
    for (const repeat of [false, true]) {
      const visit = repeat ? 'repeat visit (the installed app opened again)' : 'first visit';
      const floor = await timeTo('/', 'a.btn-primary', { srv: floorServer, repeat });
      line('static page', floor, `${visit}: this machine's floor, no app`);
      for (const [label, path, , selector] of TIMED) {
        const timed = await timeTo(path, selector, { repeat });
        const ratio = median(timed.times) / Math.max(1, median(floor.times));
        line(label, timed, `= ${ratio.toFixed(2)}x the static page, budget ${BUDGET_RATIO}x: ` +
          `${ratio <= BUDGET_RATIO ? 'within' : 'OVER'}; ${visit}`);
        if (repeat) continue;
        // The same page drawn, its module only downloaded and compiled (scripts/measure/bound.mjs).
        const least = await timeTo(bound.paths.get(label), selector, { srv: bound.server });
        line(`  its bound`, least, `= ${(median(least.times) / Math.max(1, median(floor.times))).toFixed(2)}x ` +
          `the static page: ${label} drawn, its module downloaded and compiled, none of it run (no build of it can beat this)`);
      }
    }
  } finally {
    await bound.close();
  }

  // ---- input to next paint, long tasks while bots play -----------------------------------------
  const samples = Math.max(20, runs * 3);
  for (const game of GAMES) {
    const { clicks, events, longest } = await humanAction(browser, server, game, samples);
    const p95 = percentile(clicks, 95);
    console.log(`input to next paint, ${game.padEnd(9)} p50 ${ms(percentile(clicks, 50))}  p95 ${ms(p95)}  ` +
      `budget p95 ${BUDGET_INPUT_MS} ms: ${p95 <= BUDGET_INPUT_MS ? 'within' : 'OVER'} (${clicks.length} clicks; ` +
      `Event Timing entries of 16 ms or more: ${events.length}${events.length ? `, longest ${Math.max(...events)} ms` : ''}; ` +
      `longest task while clicking ${longest.toFixed(0)} ms)`);
  }
  for (const game of GAMES.filter((g) => PLAY[g].bots)) {
    const { count, longest, played } = await botTasks(browser, server, game, 6000);
    console.log(`bots playing, ${game.padEnd(15)} longest task ${ms(longest)}  budget ${BUDGET_LONGTASK_MS} ms: ` +
      `${longest <= BUDGET_LONGTASK_MS ? 'within' : 'OVER'} (${count} long tasks in 6 s of a table of bots: ${PLAY[game].bots}` +
      `${played ? '' : '; NOTHING MOVED: the bots did not play'})`);
  }
} finally {
  await browser.close();
  await server.close();
  await floorServer.close();
  await rm(staticDir, { recursive: true, force: true });
}

// ---- the rules' speed, wasm against native -----------------------------------------------------
if (!process.argv.includes('--no-engine')) {
  for (const { game, games, passes, wasm, native } of engineSpeed()) {
    const share = wasm / native;
    console.log(`engine speed, ${game.padEnd(10)} wasm ${String(wasm).padStart(7)} games/s, native ` +
      `${String(native).padStart(7)} games/s = ${share.toFixed(2)}x, budget ${BUDGET_ENGINE}x: ` +
      `${share >= BUDGET_ENGINE ? 'within' : 'OVER'} (the fastest of ${passes} passes of ${games} random games, each side)`);
  }
}
