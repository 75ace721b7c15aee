// An HTTP server with the mock backend, optionally serving a built app (dist/) on the same port.
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createMock, type Mock } from './app';
import type { MockSettings } from './core';
import { DEMO_LEADER, DEMO_RESIDENT } from './seed/users';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface RunningServer {
  server: Server;
  mock: Mock;
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  port?: number;
  host?: string;
  /** A built app to serve beside the mock (npm run serve, end-to-end tests). */
  staticDir?: string;
  settings?: Partial<MockSettings>;
}

/**
 * Each file compressed once per process (by path, size and time of change), not once per request or per server: a
 * browser context starts with an empty cache, so every e2e test fetched and gzipped the same chunks anew, and every
 * e2e file starts a server of its own on the same dist/ (the files of a worker share this module).
 */
const gzipped = new Map<string, { stamp: string; body: Buffer }>();
function gzipOf(file: string): Buffer {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const kept = gzipped.get(file);
  if (kept?.stamp === stamp) return kept.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { stamp, body });
  return body;
}

export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const { port = 3000, host = '127.0.0.1', staticDir, settings } = options;
  const mock = createMock(settings);
  const root = staticDir ? resolve(staticDir) : null;
  const server = createServer((req, res) => {
    mock.handle(req, res, () => {
      if (!root || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.statusCode = 404;
        return res.end('Not found');
      }
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, pathname));
      if (!file.startsWith(root)) {
        res.statusCode = 403;
        return res.end('Forbidden');
      }
      if (!existsSync(file) || statSync(file).isDirectory()) {
        const asDirIndex = join(file, 'index.html');
        file = existsSync(asDirIndex) ? asDirIndex : join(root, 'index.html');
      }
      const ext = extname(file);
      res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) {
        res.setHeader('content-encoding', 'gzip');
        res.setHeader('vary', 'accept-encoding');
      }
      if (req.method === 'HEAD') return res.end();
      if (gzip) return res.end(gzipOf(file));
      createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  return {
    server,
    mock,
    url,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** The lines `npm start`, `npm run serve` and `npm run mock` print after the address. */
export function demoAccountsBanner(): string {
  return [
    'Demo accounts (password login):',
    `  resident      ${DEMO_RESIDENT.phone} / ${DEMO_RESIDENT.password}`,
    `  leader        ${DEMO_LEADER.phone} / ${DEMO_LEADER.password}`,
    'WeChat login: open the app with a WeChat user agent; the mock emulates the OAuth page at /connect/oauth2/authorize.',
  ].join('\n');
}
