// After prerendering: the web app manifest of each language, its icons, the service worker (Workbox)
// and each language's offline manifest. The service worker installs only the shell: the entry JS and
// CSS and the code the offline page runs. The visited page itself, and the offline page of its
// language, are saved by src/app/pwa.ts (the page from the browser's cache). A page and its code are saved when visited (pages
// network first, so a learner always reads the newest version when online; hashed code cache first)
// and PDFs when first opened (cache-first, with an expiry and a cap); a book saved on request is kept
// apart, with no expiry, and answers first. The whole site of a language is
// saved only when the learner asks for it on /offline ("Save the whole site"), from
// /offline-manifest-<lang>.json. Anything not saved falls back to the offline page in the language of
// its address (or another saved language's), which lists what is saved.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { generateSW } from 'workbox-build';
import { drawIcon } from './icons.mjs';
import { isStartupStage } from './page-modules.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

await mkdir(join(dist, 'icons'), { recursive: true });
await writeFile(join(dist, 'icons', 'icon-192.png'), drawIcon(192));
await writeFile(join(dist, 'icons', 'icon-512.png'), drawIcon(512));
await writeFile(join(dist, 'icons', 'maskable-512.png'), drawIcon(512, { maskable: true }));
await writeFile(join(dist, 'icons', 'apple-touch-icon.png'), drawIcon(180, { maskable: true }));

// The languages are those with common strings (compiled from src/locales/ by i18n:compile); English has no prefix.
const DEFAULT_LANG = 'en';
const locales = join(root, 'src', 'content', 'generated', 'i18n');
const langs = readdirSync(locales).filter((f) => /^common\.\w+\.json$/.test(f)).map((f) => f.split('.')[1]);
const prefix = (lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

// One manifest per language (each page links its own): the installed app opens in that language.
for (const lang of langs) {
  const strings = JSON.parse(readFileSync(join(locales, `common.${lang}.json`), 'utf8'));
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
const offlinePage = (lang) => `${prefix(lang).slice(1)}${prefix(lang) ? '/' : ''}offline/index.html`;

// The shell: what every page loads (entry script, its imports, the stylesheet), and the code of the
// offline page and the pwa module, in no language. Hashed files the page has just loaded come from the
// browser's cache (no revision, so Workbox does not bypass it): on the first visit only the offline
// page's own code costs bytes. No offline page is installed: the visited language's (a few KB) is
// saved by the page itself (src/app/offline-cache.ts), so a learner pays for no other language's.
const viteManifest = existsSync(join(dist, '.vite', 'manifest.json'))
  ? JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  : {};
function chunkFiles(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}
const shellKeys = new Set();
for (const key of Object.keys(viteManifest)) {
  if (viteManifest[key].isEntry || isStartupStage(key) || /(^|\/)(pages\/OfflinePage\.tsx|pwa\.ts)$/.test(key)) chunkFiles(key, shellKeys);
}
const shellAssets = new Set([...shellKeys].flatMap((key) => [viteManifest[key].file, ...(viteManifest[key].css ?? [])]));
// The assets the offline page's HTML asks for, and the modules its bootstrap loads (data-modules),
// less those of one language (its strings: src/i18n/namespaces/).
const offlineHtml = readFileSync(join(dist, offlinePage(DEFAULT_LANG)), 'utf8');
const offlineModules = (/data-modules="([^"]*)"/.exec(offlineHtml)?.[1] ?? '').split(' ').filter(Boolean);
const offlineAssets = [...offlineHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
for (const asset of [...offlineAssets, ...offlineModules.map((url) => url.replace(/^\//, ''))]) {
  if (!langs.includes(asset.split(/[/._-]/)[1])) shellAssets.add(asset);
}

// Offline, a page never saved (or a PDF never opened) is answered with the offline page of its
// address's language when this device has it, else that of another language saved here (the default
// language first). A language's offline page is saved with the first page saved in that language (a
// few KB), so a learner never pays for the others', together with the modules its bootstrap loads
// that are not saved yet (its namespaces' strings in its language).
const offlinePageOf = `const first = new URL(request.url).pathname.split('/')[1];
  const local = ${JSON.stringify(langs.filter((l) => l !== DEFAULT_LANG))}.includes(first) ? '/' + first + '/offline' : '/offline';`;
const offlinePages = JSON.stringify(byPrefix.toReversed().map((lang) => `${prefix(lang)}/offline`));
const savedOfflinePage = {
  handlerDidError: new Function(
    '{ request }',
    `${offlinePageOf}
  const pages = [local, ...${offlinePages}];
  const next = (i) => i < pages.length ? caches.match(pages[i], { ignoreSearch: true }).then((page) => page || next(i + 1)) : Promise.resolve(undefined);
  return next(0);`,
  ),
};
const offlineFallback = {
  handlerDidError: savedOfflinePage.handlerDidError,
  cacheDidUpdate: new Function(
    '{ cacheName, request }',
    `${offlinePageOf}
  return caches.match(local, { ignoreSearch: true }).then((saved) => saved || fetch(local).then((response) =>
    response.ok ? caches.open(cacheName).then((cache) => cache.put(local, response.clone())).then(() => response.text()).then((html) => {
      const modules = ((/data-modules="([^"]*)"/.exec(html) || [])[1] || '').split(' ').filter((url) => url.startsWith('/assets/'));
      return Promise.all(modules.map((url) => caches.match(url).then((hit) => hit || caches.open('ubumenyi-assets').then((assets) => assets.add(url)))));
    }) : undefined)).catch(() => undefined);`,
  ),
};

// Books and papers a learner saved on request ("Save for offline use" on a card, src/app/saved-books.ts)
// are in a cache of their own, `ubumenyi-books` (SAVED_BOOKS_CACHE in src/lib/saved-books.ts), that
// no expiration touches. Two plugin callbacks on the PDF route below, and nothing else, serve it:
// - a PDF request is answered from that cache first, before the opened PDFs' capped cache and the
//   network, online or offline (Workbox's CacheFirst asks `cachedResponseWillBeUsed` after its own
//   lookup, and the expiration plugin's, so a saved book wins over an opened copy, fresh or not);
// - the save's own download carries the header `X-Ubumenyi-Save` (SAVE_REQUEST_HEADER): the worker
//   then keeps no second copy of it in the opened PDFs' cache (a PDF opened before is still answered
//   from there, with no download). A header, not `cache: 'no-store'`: Chromium's fetch event does
//   not pass a page's cache mode on.
// tests/e2e/offline.spec.ts ("a book saved on request") holds any rewrite of this worker to both.
const savedBooksFirst = {
  cachedResponseWillBeUsed: new Function(
    '{ request, cachedResponse }',
    `return caches.match(request, { cacheName: 'ubumenyi-books', ignoreSearch: true }).then((saved) => saved || cachedResponse);`,
  ),
  cacheWillUpdate: new Function('{ request, response }', `return request.headers.has('X-Ubumenyi-Save') ? null : response;`),
};

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: [...shellAssets],
  // The search index (pagefind/) is not part of the shell: it loads when the search is first used.
  globIgnores: ['pagefind/**', '**/*.br', '**/*.gz', '**/404.html', 'sw.js', 'workbox-*.js', '**/*.pdf', '.vite/**'],
  // Vite's file names carry their content hash: precache them without a revision.
  dontCacheBustURLsMatching: /^assets\//,
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
  // A new version waits until the visitor accepts the "Reload" prompt (see src/app/pwa.ts): never swap
  // code under a reading learner, never keep them on an old version once they say yes.
  skipWaiting: false,
  clientsClaim: true,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  runtimeCaching: [
    // Code and styles (hashed, never change under one name): saved when first loaded.
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'ubumenyi-assets',
        expiration: { maxEntries: 600, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    // The search index's entry file: pagefind.js asks for it as pagefind-entry.json?ts=<now>, so the
    // browser never reuses a stale copy. The network first, then the saved copy under its clean URL
    // (which is also where "Save the whole site" puts it): offline, search still answers.
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/pagefind/pagefind-entry.json',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'ubumenyi-files',
        cacheableResponse: { statuses: [200] },
        plugins: [{ cacheKeyWillBeUsed: new Function('{ request }', `const url = new URL(request.url); url.search = ''; return url.href;`) }],
      },
    },
    // Other files (images, manifests, search index): saved when loaded, refreshed in the background.
    {
      urlPattern: ({ url, sameOrigin, request }) =>
        sameOrigin &&
        request.mode !== 'navigate' &&
        /\.[a-z0-9_]+$/i.test(url.pathname) &&
        !/\.pdf$|^\/sw\.js$|^\/offline-manifest-/.test(url.pathname),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'ubumenyi-files',
        expiration: { maxEntries: 600, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.pdf'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'ubumenyi-pdfs',
        expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        plugins: [savedBooksFirst, savedOfflinePage],
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
        // Room for every page in every language once the learner saves the whole site.
        expiration: { maxEntries: 1000, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        plugins: [offlineFallback],
      },
    })),
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB), manifest and icons written`);

// "Save the whole site for offline use": per language, every prerendered page, the code and styles
// any page may load (less other languages' strings), the images, and the search index files of
// that language or of none (dist/pagefind/, when it was built). PDFs and other sites are not part of
// it: a PDF is saved when opened. Sizes are what the server sends (brotli, as scripts/compress.mjs
// writes it), so the learner is told what it costs on a metered bundle.
function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield relative(dist, path).split('\\').join('/');
  }
}
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;
const wireBytes = (file) => {
  const data = readFileSync(join(dist, file));
  if (!COMPRESSIBLE.test(file) || data.length < 512) return data.length;
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length;
};
// A file of one language: for a hashed asset, a name (before "-<hash>") that is a language code or
// ends with one ("rw-Dfy.js", a road map's "frontend-developer.fr-ByuObCay.js"); for other files a
// name part (split on . _ -) that is one ("en_12ab.pf_index", "wasm.fr.pagefind").
const langOfFile = (file) => {
  if (file.startsWith('assets/')) {
    const name = basename(file).replace(/-[\w-]{8}\.\w+$/, '');
    return langs.find((lang) => name === lang || name.endsWith(`.${lang}`));
  }
  return basename(file).split(/[._-]/).find((part) => langs.includes(part));
};
const langOfPage = (file) => langs.find((lang) => lang !== DEFAULT_LANG && file.startsWith(`${lang}/`)) ?? DEFAULT_LANG;
const all = [...walk(dist)].filter((file) => !/\.(br|gz|map)$/.test(file));
const shared = all.filter(
  (file) =>
    (/^assets\/.+\.(js|css)$/.test(file) || /^images\//.test(file) || /^pagefind\//.test(file) || file === 'favicon.svg') &&
    !file.endsWith('.pdf'),
);
for (const lang of langs) {
  const pages = all
    .filter((file) => PAGE.test(file) && langOfPage(file) === lang)
    .map((file) => ({ file, url: '/' + file.replace(PAGE, '') }))
    // A language's home keeps its trailing slash (/fr/), as links ask for it; other pages have none.
    .map(({ file, url }) => ({ file, url: url === '/' || url === prefix(lang) + '/' ? url : url.replace(/\/$/, '') }));
  const files = shared.filter((file) => (langOfFile(file) ?? lang) === lang).map((file) => ({ file, url: `/${file}` }));
  const manifestFile = `${prefix(lang).slice(1)}${prefix(lang) ? '/' : ''}manifest.webmanifest`;
  // The build's hashed code and styles first: a save that a deploy overtook fails on its first file
  // (the tab reloads on the new build and saves again, src/app/offline-cache.ts), and a save cut
  // short leaves pages that have what they need to show.
  const code = files.filter(({ url }) => url.startsWith('/assets/'));
  const others = files.filter(({ url }) => !url.startsWith('/assets/'));
  const entries = [...code, ...pages, ...others, { file: manifestFile, url: `/${manifestFile}` }].map(({ file, url }) => ({ url, bytes: wireBytes(file) }));
  await writeFile(join(dist, `offline-manifest-${lang}.json`), JSON.stringify({ lang, files: entries }));
  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(`offline manifest ${lang}: ${pages.length} pages, ${entries.length} files, ${(total / 1e6).toFixed(2)} MB`);
}
