// `numera serve` for the online tables' browser tests: the release build (dist/) and the tables
// from one native process, on 127.0.0.1 and a port the system picks, with a database of its own
// that is removed afterwards. The binary is the one scripts/test.sh builds
// (`cargo build --profile cli --bin numera`); $NUMERA_BIN names another.
//
//   const server = await startTableServer();  ...  server.url('/number');  await server.close();

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { numeraBinary } from './numera_cli.mjs';
import { DIST_DIR } from './server.mjs';

/**
 * Starts the server (on the database `db` and the port `port` if given, to restart it where it
 * was; `args`: more of `numera serve`'s options); resolves once it listens.
 */
export async function startTableServer({ db = null, port = 0, args = [] } = {}) {
  const dir = db ? null : await mkdtemp(join(tmpdir(), 'numera-tables-'));
  const database = db ?? join(dir, 'tables.db');
  const child = spawn(numeraBinary(), ['serve', '--host', '127.0.0.1', '--port', String(port), '--dist', DIST_DIR, '--db', database, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const address = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`numera serve did not start: ${log}`)), 20_000);
    const read = (chunk) => {
      log += chunk;
      const m = log.match(/numera serve: (http:\/\/[^/\s]+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`numera serve exited (${code}): ${log}`));
    });
  });
  return {
    database,
    port: Number(new URL(address).port),
    url: (path = '/') => new URL(path, address).href,
    /** Stops the server (`SIGKILL`: as a crash would) and keeps or removes its database. */
    async close({ keepDb = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      if (dir && !keepDb) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The names on a table's seat rows, once they read `want` (or after 5 s, as they then are):
 * seating news reaches the other devices coalesced, up to a quarter of a second after a seat
 * is taken.
 */
export async function seatNames(page, want) {
  await page.waitForFunction((w) => [...document.querySelectorAll('li.online-seat .online-who')]
    .map((e) => e.innerText).join('|') === w.join('|'), want, { timeout: 5_000 }).catch(() => {});
  return page.locator('li.online-seat .online-who').allInnerTexts();
}
