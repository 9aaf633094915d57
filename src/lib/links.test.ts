import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  elementHref,
  langOfPath,
  languageVersions,
  localizePath,
  pageUrls,
  ROUTE_PATHS,
  routeHref,
  splitLangPath,
  routeIdOfPath,
  isCurrentPath,
} from './links';

describe('language paths', () => {
  it('keeps English at the root and puts French and Kinyarwanda behind their prefix', () => {
    expect(localizePath('/books', 'en')).toBe('/books');
    expect(localizePath('/books', 'fr')).toBe('/fr/books');
    expect(localizePath('/books', 'rw')).toBe('/rw/books');
    expect(localizePath('/', 'rw')).toBe('/rw/');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('keeps the query and the hash', () => {
    expect(localizePath('/papers?board=reb&level=olevel#results', 'fr')).toBe('/fr/papers?board=reb&level=olevel#results');
    expect(localizePath('/?tab=books', 'rw')).toBe('/rw/?tab=books');
  });

  it('moves a path from one language to another without stacking prefixes', () => {
    expect(localizePath('/fr/books', 'rw')).toBe('/rw/books');
    expect(localizePath('/rw/', 'en')).toBe('/');
    expect(localizePath('/rw', 'fr')).toBe('/fr/');
    expect(localizePath('/fr/books', 'fr')).toBe('/fr/books');
  });

  it('does not take a path that only starts with the letters of a language for a prefix', () => {
    expect(splitLangPath('/french-books')).toEqual({ lang: 'en', path: '/french-books' });
    expect(splitLangPath('/rwanda')).toEqual({ lang: 'en', path: '/rwanda' });
    expect(langOfPath('/fr')).toBe('fr');
    expect(langOfPath('/rw/blog/x')).toBe('rw');
  });

  it('round-trips any path through every language', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('en', 'fr', 'rw' as const),
        fc.constantFrom('en', 'fr', 'rw' as const),
        (segments, a, b) => {
          const path = '/' + segments.join('/');
          const there = localizePath(path, a);
          expect(langOfPath(there)).toBe(a);
          expect(localizePath(localizePath(there, b), 'en')).toBe(localizePath(path, 'en'));
        },
      ),
    );
  });

  it('builds hrefs from route ids, params and query, encoding what needs it', () => {
    expect(routeHref('books', 'fr', { query: { q: 'physique & chimie', page: 2 } })).toBe('/fr/books?q=physique+%26+chimie&page=2');
    expect(routeHref('blogPost', 'rw', { params: { slug: 'a b' } })).toBe('/rw/blog/a%20b');
    expect(routeHref('home', 'en', { hash: 'main' })).toBe('/#main');
    expect(routeHref('papers', 'en', { query: { board: '', level: undefined } })).toBe('/papers');
    expect(() => routeHref('blogPost', 'en')).toThrow(/slug/);
  });

  it('lists a page in every language for hreflang alternates', () => {
    expect(languageVersions('/fr/periodic')).toEqual([
      ['en', '/periodic'],
      ['fr', '/fr/periodic'],
      ['rw', '/rw/periodic'],
    ]);
  });

  it('has no route whose path could be mistaken for a language prefix', () => {
    for (const path of Object.values(ROUTE_PATHS)) expect(splitLangPath(path).lang).toBe('en');
  });
});

describe('page URLs', () => {
  it('gives a canonical URL in the page language and reciprocal alternates with an English x-default', () => {
    const { canonical, alternates } = pageUrls('https://ubumenyi.rw', '/rw/books/');
    expect(canonical).toBe('https://ubumenyi.rw/rw/books');
    expect(alternates).toEqual([
      { hrefLang: 'en', href: 'https://ubumenyi.rw/books' },
      { hrefLang: 'fr', href: 'https://ubumenyi.rw/fr/books' },
      { hrefLang: 'rw', href: 'https://ubumenyi.rw/rw/books' },
      { hrefLang: 'x-default', href: 'https://ubumenyi.rw/books' },
    ]);
    expect(pageUrls('https://ubumenyi.rw', '/fr').canonical).toBe('https://ubumenyi.rw/fr/');
    expect(pageUrls('https://ubumenyi.rw', '/').canonical).toBe('https://ubumenyi.rw/');
  });
});

describe('element pages', () => {
  it('puts an element page at its lower-case symbol, behind the language prefix', () => {
    expect(elementHref('en', 'Fe')).toBe('/periodic/fe');
    expect(elementHref('fr', 'fe')).toBe('/fr/periodic/fe');
    expect(elementHref('rw', 'Og')).toBe('/rw/periodic/og');
  });
});

describe('routeIdOfPath', () => {
  it('names the row of a path without parameters, with or without a trailing slash', () => {
    expect(routeIdOfPath('/')).toBe('home');
    expect(routeIdOfPath('/books')).toBe('books');
    expect(routeIdOfPath('/books/')).toBe('books');
  });

  it('names no row for a path with parameters or an unknown path', () => {
    expect(routeIdOfPath('/periodic/fe')).toBeUndefined();
    expect(routeIdOfPath('/road-maps/frontend-developer')).toBeUndefined();
    expect(routeIdOfPath('/nowhere')).toBeUndefined();
  });
});

describe('isCurrentPath: which navigation link marks the page as current', () => {
  it('marks the same page, and the pages below a section unless the link is exact', () => {
    expect(isCurrentPath('/road-maps', '/road-maps')).toBe(true);
    expect(isCurrentPath('/road-maps/frontend-developer', '/road-maps')).toBe(true);
    expect(isCurrentPath('/fr/road-maps/frontend-developer', '/fr/road-maps')).toBe(true);
    expect(isCurrentPath('/road-maps/frontend-developer', '/road-maps', true)).toBe(false);
  });

  it('does not mark a page whose path merely starts with the same letters, or another language', () => {
    expect(isCurrentPath('/books-old', '/books')).toBe(false);
    expect(isCurrentPath('/fr/books', '/books')).toBe(false);
    expect(isCurrentPath('/books', '/fr/books')).toBe(false);
  });

  it('marks the home page only on the home page when exact', () => {
    expect(isCurrentPath('/', '/', true)).toBe(true);
    expect(isCurrentPath('/books', '/', true)).toBe(false);
    expect(isCurrentPath('/fr/', '/fr/', true)).toBe(true);
    expect(isCurrentPath('/fr/books', '/fr/', true)).toBe(false);
  });
});
