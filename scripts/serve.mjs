// Serves dist/ like a static host: /books → books/index.html, unknown paths → 404.html with
// status 404. Used by the e2e tests (on their own port). `npm start` uses Vite's preview server,
// which the notFoundPage plugin in vite.config.ts makes behave the same way.
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
const assets = sirv(dist, { extensions: ['html'], dotfiles: false, etag: true, gzip: false });

createServer((req, res) => {
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFound);
  });
}).listen(port, '127.0.0.1', () => console.log(`serving dist on http://127.0.0.1:${port}/`));
