// Challenge codes as the tests need to forge them (docs/challenge.md "The code"): base64url,
// the payload's varints and the FNV-1a checksum, so that a test can change the claimed score
// and compute the checksum again — a link that passes the checksum but not the replay.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decode(text) {
  const values = [...text].map((c) => B64.indexOf(c));
  const out = [];
  for (let i = 0; i < values.length; i += 4) {
    const chunk = values.slice(i, i + 4);
    const n = chunk.reduce((n, v, j) => n | (v << (18 - 6 * j)), 0);
    for (let j = 0; j < chunk.length - 1; j++) out.push((n >> (16 - 8 * j)) & 255);
  }
  return out;
}

function encode(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.slice(i, i + 3);
    const n = chunk.reduce((n, b, j) => n | (b << (16 - 8 * j)), 0);
    for (let j = 0; j <= chunk.length; j++) out += B64[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

function checksum(bytes) {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  const v = Number((h ^ (h >> 32n)) & 0xffffffffn);
  return [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
}

function readUint(bytes, at) {
  let n = 0;
  for (let scale = 1; ; scale *= 128) {
    const b = bytes[at++];
    n += (b & 127) * scale;
    if (b < 128) return [n, at];
  }
}

function uint(n) {
  const out = [];
  for (;;) {
    const b = n % 128;
    n = Math.floor(n / 128);
    if (n === 0) return [...out, b];
    out.push(b | 128);
  }
}

/** The claimed score of a challenge code. */
export function claimOf(code) {
  return readClaim(decode(code.slice(1)).slice(0, -4)).score;
}

function readClaim(payload) {
  let at = 2; // format, game
  [, at] = readUint(payload, at); // seed
  const [len, after] = readUint(payload, at); // options
  [, at] = readUint(payload, after + len); // seat
  const [z, end] = readUint(payload, at);
  return { at, end, score: z % 2 ? -(z + 1) / 2 : z / 2 };
}

/** The same code claiming `delta` points more, its checksum computed again. */
export function withClaim(code, delta) {
  const payload = decode(code.slice(1)).slice(0, -4);
  const { at, end, score } = readClaim(payload);
  const s = score + delta;
  const forged = [...payload.slice(0, at), ...uint(s < 0 ? -2 * s - 1 : 2 * s), ...payload.slice(end)];
  return code[0] + encode([...forged, ...checksum(forged)]);
}

/** The payload of a replay link code (docs/notation.md): `game \n seed \n options \n actions`. */
export function replayPayload(code) {
  return Buffer.from(decode(code.slice(1)).slice(0, -4)).toString('utf8');
}

/** The replay link code of a payload, its checksum computed: what `Save::to_link_code` writes. */
export function replayCode(payload) {
  const bytes = [...Buffer.from(payload, 'utf8')];
  return `1${encode([...bytes, ...checksum(bytes)])}`;
}
