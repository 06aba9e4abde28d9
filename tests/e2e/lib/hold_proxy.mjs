// A TCP proxy on 127.0.0.1 in front of a server, which can be told to hold its traffic: nothing
// passes either way, and nothing is closed, as when a phone's network drops under an open
// WebSocket (Chromium's `context.setOffline` leaves an open WebSocket working, so it cannot
// stand for this). Released, what was held passes on, in order, closes included.
//
//   const proxy = await holdProxy();  (start the server with `--origin proxy.origin`)
//   proxy.to(server.port);  proxy.url('/number');  proxy.hold();  proxy.release();

import { createConnection, createServer } from 'node:net';

/** Starts a proxy (to `127.0.0.1` at the port `to` names); resolves once it listens. */
export async function holdProxy() {
  let port = 0;
  const sockets = new Set();
  let held = false;
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A paused socket reads nothing: its data (and its end) wait in the system's buffers.
    if (held) socket.pause();
  };
  const proxy = createServer((client) => {
    const server = createConnection({ host: '127.0.0.1', port });
    track(client);
    track(server);
    for (const [from, to] of [[client, server], [server, client]]) {
      from.on('data', (chunk) => to.write(chunk));
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
    }
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${proxy.address().port}`;
  return {
    /** The origin of the pages loaded through the proxy, which the server must let in. */
    origin: address,
    to(serverPort) {
      port = serverPort;
    },
    url: (path = '/') => new URL(path, address).href,
    /** Stops all traffic, on the connections open and on any opened meanwhile. */
    hold() {
      held = true;
      for (const s of sockets) s.pause();
    },
    /** Lets everything held pass on. */
    release() {
      held = false;
      for (const s of sockets) s.resume();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
