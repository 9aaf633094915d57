import type { KnipConfig } from 'knip';

/**
 * knip: no unused file, export or dependency (`npm run lint` runs it). The plugins find most entries
 * themselves: vite (index.html → src/app/entry-client.tsx), vitest (the unit and storybook projects
 * of vitest.config.ts), storybook (.storybook/main.ts, stories/**), playwright (both configs, listed
 * below because the plugin only looks for playwright.config.ts) and eslint (eslint.config.js and the
 * plugins it loads). The entries here are the ones no config names.
 */
const config: KnipConfig = {
  entry: [
    // The server entry is named only on the command line of `npm run build` (`vite build --ssr …`).
    'src/app/entry-server.tsx',
    // The service worker, which scripts/build/pwa.ts bundles with Vite's API.
    'src/sw/sw.ts',
    // The inline scripts, which scripts/build/inline-scripts.ts compiles with Vite's API.
    'src/boot/*.ts',
    // Commands run by hand (knip finds the ones package.json's scripts run): the glossary page, the
    // periodic table's dialog timing, the PDF fixtures of tests/unit/pdf-ingest.test.ts.
    'scripts/operator/glossary-doc.ts',
    'scripts/measure/perf-periodic-dialog.ts',
    'tests/fixtures/make-pdf-fixtures.ts',
    // Run by playwright.config.ts's webServer command (the static server or nginx, chosen in a
    // template string) and by .ci/chromium.sh (the Chromium lookup).
    'tests/support/{static-server,nginx-server,chromium}.ts',
    // content-check.ts reads the folder and imports every check module in it.
    'scripts/operator/checks/*.ts',
    // The Lighthouse floor, an empty React app that scripts/measure/perf.ts builds with Vite's API (root: perf/floor).
    'perf/floor/main.tsx',
    // Type contracts: compiled by `npm run typecheck`, never run.
    'tests/types/*.test.{ts,tsx}',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'scripts/**/*.ts',
    'stories/**/*.{ts,tsx,mdx}',
    'tests/**/*.{ts,tsx}',
    '.storybook/*.{ts,tsx}',
    'perf/floor/*.tsx',
    '*.{ts,js}',
  ],
  playwright: { config: ['playwright.config.ts', 'playwright.catalogue.config.ts'] },
  ignoreDependencies: [
    // Loaded by file path, not imported: tests/e2e/fixtures.ts reads
    // require.resolve('accessibility-checker-engine/ace.js') into the page.
    'accessibility-checker-engine',
    // Same: tests/e2e/html-valid.spec.ts runs require.resolve('vnu-jar/build/dist/vnu.jar') with java.
    'vnu-jar',
    // Never imported: listed so that package.json's `overrides` ("axe-core": "$axe-core") pins one
    // axe-core for @axe-core/playwright and @storybook/addon-a11y, which needs it as a direct dependency.
    'axe-core',
  ],
  // The Nu HTML Checker runs on Java, which .ci/run installs with apt (not an npm package); qpdf
  // (Debian's) encrypted one PDF fixture, once, by hand (tests/fixtures/make-pdf-fixtures.ts --encrypted).
  ignoreBinaries: ['java', 'qpdf'],
};

export default config;
