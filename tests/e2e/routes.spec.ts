import { routes, prerenderPaths } from '../../src/app/routes';
import { langOfPath } from '../../src/lib/links';
import { expectMainHeard } from './heard';
import { axeViolations, browserSample, cspViolations, emptyLinks, expect, gotoHydrated, ibmViolations, structureProblems, test, watchCsp } from './fixtures';

// Every concrete path of the route table (blog posts included) in every language. Top-level
// await: Playwright loads this file as an ES module. The cheap checks run on every page in every
// language; the slow ones in one browser load per page: English pages here (axe and IBM Equal
// Access at 1280 px), French pages at 1280 px and Kinyarwanda pages at 360 px in languages.spec.ts.
// Every route thus gets axe at both widths, in the language whose words run longest at the narrow one.
const paths = await prerenderPaths();
// The browser checks open a sample of the 118 element pages (see browserSample).
const inBrowser = new Set(browserSample(paths));

/** The hreflang alternates of a page's HTML, as { lang: path }. */
function alternatesOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)) found[m[1]!] = new URL(m[2]!).pathname;
  return found;
}

/**
 * IBM Equal Access runs in the static-server run only: it reads the DOM, which nginx serves
 * byte for byte the same, and the nginx run is there for headers; it would add minutes to CI.
 */
const runIbm = process.env.E2E_SERVER !== 'nginx';

test('the route table is not empty and every row is prerendered', () => {
  expect(routes.length).toBeGreaterThan(1);
  expect(paths.length).toBeGreaterThanOrEqual(routes.length);
});

for (const path of paths) {
  const lang = langOfPath(path);
  test.describe(`route ${path}`, () => {
    test('answers 200 with its h1 in the raw HTML, before any JavaScript, in its language with reciprocal alternates, each island named once', async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      const alternates = alternatesOf(html);
      expect(Object.keys(alternates).sort()).toEqual(['en', 'fr', 'rw', 'x-default']);
      expect(alternates[lang]).toBe(new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!).pathname);
      expect(alternates['x-default']).toBe(alternates.en);
      for (const [other, otherPath] of Object.entries(alternates)) {
        const theirs = alternatesOf(await (await request.get(otherPath)).text());
        expect(theirs, `${other} version lists the same alternates`).toEqual(alternates);
      }
      const h1s = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g) ?? [];
      expect(h1s).toHaveLength(1);
      expect(h1s[0]!.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(0);
      expect(html).toMatch(/<title>[^<]+ · Ubumenyi<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      // An island takes its prerendered HTML by its name (src/app/alive/island-dom.ts): two of one name would both render live.
      const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!);
      expect(
        islands.filter((name, i) => islands.indexOf(name) !== i),
        'islands named twice',
      ).toEqual([]);
    });

    if (lang !== 'en' || !inBrowser.has(path)) return;

    // One load per page for every browser check: each load costs seconds on a busy 2-core runner,
    // and the engines read the same DOM whichever test loaded it. The narrower widths follow the
    // media queries at once, as a zooming reader's window does.
    test('one load: hydrates onto its HTML with one h1 and a main landmark, no CSP violation or link to "#", no axe or IBM Equal Access violations at 1280 px, sound ARIA at 1280 px and 360 px, no sideways scroll at 200 % zoom or 320 px', async ({
      page,
    }) => {
      // Two engines: /periodic (118 tiles) takes ~25 s on a busy 2-core runner.
      test.setTimeout(180_000);
      await watchCsp(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      // A plain load: hydration must adopt the prerendered HTML, with no mismatch (hydration.ts).
      await gotoHydrated(page, path, { adoption: true });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(await cspViolations(page), 'CSP violations').toEqual([]);
      expect(await emptyLinks(page), 'links with no destination').toEqual([]);
      await expectMainHeard(page, path);
      expect(await axeViolations(page, path), 'axe at 1280px').toEqual([]);
      if (runIbm) expect(await ibmViolations(page, path), 'IBM Equal Access at 1280px').toEqual([]);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await structureProblems(page), `ARIA ids, landmark names, empty lists at ${width}px`).toEqual([]);
      }
      // 320 CSS px is a 1280 px window at 400 % zoom; 640 px is 200 % zoom.
      for (const width of [640, 320]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  });
}
