// Online tables (issue 36): two browsers (two contexts, each with its own storage) and a bot of
// the server play a whole game of Mino Dice through `numera serve`. Dice and bids are secret:
// every frame a device receives is its own seat's view, whose dice are exactly those its seat
// goes on to roll in that hand (so never the other device's), no bid shows before every bid is
// in, and the log and the seed come only with the end. A wrong die is refused on the page, with
// the engine's reason, and never sent.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, screenshot, watchAppStart } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { bidByKeyboard } from './lib/mino_page.mjs';
import { startTableServer } from './lib/table_server.mjs';

const DESKTOP = { width: 1280, height: 800 };
// Everything a Mino view may hold (crates/rules/src/mino/view_json.rs): no other seat's dice.
const VIEW_KEYS = new Set(['me', 'players', 'seats', 'phase', 'hand', 'hands_total', 'my_dice', 'hand_sizes',
  'my_bid', 'has_bid', 'bids', 'tricks_won', 'to_roll', 'trick', 'follow', 'must_follow', 'hand_tricks',
  'last_trick', 'sheet', 'scores', 'legal']);

async function device(browser, name, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await watchAppStart(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const frames = [];
  const sent = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload))));
    ws.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload))));
  });
  return { name, page, errors, frames, sent, shot: viewport === PHONE ? 'phone' : 'desktop', refused: 0 };
}

const acts = (d) => d.sent.filter((m) => m.t === 'act').length;

const SCREENS = {
  final: '[data-testid=final-lead]',
  done: '.mn-continue',
  bid: 'section.mn-bid',
  roll: '[data-testid=your-roll]',
};

/** Waits for this device to have something to do (the others play meanwhile); returns what. */
const next = (page) => page.waitForFunction((screens) => {
  const found = Object.entries(screens).find(([, selector]) => document.querySelector(selector));
  return found ? found[0] : false;
}, SCREENS, { timeout: 60_000 }).then((h) => h.jsonValue());

/** Does `act` on `screen` and waits until that screen is gone (each is drawn anew). */
async function movesOn(page, screen, act) {
  const shown = await page.$(SCREENS[screen]);
  await act();
  await shown.waitForElementState('hidden', { timeout: 10_000 });
  await shown.dispose();
}

/** A die the rules bar now, clicked: the engine's reason under the dice (that nothing went
 * out is checked once the legal roll is in). */
async function tryBarred(d) {
  const { page } = d;
  await page.locator('.mn-die-btn.barred').first().click();
  const why = page.locator('[data-testid=why]');
  await page.waitForFunction(() => document.querySelector('[data-testid=why]')?.innerText.trim(), null, { timeout: 5_000 });
  assert.match(await why.innerText(), /must follow/);
  await screenshot(page, `online-mino-refused-${d.shot}`);
  d.refused++;
}

/** Plays this device's seat until the outcome: bids by keyboard, rolls the first allowed die. */
async function play(d) {
  const { page } = d;
  const shot = new Set();
  for (let step = 0; step < 2000; step++) {
    const screen = await next(page);
    if (screen === 'final') return;
    if (!shot.has(screen)) {
      shot.add(screen);
      await screenshot(page, `online-mino-${screen}-${d.shot}`);
    }
    const before = acts(d);
    if (screen === 'done') {
      await movesOn(page, screen, () => page.locator('.mn-continue').click());
      continue;
    }
    if (screen === 'bid') {
      const dice = await page.locator('.mn-bid-n').count();
      await movesOn(page, screen, () => bidByKeyboard(page, Math.floor((dice - 1) / 2)));
    } else {
      if (d.refused === 0 && (await page.locator('.mn-die-btn.barred').count())) await tryBarred(d);
      await movesOn(page, screen, () => page.locator('.mn-die-btn.legal').first().click());
    }
    // Gone once the server's next frame is in: the one action sent, a refused die not among them.
    assert.equal(acts(d), before + 1, 'one action sent');
  }
  throw new Error(`${d.name} never reached the end`);
}

/** Every completed trick of the game, by hand then number, from the frames' public tricks. */
function tricksOf(frames) {
  const tricks = new Map();
  for (const { view } of frames) {
    for (const t of [...view.hand_tricks, view.last_trick].filter(Boolean)) tricks.set(`${t.hand}-${t.number}`, t);
  }
  return tricks;
}

const sorted = (dice) => [...dice].sort().join(',');

/** The dice `seat` holds at a frame: those it rolls in the frame's hand, less those rolled already. */
function diceLeft(tricks, view, seat) {
  const left = [];
  for (let n = 1; n <= view.hand; n++) {
    const trick = tricks.get(`${view.hand}-${n}`);
    assert.ok(trick, `trick ${n} of hand ${view.hand} was seen`);
    left.push(...trick.rolls.filter((r) => r.seat === seat).map((r) => r.die));
  }
  const rolled = [...view.hand_tricks.flatMap((t) => t.rolls), ...view.trick].filter((r) => r.seat === seat);
  for (const r of rolled) left.splice(left.indexOf(r.die), 1);
  return sorted(left);
}

test('two devices and a bot play Mino Dice at one online table, each seeing only its own dice', { timeout: 420_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const a = await device(browser, 'Ana', DESKTOP);
    const b = await device(browser, 'Bo', PHONE);
    // The host sets up two people and an easy bot, and opens a table from the set-up.
    await a.page.goto(server.url('/mino?seats=human,human,easy'));
    await a.page.locator('section.setup button.play-online').click();
    await a.page.locator('.online input.name-input').fill('Ana');
    await a.page.locator('.online section.panel button.btn-primary').click();
    await a.page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });

    await b.page.goto(a.page.url());
    await b.page.locator('.online-lobby input.name-input').fill('Bo');
    await b.page.locator('li.online-seat[data-seat="1"] button.btn-primary').click();
    await b.page.locator('li.online-seat[data-seat="1"] .chip').waitFor({ timeout: 10_000 });
    await a.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
    await a.page.locator('.online-lobby button.btn-primary.btn-big').click();
    await a.page.locator('section.mn-bid').waitFor({ timeout: 10_000 });

    await Promise.all([play(a), play(b)]);
    for (const d of [a, b]) await screenshot(d.page, `online-mino-final-${d.shot}`);
    assert.ok(a.refused + b.refused > 0, 'a wrong die was tried');

    const tricks = tricksOf([...a.frames, ...b.frames].filter((f) => f.t === 'frame'));
    assert.equal(tricks.size, 36, '3 players: 8 hands, 36 tricks');
    const left = [new Map(), new Map()];
    for (const [seat, d] of [a, b].entries()) {
      const views = d.frames.filter((f) => f.t === 'frame');
      assert.ok(views.length > 100, `${d.name} got ${views.length} frames`);
      for (const f of views) {
        assert.equal(f.me, seat, `${d.name} got a frame for seat ${f.me}`);
        assert.equal(f.view.me, seat);
        assert.deepEqual(Object.keys(f.view).filter((k) => !VIEW_KEYS.has(k)), [], 'nothing but a view');
        if (f.over) continue;
        assert.equal(f.save, undefined, 'no save (seed, log) before the end');
        if (f.view.phase === 'bidding') assert.equal(f.view.bids, null, 'no bid shows before all are in');
        // The dice shown are this seat's: exactly what it rolls in the rest of the hand.
        assert.equal(sorted(f.view.my_dice), diceLeft(tricks, f.view, seat), `${d.name} at ${f.seq}`);
        left[seat].set(f.seq, sorted(f.view.my_dice));
      }
      assert.doesNotMatch(JSON.stringify(views.filter((f) => !f.over)), /"seed"|"actions"/);
      assert.deepEqual(d.frames.filter((f) => f.t === 'refused'), [], 'the server refused nothing');
    }
    // So neither device was ever sent the other's dice: which the check above would have told
    // at any of the many moments when the two hands differed.
    const apart = [...left[0]].filter(([seq, mine]) => left[1].has(seq) && left[1].get(seq) !== mine).length;
    assert.ok(apart > 20, `${apart} moments with two different hands`);

    // Each player's history holds the finished game.
    for (const d of [a, b]) {
      const history = JSON.parse(await d.page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 1);
      assert.equal(history.games[0].game, 'mino');
      assert.equal(history.games[0].scores.length, 3);
      assertNoErrors(d.errors);
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
