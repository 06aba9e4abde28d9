// Browser helpers for the e2e tests: Debian's Chromium driven by playwright-core.
//
//   import { test } from 'node:test';
//   import { withApp } from './lib/browser.mjs';
//   test('home', () => withApp(async ({ server, browser }) => {
//     await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => { ... });
//   }));
//
// Every helper that opens something closes it in `finally`: a failed assertion must never
// leave Chromium running (the test runner would hang on it).

import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL('.', import.meta.url));

/** Screenshots and other artefacts (gitignored). */
export const OUT_DIR = resolve(here, '..', 'out');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Viewports the app is designed for: phone first (390 px, one hand), then desktop. */
export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1366, height: 900 };

function checkChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: run scripts/setup.sh (apt-get install chromium)`);
  }
}

/** Launch a headless Chromium. Prefer withBrowser(), which always closes it. */
export async function launchBrowser(options = {}) {
  checkChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
    ...options,
  });
}

/** Run fn(browser) with a fresh Chromium, closed afterwards whatever happens. */
export async function withBrowser(fn, options = {}) {
  const browser = await launchBrowser(options);
  try {
    return await fn(browser);
  } finally {
    await browser.close().catch(() => {});
  }
}

/**
 * Start the static server on dist/ (any free port) and a Chromium; run fn({ server, browser, url });
 * stop both afterwards. `url(path)` makes an absolute URL on the server.
 */
export async function withApp(fn, { serverOptions = {}, browserOptions = {} } = {}) {
  const server = await startServer(serverOptions);
  try {
    return await withBrowser(
      (browser) => fn({ server, browser, url: (path = '/') => new URL(path, server.url).href }),
      browserOptions,
    );
  } finally {
    await server.close();
  }
}

/**
 * Record what a page reports as wrong: console errors, uncaught exceptions (a Rust panic shows
 * up here through console_error_panic_hook) and failed requests. Returns a live array of strings.
 */
export function collectErrors(page, { warnings = false } = {}) {
  const errors = [];
  page.on('console', (msg) => {
    const type = msg.type();
    if (type === 'error' || (warnings && type === 'warning')) {
      // For "Failed to load resource" the location is the resource's URL: keep it, it is the clue.
      const where = msg.location()?.url;
      errors.push(`console.${type}: ${msg.text()}${where ? `  (${where})` : ''}`);
    }
  });
  // With the top of its stack: the message alone (say wasm-bindgen's "closure invoked
  // recursively or after being dropped", seen once in a full run) does not tell whose it was.
  page.on('pageerror', (err) => {
    const stack = (err.stack ?? '').split('\n').slice(1, 6).map((l) => l.trim().replace(/^at /, '')).join(' | ');
    errors.push(`pageerror: ${err.message}${stack ? `  (at ${stack})` : ''}`);
  });
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    // Fetches still under way when a test navigates on (every game is its own page) are cut
    // off: the browser's own of the icons and manifest, the rules worker's files, which a
    // page loads once a bot is due, and a game page's later chunk, which it fetches once it is
    // up (a CI run saw the offline test move on before NMBR 9's was in). Not a failure of the
    // app; a worker or a chunk that does not load shows its own notice (bots_worker.test.mjs,
    // later.test.mjs).
    const path = new URL(req.url()).pathname;
    const cutOff = path.startsWith('/icons/') || path === '/manifest.webmanifest'
      || path.startsWith('/worker/') || path === '/rules-worker.js'
      || /^\/numera-[a-z0-9]+-later-[0-9a-f]+\.wasm$/.test(path);
    if (reason === 'net::ERR_ABORTED' && cutOff) return;
    errors.push(`requestfailed: ${req.url()} ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return errors;
}

/** Every page of the context notes when its module script reports the wasm app started (see waitForApp). */
export async function watchAppStart(context) {
  await context.addInitScript(() => {
    // The page's module script fires this once the wasm module is instantiated and main() has
    // run (scripts/page.mjs).
    window.addEventListener('numera-started', () => {
      window.__numeraStarted = true;
    });
    // The tests drive the app itself: no first screen written into the page stands in for it
    // (index.html; tests/e2e/first_screen.test.mjs tests that one).
    window.numeraNoFirstScreen = true;
  });
}

/**
 * Open a fresh browser context and page; run fn({ context, page, errors }); close the context
 * afterwards whatever happens. Options: viewport, colorScheme, reducedMotion, locale,
 * hasTouch, isMobile, deviceScaleFactor, storageState, …  (Playwright newContext options).
 */
export async function withPage(browser, options, fn) {
  if (typeof options === 'function') [options, fn] = [{}, options];
  const { viewport = PHONE, ...rest } = options ?? {};
  const context = await browser.newContext({ viewport, ...rest });
  try {
    await watchAppStart(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    return await fn({ context, page, errors });
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * A persistent profile (needed e.g. for CDP Page.getInstallabilityErrors, which answers
 * `in-incognito` in a normal context). The profile directory is deleted afterwards.
 */
export async function withPersistentContext(options, fn) {
  if (typeof options === 'function') [options, fn] = [{}, options];
  checkChromium();
  const dir = await mkdtemp(join(tmpdir(), 'numera-profile-'));
  const { viewport = PHONE, ...rest } = options ?? {};
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    ...rest,
  });
  try {
    await watchAppStart(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectErrors(page);
    return await fn({ context, page, errors });
  } finally {
    await context.close().catch(() => {});
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * Wait until the wasm app has started (the page's numera-started event, seen through
 * watchAppStart's init script, which withPage and withPersistentContext install) and mounted at least one element into <body> besides <noscript>, index.html's #splash and first screen,
 * <script> and <link>, and shows it (nothing stands in for it any more: src/app/stand_in.rs).
 */
export async function waitForApp(page, { timeout = 30_000 } = {}) {
  await page.waitForFunction(
    () =>
      window.__numeraStarted === true &&
      document.body !== null &&
      !document.documentElement.hasAttribute('data-kept') &&
      document.body.querySelector(':scope > :not(script):not(noscript):not(link):not(style):not(template):not(#splash):not([data-first])') !== null,
    null,
    { timeout },
  );
}

/** Navigate to url and wait for the app to be up. Returns the navigation response. */
export async function gotoApp(page, url, { timeout = 30_000 } = {}) {
  const response = await page.goto(url, { waitUntil: 'load', timeout });
  await waitForApp(page, { timeout });
  return response;
}

/** Opens a game's address (`path`, on the server `url` names) and starts it from its set-up. */
export async function startGame(page, url, path) {
  await page.goto(url(path));
  await waitForApp(page);
  await page.locator('section.setup .btn-primary.btn-big').click();
}

/** Save a full-page screenshot to tests/e2e/out/<name>.png; returns its path. */
export async function screenshot(page, name, options = {}) {
  await mkdir(OUT_DIR, { recursive: true });
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '_');
  const path = join(OUT_DIR, safe.endsWith('.png') ? safe : `${safe}.png`);
  await page.screenshot({ path, fullPage: true, ...options });
  return path;
}

export const AXE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource = null;

/**
 * Run axe-core on the page (WCAG 2.x A/AA rules by default); works under the app's CSP. Returns axe's results object.
 * `context` is an axe context (selector, {include, exclude}) and `options` axe's run options.
 */
export async function runAxe(page, { context = null, options = {} } = {}) {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) {
    // Not page.addScriptTag: that inserts an inline <script>, which the app's
    // Content-Security-Policy (script-src without 'unsafe-inline') rightly blocks. Evaluating
    // the source through the DevTools protocol is not subject to the page's CSP.
    axeSource ??= await readFile(AXE_PATH, 'utf8');
    await page.evaluate(axeSource);
  }
  const runOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
    ...options,
  };
  return page.evaluate(
    ([ctx, opts]) => window.axe.run(ctx ?? document, opts),
    [context, runOptions],
  );
}

/** Human-readable list of axe violations, for assertion messages. */
export function formatViolations(violations) {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/**
 * WCAG 1.4.10 (reflow): at 320 CSS px nothing may make the page scroll sideways. A scrolling
 * container of its own (the score sheet, a data table) is allowed; what sticks out of the page
 * is listed.
 */
export async function sideways(page) {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const clipped = (el) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > w + 1 && !clipped(el) && !el.closest('.sr-only, .skip-link')) {
        out.push(`${el.tagName.toLowerCase()}${el.classList.length ? '.' + [...el.classList].join('.') : ''} “${(el.textContent ?? '').trim().slice(0, 20)}” right edge ${Math.round(r.right)}px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width: w, out: out.slice(0, 6) };
  });
}
