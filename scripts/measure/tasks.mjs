// The main thread's tasks while a page starts, from a Chromium trace: each task over a few
// milliseconds, when it ran and what filled it (script, the module's compile, style, layout,
// paint), so a long task Lighthouse reports can be told apart (the module's start, the mount,
// the later chunk, a first layout). Unthrottled: Lighthouse's mobile run counts each task about
// four times as long, so a task over 12 ms here blocks there. Figures only.
//   node scripts/measure/tasks.mjs [--path /number] [--save number] [--min 4]
// `--save <game>` opens the game in play (half of a finished game, as the Lighthouse mode does)
// and the screen the page kept when it was left.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, PHONE } from '../../tests/e2e/lib/browser.mjs';
import { REPO_ROOT, startServer } from '../../tests/e2e/lib/server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const path = arg('path', '/');
const game = arg('save', null);
const min = Number(arg('min', 4));

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'loading'];

/** A task's children summed by kind: the names that say what filled it. */
function kinds(children) {
  const sums = new Map();
  for (const e of children) {
    const name = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name}` : e.name;
    sums.set(name, (sums.get(name) ?? 0) + e.dur / 1000);
  }
  return [...sums].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]).slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
}

async function keptRecords(page, url) {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  const save = saves[game];
  const half = { ...save, actions: save.actions.slice(0, Math.floor(save.actions.length / 2)) };
  await page.goto(`${url}/${game}`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`numera.save.${game}`, JSON.stringify(half)]);
  await page.goto(`${url}/${game}`);
  await page.locator('.toolbar').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.goto(`${url}/icons/icon.svg`);
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (game) await keptRecords(page, server.url);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(`${server.url}${game ? `/${game}` : path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;

  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((n) => n.pid === e.pid && n.name === 'TracingStartedInBrowser' || n.pid === e.pid && n.name === 'ParseHTML'));
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...events.filter((e) => e.pid === main.pid && e.name === 'ParseHTML').map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= min).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  console.log(`${game ? `${game} in play` : path}: tasks of ${min} ms or more on the main thread (ms from the first HTML parse)`);
  for (const t of tasks) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'RunTask');
    const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const ms = t.dur / 1000;
    blocking += Math.max(0, ms * 4 - 50);
    console.log(`  at ${((t.ts - start) / 1000).toFixed(0).padStart(5)}  ${ms.toFixed(1).padStart(6)} ms  ${kinds(top)}`);
    if (process.argv.includes('--deep')) console.log(`                         within: ${kinds(inside.filter((e) => !top.includes(e)))}`);
  }
  console.log(`  blocking at four times these lengths: ${blocking.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
