// Serves dist/ like a static host that reads dist/_headers (Netlify/Cloudflare style):
// /books → books/index.html, unknown paths → 404.html with status 404, and the headers of
// dist/_headers on every response. Used by the e2e tests on their own port.
// With --nginx it runs nginx with deploy/nginx.conf instead (see serve-nginx.mjs).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 4317);
const dist = resolve(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const notFound = readFileSync(join(dist, '404.html'));
/** The not-found page for a path: a language folder's own 404.html (/fr/…, /rw/…) when it has one. */
function notFoundFor(url) {
  const first = new URL(url, 'http://x').pathname.split('/')[1] ?? '';
  const local = /^[a-z]{2,3}$/.test(first) ? join(dist, first, '404.html') : '';
  return local && existsSync(local) ? readFileSync(local) : notFound;
}

/** Parses _headers into [pattern RegExp, headers] rules. */
function readHeaders() {
  const file = join(dist, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp('^' + line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$');
      rules.push([pattern, {}]);
    } else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)[1][name.trim()] = value.join(':').trim();
    }
  }
  return rules;
}
const rules = readHeaders();
const applyHeaders = (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = path.endsWith('/') ? `${path}index.html` : /\.[a-z0-9]+$/i.test(path) ? path : `${path}/index.html`;
  for (const [pattern, headers] of rules) {
    if (pattern.test(path) || pattern.test(file)) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  }
};

const assets = sirv(dist, { extensions: ['html'], dotfiles: false, etag: true, gzip: true, brotli: true });

createServer((req, res) => {
  applyHeaders(req, res);
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundFor(req.url));
  });
})
  .on('error', (error) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT to another one (PORT=4174 npm start).` : error.message);
    process.exit(1);
  })
  .listen(port, '127.0.0.1', () => console.log(`serving dist on http://127.0.0.1:${port}/`));
