// Helpers for Dungeons of Numera (/dungeon) in the browser tests: what the sheet asks for now
// (use a die, roll, go on to the next map, or the end), one step of play through the UI
// (pick a die, then a tile the sheet highlights — never an engine shortcut) and reading the
// sheet back (dice, written tiles).

import { waitForApp } from './browser.mjs';

const TIMEOUT = 15_000;

const SCREENS = {
  final: 'section.dg-final',
  mapover: '[data-testid=next-map]',
  roll: '[data-testid=roll]',
  place: '.dg-dice-box .dg-die:not(.used)',
};

/** Waits until the sheet asks for something; returns 'place', 'roll', 'mapover' or 'final'. */
export async function waitForScreen(page) {
  await page.waitForSelector(Object.values(SCREENS).join(', '), { timeout: TIMEOUT });
  for (const [name, sel] of Object.entries(SCREENS)) {
    if (await page.locator(sel).count()) return name;
  }
  throw new Error('no screen');
}

/** Opens /dungeon with `query` (seed, map, circled) and starts from the setup. */
export async function start(page, url, query) {
  await page.goto(url(`/dungeon?${query}`));
  await waitForApp(page);
  await page.locator('section.setup .btn-primary.btn-big').click();
  await waitForScreen(page);
}

/** The dice on display: value and whether used, e.g. ['4', '2u', '6']. */
export const dice = (page) => page.locator('.dg-dice-box .dg-die')
  .evaluateAll((ds) => ds.map((d) => d.dataset.value + (d.classList.contains('used') ? 'u' : '')));

/** Every written tile as 'x,y=n'. */
export const written = (page) => page.locator('.dg-map .dg-tile.written')
  .evaluateAll((ts) => ts.map((t) => `${t.dataset.x},${t.dataset.y}=${t.querySelector('.dg-n')?.textContent}`));

/** The highlighted tiles of the chosen die, as {x, y, feature}. */
export const legalTiles = (page) => page.locator('.dg-map .dg-tile.legal')
  .evaluateAll((ts) => ts.map((t) => ({ x: +t.dataset.x, y: +t.dataset.y, feature: t.dataset.feature ?? '' })));

export const tile = (page, x, y) => page.locator(`.dg-map .dg-tile[data-x="${x}"][data-y="${y}"]`);

/** Picks a die (the first unused one unless `i` is given), unless the sheet picked it already. */
export async function pickDie(page, i = null) {
  const die = i === null
    ? page.locator('.dg-dice-box .dg-die:not(.used)').first()
    : page.locator(`.dg-dice-box .dg-die[data-i="${i}"]`);
  if ((await die.getAttribute('aria-pressed')) !== 'true') await die.click();
}

/**
 * One step through the UI: roll, go on to the next map, or use a die — on a highlighted tile
 * (chests first, then keys, then the first in reading order) or, when none is highlighted, on
 * a skull. Returns what it did.
 */
export async function step(page, screen) {
  switch (screen) {
    case 'roll':
      await page.locator('[data-testid=roll]').click();
      return 'roll';
    case 'mapover':
      await page.locator('[data-testid=next-map]').click();
      return 'next';
    case 'place': {
      await pickDie(page);
      const tiles = await legalTiles(page);
      if (!tiles.length) {
        await page.locator('[data-testid=skull]').click();
        return 'skull';
      }
      const best = tiles.find((t) => t.feature === 'chest') ?? tiles.find((t) => t.feature === 'key') ?? tiles[0];
      await tile(page, best.x, best.y).click();
      return `write ${best.x},${best.y}`;
    }
    default:
      throw new Error(`nothing to do on ${screen}`);
  }
}

/**
 * Runs `act` and waits until the sheet has moved on: a die used, new dice, a new map or the
 * end (the map's title and every die's value and state, read before and after).
 */
export async function movesOn(page, act) {
  const before = await page.evaluate(() => document.querySelector('[data-testid=title]')?.textContent
    + [...document.querySelectorAll('.dg-die')].map((d) => d.dataset.value + d.className).join());
  await act();
  await page.waitForFunction((b) => !document.querySelector('[data-testid=title]')
    || document.querySelector('section.dg-final')
    || document.querySelector('[data-testid=title]').textContent
      + [...document.querySelectorAll('.dg-die')].map((d) => d.dataset.value + d.className).join() !== b, before, { timeout: TIMEOUT });
}

/** Plays on until the game is over; `look(screen)` runs before each step. */
export async function playToEnd(page, look = async () => {}, limit = 1500) {
  for (let n = 0; n < limit; n++) {
    const screen = await waitForScreen(page);
    await look(screen);
    if (screen === 'final') return n;
    await movesOn(page, () => step(page, screen));
  }
  throw new Error('the game did not end');
}
