// Page object for NMBR 9 (/nmbr9): setup, the board with its ghost, the cards, the players and
// the final breakdown. It reads the page through language-independent hooks (classes,
// data-* attributes, integers), so the same calls work in every language.
//
//   const game = new Nmbr9Page(page, url);
//   await game.openSeedLink(SEED, ['human']);
//   await game.start();
//   await game.placeByKeyboard();           // N (next legal spot), Enter

import assert from 'node:assert/strict';
import { waitForApp } from './browser.mjs';

/** A fixed seed and its card order, pinned natively by tests/golden.rs (GOLDEN_DECK). */
export const SEED = 'K7QM-3XPA';
export const DECK = [9, 3, 9, 8, 6, 1, 5, 1, 6, 8, 0, 4, 7, 2, 3, 5, 4, 7, 0, 2];
export const CARDS = 20;

const TIMEOUT = 10_000;

export function ints(text) {
  return (text.match(/\d+/g) ?? []).map(Number);
}

export class Nmbr9Page {
  constructor(page, url) {
    this.page = page;
    this.url = url;
    this.frame = page.locator('.n9-placer .n9-frame');
    this.status = page.locator('.n9-status');
    this.alert = page.locator('.n9-placer .feedback[role=alert]');
    this.confirm = page.locator('.n9-confirm');
  }

  async open(path = '/nmbr9') {
    await this.page.goto(this.url(path));
    await waitForApp(this.page);
    return this.screen();
  }

  async openSeedLink(seed = SEED, seats = ['human']) {
    const q = new URLSearchParams({ seed, seats: seats.join(',') });
    return this.open(`/nmbr9?${q}`);
  }

  /** Which screen is on: setup, place (a human places), wait (bots or others), final, replay, link-error. */
  async screen() {
    const probes = [
      ['link-error', 'section.link-error'],
      ['replay', 'section.replay'],
      ['setup', 'section.setup'],
      ['final', 'section.final'],
      ['place', '.n9-placer'],
      ['wait', '.game-nmbr9 .n9-frame'],
    ];
    await this.page.waitForSelector(probes.map(([, s]) => s).join(', '), { timeout: TIMEOUT });
    for (const [name, selector] of probes) {
      if (await this.page.locator(selector).count()) return name;
    }
    return 'unknown';
  }

  async start() {
    await this.page.locator('section.setup .btn-primary.btn-big').click();
    await this.page.waitForSelector('.n9-frame', { timeout: TIMEOUT });
  }

  /** The current card's digit and its number (1–20), from the card panel. */
  async card() {
    const card = this.page.locator('[data-testid=current-card]');
    await card.waitFor({ timeout: TIMEOUT });
    const digit = Number(await card.getAttribute('data-digit'));
    const index = ints(await this.page.locator('#n9-card-title').innerText())[0];
    return { digit, index };
  }

  /** Tiles drawn on the board on screen. */
  async tileCount() {
    return this.page.locator('.n9-board g.tile').count();
  }

  /** Every seat's live score (seats panel), in seat order. */
  async scores() {
    return (await this.page.locator('.n9-seat-score').allInnerTexts()).map(Number);
  }

  async ghostFits() {
    const cls = (await this.page.locator('.n9-board g.ghost').getAttribute('class')) ?? '';
    return cls.includes('ok');
  }

  /** Waits until the board invites a placement for card `index`. */
  async waitForTurn(index) {
    await this.page.waitForFunction(
      (i) => {
        const t = document.querySelector('#n9-card-title')?.textContent ?? '';
        return document.querySelector('.n9-placer') && (t.match(/\d+/) ?? [])[0] === String(i);
      },
      index,
      { timeout: TIMEOUT },
    );
  }

  /** Waits until only `humans` seats have yet to place this card (the bots have placed). */
  async waitForBots(humans = 1) {
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('.n9-seat-state:not(.done)').length === n,
      humans,
      { timeout: TIMEOUT },
    );
  }

  /** Keyboard only: focus the board, N jumps to the next legal spot, Enter places. */
  async placeByKeyboard(keys = ['n']) {
    await this.frame.focus();
    for (const k of keys) await this.page.keyboard.press(k);
    assert.ok(await this.ghostFits(), 'the ghost is green on a legal spot');
    await this.page.keyboard.press('Enter');
  }

  /** The screen position of the middle of board cell (x, y), from the SVG's viewBox. */
  async cellPoint(x, y) {
    const svg = this.page.locator('.n9-placer svg.n9-board');
    const box = await svg.boundingBox();
    const [x0, y0, w, h] = (await svg.getAttribute('viewBox')).split(/\s+/).map(Number);
    return {
      x: box.x + ((x - x0 + 0.5) / w) * box.width,
      y: box.y + ((y - y0 + 0.5) / h) * box.height,
    };
  }

  /** The board cells covered by tiles on the board on screen, from the drawn face paths. */
  async tileCells() {
    const ds = await this.page.locator('.n9-placer svg.n9-board g.tile .tile-face').evaluateAll(
      (paths) => paths.map((p) => p.getAttribute('d')),
    );
    return ds.flatMap((d) => [...d.matchAll(/M(-?\d+) (-?\d+)h1/g)].map((m) => [Number(m[1]), Number(m[2])]));
  }

  /** Taps the board at cell (x, y): the ghost's middle moves there. */
  async tapCell(x, y) {
    const p = await this.cellPoint(x, y);
    await this.page.mouse.click(p.x, p.y);
  }

  /** The final breakdown: per seat, the level rows' integers and the total. */
  async finalCards() {
    const cards = this.page.locator('section.final li.final-card');
    const out = [];
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      out.push({
        seat: Number(await card.getAttribute('data-seat')),
        rows: (await card.locator('.n9-level-row').allInnerTexts()).map(ints),
        total: Number(await card.locator('[data-testid=final-total]').innerText()),
      });
    }
    return out;
  }
}
