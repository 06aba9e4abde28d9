// The native `numera` command for the browser tests: the binary scripts/test.sh builds for the
// arenas (`cargo build --profile cli --bin numera`) before the browser tests run, so no test
// compiles one of its own ($NUMERA_BIN names another).
//
//   const daily = numera('daily', '--game', 'sequence', '--date', '2026-12-02');

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT } from './server.mjs';

/** The path of the `numera` binary; fails with the command that builds it. */
export function numeraBinary() {
  const candidates = [process.env.NUMERA_BIN, join(REPO_ROOT, 'target', 'cli', 'numera'), join(REPO_ROOT, 'target', 'debug', 'numera')];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('no numera binary: run `cargo build --profile cli --bin numera`');
  return found;
}

/** Runs `numera ARGS…`, which must succeed; its last line of output, as JSON. */
export function numera(...args) {
  const run = spawnSync(numeraBinary(), args, { cwd: REPO_ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}
