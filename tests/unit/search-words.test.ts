import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  correctQuery,
  fold,
  indexQuery,
  judgeAnswers,
  matchWord,
  orderAnswers,
  queryWords,
  rwStem,
  rwUnjoin,
  slips,
  stemKeys,
  textKeys,
  wordKey,
} from '@/lib/search-words';

describe('rwStem: a Kinyarwanda noun and its plural share a key', () => {
  // Singular, plural: the pairs of noun classes 1/2, 3/4, 5/6, 7/8, 9/10, 11/10, 12/13, 14/6.
  const pairs: Array<[string, string]> = [
    ['igitabo', 'ibitabo'],
    ['isomo', 'amasomo'],
    ['umunyeshuri', 'abanyeshuri'],
    ['umwarimu', 'abarimu'],
    ['ishuri', 'amashuri'],
    ['ikizamini', 'ibizamini'],
    ['igerageza', 'amagerageza'],
    ['icyiciro', 'ibyiciro'],
    ['umubare', 'imibare'],
    ['ikinyabuzima', 'ibinyabuzima'],
    ['ikinyabutabire', 'ibinyabutabire'],
    ['icyuma', 'ibyuma'],
    ['umwitozo', 'imyitozo'],
    ['akarere', 'uturere'],
    ['urugero', 'ingero'],
  ];
  it.each(pairs)('%s / %s', (one, many) => {
    expect(rwStem(one)).toBe(rwStem(many));
  });

  it('keeps words without a prefix, and stems too short to stand alone', () => {
    expect(rwStem('zahabu')).toBe('zahabu');
    expect(rwStem('ogisijeni')).toBe('ogisijeni');
    expect(rwStem('amazi')).toBe('amazi');
    expect(rwStem('isi')).toBe('isi');
  });

  it('reads capitals and accents as plain letters', () => {
    expect(rwStem('Ibitabo')).toBe(rwStem('igitabo'));
    expect(fold('Électricité')).toBe('electricite');
  });

  it('keeps different nouns apart', () => {
    expect(rwStem('ubutabire')).not.toBe(rwStem('igitabo'));
    expect(rwStem('ubugenge')).not.toBe(rwStem('imibare'));
    expect(rwStem('ubugenge')).not.toBe(rwStem('ubwigenge'));
  });
});

describe('queryWords: what a learner types, as words', () => {
  it('drops Kinyarwanda connectives and little words', () => {
    expect(queryWords("ibitabo by'imibare", 'rw')).toEqual(['ibitabo', 'imibare']);
    expect(queryWords('igitabo cy’ubutabire', 'rw')).toEqual(['igitabo', 'ubutabire']);
    expect(queryWords('amasomo ya S2 na S3', 'rw')).toEqual(['amasomo', 's2', 's3']);
  });

  it('reads a Kinyarwanda connective typed without its apostrophe, apart or joined, as the written one (issue 45)', () => {
    const written = indexQuery("ibitabo by'imibare", 'rw');
    for (const typed of ['ibitabo byimibare', 'ibitabo by imibare', 'ibitabo by’imibare', 'Ibitabo Byimibare']) expect(indexQuery(typed, 'rw')).toBe(written);
    const pairs: Array<[string, string]> = [
      ["imbonerahamwe y'ibinyabutabire", 'imbonerahamwe yibinyabutabire'],
      ["imbonerahamwe y'ibinyabutabire", 'imbonerahamwe y ibinyabutabire'],
      ["igitabo cy'ubutabire", 'igitabo cyubutabire'],
      ["isomo ry'ubugenge", 'isomo ryubugenge'],
      ["indirimbo z'urukundo", 'indirimbo zurukundo'],
      ["urusobe rw'ibinyabuzima", 'urusobe rwibinyabuzima'],
      ["ubumenyi bw'isi n'ibidukikije", 'ubumenyi bwisi nibidukikije'],
      ["ubumenyi bw'isi n'ibidukikije", 'ubumenyi bw isi n ibidukikije'],
      ["amateka n'uburere", 'amateka nuburere'],
      ["ibitabo by'abanyeshuri", 'ibitabo byabanyeshuri'],
      ["utuntu tw'ingenzi", 'utuntu twingenzi'],
      ["amashuri y'isumbuye", 'amashuri yisumbuye'],
      ["mw'ishuri", 'mwishuri'],
    ];
    for (const [apostrophe, phone] of pairs) expect(indexQuery(phone, 'rw'), phone).toBe(indexQuery(apostrophe, 'rw'));
  });

  it('keeps whole a Kinyarwanda word that only begins like a connective', () => {
    for (const word of ['zahabu', 'kaminuza', 'cyane', 'byahise', 'rwanda', 'ryari', 'mwarimu', 'imibare', 'ubugenge', 'ndetse', 'nyuma', 'yego', 'wowe'])
      expect(rwUnjoin(word), word).toBe(word);
    expect(rwUnjoin('byimibare')).toBe('imibare');
    expect(rwUnjoin('bwisi')).toBe('isi');
    // Only Kinyarwanda reads joined connectives.
    expect(queryWords('nitrogen', 'en')).toEqual(['nitrogen']);
  });

  it('finds a text written with the apostrophe from a query typed without it, and the other way round', () => {
    const books = [{ title: 'Mathematics for Rwanda Schools, Senior 1', tags: 'igitabo isomo Imibare imibare S1 umwaka wa mbere', text: "Ibitabo by'imibare" }];
    expect(judgeAnswers('ibitabo byimibare', 'rw', books).verdicts[0]?.keep).toBe(true);
    expect(judgeAnswers('ibitabo by imibare', 'rw', books).verdicts[0]?.keep).toBe(true);
    const level = [{ title: 'Amashuri yisumbuye', tags: 'icyiciro rusange amashuri yisumbuye', text: '' }];
    const asked = judgeAnswers("amashuri y'isumbuye", 'rw', level).verdicts[0];
    expect(asked?.keep).toBe(true);
    // The same phrase, whichever way the connective is typed.
    expect(asked?.phrase).toBe(0);
    expect(stemKeys('amashuri yisumbuye', 'rw')).toEqual(stemKeys("amashuri y'isumbuye", 'rw'));
  });

  it('drops French elisions and little words', () => {
    expect(queryWords('livre de mathématiques', 'fr')).toEqual(['livre', 'mathématiques']);
    expect(queryWords("l'acide et la base", 'fr')).toEqual(['acide', 'base']);
    expect(queryWords('examens d’électricité', 'fr')).toEqual(['examens', 'électricité']);
    expect(queryWords('livre d anglais', 'fr')).toEqual(['livre', 'anglais']);
    expect(queryWords('l acide', 'fr')).toEqual(['acide']);
  });

  it('drops English possessives and little words', () => {
    expect(queryWords("Ohm's law", 'en')).toEqual(['ohm', 'law']);
    expect(queryWords('books for the S2 biology', 'en')).toEqual(['books', 's2', 'biology']);
  });

  it('keeps a query of little words only, and never fails on odd text', () => {
    expect(queryWords('de la', 'fr')).toEqual(['de', 'la']);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom('en' as const, 'fr' as const, 'rw' as const), (text, lang) => {
        const words = queryWords(text, lang);
        expect(words.length).toBeLessThanOrEqual(12);
        expect(typeof indexQuery(text, lang)).toBe('string');
      }),
    );
  });
});

describe('wordKey: singular and plural', () => {
  it('English', () => {
    expect(wordKey('fractions', 'en')).toBe(wordKey('fraction', 'en'));
    expect(wordKey('batteries', 'en')).toBe(wordKey('battery', 'en'));
    expect(wordKey('boxes', 'en')).toBe(wordKey('box', 'en'));
    expect(wordKey('physics', 'en')).toBe('physics');
    expect(wordKey('photosynthesis', 'en')).toBe('photosynthesis');
  });

  it('French', () => {
    expect(wordKey('livres', 'fr')).toBe(wordKey('livre', 'fr'));
    expect(wordKey('Éléments', 'fr')).toBe(wordKey('élément', 'fr'));
    expect(wordKey('métaux', 'fr')).toBe(wordKey('métal', 'fr'));
  });
});

describe('slips and matchWord: misspellings, never a real word turned into another', () => {
  it('counts a swap of two letters as one slip', () => {
    expect(slips('electrcity', 'electricity', 2)).toBe(1);
    expect(slips('chimestry', 'chemistry', 2)).toBe(2);
    expect(slips('photosynthesis', 'photo', 2)).toBe(3);
  });

  it('same key, a word being typed, a slip, or nothing', () => {
    expect(matchWord('fraction', ['fraction', 'intro'])).toBe('same');
    expect(matchWord('electr', ['electricity'], { typing: true })).toBe('typing');
    expect(matchWord('electr', ['electricity'])).toBe('none');
    expect(matchWord('electrcity', ['electricity'])).toBe('slip');
    expect(matchWord('photosynthesis', ['photo'])).toBe('none');
    // Short words carry no slip ("fer" is not "for"); the first letter is never wrong ("light" is not "night").
    expect(matchWord('fer', ['for'])).toBe('none');
    expect(matchWord('night', ['light'])).toBe('none');
  });
});

describe('judgeAnswers: no false answer first', () => {
  const photo = { title: 'AI and Data Scientist Roadmap', text: 'Train a model on a few hundred photos of cassava leaves.' };
  const fractions = { title: 'Fractions: Intro', text: 'Build fractions from shapes and numbers.' };
  const livermorium = { title: 'Livermorium', text: 'It lasts a fraction of a second.' };
  const overview = { title: 'Mathematics overview', text: 'Numbers, fractions and geometry.' };

  it('drops a result matched only by another word ("photos" for "photosynthesis")', () => {
    expect(judgeAnswers('photosynthesis', 'en', [photo]).verdicts.map((v) => v.keep)).toEqual([false]);
  });

  it('puts results with the word in their title or learner words first, then the index order', () => {
    const answers = [livermorium, overview, fractions];
    expect(orderAnswers(answers, judgeAnswers('fractions', 'en', answers).verdicts)).toEqual([fractions, livermorium, overview]);
  });

  it('reads a misspelling only when no result has the word as typed', () => {
    const electricity = { title: 'Balloons and Static Electricity', text: 'Rub a balloon.' };
    expect(judgeAnswers('electrcity', 'en', [electricity]).verdicts.map((v) => v.keep)).toEqual([true]);
    // "lens" is on the site: "lense" stays itself, "lenses" is its plural.
    const lens = { title: 'Geometric Optics', text: 'A lens bends light.' };
    const lenses = { title: 'Bending Light', text: 'Lenses and prisms.' };
    expect(judgeAnswers('lens', 'en', [lens, lenses]).verdicts.map((v) => v.keep)).toEqual([true, true]);
  });

  it('finds a Kinyarwanda plural by its singular, through the learner words', () => {
    const book = { title: 'Mathematics for Rwanda Schools, Senior 1', tags: 'igitabo imibare S1 umwaka wa mbere', text: 'Igitabo cy’umunyeshuri.' };
    const page = { title: 'Amashuri abanza', text: 'Abana biga imibare no gusoma.' };
    const { verdicts } = judgeAnswers("ibitabo by'imibare", 'rw', [page, book]);
    expect(verdicts.map((v) => v.keep)).toEqual([false, true]);
    expect(indexQuery("ibitabo by'imibare", 'rw')).toBe(`${rwStem('ibitabo')} ${rwStem('imibare')}`);
  });
});

describe('stemKeys and textKeys', () => {
  it('the index adds only the stems that differ from the words', () => {
    expect([...stemKeys('Ibitabo by’imibare na zahabu', 'rw')].sort()).toEqual([rwStem('ibitabo'), rwStem('imibare')].sort());
    expect(stemKeys('books of mathematics', 'en').size).toBe(1);
  });

  it('every word of a text has its key', () => {
    expect(textKeys('Livres de physique', 'fr')).toEqual(new Set(['livre', 'de', 'physique']));
  });
});

describe("correctQuery: a misspelling put right from the site's own words", () => {
  const vocabulary = ['chemistry', 'biology', 'electricity', 'light', 'lens', 'imibare', 'ubutabire', 'oxygène'];

  it('corrects a word the site does not have to the closest site word', () => {
    expect(correctQuery('chimestry', 'en', ['chimestry'], vocabulary)).toBe('chemistry');
    expect(correctQuery('biolgy book', 'en', ['biolgy', 'book'], vocabulary)).toBe('biology book');
    expect(correctQuery('imibaree', 'rw', ['imibaree'], vocabulary)).toBe('imibare');
    expect(correctQuery('oxigene', 'fr', ['oxigene'], vocabulary)).toBe('oxygène');
  });

  it('never turns a site word, or a word being typed, into another', () => {
    expect(correctQuery('lens', 'en', [], vocabulary)).toBeUndefined();
    expect(correctQuery('lens', 'en', ['lens'], vocabulary)).toBeUndefined();
    expect(correctQuery('electri', 'en', ['electri'], vocabulary)).toBeUndefined();
  });

  it('leaves words far from every site word, and short words', () => {
    expect(correctQuery('photosynthesis', 'en', ['photosynthesis'], vocabulary)).toBeUndefined();
    expect(correctQuery('night', 'en', ['night'], vocabulary)).toBeUndefined();
    expect(correctQuery('lans', 'en', ['lans'], vocabulary)).toBeUndefined();
  });

  it('reads r for l in Kinyarwanda ("ubutabile" is "ubutabire")', () => {
    expect(rwStem('ubutabile')).toBe(rwStem('ubutabire'));
    expect(correctQuery('ubutabile', 'rw', ['ubutabile'], vocabulary)).toBeUndefined();
  });
});
