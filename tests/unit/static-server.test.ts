import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeaders, serveStatic, type StaticServer } from '../support/static-server';

// The one static server (tests/support/static-server.ts) serves dist/ to `npm start`, the e2e suite,
// the budget, Lighthouse and the first answer as a static host would: these are the promises a
// learner's browser relies on there, on a folder small enough to read.
describe('the static server', () => {
  let root = '';
  let server: StaticServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ubumenyi-static-'));
    const file = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    file('index.html', '<h1>Home</h1>');
    file('books/index.html', '<h1>Books</h1>');
    file('404.html', '<h1>Not found</h1>');
    file('fr/404.html', '<h1>Page introuvable</h1>');
    file('assets/app.js', 'console.log("app");');
    writeFileSync(join(root, 'assets/app.js.br'), brotliCompressSync('console.log("app");'));
    file('_headers', '/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    server = await serveStatic({ root });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a folder with or without its trailing slash with its index.html', async () => {
    for (const path of ['/books', '/books/']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe('<h1>Books</h1>');
    }
  });

  it('sends the precompressed file when the browser accepts brotli, with the headers of _headers', async () => {
    const response = await fetch(`${server.origin}/assets/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log("app");');
  });

  it('answers an unknown path with the 404 page of its language, else the default one, with status 404', async () => {
    const french = await fetch(`${server.origin}/fr/pas-de-page`);
    expect(french.status).toBe(404);
    expect(await french.text()).toBe('<h1>Page introuvable</h1>');
    const other = await fetch(`${server.origin}/rw/nta-paji`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('<h1>Not found</h1>');
    expect(other.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('reads _headers as path patterns with the indented headers below them', () => {
    const [all, assets] = parseHeaders('/*\n  A: 1\n  B: x: y\n\n/assets/*\n  C: 2\n');
    expect(all!.headers).toEqual({ A: '1', B: 'x: y' });
    expect(all!.pattern.test('/fr/books')).toBe(true);
    expect(assets!.pattern.test('/assets/app.js')).toBe(true);
    expect(assets!.pattern.test('/books')).toBe(false);
  });
});
