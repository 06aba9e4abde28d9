// Online tables (issue 36): two browsers (two contexts, each with its own storage) play a whole
// game of Sequence Numbers through `numera serve`. Hands are secret: every frame a device
// receives is its own seat's view, whose hand holds only its own cards, and the log and the
// seed come only with the end.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, screenshot, watchAppStart } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { playTurn } from './lib/sequence_page.mjs';
import { startTableServer } from './lib/table_server.mjs';

async function device(browser, name, viewport = PHONE) {
  const context = await browser.newContext({ viewport });
  await watchAppStart(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)))));
  return { name, page, errors, frames };
}

/** Plays this device's turns (its heading `h2.sq-turn` shows only then) until the outcome. */
async function play(d) {
  const { page } = d;
  for (let step = 0; step < 3000; step++) {
    // This device's turn or the end; in between, the other device plays.
    const now = await page.waitForFunction(() => {
      if (document.querySelector('[data-testid=final-lead]')) return 'final';
      return document.querySelector('h2.sq-turn') ? 'turn' : false;
    }, null, { timeout: 60_000 }).then((h) => h.jsonValue());
    if (now === 'final') return;
    const seq = await page.locator('.online').getAttribute('data-seq');
    await playTurn(page);
    // The move went out: wait for the table to move on before looking again.
    await page.waitForFunction((s) => document.querySelector('.online')?.dataset.seq !== s
      || document.querySelector('[data-testid=final-lead]'), seq, { timeout: 10_000 });
  }
  throw new Error(`${d.name} never reached the end`);
}

test('two devices play Sequence Numbers at one online table, each holding only its own hand', { timeout: 300_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const a = await device(browser, 'Ana', { width: 1280, height: 800 });
    const b = await device(browser, 'Bo');
    await a.page.goto(server.url('/sequence?seats=human,human'));
    await a.page.locator('section.setup button.play-online').click();
    await a.page.locator('.online input.name-input').fill('Ana');
    await a.page.locator('.online section.panel button.btn-primary').click();
    await a.page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });
    const link = a.page.url();

    await b.page.goto(link);
    await b.page.locator('.online-lobby input.name-input').fill('Bo');
    await b.page.locator('li.online-seat[data-seat="1"] button.btn-primary').click();
    await b.page.locator('li.online-seat[data-seat="1"] .chip').waitFor({ timeout: 10_000 });
    await a.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
    await a.page.locator('.online-lobby button.btn-primary.btn-big').click();
    await a.page.locator('.sq-board').waitFor({ timeout: 10_000 });
    await screenshot(a.page, 'online-sequence-desktop');
    await screenshot(b.page, 'online-sequence-phone');

    // A play the rules refuse is refused on the page, in words, and nothing is sent.
    await a.page.locator('h2.sq-turn').waitFor({ timeout: 10_000 });
    const sent = a.frames.length;
    await a.page.locator('.sq-card').first().click();
    await a.page.locator('.sq-space:not(.lit):not(.corner)').first().click();
    await a.page.waitForFunction(() => document.querySelector('.sq-say .feedback')?.innerText.trim().length > 0);
    assert.equal(await a.page.locator('.online').getAttribute('data-seq'), '0');
    assert.equal(a.frames.length, sent, 'no answer: nothing was sent');
    await a.page.locator('.sq-card').first().click();

    await Promise.all([play(a), play(b)]);
    await screenshot(a.page, 'online-sequence-final');

    for (const [seat, d] of [a, b].entries()) {
      const views = d.frames.filter((f) => f.t === 'frame');
      assert.ok(views.length > 10, `${d.name} got ${views.length} frames`);
      const other = [a, b][1 - seat];
      for (const f of views) {
        assert.equal(f.me, seat);
        assert.equal(f.view.me, seat);
        if (!f.over) assert.equal(f.save, undefined, 'no save (seed, log) before the end');
        // Another seat's view has no hand of ours in it: only counts of the other hands.
        assert.ok(!('hands' in f.view), 'no other hands');
      }
      // At every moment the two hands are apart: no card of one was in the other's view.
      const handAt = (frames) => new Map(frames.filter((f) => f.t === 'frame').map((f) => [f.seq, f.view.hand.map((h) => h.id)]));
      const mine = handAt(d.frames);
      let compared = 0;
      for (const [seq, theirs] of handAt(other.frames)) {
        if (!mine.has(seq)) continue;
        compared++;
        assert.deepEqual(mine.get(seq).filter((id) => theirs.includes(id)), [], `seq ${seq}`);
      }
      assert.ok(compared > 10, `${compared} moments compared`);
      const history = JSON.parse(await d.page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 1);
      assert.equal(history.games[0].game, 'sequence');
      assertNoErrors(d.errors);
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
