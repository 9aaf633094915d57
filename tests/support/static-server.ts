import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

/**
 * The one static server, serving a built folder as a static host serves it (Netlify/Cloudflare
 * style): `/books` and `/books/` → `books/index.html`, the precompressed `.br`/`.gz` beside a file
 * when the browser accepts them, the headers of the folder's `_headers` on every response, and an
 * unknown path → the 404 page of its language (`fr/404.html`), else `404.html`, with status 404.
 *
 * It serves `dist/` for `npm start`, the e2e suite (playwright.config.ts's web server), the budget,
 * Lighthouse (and its floor, perf/floor/dist), the first answer, the pseudo-locale check and the
 * configured build of tests/e2e/configured-build.ts, and `storybook-static/` for the catalogue's
 * checks. `npm run test:nginx` serves `dist/` with nginx instead (./nginx-server.ts).
 */
export interface StaticServer {
  /** `http://127.0.0.1:<port>`, no slash at the end. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** The folder to serve. */
  root: string;
  /** 0 (the default) takes a free port. */
  port?: number;
}

/** One rule of `_headers`: the paths it matches and the headers it sets. */
interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

/** `_headers` as rules: a line that starts in column 0 is a path pattern (`*` any characters), the indented lines below it its headers. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(
        '^' +
          line
            .trim()
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*') +
          '$',
      );
      rules.push({ pattern, headers: {} });
    } else {
      const [name = '', ...value] = line.trim().split(':');
      const rule = rules.at(-1);
      if (rule) rule.headers[name.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

/** The request handler for a folder. */
export function staticHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const headersFile = join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  const assets = sirv(root, { extensions: ['html'], dotfiles: false, etag: true, gzip: true, brotli: true });

  /** The not-found page for a path: a language folder's own 404.html (/fr/…, /rw/…) when it has one. */
  const notFoundPage = (pathname: string): Buffer | undefined => {
    const first = pathname.split('/')[1] ?? '';
    const local = /^[a-z]{2,3}$/.test(first) ? join(root, first, '404.html') : '';
    const file = [local, join(root, '404.html')].find((path) => path && existsSync(path));
    return file ? readFileSync(file) : undefined;
  };

  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(pathname);
    const file = path.endsWith('/') ? `${path}index.html` : /\.[a-z0-9]+$/i.test(path) ? path : `${path}/index.html`;
    for (const { pattern, headers } of rules) {
      if (pattern.test(path) || pattern.test(file)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    assets(req, res, () => {
      const page = notFoundPage(pathname);
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Type', page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
      res.end(page ?? 'Not found');
    });
  };
}

/** Serves a folder on 127.0.0.1; resolves once it listens. */
export function serveStatic({ root, port = 0 }: StaticServerOptions): Promise<StaticServer> {
  const server = createServer(staticHandler(root));
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      const { port: bound } = server.address() as AddressInfo;
      done({
        origin: `http://127.0.0.1:${bound}`,
        port: bound,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}

/** The built site. */
export const dist = resolve(import.meta.dirname, '..', '..', 'dist');

/** Stops the process, saying what to do, when `dist/` has not been built. */
export function requireDist(): void {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
}

// `node --import tsx tests/support/static-server.ts [--port N] [--root DIR]`: serves DIR (dist/ by
// default) on port N (4317 by default) until stopped; prints its address once it listens.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const port = Number(option('--port') ?? 4317);
  const root = resolve(option('--root') ?? dist);
  if (root === dist) requireDist();
  else if (!existsSync(join(root, 'index.html'))) {
    console.error(`${root}/index.html is missing: build that folder first.`);
    process.exit(1);
  }
  serveStatic({ root, port }).then(
    ({ origin }) => console.log(`serving ${root} on ${origin}/`),
    (error: NodeJS.ErrnoException) => {
      console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use.` : error.message);
      process.exit(1);
    },
  );
}
