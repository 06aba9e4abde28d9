// Helpers for the tests of what the app stores: the whole of localStorage, the fixtures
// (crates/store/tests/fixtures, records as an earlier release wrote them), and a quota shim that
// makes localStorage refuse writes past a size, as a full browser storage does.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './server.mjs';

export const FIXTURES = join(REPO_ROOT, 'crates', 'store', 'tests', 'fixtures');
export const fixture = (name) => readFileSync(join(FIXTURES, name), 'utf8');

/** Every localStorage record of the page's origin, as { key: text }. */
export function dump(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
}

/** Stores `records` ({ key: text }) in the page's origin. */
export function store(page, records) {
  return page.evaluate((records) => {
    for (const [k, v] of Object.entries(records)) localStorage.setItem(k, v);
  }, records);
}

/**
 * Installs, in every page of `context`, a localStorage that throws QuotaExceededError when a
 * write would take the stored text (keys and values, in characters) past the limit set with
 * setQuota (none until then). The limit lives in sessionStorage, so it survives a reload.
 */
export function installQuotaShim(context) {
  return context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      const limit = Number(sessionStorage.getItem('test-quota') ?? Infinity);
      if (this === localStorage) {
        let size = String(key).length + String(value).length;
        for (let i = 0; i < this.length; i++) {
          const k = this.key(i);
          if (k !== key) size += k.length + this.getItem(k).length;
        }
        if (size > limit) {
          window.__refusedWrites = (window.__refusedWrites ?? 0) + 1;
          throw new DOMException(`quota of ${limit} exceeded`, 'QuotaExceededError');
        }
      }
      return setItem.call(this, key, value);
    };
  });
}

/** The size localStorage holds now (as the shim counts it). */
export function storedSize(page) {
  return page.evaluate(() => Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0));
}

/** Sets the shim's limit to the stored size plus `room` characters. */
export async function setQuota(page, room) {
  const size = await storedSize(page);
  await page.evaluate((limit) => sessionStorage.setItem('test-quota', String(limit)), size + room);
  return size + room;
}
