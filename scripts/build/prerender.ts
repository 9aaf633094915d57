// Writes dist/<route>/index.html for every row of the route table in every language (English at
// the root, the others under /fr/, /rw/…), and a 404.html per language, from the built client
// template and the SSR build of src/app/entry-server.tsx. Also writes sitemap.xml (every URL with its
// hreflang alternates) and robots.txt from the same table, and the security headers for hosts
// (_headers) and for nginx (nginx-headers.conf), whose CSP allows the inline scripts it writes.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import Beasties from 'beasties';
import type { RouteRow } from '../../src/app/routes';
import type { Lang } from '../../src/lib/langs';
import { compileInlineScripts } from './inline-scripts';
import { pageModules, startupModules } from './page-modules';
import { contentSecurityPolicy, headersFile, NGINX_HEADERS_FILE, nginxHeaders, type SecurityOptions } from './security';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const server = (await import(pathToFileURL(ssrEntry).href)) as typeof import('../../src/app/entry-server');
const { render, renderedNamespaces, prerenderPaths, routes, notFoundRoute, LANGS, DEFAULT_LANG, langOfPath, localizePath, pageUrls } = server;

// The inline scripts, compiled from src/boot/: what every page carries and the CSP allows by hash.
const inline = await compileInlineScripts();
const security: SecurityOptions = { inlineScripts: [inline.langRedirect, inline.boot], frameOrigins: server.frameOrigins };
const cspMeta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ ...security, forMeta: true })}" />`;
const built = (await readFile(join(dist, 'index.html'), 'utf8')).replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMeta}`);
if (!built.includes('Content-Security-Policy')) throw new Error('index.html template has no <meta charset="UTF-8" />');
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(built)) throw new Error('inline <script> in index.html: the CSP forbids it');

// Nothing but the HTML (with its critical CSS inlined below) is asked for before the first paint:
// the entry module and Vite's module preloads leave <head>; the bootstrap (src/boot/boot.ts)
// at the end of <body> adds them after the first frame.
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryMatch = ENTRY.exec(built)?.[1];
if (!entryMatch) throw new Error('index.html has no entry <script type="module">');
const entry: string = entryMatch;
const entryImports = [...built.matchAll(PRELOAD)].map((m) => m[1]!);
// Nor anything the browser fetches by itself around the first paint, which a slow network then
// waits on: the favicon is written into the page (a data: URL, a few hundred bytes, and one request
// fewer on a first visit), and the web app manifest is linked by the bootstrap once the page has
// painted (data-manifest). Lighthouse's LCP counted the manifest's request whenever it began before
// the paint: 1.06 s against 0.91 s on the same road map page, on a coin toss.
const FAVICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
const MANIFEST = /\s*<link rel="manifest" href="\/manifest.webmanifest" \/>/;
// The SVG as a URL: single quotes inside, and only what a URL cannot hold percent-encoded.
const favicon = (await readFile(join(root, 'public', 'favicon.svg'), 'utf8'))
  .trim()
  .replaceAll('"', "'")
  .replace(/[%#<>\s]/g, (c) => encodeURIComponent(c));
if (!built.includes(FAVICON) || !MANIFEST.test(built)) throw new Error('index.html has no favicon or manifest <link> as expected');
const template = built
  .replace(ENTRY, '')
  .replace(PRELOAD, '')
  .replace(FAVICON, `<link rel="icon" href="data:image/svg+xml,${favicon}" type="image/svg+xml" />`)
  .replace(MANIFEST, '');

// React 19 emits <title>, <meta> and <link> rendered by components at the top of the output;
// they belong in <head>.
const HEAD_TAG = /<(title)>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/y;

function splitHead(html: string): { head: string; body: string } {
  let index = 0;
  const head: string[] = [];
  for (;;) {
    HEAD_TAG.lastIndex = index;
    const match = HEAD_TAG.exec(html);
    if (!match) break;
    head.push(match[0]);
    index = HEAD_TAG.lastIndex;
  }
  return { head: head.join('\n    '), body: html.slice(index) };
}

// Each language's common strings are a chunk of their own: a French page asks for its strings at
// once, beside the entry script, instead of after it.
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const stringsChunk = (lang: Lang) => manifest[`src/content/generated/i18n/common.${lang}.json`]?.file;
// React DOM, which the entry imports on its own to run it in a task of its own
// (src/app/entry-client.tsx): preloaded beside the entry, so it waits for no network.
const startup = startupModules(manifest).filter((url) => url !== entry && !entryImports.includes(url));

// The chunk of a namespace's strings in one language (src/i18n/namespaces/).
const namespaceChunks = (lang: Lang) =>
  renderedNamespaces().flatMap((ns) => {
    const file = manifest[`src/content/generated/i18n/${ns}.${lang}.json`]?.file;
    if (!file) throw new Error(`no chunk for the ${lang} strings of namespace ${ns}`);
    return [`/${file}`];
  });

function fill(appHtml: string, path: string, lang: Lang, row: RouteRow, namespaces: string[]): string {
  const { head, body } = splitHead(appHtml);
  if (!head.includes('<title>')) throw new Error('a prerendered page has no <title>');
  // React marks a Suspense boundary that failed on the server with <!--$!--> and leaves its content
  // out, for the browser to render: the learner would wait for JavaScript to read that part.
  if (body.includes('<!--$!-->')) throw new Error(`${path}: a part of the page failed to prerender (a Suspense boundary marked <!--$!-->)`);
  const strings = stringsChunk(lang);
  const shared = [entry, ...entryImports, ...startup, ...(strings ? [`/${strings}`] : [])];
  // The page's own chunks too: fetched beside the entry, not after it, and already preloaded when
  // the entry imports the page (Vite's helper then adds no <link> of its own while the page starts).
  // And the strings of the namespaces it shows, in its language: the entry awaits them before hydrating.
  const modules = [...shared, ...pageModules(manifest, `src/pages/${row.page}.tsx`, shared), ...namespaces];
  // The redirect script reads the page's hreflang alternates, so it comes right after them.
  // Replaced by functions: a `$&` or `$'` in the page or in a minified script is text, not a pattern.
  return template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', () => `${head}\n    <script>${inline.langRedirect}</script>`)
    .replace('<div id="root">', `<div id="root" data-path="${path}">`)
    .replace('<!--app-html-->', () => body)
    .replace(
      '</body>',
      () =>
        `  <script data-modules="${modules.join(' ')}" data-manifest="${localizePath('/manifest.webmanifest', lang).replace(/\/$/, '')}">${inline.boot}</script>\n  </body>`,
    );
}

function fileFor(path: string): string {
  const folder = path.replace(/^\//, '').replace(/\/$/, '');
  return folder ? join(dist, folder, 'index.html') : join(dist, 'index.html');
}

const paths = await prerenderPaths();
const rowFor = (localized: string): RouteRow => {
  const path = localizePath(localized, DEFAULT_LANG);
  const row =
    routes.find((row) => row.path === path) ??
    routes.find((row) => row.path.includes(':') && new RegExp('^' + row.path.replace(/:[^/]+/g, '[^/]+') + '$').test(path));
  if (!row) throw new Error(`${localized}: no row of the route table`);
  return row;
};

const pages: [file: string, html: string][] = [];
for (const path of paths) {
  const row = rowFor(path);
  const appHtml = await render(path, row);
  const html = fill(appHtml, path, langOfPath(path), row, namespaceChunks(langOfPath(path)));
  pages.push([fileFor(path), html]);
}
// The catch-all page of each language, for hosts to answer unknown paths with (status 404):
// dist/404.html, dist/fr/404.html, dist/rw/404.html.
for (const lang of LANGS) {
  const path = localizePath('/404', lang);
  const appHtml = await render(path, notFoundRoute);
  pages.push([join(dist, path.replace(/^\//, '') + '.html'), fill(appHtml, path, lang, notFoundRoute, namespaceChunks(lang))]);
}

// Critical CSS: the rules each page's HTML uses are inlined in a <style> where the stylesheet link
// was; the link moves to the end of <body>, where it no longer holds the first paint and needs no
// onload handler (which the CSP would refuse). Beasties only computes the <style>: it re-serializes
// the whole document (attribute case, void tags), so the rest of the page is kept as rendered.
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  // @ts-expect-error -- Beasties handles false (no <link rel=preload> at all); its types leave it out.
  preload: false,
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="[^"]+\.css">/;
async function inlineCriticalCss(html: string): Promise<string> {
  const link = STYLESHEET.exec(html)?.[0];
  if (!link) throw new Error('a prerendered page has no stylesheet link');
  const style = /<style>[\s\S]*?<\/style>/.exec(await beasties.process(html))?.[0];
  if (!style) throw new Error('beasties found no critical CSS');
  return html.replace(link, `\n    ${style}`).replace('</body>', `  ${link.trim()}\n  </body>`);
}
for (const [file, html] of pages) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await inlineCriticalCss(html));
}

const origin = server.siteUrl.replace(/\/$/, '');
const sitemapEntry = (path: string) => {
  const { canonical, alternates } = pageUrls(origin, path);
  const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${a.href}"/>`);
  return `  <url>\n    <loc>${canonical}</loc>\n${links.join('\n')}\n  </url>`;
};
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(sitemapEntry).join('\n')}
</urlset>
`;
await writeFile(join(dist, 'sitemap.xml'), sitemap);
await writeFile(join(dist, '_headers'), headersFile(security));
await writeFile(join(dist, NGINX_HEADERS_FILE), nginxHeaders(security));
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });

console.log(`prerendered ${paths.length} pages in ${LANGS.length} languages + ${LANGS.length} not-found pages, sitemap.xml with ${paths.length} URLs`);
