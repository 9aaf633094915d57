// Writes dist/<route>/index.html for every row of the route table (and dist/404.html),
// from the built client template and the SSR build of src/entry-server.tsx.
// Also writes sitemap.xml and robots.txt from the same table.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, headersFile } from './security.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const server = await import(pathToFileURL(ssrEntry).href);
const { render, prerenderPaths, routes, notFoundRoute } = server;

const frameOrigins = server.frameOrigins;
const cspMeta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ frameOrigins, forMeta: true })}" />`;
const template = (await readFile(join(dist, 'index.html'), 'utf8')).replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMeta}`);
if (!template.includes('Content-Security-Policy')) throw new Error('index.html template has no <meta charset="UTF-8" />');
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(template)) throw new Error('inline <script> in index.html: the CSP forbids it');

// React 19 emits <title>, <meta> and <link> rendered by components at the top of the output;
// they belong in <head>.
const HEAD_TAG = /<(title)>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/y;

function splitHead(html) {
  let index = 0;
  const head = [];
  for (;;) {
    HEAD_TAG.lastIndex = index;
    const match = HEAD_TAG.exec(html);
    if (!match) break;
    head.push(match[0]);
    index = HEAD_TAG.lastIndex;
  }
  return { head: head.join('\n    '), body: html.slice(index) };
}

function fill(appHtml, path) {
  const { head, body } = splitHead(appHtml);
  if (!head.includes('<title>')) throw new Error('a prerendered page has no <title>');
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root">', `<div id="root" data-path="${path}">`)
    .replace('<!--app-html-->', body);
}

function fileFor(path) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.replace(/^\//, ''), 'index.html');
}

const paths = await prerenderPaths();
const rowFor = (path) => routes.find((row) => row.path === path) ?? routes.find((row) => row.path.includes(':') && new RegExp('^' + row.path.replace(/:[^/]+/g, '[^/]+') + '$').test(path));

const pages = [];
for (const path of paths) {
  const html = fill(await render(path, rowFor(path)), path);
  pages.push([fileFor(path), html]);
}
// The catch-all page, for hosts to answer unknown paths with (status 404).
const notFound = fill(await render('/404', notFoundRoute), '/404');

for (const [file, html] of pages) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
await writeFile(join(dist, '404.html'), notFound);

const origin = server.siteUrl.replace(/\/$/, '');
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`).join('\n')}
</urlset>
`;
await writeFile(join(dist, 'sitemap.xml'), sitemap);
await writeFile(join(dist, '_headers'), headersFile({ frameOrigins }));
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });

console.log(`prerendered ${pages.length} routes + 404.html, sitemap.xml with ${paths.length} URLs`);
