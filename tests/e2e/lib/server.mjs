// A tiny, dependency-free static server for the built app (dist/), as any static host or CDN
// would serve it: correct MIME types (application/wasm included), clean URLs (/number?seed=X is
// number.html), a fallback to index.html for other paths that do not look like files, and the
// build's precompressed copies (x.br, x.gz: scripts/compress.mjs) to a browser that accepts them.
//
// From tests:   const srv = await startServer();  ...  await srv.close();
// From a shell: node tests/e2e/lib/server.mjs [--root dist] [--port 8080] [--host 127.0.0.1]

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The repository root (tests/e2e/lib/../../..). */
export const REPO_ROOT = resolve(here, '..', '..', '..');
/** What the browser tests serve: $NUMERA_DIST or <repo>/dist (the release build, `trunk build --release`). */
export const DIST_DIR = resolve(process.env.NUMERA_DIST ?? join(REPO_ROOT, 'dist'));

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The precompressed copy of `file` the request accepts (brotli first), if the build made one. */
async function encoded(file, accepted) {
  const accepts = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!;q=0(\\.0*)?(\\s|,|$))`).test(accepted);
  for (const [name, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepts(name)) continue;
    const copy = await fileAt(file.path + ext);
    if (copy) return { name, file: copy };
  }
  return null;
}

async function fileAt(path) {
  try {
    const s = await stat(path);
    if (s.isFile()) return { path, size: s.size };
    if (s.isDirectory()) {
      const index = join(path, 'index.html');
      const si = await stat(index).catch(() => null);
      if (si?.isFile()) return { path: index, size: si.size };
    }
  } catch {
    // not found: fall through
  }
  return null;
}

/**
 * Start serving `root` on `host:port` (port 0 = any free port).
 * Resolves to { url, port, root, requests, close() }; `requests` lists every path asked for
 * (handy to assert what the app fetched); close() also drops keep-alive connections, so a
 * test can take the site "offline" at once.
 */
export async function startServer({ root = DIST_DIR, port = 0, host = '127.0.0.1', log = false } = {}) {
  root = resolve(root);
  const index = await fileAt(join(root, 'index.html'));
  if (!index) {
    throw new Error(`no ${join(root, 'index.html')}: build the app first (trunk build --release, see scripts/test.sh)`);
  }
  const requests = [];

  const server = createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    requests.push(pathname);
    if (log) console.log(`${method} ${pathname}`);
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }

    // Resolve inside root only (no ../ escapes, no NUL bytes).
    const target = normalize(join(root, pathname));
    if (pathname.includes('\0') || (target !== root && !target.startsWith(root + sep))) {
      res.writeHead(403).end('forbidden');
      return;
    }

    let file = await fileAt(target);
    let status = 200;
    if (!file) {
      const last = pathname.split('/').pop() ?? '';
      if (last.includes('.')) {
        // Looks like a file (asset, icon, …): a real 404, never the app shell.
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${pathname}`);
        return;
      }
      // A page of the app: /nmbr9 is nmbr9.html, /rules/nmbr9 is rules/nmbr9.html (as static
      // hosts serve "clean URLs"); any other address is the shell, which says "not found".
      const page = join(root, `${pathname.replace(/\/$/, '')}.html`);
      file = (pathname !== '/' && (await fileAt(page))) || (await fileAt(join(root, 'index.html')));
      if (!file) {
        res.writeHead(404).end();
        return;
      }
    }

    const type = MIME_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
    const encoding = await encoded(file, req.headers['accept-encoding'] ?? '');
    if (encoding) file = encoding.file;
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': file.size,
      ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
      Vary: 'Accept-Encoding',
      // Always revalidate, so a rebuilt dist/ is what the next test sees.
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file.path);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const actualPort = server.address().port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closed = false;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    root,
    requests,
    async close() {
      if (closed) return;
      closed = true;
      const done = new Promise((ok) => server.close(() => ok()));
      server.closeAllConnections();
      await done;
    },
  };
}

// Command line: serve until Ctrl-C.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, dflt) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
  };
  const srv = await startServer({
    root: opt('root', DIST_DIR),
    port: Number(opt('port', process.env.PORT ?? 8080)),
    host: opt('host', process.env.HOST ?? '127.0.0.1'),
    log: args.includes('--log'),
  });
  console.log(`Serving ${srv.root} at ${srv.url}/  (Ctrl-C to stop)`);
  const stop = async () => {
    await srv.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
