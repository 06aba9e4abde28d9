// Online tables (issue 36): three browsers (three contexts, each with its own storage) play a
// whole game of The Number through `numera serve`, one of them reloading in the middle. Each
// sees only its own secret number until the reveal: every frame a device receives is its own
// seat's view, and no frame holds another seat's pick before that turn is revealed.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, watchAppStart, screenshot } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { highLow } from './lib/number_page.mjs';
import { seatNames, startTableServer } from './lib/table_server.mjs';

const NAMES = ['Ana', 'Bo', 'Cy'];

/** A device: its page, the frames it received (parsed), the picks it made. */
async function device(browser, name) {
  const context = await browser.newContext({ viewport: PHONE });
  await watchAppStart(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)))));
  return { name, context, page, errors, frames, picks: [] };
}

const visible = (page, selector) => page.locator(selector).first().isVisible().catch(() => false);

/** Plays this device's seat until the outcome shows; `reloadAt`: reload once after that many picks. */
async function play(d, reloadAt = null) {
  const { page } = d;
  for (let step = 0; step < 400; step++) {
    // Something for this device to do (a pick, a reveal to move on from) or the end; in
    // between it waits for the other devices.
    await page.locator('[data-testid=final-lead], section.reveal, section.picker').filter({ visible: true }).first()
      .waitFor({ timeout: 60_000 });
    if (await visible(page, '[data-testid=final-lead]')) return;
    if (await visible(page, 'section.reveal')) {
      await page.locator('.board > button.btn-big').click();
      continue;
    }
    if (await visible(page, 'section.picker')) {
      const keys = page.locator('section.picker .keypad button.key');
      const open = await keys.evaluateAll((ks) => ks.map((k, i) => (k.disabled ? null : i)).filter((i) => i !== null));
      const number = highLow(open);
      const seq = Number(await page.locator('.online').getAttribute('data-seq'));
      for (const digit of number) await keys.nth(Number(digit)).click();
      await page.locator('section.picker .picker-actions button.btn-primary').click();
      d.picks.push({ seq, number: Number(number) });
      if (d.picks.length === 1) await screenshot(page, `online-number-picked-${d.name}`);
      // The own pick is shown to its owner (the last pick of a turn goes straight to its reveal).
      await page.waitForFunction(() => document.querySelector('section.locked, section.reveal, [data-testid=final-lead]'), null, { timeout: 10_000 })
        .catch(async (e) => { await screenshot(page, `online-number-stuck-${d.name}`); throw e; });
      const locked = await page.evaluate(() => document.querySelector('section.locked')?.innerText ?? null);
      if (locked !== null) assert.match(locked, new RegExp(number.split('').join('\\s*')));
      if (reloadAt !== null && d.picks.length === reloadAt) {
        await page.reload();
        await page.waitForFunction(() => window.__numeraStarted === true);
        await page.locator('.online[data-me]').waitFor({ timeout: 10_000 });
      }
    }
  }
  throw new Error(`${d.name} never reached the end`);
}

test('three devices play The Number at one online table, each seeing only its own pick', { timeout: 240_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const [a, b, c] = await Promise.all(NAMES.map((n) => device(browser, n)));
    // The host sets up three human seats and opens a table from the set-up.
    await a.page.goto(server.url('/number?seats=human,human,human'));
    await a.page.locator('section.setup button.play-online').click();
    await a.page.locator('.online input.name-input').fill('Ana');
    await a.page.locator('.online section.panel button.btn-primary').click();
    await a.page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });
    const code = new URL(a.page.url()).searchParams.get('table');
    await a.page.locator('.online-lobby').waitFor();
    await screenshot(a.page, 'online-number-lobby-host');

    // Two friends open the link, type their names and sit.
    for (const [d, seat] of [[b, 1], [c, 2]]) {
      await d.page.goto(server.url(`/number?table=${code}`));
      await d.page.locator('.online-lobby').waitFor({ timeout: 20_000 });
      await d.page.locator('.online-lobby input.name-input').fill(d.name);
      await d.page.locator(`li.online-seat[data-seat="${seat}"] button.btn-primary`).click();
      // Marked "you" once the server seated this device.
      await d.page.locator(`li.online-seat[data-seat="${seat}"] .chip`).waitFor({ timeout: 10_000 });
    }
    await screenshot(b.page, 'online-number-lobby-guest');
    assert.deepEqual(await seatNames(a.page, NAMES), NAMES);

    // The host starts; everyone plays, the third device reloading after its third pick.
    const start = a.page.locator('.online-lobby button.btn-primary.btn-big');
    await a.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
    await start.click();
    // The game's own panel names each seat as the table does: Bo reads "You" for theirs.
    await b.page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('li.seat-row .seat-name')]
      .map((n) => n.textContent)) === want, JSON.stringify(['Ana', 'You', 'Cy']), { timeout: 10_000 })
      .catch(async (e) => { await screenshot(b.page, 'online-number-names'); throw e; });
    // The score sheet's tight column too: the names players took, "You" for Bo, P3 for none.
    assert.deepEqual(await b.page.locator('table.scores th[scope=row] .seat-name').allInnerTexts(), ['Ana', 'You', 'Cy']);
    // On a phone the table's panel is a page below the game: one press takes Bo there.
    await b.page.getByRole('button', { name: 'Players and table' }).click();
    await b.page.waitForFunction(() => document.activeElement?.id === 'table-title');
    const { top, bottom, high } = await b.page.locator('#table-title').evaluate((h) => ({ ...h.getBoundingClientRect().toJSON(), high: innerHeight }));
    assert.ok(top >= 0 && bottom <= high, `the table's panel in the window (its title at ${top}–${bottom} of ${high} px)`);
    await screenshot(b.page, 'online-number-to-table', { fullPage: false });
    await Promise.all([play(a), play(b), play(c, 3)]);
    await screenshot(a.page, 'online-number-final');

    // Every frame a device received was its own seat's view, and no view held another seat's
    // pick of a turn not yet revealed (The Number's picks are 3 digits: none is repeated by
    // chance in `my_pick` of another seat).
    for (const [seat, d] of [a, b, c].entries()) {
      const views = d.frames.filter((f) => f.t === 'frame');
      assert.ok(views.length > 20, `${d.name} got ${views.length} frames`);
      for (const f of views) {
        assert.equal(f.me, seat, `${d.name} got a frame for seat ${f.me}`);
        assert.equal(f.view.me, seat);
        if (!f.over) assert.equal(f.save, undefined, 'no save (seed, log) before the end');
        if (f.view.my_pick != null) {
          assert.ok(d.picks.some((p) => p.number === f.view.my_pick), `${d.name} was sent a pick it did not make: ${f.view.my_pick}`);
        }
      }
      const text = JSON.stringify(views.filter((f) => !f.over));
      assert.doesNotMatch(text, /"seed"|"actions"/);
    }

    // Each player's history holds the finished game, with its replay link.
    for (const d of [a, b, c]) {
      const history = JSON.parse(await d.page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 1);
      assert.equal(history.games[0].game, 'number');
      assert.equal(history.games[0].scores.length, 3);
      assertNoErrors(d.errors);
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
