import { createHash } from 'node:crypto';
import { pathsIn, prerenderPaths } from '../../src/app/routes';
import { browserSample, cspViolations, expect, test, watchCsp } from './fixtures';

// Runs against our static server (which applies dist/_headers) and, in CI, once more against
// nginx with deploy/nginx.conf (E2E_SERVER=nginx): the headers and the CSP must hold on both.
const paths = await prerenderPaths();
const underNginx = process.env.E2E_SERVER === 'nginx';
// In the browser: every English page, and the French and Kinyarwanda home and books pages (the
// same templates; the language redirect script runs on every page).
const browserPaths = [...browserSample(await pathsIn('en')), '/fr/', '/fr/books', '/rw/', '/rw/books'];

test.describe('production hardening', () => {
  test('every page is served with the security headers', async ({ request }) => {
    for (const path of ['/', '/coming-soon', '/this-does-not-exist']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('hashed assets are cached for a year, HTML is revalidated', async ({ request, page }) => {
    const html = await request.get('/');
    expect(html.headers()['cache-control']).toContain('no-cache');
    await page.goto('/');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('an unknown path answers the 404 page with status 404', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  // The build compiles the inline scripts and writes their hashes into _headers, the nginx include
  // and each page's <meta>: what is served must allow exactly the scripts the served page carries.
  test('every page allows exactly its two inline scripts, by the sha256 of their text, in its header and its meta tag', async ({ request }) => {
    const scriptSrc = (csp: string | undefined) => /(?:^|;\s*)script-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ');
    for (const path of [...paths, '/this-does-not-exist']) {
      const response = await request.get(path);
      const html = await response.text();
      // The language redirect in <head>, the hydration bootstrap at the end of <body>.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline, path).toHaveLength(2);
      expect(html.indexOf(`<script>${inline[0]}`), path).toBeLessThan(html.indexOf('</head>'));
      const allowed = ["'self'", ...inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`), "'wasm-unsafe-eval'"];
      expect(scriptSrc(response.headers()['content-security-policy']), path).toEqual(allowed);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
      expect(meta, path).toMatch(/^default-src 'self'; /);
      expect(scriptSrc(meta), path).toEqual(allowed);
    }
  });

  // Under our static server, routes.spec.ts and languages.spec.ts record CSP violations in the one
  // load they make of every page; under nginx (whose headers are its own) this loop does.
  for (const path of underNginx ? browserPaths : []) {
    test(`${path} renders with zero CSP violations`, async ({ page }) => {
      await watchCsp(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});
