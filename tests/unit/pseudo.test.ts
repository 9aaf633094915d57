import { describe, expect, it } from 'vitest';
import { pseudoText } from '../../src/lib/pseudo';

describe('the pseudo-locale', () => {
  it('accents every letter, brackets the text and makes it about 30 % longer', () => {
    const text = 'Search the library';
    const pseudo = pseudoText(text);
    expect(pseudo).toMatch(/^\[Šéåŕçĥ ţĥé ļîƀŕåŕý ~+\]$/);
    expect(pseudo.length / text.length).toBeGreaterThan(1.25);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
  });

  it('keeps placeholders, language marks, addresses and paths as they are', () => {
    expect(pseudoText('{{count}} books by {{ author }}')).toMatch(/^\[\{\{count\}\} ƀööķš ƀý \{\{ author \}\} ~+\]$/);
    expect(pseudoText('Read [[en:Tin]] now')).toMatch(/^\[Ŕéåð \[\[en:Ţîñ\]\] ñöŵ ~+\]$/);
    expect(pseudoText('See https://phet.colorado.edu and /books/s1.pdf')).toContain('https://phet.colorado.edu');
    expect(pseudoText('See https://phet.colorado.edu and /books/s1.pdf')).toContain('/books/s1.pdf');
  });

  it('pads in words of at most ten tildes, so long texts still wrap', () => {
    const pseudo = pseudoText('a'.repeat(100));
    expect(pseudo.match(/~+/g)!.every((run) => run.length <= 10)).toBe(true);
  });

  it('leaves blank text blank', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText('  ')).toBe('  ');
  });
});
