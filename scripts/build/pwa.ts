// After prerendering and the search index: the web app manifest of each language, its icons, the
// service worker and each language's offline manifest (docs/decisions/0003-service-worker.md).
// The service worker is typed source in src/sw/ (its routes, caches and offline fallback are
// there): it is bundled here with Vite, then Workbox's injectManifest writes into it the list of
// the shell's files, which it installs with: the entry JS and CSS and the code the offline page
// runs, in no language. The whole site of a language is saved only when the learner asks for it on
// /offline ("Save the whole site"), from /offline-manifest-<lang>.json, written here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import { injectManifest } from 'workbox-build';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../../src/lib/langs';
import { localizePath, ROUTE_PATHS } from '../../src/lib/links';
import type { OfflineFile } from '../../src/lib/offline-manifest';
import { drawIcon } from './icons';
import { brotli, COMPRESSIBLE, freshCopy, MIN_COMPRESSED_BYTES } from './lib/compression';
import { isStartupStage } from './page-modules';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

await mkdir(join(dist, 'icons'), { recursive: true });
await writeFile(join(dist, 'icons', 'icon-192.png'), drawIcon(192));
await writeFile(join(dist, 'icons', 'icon-512.png'), drawIcon(512));
await writeFile(join(dist, 'icons', 'maskable-512.png'), drawIcon(512, { maskable: true }));
await writeFile(join(dist, 'icons', 'apple-touch-icon.png'), drawIcon(180, { maskable: true }));

/** A language's folder in dist/, with its trailing slash ('' for the default language, 'fr/'). */
const folder = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `${lang}/`);

// One manifest per language (each page links its own): the installed app opens in that language.
// Its words are the common strings compiled from src/locales/ by i18n:compile.
interface CommonStrings {
  routes: { home: { title: string; description: string } };
}
for (const lang of LANGS) {
  const strings = JSON.parse(readFileSync(join(root, 'src', 'content', 'generated', 'i18n', `common.${lang}.json`), 'utf8')) as CommonStrings;
  await mkdir(join(dist, folder(lang)), { recursive: true });
  await writeFile(join(dist, folder(lang), 'manifest.webmanifest'), JSON.stringify(manifestFor(lang, strings), null, 2));
}

function manifestFor(lang: Lang, strings: CommonStrings) {
  return {
    name: `Ubumenyi — ${strings.routes.home.title}`,
    short_name: 'Ubumenyi',
    description: strings.routes.home.description,
    lang,
    dir: 'ltr',
    start_url: `${localizePath('/', lang)}?source=pwa`,
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

const PAGE = /(^|\/)index\.html$/;

// A file of one language: for a hashed asset, a name (before "-<hash>") that is a language code or
// ends with one ("rw-Dfy.js", a road map's "frontend-developer.fr-ByuObCay.js"); for other files a
// name part (split on . _ -) that is one ("en_12ab.pf_index", "wasm.fr.pagefind").
// The documents' indexes are searched from every language's pages: theirs is no page language.
const DOCUMENT_INDEX = /^pagefind\/documents\/[a-z]+\//;
const langOfFile = (file: string): Lang | undefined => {
  if (DOCUMENT_INDEX.test(file)) return undefined;
  if (file.startsWith('assets/')) {
    const name = basename(file).replace(/-[\w-]{8}\.\w+$/, '');
    return LANGS.find((lang) => name === lang || name.endsWith(`.${lang}`));
  }
  return basename(file).split(/[._-]/).find(isLang);
};

// The shell: what every page loads (entry script, its imports, the stylesheet), and the code of the
// offline page and the pwa module, in no language. Hashed files the page has just loaded come from the
// browser's cache (no revision, so Workbox does not bypass it): on the first visit only the offline
// page's own code costs bytes. No offline page is installed: the visited language's (a few KB) is
// saved by the page itself (src/app/offline-cache.ts), so a learner pays for no other language's.
const manifestPath = join(dist, '.vite', 'manifest.json');
const viteManifest: Manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
function chunkFiles(key: string, seen = new Set<string>()): Set<string> {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}
const shellKeys = new Set<string>();
for (const [key, chunk] of Object.entries(viteManifest)) {
  if (chunk.isEntry || isStartupStage(key) || /(^|\/)(pages\/OfflinePage\.tsx|pwa\.ts)$/.test(key)) chunkFiles(key, shellKeys);
}
const shellAssets = new Set([...shellKeys].flatMap((key) => [viteManifest[key]!.file, ...(viteManifest[key]!.css ?? [])]));
// The assets the offline page's HTML asks for, and the modules its bootstrap loads (data-modules),
// less those of one language (its strings: src/i18n/namespaces/), which the page saves in its own
// language once the worker is active.
const offlineHtml = readFileSync(join(dist, `${folder(DEFAULT_LANG)}${ROUTE_PATHS.offline.slice(1)}`, 'index.html'), 'utf8');
const offlineModules = (/data-modules="([^"]*)"/.exec(offlineHtml)?.[1] ?? '').split(' ').filter(Boolean);
const offlineAssets = [...offlineHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
for (const asset of [...offlineAssets, ...offlineModules.map((url) => url.replace(/^\//, ''))]) {
  if (!langOfFile(asset)) shellAssets.add(asset);
}

// The worker's code: src/sw/sw.ts and what it imports (Workbox's modules, src/lib), in one classic
// script (a worker registered without type: 'module'), without a source map, with Workbox's
// development-only logging left out. Then the shell's list is written into it.
// Minified by Terser as Workbox's own build does: its private members (_name, name_) renamed too,
// and constant objects split so what the worker never reads goes (24.6 KB, against 28.0 KB with
// Vite's default minifier). __WB_MANIFEST is where injectManifest writes the list: kept.
const bundled = await mkdtemp(join(tmpdir(), 'ubumenyi-sw-'));
try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': join(root, 'src') } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundled,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, mangle: { toplevel: true, properties: { regex: /(^_|_$)/, reserved: ['__WB_MANIFEST'] } } },
      lib: { entry: join(root, 'src', 'sw', 'sw.ts'), formats: ['iife'], name: 'ubumenyiServiceWorker', fileName: () => 'sw.js' },
      // Terser takes most of the few seconds this build lasts, as expected: no need to be told so.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundled, 'sw.js'),
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: [...shellAssets],
    // The search index (pagefind/) is not part of the shell: it loads when the search is first used.
    globIgnores: ['pagefind/**', '**/*.br', '**/*.gz', '**/404.html', '**/*.pdf', '.vite/**'],
    // Vite's file names carry their content hash: precache them without a revision.
    dontCacheBustURLsMatching: /^assets\//,
    // Precache pages under their clean URLs (/books, not /books/index.html): that is what links request.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => (PAGE.test(entry.url) ? { ...entry, url: '/' + entry.url.replace(PAGE, '').replace(/\/$/, '') } : entry)),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(warning);
  console.log(
    `service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB), ${statSync(join(dist, 'sw.js')).size} bytes; manifests and icons written`,
  );
} finally {
  await rm(bundled, { recursive: true, force: true });
}

// "Save the whole site for offline use": per language, every prerendered page, the code and styles
// any page may load (less other languages' strings), the images, the search index files of that
// language or of none (dist/pagefind/, when it was built), and the index of the words inside the
// documents (dist/pagefind/documents/<document language>/, searched from every language's pages,
// with that language's names of the documents), marked `part: "documents"` so the section can say
// what it adds. PDFs and other sites are not part of it: a PDF is saved when opened. Sizes are what
// the server sends (brotli, as scripts/build/compress.ts writes it), so the learner is told what it costs
// on a metered bundle.
function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield relative(dist, path).split('\\').join('/');
  }
}
// The build has compressed dist/ before this step: a file's .br is what the server sends. A file
// without one (this step's own, compressed after it) is compressed here the same way: once, though
// every language's manifest may list it.
const wireSizes = new Map<string, Promise<number>>();
const wireBytes = (file: string): Promise<number> => {
  let size = wireSizes.get(file);
  if (!size) {
    const path = join(dist, file);
    size = readFile(path).then(async (data) => {
      if (!COMPRESSIBLE.test(file) || data.length < MIN_COMPRESSED_BYTES) return data.length;
      return freshCopy(path, '.br') ? statSync(`${path}.br`).size : (await brotli(data)).length;
    });
    wireSizes.set(file, size);
  }
  return size;
};
const langOfPage = (file: string) => LANGS.find((lang) => lang !== DEFAULT_LANG && file.startsWith(folder(lang))) ?? DEFAULT_LANG;
const all = [...walk(dist)].filter((file) => !/\.(br|gz|map)$/.test(file));
const shared = all.filter(
  (file) => (/^assets\/.+\.(js|css)$/.test(file) || /^images\//.test(file) || /^pagefind\//.test(file) || file === 'favicon.svg') && !file.endsWith('.pdf'),
);
for (const lang of LANGS) {
  const pages = all
    .filter((file) => PAGE.test(file) && langOfPage(file) === lang)
    .map((file) => ({ file, url: '/' + file.replace(PAGE, '') }))
    // A language's home keeps its trailing slash (/fr/), as links ask for it; other pages have none.
    .map(({ file, url }) => ({ file, url: url === localizePath('/', lang) ? url : url.replace(/\/$/, '') }));
  const files = shared.filter((file) => (langOfFile(file) ?? lang) === lang).map((file) => ({ file, url: `/${file}` }));
  const manifestFile = `${folder(lang)}manifest.webmanifest`;
  // The build's hashed code and styles first: a save that a deploy overtook fails on its first file
  // (the tab reloads on the new build and saves again, src/app/offline-cache.ts), and a save cut
  // short leaves pages that have what they need to show.
  const code = files.filter(({ url }) => url.startsWith('/assets/'));
  const others = files.filter(({ url }) => !url.startsWith('/assets/'));
  // Only when there are documents to search (an index of some language): a shelf of none adds nothing worth naming.
  const documentsPart = others.some(({ file }) => DOCUMENT_INDEX.test(file));
  const partOf = (file: string): Pick<OfflineFile, 'part'> => (documentsPart && file.startsWith('pagefind/documents/') ? { part: 'documents' } : {});
  const entries: OfflineFile[] = await Promise.all(
    [...code, ...pages, ...others, { file: manifestFile, url: `/${manifestFile}` }].map(async ({ file, url }) => ({
      url,
      bytes: await wireBytes(file),
      ...partOf(file),
    })),
  );
  await writeFile(join(dist, `offline-manifest-${lang}.json`), JSON.stringify({ lang, files: entries }));
  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const documents = entries.filter((entry) => entry.part === 'documents').reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(
    `offline manifest ${lang}: ${pages.length} pages, ${entries.length} files, ${(total / 1e6).toFixed(2)} MB (search inside the documents: ${(documents / 1e6).toFixed(2)} MB)`,
  );
}
