import { describe, expect, it } from 'vitest';
import { langParts, markLang, plainText } from '../../src/lib/lang-parts';

describe('language of parts inside a sentence', () => {
  it('cuts a sentence into its own words and the names marked with their language', () => {
    expect(langParts('organisés par la [[en:National Examination and School Inspection Authority]] (NESA), décident')).toEqual([
      { text: 'organisés par la ' },
      { text: 'National Examination and School Inspection Authority', lang: 'en' },
      { text: ' (NESA), décident' },
    ]);
    expect(langParts('Kanda kuri Ohereza ([[en:Send]]) kugira ngo budugereho.')).toEqual([
      { text: 'Kanda kuri Ohereza (' },
      { text: 'Send', lang: 'en' },
      { text: ') kugira ngo budugereho.' },
    ]);
  });

  it('leaves a sentence without marks whole, and one that is only a mark as one part', () => {
    expect(langParts('Rien à marquer : une phrase.')).toEqual([{ text: 'Rien à marquer : une phrase.' }]);
    expect(langParts('[[en:Rwanda Education Board]]')).toEqual([{ text: 'Rwanda Education Board', lang: 'en' }]);
    expect(langParts('')).toEqual([]);
  });

  it('reads only the languages a text may be in, and leaves anything else as written', () => {
    expect(langParts('[[sw:Kiswahili Sanifu]] et [[de:Nein]]')).toEqual([{ text: 'Kiswahili Sanifu', lang: 'sw' }, { text: ' et [[de:Nein]]' }]);
    expect(langParts('a [[en:]] b')).toEqual([{ text: 'a [[en:]] b' }]);
  });

  it('gives the sentence as shown for a plain string', () => {
    expect(plainText('Kanda kuri Ohereza ([[en:Send]]) kugira ngo budugereho.')).toBe('Kanda kuri Ohereza (Send) kugira ngo budugereho.');
    expect(plainText('Deux : [[en:A]] et [[en:B]].')).toBe('Deux : A et B.');
  });

  it('marks a name that has a language of its own, and leaves one without as it is', () => {
    expect(markLang('Tin', 'en')).toBe('[[en:Tin]]');
    expect(markLang('Zahabu', undefined)).toBe('Zahabu');
    expect(langParts(`Soma ibyerekeye ${markLang('Tin', 'en')}`)).toEqual([{ text: 'Soma ibyerekeye ' }, { text: 'Tin', lang: 'en' }]);
  });
});
