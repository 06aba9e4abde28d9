// Responsiveness while playing, for scripts/measure.mjs: how long a human action takes to show
// (from the input event to the next painted frame), and the longest tasks on the main thread
// while bots play (the Long Tasks API). Figures only; the caller prints them beside budgets.
import { waitForApp } from '../../tests/e2e/lib/browser.mjs';

/**
 * One scripted human action per game: `prepare` gets the table to where the action is offered,
 * (`prepare`: a control clicked first if it is shown), then the clicks go round `clicks` (each selector's first match; each click is one sample).
 * The actions chosen change what is shown but not the game (pick and drop a digit, move the
 * ghost, select a card or a die), so that they can be repeated. `bots` is a table of bots only,
 * which plays on by itself once started (none for Dungeons, a solo game).
 */
export const PLAY = {
  number: {
    seats: 'human,easy,easy',
    clicks: ['section.picker .keypad button.key:not([disabled])',
      'section.picker .picker-actions button:not(.btn-primary)'],
    bots: 'hard,easy,easy',
  },
  nmbr9: {
    seats: 'human',
    clicks: ['.n9-placer svg.n9-board >> nth=0 @ 0.3,0.3', '.n9-placer svg.n9-board >> nth=0 @ 0.7,0.6'],
    bots: 'hard,medium',
  },
  sequence: {
    seats: 'human,easy',
    clicks: ['.sq-card'],
    bots: 'hard,medium',
  },
  mino: {
    seats: 'human,easy,easy',
    clicks: ['.mn-bid-n >> nth=0', '.mn-bid-n >> nth=1'],
    bots: 'hard,medium,easy',
  },
  dungeon: {
    seats: null,
    prepare: '[data-testid=roll]',
    clicks: ['.dg-dice-box .dg-die >> nth=0', '.dg-dice-box .dg-die >> nth=1'],
    bots: null,
  },
};

/**
 * Run in every document before the page's own scripts: times each click from its event
 * timestamp to the next frame (a requestAnimationFrame callback, then a message posted from it,
 * which runs once that frame's style, layout and paint are done), and keeps the browser's own
 * Event Timing entries (only those of 16 ms or more exist) and every long task.
 */
const INSTRUMENT = `(() => {
  addEventListener('numera-started', () => { window.__numeraStarted = true; });
  const m = window.__measure = { clicks: [], events: [], longtasks: [] };
  addEventListener('click', (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => m.clicks.push(performance.now() - t0);
      ch.port2.postMessage(0);
    });
  }, { capture: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'click') m.events.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** A selector with an optional ` @ fx,fy` (where to click, as fractions of the element's box). */
async function click(page, spec) {
  const [selector, at] = spec.split(' @ ');
  const el = page.locator(selector).first();
  if (!at) return el.click();
  const box = await el.boundingBox();
  const [fx, fy] = at.split(',').map(Number);
  return el.click({ position: { x: box.width * fx, y: box.height * fy } });
}

async function opened(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  await page.goto(url);
  await waitForApp(page);
  return { context, page };
}

/**
 * `samples` clicks of the game's scripted action, a short pause between them (a human does not
 * click every frame): the click-to-frame times, the Event Timing durations of 16 ms or more,
 * and the longest task while clicking.
 */
export async function humanAction(browser, server, game, samples) {
  const spec = PLAY[game];
  const query = new URLSearchParams({ seed: 'K7QM-3XPA', ...(spec.seats ? { seats: spec.seats } : {}) });
  const { context, page } = await opened(browser, new URL(`/${game}?${query}`, server.url).href);
  try {
    await page.locator('section.setup .btn-primary').first().click();
    const target = spec.clicks[0].split(' @ ')[0].split(' >> ')[0];
    await page.locator([target, spec.prepare].filter(Boolean).join(', ')).first().waitFor({ timeout: 15_000 });
    if (spec.prepare && (await page.locator(spec.prepare).count())) await page.locator(spec.prepare).click();
    await page.locator(target).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    const from = await page.evaluate(() => {
      const m = window.__measure;
      m.clicks.length = 0;
      m.events.length = 0;
      return performance.now();
    });
    for (let i = 0; i < samples; i++) {
      await click(page, spec.clicks[i % spec.clicks.length]);
      await page.waitForTimeout(120);
    }
    const m = await page.evaluate(() => window.__measure);
    return { clicks: m.clicks, events: m.events, longest: longest(m.longtasks, from) };
  } finally {
    await context.close();
  }
}

/**
 * A table of bots only, started and left to play for `ms`: the long tasks from the first bot
 * move on (the start's own render, before the bots' pause is over, is left out).
 */
export async function botTasks(browser, server, game, ms) {
  const spec = PLAY[game];
  const query = new URLSearchParams({ seed: 'K7QM-3XPA', seats: spec.bots });
  const { context, page } = await opened(browser, new URL(`/${game}?${query}`, server.url).href);
  try {
    await page.locator('section.setup .btn-primary').first().click();
    const from = (await page.evaluate(() => performance.now())) + 300;
    await page.waitForTimeout(300);
    const before = await page.locator('main').innerText();
    await page.waitForTimeout(ms - 300);
    // The bots did play: the table reads differently at the end.
    const played = (await page.locator('main').innerText()) !== before;
    const m = await page.evaluate(() => window.__measure);
    const tasks = m.longtasks.filter((t) => t.start >= from);
    return { count: tasks.length, longest: longest(tasks, from), played };
  } finally {
    await context.close();
  }
}

const longest = (tasks, from) =>
  tasks.filter((t) => t.start >= from).reduce((a, t) => Math.max(a, t.duration), 0);

export const percentile = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
