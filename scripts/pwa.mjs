// After prerendering: the web app manifest, its icons, and the service worker (Workbox).
// The service worker precaches every prerendered page's HTML, the JS, CSS and data, so a learner
// who visited once can keep reading offline; PDFs are cached when first opened (cache-first,
// with an expiry and a cap), and anything not saved falls back to the /offline page, which lists
// what is saved.
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

const manifest = {
  name: 'Ubumenyi — free learning resources for Rwanda',
  short_name: 'Ubumenyi',
  description: 'Free textbooks, past national exam papers, science simulations and study guides for every learner in Rwanda.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/?source=pwa',
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
await writeFile(join(dist, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));

const PAGE = /(^|\/)index\.html$/;
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,json,txt}'],
  globIgnores: ['**/*.br', '**/*.gz', '404.html', 'sw.js', 'workbox-*.js', '**/*.pdf', '.vite/**', 'icons/apple-touch-icon.png'],
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
    {
      // A page that was never saved (a blog post added later, a mistyped link): the network, or the offline page.
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/offline' } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB), manifest and icons written`);
