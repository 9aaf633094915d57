import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { prerenderPaths, routes } from '../../src/app/routes';
import { expect, test } from './fixtures';

const dist = join(import.meta.dirname, '..', '..', 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

interface Anchor {
  href: string;
  target?: string;
  rel?: string;
  page: string;
}

function anchors(file: string): Anchor[] {
  const html = readFileSync(file, 'utf8');
  const page =
    '/' +
    relative(dist, file)
      .replace(/index\.html$/, '')
      .replace(/\/$/, '');
  return [...html.matchAll(/<a\b([^>]*)>/g)].map((m) => {
    const attrs = m[1]!;
    const get = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];
    return { href: get('href') ?? '', target: get('target'), rel: get('rel'), page };
  });
}

const paths = new Set(await prerenderPaths());
const files = existsSync(dist) ? htmlFiles(dist) : [];

test.describe('link integrity over every prerendered page', () => {
  test('every route of the table was prerendered', () => {
    expect(files.length).toBeGreaterThanOrEqual(paths.size);
    expect(routes.length).toBeGreaterThan(0);
  });

  test('no link is "#", empty or javascript:', () => {
    const bad = files.flatMap(anchors).filter((a) => a.href === '' || a.href === '#' || /^javascript:/i.test(a.href));
    expect(bad).toEqual([]);
  });

  test('every internal link leads to a route of the table or a file in dist', () => {
    const broken = files
      .flatMap(anchors)
      .filter((a) => a.href.startsWith('/') && !a.href.startsWith('//'))
      .filter((a) => {
        const path = decodeURI(a.href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/');
        return !paths.has(path) && !existsSync(join(dist, path));
      })
      .map((a) => `${a.page} → ${a.href}`);
    expect([...new Set(broken)]).toEqual([]);
  });

  test('every link that opens a new tab or leaves the site is safe (rel noopener)', () => {
    const unsafe = files
      .flatMap(anchors)
      .filter((a) => a.target === '_blank' || /^https?:/.test(a.href))
      .filter((a) => a.target === '_blank' && !/\bnoopener\b/.test(a.rel ?? ''))
      .map((a) => `${a.page} → ${a.href}`);
    expect(unsafe).toEqual([]);
  });
});
