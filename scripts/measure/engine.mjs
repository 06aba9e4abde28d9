// The rules' speed in the browser against native, for scripts/measure.mjs: random complete
// games per second (crates/rules/src/bench.rs) from tests/wasm_bench.rs in headless Chromium (release
// profile, as the pages ship) and from `numera bench` natively, on the same games, each the
// fastest of the same number of passes.
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  const out = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (out.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${out.stderr.slice(-2000)}`);
  return out.stdout;
}

/** [{ game, games, passes, wasm, native }] in games per second. Builds what it needs (cargo). */
export function engineSpeed() {
  const wasmOut = run('cargo', ['test', '--release', '--target', 'wasm32-unknown-unknown',
    '--test', 'wasm_bench', '--', '--nocapture']);
  const rows = [...wasmOut.matchAll(/wasm-bench (\{.*\})/g)].map((m) => JSON.parse(m[1]));
  if (!rows.length) throw new Error(`tests/wasm_bench.rs printed no figures:\n${wasmOut.slice(-2000)}`);
  return rows.map(({ game, games, passes, games_per_s }) => {
    const native = JSON.parse(run('cargo', ['run', '--quiet', '--profile', 'cli', '--bin', 'numera', '--',
      'bench', '--game', game, '--games', String(games), '--passes', String(passes)]).trim().split('\n').pop());
    return { game, games, passes, wasm: games_per_s, native: native.games_per_s };
  });
}
