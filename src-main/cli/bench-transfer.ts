/**
 * The bench's figure for a phone on a slow link: the bytes a browser downloads
 * before the menu (index.html and every file it names), as the host really
 * sends them (static-files.ts over HTTP on 127.0.0.1), with brotli, with gzip
 * only and uncompressed. Headers count too, as a browser's network panel
 * counts them; TCP's own do not.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveFile } from '../server/static-files.js';

export interface PageTransfer {
  files: string[];
  brotliBytes: number;
  gzipBytes: number;
  rawBytes: number;
}

const ACCEPTS = { brotliBytes: 'br, gzip', gzipBytes: 'gzip', rawBytes: '' } as const;

export async function measurePageTransfer(rendererDir: string): Promise<PageTransfer> {
  const root = path.resolve(rendererDir);
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const files = ['', ...[...html.matchAll(/(?:src|href)="\.?\/?([^":]+)"/g)].map((match) => match[1] as string)];
  const server = http.createServer((request, response) => serveFile(root, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const sizes = { brotliBytes: 0, gzipBytes: 0, rawBytes: 0 };
    for (const [key, accepts] of Object.entries(ACCEPTS) as [keyof typeof ACCEPTS, string][]) {
      for (const file of files) sizes[key] += await transferred(port, `/${file}`, accepts);
    }
    return { files: files.map((file) => file || 'index.html'), ...sizes };
  } finally {
    server.close();
  }
}

/** One response's bytes as they cross the wire: status line, headers and the body as encoded. */
function transferred(port: number, url: string, accepts: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false, headers: accepts ? { 'Accept-Encoding': accepts } : {} }, (response) => {
        let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2) bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}
