// The release build's precompressed copies (scripts/compress.mjs): every text and wasm file has
// a brotli and a gzip copy that decode to the very same bytes, and the server sends the one
// the browser accepts (brotli first), or the file itself to a client that accepts neither.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DIST_DIR, startServer } from './lib/server.mjs';

const COMPRESSIBLE = ['.html', '.js', '.css', '.wasm', '.svg', '.txt', '.json', '.webmanifest'];

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    out.push(...(entry.isDirectory() ? await files(path) : [path]));
  }
  return out;
}

/** GET `path` with `accept` as Accept-Encoding: the status, headers and raw body. */
function get(url, path, accept) {
  return new Promise((done, fail) => {
    const req = request(new URL(path, url), { headers: accept === null ? {} : { 'Accept-Encoding': accept } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('every text and wasm file of the build has brotli and gzip copies of the same bytes', async () => {
  const all = await files(DIST_DIR);
  const originals = all.filter((f) => COMPRESSIBLE.includes(extname(f)));
  assert.ok(originals.length > 30, `expected the build's pages, modules and texts, got ${originals.length}`);
  for (const file of originals) {
    const bytes = await readFile(file);
    const name = relative(DIST_DIR, file);
    assert.ok(all.includes(`${file}.br`), `${name}.br`);
    assert.ok(all.includes(`${file}.gz`), `${name}.gz`);
    assert.deepEqual(brotliDecompressSync(await readFile(`${file}.br`)), bytes, `${name}.br decodes to ${name}`);
    assert.deepEqual(gunzipSync(await readFile(`${file}.gz`)), bytes, `${name}.gz decodes to ${name}`);
  }
  // The service worker precaches the originals only: the browser asks for those.
  const sw = await readFile(join(DIST_DIR, 'sw.js'), 'utf8');
  assert.doesNotMatch(sw, /\.(br|gz)"/, 'sw.js names no compressed copy');
});

test('the server sends the encoding the browser accepts, brotli first', async () => {
  const server = await startServer();
  try {
    const wasm = (await readdir(DIST_DIR)).find((f) => f.startsWith('numera-home-') && f.endsWith('.wasm'));
    const cases = [
      // [path, Accept-Encoding, expected Content-Encoding, decoder]
      ['/nmbr9', 'gzip, deflate, br, zstd', 'br', brotliDecompressSync, 'nmbr9.html'],
      ['/nmbr9', 'gzip', 'gzip', gunzipSync, 'nmbr9.html'],
      ['/nmbr9', 'gzip, br;q=0', 'gzip', gunzipSync, 'nmbr9.html'],
      ['/nmbr9', null, undefined, (b) => b, 'nmbr9.html'],
      [`/${wasm}`, 'br', 'br', brotliDecompressSync, wasm],
    ];
    for (const [path, accept, encoding, decode, file] of cases) {
      const res = await get(server.url, path, accept);
      assert.equal(res.status, 200, `${path} (${accept})`);
      assert.equal(res.headers['content-encoding'], encoding, `${path} with Accept-Encoding ${accept}`);
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.equal(Number(res.headers['content-length']), res.body.length);
      assert.deepEqual(decode(res.body), await readFile(join(DIST_DIR, file)), `${path} (${accept}) is ${file}`);
    }
    assert.equal((await get(server.url, `/${wasm}`, 'br')).headers['content-type'], 'application/wasm');
  } finally {
    await server.close();
  }
});
