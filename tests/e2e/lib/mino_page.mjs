// Helpers for Mino Dice (/mino) in the browser tests: waiting for the next thing a human must
// do (bid, roll, read a trick, pass the device, or the end), doing it, and reading the table.

import { waitForApp } from './browser.mjs';

const TIMEOUT = 15_000;

const SCREENS = {
  handover: 'section.handover',
  bid: 'section.mn-bid',
  roll: '[data-testid=your-roll]',
  done: '.mn-continue',
  final: 'section.mn-final',
};

/** Waits until a human has something to do; returns 'handover', 'bid', 'roll', 'done' or 'final'. */
export async function waitForAction(page) {
  await page.waitForSelector(Object.values(SCREENS).join(', '), { timeout: TIMEOUT });
  for (const [name, sel] of Object.entries(SCREENS)) {
    if (await page.locator(sel).count()) return name;
  }
  throw new Error('no screen');
}

export async function start(page, url, query) {
  await page.goto(url(`/mino?${query}`));
  await waitForApp(page);
  await page.locator('section.setup .btn-primary.btn-big').click();
}

/** The dice behind the screen on display, by kind. */
export const handDice = (page) => page.locator('.mn-die-btn').evaluateAll((ds) => ds.map((d) => d.dataset.kind));
/** The dice of the trick on display: seat, kind and face. */
export const trickRolls = (page) => page.locator('.mn-rolls .mn-roll')
  .evaluateAll((rs) => rs.map((r) => `${r.dataset.seat}:${r.dataset.kind}:${r.dataset.face}`));
export const scores = (page) => page.locator('.mn-seat [data-testid=score]').allInnerTexts();

/** A bid of `n` (clamped to the dial) by keyboard: arrows on the dial, then Enter. */
export async function bidByKeyboard(page, n) {
  await page.locator('.mn-bid-n[aria-pressed=true]').focus();
  for (let i = 0; i < n; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/**
 * Runs `act` on `screen` (a name waitForAction returns) and waits until the screen has moved
 * on: its element is gone. Each screen is drawn anew (src/app/mino/table.rs), so a screen of
 * the same kind next (a hand-over after a hand-over) is a new element too.
 */
export async function movesOn(page, screen, act) {
  const shown = await page.$(SCREENS[screen]);
  await act();
  if (!shown) return;
  await shown.waitForElementState('hidden', { timeout: TIMEOUT });
  await shown.dispose();
}

/** One step of play: bid (half the dice, by keyboard), roll the first allowed die, continue. */
export async function step(page, screen) {
  if (!['handover', 'bid', 'roll', 'done'].includes(screen)) return false;
  await movesOn(page, screen, () => act(page, screen));
  return true;
}

async function act(page, screen) {
  switch (screen) {
    case 'handover':
      await page.locator('section.handover button').click();
      break;
    case 'bid': {
      const dice = await page.locator('.mn-bid-n').count();
      await bidByKeyboard(page, Math.floor((dice - 1) / 2));
      break;
    }
    case 'roll':
      await page.locator('.mn-die-btn.legal').first().click();
      break;
    case 'done':
      await page.locator('.mn-continue').click();
      break;
  }
}

/** Plays on until the final breakdown; `look(screen)` is called before each step. */
export async function playToEnd(page, look = async () => {}) {
  for (let n = 0; n < 2000; n++) {
    const screen = await waitForAction(page);
    await look(screen);
    if (screen === 'final') return n;
    await step(page, screen);
  }
  throw new Error('the game did not end');
}
