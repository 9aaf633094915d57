// After prerendering: the web app manifest of each language, its icons, and the service worker (Workbox).
// The service worker precaches the JS, CSS and data and each language's offline page; a page is saved
// when it is visited (network first, so a learner always reads the newest version when online) and
// PDFs when first opened (cache-first, with an expiry and a cap). Anything not saved falls back to
// the offline page in the language of its address, which lists what is saved.
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { drawIcon } from './icons.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

await mkdir(join(dist, 'icons'), { recursive: true });
await writeFile(join(dist, 'icons', 'icon-192.png'), drawIcon(192));
await writeFile(join(dist, 'icons', 'icon-512.png'), drawIcon(512));
await writeFile(join(dist, 'icons', 'maskable-512.png'), drawIcon(512, { maskable: true }));
await writeFile(join(dist, 'icons', 'apple-touch-icon.png'), drawIcon(180, { maskable: true }));

// The languages are those with common strings (src/i18n/locales/<lang>.json); English has no prefix.
const DEFAULT_LANG = 'en';
const locales = join(root, 'src', 'i18n', 'locales');
const langs = readdirSync(locales).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const prefix = (lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

// One manifest per language (each page links its own): the installed app opens in that language.
for (const lang of langs) {
  const strings = JSON.parse(readFileSync(join(locales, `${lang}.json`), 'utf8'));
  await mkdir(join(dist, prefix(lang)), { recursive: true });
  await writeFile(join(dist, prefix(lang), 'manifest.webmanifest'), JSON.stringify(manifestFor(lang, strings), null, 2));
}

function manifestFor(lang, strings) {
  return {
    name: `Ubumenyi — ${strings.routes.home.title}`,
    short_name: 'Ubumenyi',
    description: strings.routes.home.description,
    lang,
    dir: 'ltr',
    start_url: `${prefix(lang)}/?source=pwa`,
    scope: '/',
    id: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#005f8a',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

// A navigation under a language's prefix, as a Workbox route test (serialised into sw.js, so it is
// written out as source with the prefix in it).
const navigationIn = (lang) =>
  lang === DEFAULT_LANG
    ? ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate'
    : new Function('{ request, sameOrigin, url }', `return sameOrigin && request.mode === 'navigate' && /^\\/${lang}(\\/|$)/.test(url.pathname);`);
// Prefixed languages first: the default language's test matches every navigation.
const byPrefix = [...langs].sort((a, b) => (a === DEFAULT_LANG) - (b === DEFAULT_LANG));

const PAGE = /(^|\/)index\.html$/;
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  // The shell: scripts, styles, data, icons, and each language's offline page. Other pages are saved when visited.
  globPatterns: ['**/*.{js,css,svg,png,webmanifest,json,txt}', ...langs.map((lang) => `${prefix(lang).slice(1)}${prefix(lang) ? '/' : ''}offline/index.html`)],
  // The search index (pagefind/) is not part of the shell: it loads when the search is first used.
  globIgnores: ['pagefind/**', '**/*.br', '**/*.gz', '**/404.html', 'sw.js', 'workbox-*.js', '**/*.pdf', '.vite/**', 'icons/apple-touch-icon.png'],
  swDest: join(dist, 'sw.js'),
  // Precache pages under their clean URLs (/books, not /books/index.html): that is what links request.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) =>
        PAGE.test(entry.url) ? { ...entry, url: '/' + entry.url.replace(PAGE, '').replace(/\/$/, '') } : entry,
      ),
      warnings: [],
    }),
  ],
  // /books?q=physics is the /books page: the query string only drives the page's own state.
  ignoreURLParametersMatching: [/.*/],
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  // A new version waits until the visitor accepts the "Reload" prompt (see src/pwa.ts): never swap
  // code under a reading learner, never keep them on an old version once they say yes.
  skipWaiting: false,
  clientsClaim: true,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  runtimeCaching: [
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.pdf'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'ubumenyi-pdfs',
        expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: '/offline' },
      },
    },
    // Pages: the network first (the newest version), saved as they are visited; offline, the saved
    // copy, or for a page never saved, the offline page in the address's language.
    ...byPrefix.map((lang) => ({
      urlPattern: navigationIn(lang),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'ubumenyi-pages',
        // /books?q=physics is the /books page: the query string only drives the page's own state.
        matchOptions: { ignoreSearch: true },
        expiration: { maxEntries: 200, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: `${prefix(lang)}/offline` },
      },
    })),
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB), manifest and icons written`);
