import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paperOptions as options } from '../../src/content/paper-options';
import {
  EMPTY_PAPER_FILTERS,
  MAX_QUERY_LENGTH,
  applyPaperFilterAction,
  classesOf,
  clampQuery,
  isValidPaperFilters,
  levelsOf,
  type PaperFilterState,
} from '../../src/lib/paper-filters';
import { validPaperStates } from './support/paper-states';
import { papersHref, parsePaperFilters, serializePaperFilters, withPaperFilters } from '../../src/lib/paper-url-state';

const state = (partial: Partial<PaperFilterState>): PaperFilterState => ({ ...EMPTY_PAPER_FILTERS, ...partial });
const parse = (query: string) => parsePaperFilters(query, options);

const queryArb = fc
  .oneof(
    fc.constant(''),
    fc.constantFrom('physics', 'S3 ', 'a&b=c', '100%', 'n’abanyeshuri', 'épreuve + 2023', '#top', '?x'),
    fc.string({ unit: 'grapheme', maxLength: 120 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  )
  .map(clampQuery);

const validStateArb = validPaperStates(options, queryArb);

const keys = ['board', 'level', 'class', 'subject', 'year', 'type', 'q', 'from', 'page', 'lng', ''];
const known = ['reb', 'RTB', 'O Level', 'a level', 'S3', 'L3 Software Development', 'Physics', 'physics', 'VueJS', '2023-2024', '2020', 'main', 'mock'];
const garbageQueryArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.constantFrom(...known), fc.string({ unit: 'binary', maxLength: 12 }))), { maxLength: 10 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  fc.constantFrom('%', '%E0%A4%A', '?board=%ZZ', '&&&==', 'board', '=reb', 'q=%00%FF', 'board[]=reb', 'board=reb&board=rtb'),
);

describe('reading the filters from a shared link', () => {
  it('reads the example link of the issue', () => {
    expect(parse('?board=reb&level=O%20Level&class=S3&subject=Physics&year=2023-2024&type=main&q=national')).toEqual({
      from: 'reb',
      board: 'reb',
      level: 'O Level',
      class: 'S3',
      subject: 'Physics',
      year: '2023-2024',
      type: 'main',
      q: 'national',
    });
  });

  it('reads the top board buttons alone', () => {
    expect(parse('from=rtb')).toEqual(state({ from: 'rtb' }));
  });

  it('reads values in any case and keeps the option spelling', () => {
    expect(parse('board=REB&level=o+level&class=s3&subject=PHYSICS&type=MAIN')).toEqual(
      state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3', subject: 'Physics', type: 'main' }),
    );
  });

  it('drops an unknown board and everything that hangs from it', () => {
    expect(parse('board=wda&level=O%20Level&class=S3&subject=Physics&year=2020')).toEqual(state({ year: '2020' }));
  });

  it('drops a class that does not belong to the level, and a subject that class would need', () => {
    expect(parse('board=reb&level=O%20Level&class=S5&subject=Physics')).toEqual(state({ from: 'reb', board: 'reb', level: 'O Level', subject: 'Physics' }));
    expect(parse('board=reb&level=O%20Level&class=S5&subject=Philosophy')).toEqual(state({ from: 'reb', board: 'reb', level: 'O Level' }));
  });

  it('drops a subject the class does not offer, and a level of the other board', () => {
    expect(parse('board=reb&level=O%20Level&class=S1&subject=ICT')).toEqual(state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S1' }));
    expect(parse('board=reb&level=ICT%20%26%20Multimedia')).toEqual(state({ from: 'reb', board: 'reb' }));
  });

  it('drops a level without a board, and the top button when the board select says otherwise', () => {
    expect(parse('level=O%20Level&class=S3')).toEqual(EMPTY_PAPER_FILTERS);
    expect(parse('board=reb&from=rtb')).toEqual(state({ from: 'reb', board: 'reb' }));
  });

  it('drops an unknown year or type and the "coming soon" placeholder', () => {
    expect(parse('year=2031&type=final')).toEqual(EMPTY_PAPER_FILTERS);
    expect(parse('board=rtb&level=Technical%20Services&class=L3%20Electronics%20%26%20Telecommunication&subject=--%20coming%20soon%20--')).toEqual(
      state({ from: 'rtb', board: 'rtb', level: 'Technical Services', class: 'L3 Electronics & Telecommunication' }),
    );
  });

  it('takes the first of repeated parameters and ignores others it does not know', () => {
    expect(parse('board=rtb&board=reb&page=3&lng=fr')).toEqual(state({ from: 'rtb', board: 'rtb' }));
  });

  it('keeps search text as typed, cut to the longest allowed', () => {
    expect(parse('q=n%E2%80%99abanyeshuri+2023').q).toBe('n’abanyeshuri 2023');
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(parse('q=%20%20').q).toBe('');
  });

  it('accepts nothing, an empty string and malformed escapes without throwing', () => {
    expect(parsePaperFilters(undefined, options)).toEqual(EMPTY_PAPER_FILTERS);
    expect(parsePaperFilters(null, options)).toEqual(EMPTY_PAPER_FILTERS);
    expect(parse('')).toEqual(EMPTY_PAPER_FILTERS);
    expect(parse('board=%E0%A4%A&q=%')).toEqual(state({ q: '%' }));
  });
});

describe('writing the filters into the link', () => {
  it('writes only the filters that are set, in a stable order', () => {
    const s = state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3', subject: 'Physics', year: '2023-2024', type: 'main', q: 'exam' });
    expect(serializePaperFilters(s).toString()).toBe('board=reb&level=O+Level&class=S3&subject=Physics&year=2023-2024&type=main&q=exam');
    expect(serializePaperFilters(EMPTY_PAPER_FILTERS).toString()).toBe('');
  });

  it('writes the top buttons only when the board select is empty', () => {
    expect(serializePaperFilters(state({ from: 'rtb' })).toString()).toBe('from=rtb');
    expect(serializePaperFilters(state({ from: 'rtb', board: 'rtb' })).toString()).toBe('board=rtb');
  });

  it('escapes what a URL cannot carry as is', () => {
    const written = serializePaperFilters(state({ from: 'rtb', board: 'rtb', level: 'ICT & Multimedia', q: '100% a&b' })).toString();
    expect(written).toBe('board=rtb&level=ICT+%26+Multimedia&q=100%25+a%26b');
  });

  it('keeps parameters that are not filters (language, tracking) when the filters change', () => {
    const next = withPaperFilters(new URLSearchParams('lng=rw&board=reb&utm_source=whatsapp'), state({ year: '2020' }));
    expect(next.toString()).toBe('lng=rw&utm_source=whatsapp&year=2020');
  });
});

describe('URL state (properties)', () => {
  it('parse ∘ serialize is the identity on valid states, through the URL text too', () => {
    fc.assert(
      fc.property(validStateArb, (s) => {
        expect(parsePaperFilters(serializePaperFilters(s), options)).toEqual(s);
        expect(parse(`?${serializePaperFilters(s).toString()}`)).toEqual(s);
        expect(new URL(`https://ubumenyi.example.org/papers?${serializePaperFilters(s)}`).searchParams.get('q') ?? '').toBe(s.q);
      }),
      { numRuns: 500 },
    );
  });

  it('every state a visitor can reach survives the round trip', () => {
    const actionArb = fc.oneof(
      fc.record({
        kind: fc.constantFrom('from', 'board', 'level', 'class', 'subject', 'year', 'type', 'query' as const),
        value: fc.oneof(fc.constantFrom('', ...known, 'rtb', 'ICT & Multimedia', 'L4 Software Development', 'PHP Programming', 'A Level', 'S6'), fc.string()),
      }),
      fc.constant({ kind: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 15 }), (actions) => {
        const s = actions.reduce((acc, action) => applyPaperFilterAction(acc, action, options), { ...EMPTY_PAPER_FILTERS });
        expect(parsePaperFilters(serializePaperFilters(s), options)).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('garbage never throws, always gives a valid state, and reads back the same once written', () => {
    fc.assert(
      fc.property(garbageQueryArb, (query) => {
        const s = parse(query);
        expect(isValidPaperFilters(s, options)).toBe(true);
        expect(parsePaperFilters(serializePaperFilters(s), options)).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });
});

describe('papersHref', () => {
  it('gives the /papers address that opens with the filters it is given, in a language', () => {
    const href = papersHref({ board: 'reb', level: 'O Level', class: 'S3' });
    expect(href).toBe('/papers?board=reb&level=O+Level&class=S3');
    expect(parsePaperFilters(href.split('?')[1], options)).toEqual(state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3' }));
    expect(papersHref({ board: 'reb', level: 'O Level', class: 'S3' }, 'rw')).toBe('/rw/papers?board=reb&level=O+Level&class=S3');
  });

  it('gives plain /papers for no filter', () => {
    expect(papersHref({})).toBe('/papers');
  });

  it('reopens any valid filters it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...options.boards.flatMap((b) =>
            levelsOf(options, b.value).flatMap((l) => classesOf(options, b.value, l.value).map((c) => [b.value, l.value, c.value] as const)),
          ),
        ),
        ([board, level, cls]) => {
          const href = papersHref({ board, level, class: cls });
          expect(parsePaperFilters(new URL(href, 'https://x').searchParams, options)).toEqual(state({ from: board, board, level, class: cls }));
        },
      ),
    );
  });
});
