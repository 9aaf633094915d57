import { pathsIn, prerenderPaths } from '../../src/app/routes';
// @ts-expect-error — a plain .mjs build script without type declarations
import { LANG_REDIRECT_HASH, LANG_REDIRECT_SCRIPT } from '../../scripts/lang-redirect.mjs';
// @ts-expect-error — a plain .mjs build script without type declarations
import { BOOT_HASH, BOOT_SCRIPT } from '../../scripts/boot-script.mjs';
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

  test('every page carries the CSP in a meta tag too (for hosts without headers)', async ({ request }) => {
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${LANG_REDIRECT_HASH} ${BOOT_HASH} 'wasm-unsafe-eval';`);
      // The inline scripts are the language redirect and the hydration bootstrap, exactly as hashed.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline, path).toEqual([LANG_REDIRECT_SCRIPT, BOOT_SCRIPT]);
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
