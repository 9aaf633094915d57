import { describe, expect, it } from 'vitest';
import { isReached, leafKeys, reachOf, unusedKeys } from '../../scripts/lint/lib/i18n-unused';

const strings = {
  nav: { home: 'Home', about: 'About' },
  books: { found_one: '{{n}} book', found_other: '{{n}} books', emptyTitle: 'No books' },
  categories: { metal: 'Metal', gas: 'Gas' },
  routes: { home: { title: 'Home', description: 'Start here' } },
  form: { greeting: 'Hello {{name}}' },
  planted: 'Nobody reads me',
};

const code = `
  const items = [{ labelKey: 'nav.home' }, { labelKey: "nav.about" }];
  export function View({ id, route, n }) {
    const { t, tn } = useT();
    return [tn('books.found', n), t(\`books.emptyTitle\`), t(\`categories.\${id}\`), t(\`routes.\${route}.title\`)];
  }
  const greeting = contact.resources[lang].form.greeting;
`;

describe('the unused-key check', () => {
  it('reports a planted key that no code names, and only it', () => {
    expect(unusedKeys([['common', strings]], reachOf([['View.tsx', code]]))).toEqual(['common:routes.home.description', 'common:planted']);
  });

  it('reaches both plural forms from their base, and a subtree from a template prefix', () => {
    const reach = reachOf([['View.tsx', code]]);
    expect(isReached('books.found_one', reach)).toBe(true);
    expect(isReached('books.found_other', reach)).toBe(true);
    expect(isReached('categories.gas', reach)).toBe(true);
    expect(isReached('routes.home.title', reach)).toBe(true);
    expect(isReached('form.greeting', reach)).toBe(true);
  });

  it('does not let a template with no text of its own reach everything', () => {
    const reach = reachOf([['format.ts', 'const n = `${whole}.${fraction}`; const c = `${a} ${b}`;']]);
    expect(isReached('nav.home', reach)).toBe(false);
  });

  it('does not count a single property name as a key', () => {
    expect(isReached('planted', reachOf([['x.ts', 'const p = object.planted;']]))).toBe(false);
  });

  it('lists every dotted path to a string', () => {
    expect(leafKeys({ a: 'A', b: { c: 'C', d: { e: 'E' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });
});
