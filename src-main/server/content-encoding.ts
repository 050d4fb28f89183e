/**
 * Which files the host sends compressed, in which encoding a browser gets
 * them, and how they are compressed: a phone on a slow link loads the app in
 * a third of the bytes (issue #29). Node's own zlib, brotli first and gzip for
 * browsers without it. Browsers offer brotli only over HTTPS or to localhost,
 * so a guest at http://<LAN address> gets gzip: both are kept.
 */
import path from 'node:path';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Compresses a file's bytes once; the result is kept and sent to every request that accepts it. */
export type Compressor = (body: Buffer, encoding: Encoding) => Promise<Buffer>;

/**
 * Text compresses well; wasm too (its code and names repeat). Images and fonts
 * are compressed already, so another pass only costs the host time.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.wasm']);

/** Below this, a file fits in a packet or two anyway and the encoding's own headers eat the gain. */
export const SMALLEST_COMPRESSED = 1024;

export function compressible(file: string, size: number): boolean {
  return size >= SMALLEST_COMPRESSED && COMPRESSIBLE.has(path.extname(file));
}

/**
 * The encoding to send for a request's Accept-Encoding: brotli where allowed
 * (the smaller), else gzip, else none. A q of 0 refuses an encoding; `*`
 * stands for those not named.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const allows = (name: Encoding): boolean => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * The first browser to ask for a file waits for it to be compressed, so brotli
 * runs at quality 9, not 11: on the built app's main script 9 takes ~45 ms and
 * 11 ~1.5 s (12 s on the 3D chunk) for 8% fewer bytes, which a 1.6 Mbps link
 * sends in 30 ms. Gzip's best level is fast anyway. In zlib's thread pool, so
 * the host keeps answering meanwhile.
 */
export const BROTLI_QUALITY = 9;

export const compressFile: Compressor = (body, encoding) =>
  new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer): void => (error ? reject(error) : resolve(out));
    if (encoding === 'gzip') return zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, done);
    zlib.brotliCompress(
      body,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
      done,
    );
  });
