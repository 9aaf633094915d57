import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Paper, PaperOptions } from '../../src/content/schema';
import { paperOptions } from '../../src/content/paper-options';
import { papers } from '../../src/content/papers';
import {
  EMPTY_PAPER_FILTERS,
  MAX_QUERY_LENGTH,
  applyPaperFilterAction,
  classesOf,
  clampQuery,
  filterPapers,
  firstYear,
  hasAnyFilter,
  hasPanelFilters,
  isValidPaperFilters,
  levelOfClass,
  levelsOf,
  paperMatches,
  sanitizePaperFilters,
  subjectsOf,
  type PaperFilterAction,
  type PaperFilterState,
} from '../../src/lib/paper-filters';
import { validPaperStates } from './support/paper-states';
import { normalizeText } from '../../src/lib/search';

const options: PaperOptions = paperOptions;
const ids = (list: Paper[]) => list.map((p) => p.id);
const state = (partial: Partial<PaperFilterState>): PaperFilterState => ({ ...EMPTY_PAPER_FILTERS, ...partial });
const act = (s: PaperFilterState, action: PaperFilterAction) => applyPaperFilterAction(s, action, options);

// ---------------------------------------------------------------------------------------------
// Independent statements of each rule of the issue, used as the oracle of the property tests.
// ---------------------------------------------------------------------------------------------
const allLevels = options.boards.flatMap((b) => b.levels);
const allClasses = allLevels.flatMap((l) => l.classes);
const allSubjects = [...new Set(allClasses.flatMap((c) => c.subjects))];

const rules: Record<string, (paper: Paper, s: PaperFilterState) => boolean> = {
  'top board button: board contains the text, ignoring case': (p, s) => s.from === '' || p.board.toLowerCase().includes(s.from.toLowerCase()),
  'board select: board contains the text, ignoring case': (p, s) => s.board === '' || p.board.toLowerCase().includes(s.board.toLowerCase()),
  'level/sector: the class belongs to it': (p, s) =>
    s.level === '' || (allLevels.find((l) => l.value === s.level)?.classes.map((c) => c.value) ?? []).includes(p.level),
  'class: exact': (p, s) => s.class === '' || p.level === s.class,
  'subject: exact, ignoring case': (p, s) => s.subject === '' || p.subject.toLowerCase() === s.subject.toLowerCase(),
  'year: exact': (p, s) => s.year === '' || p.year === s.year,
  'type: exact': (p, s) => s.type === '' || p.type === s.type,
  'search: in title, subject, board or code, ignoring case and accents': (p, s) =>
    normalizeText(s.q) === '' || [p.title, p.subject, p.board, p.code].some((f) => normalizeText(f).includes(normalizeText(s.q))),
};
const satisfiesAll = (p: Paper, s: PaperFilterState) => Object.values(rules).every((rule) => rule(p, s));

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------
const queryPool = ['phys', 'PHYSICS', 'physique', 'épreuve', 'EPREUVE', 'S3', 'rtb', 'reb', 'L3SWD', '2023', 'Chimie', ' ', 'zz'];
const queryArb = fc
  .oneof(fc.constant(''), fc.constantFrom(...queryPool), fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 120 }))
  .map(clampQuery);

const validStateArb = validPaperStates(options, queryArb);

const knownValues = [
  '',
  'reb',
  'rtb',
  'REB',
  'all',
  ...allLevels.map((l) => l.value),
  ...allClasses.map((c) => c.value),
  ...allSubjects,
  ...options.years,
  ...options.types,
];
const valueArb = fc.oneof(fc.constantFrom(...knownValues), fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 8 }));
const actionArb: fc.Arbitrary<PaperFilterAction> = fc.oneof(
  fc.record({ kind: fc.constantFrom('from', 'board', 'level', 'class', 'subject', 'year', 'type', 'query' as const), value: valueArb }),
  fc.constant({ kind: 'clear' as const }),
);

/** A state reached by a visitor pressing buttons and choosing options in any order. */
const reachedStateArb = fc.array(actionArb, { maxLength: 12 }).map((actions) => actions.reduce(act, { ...EMPTY_PAPER_FILTERS }));
const anyStateArb = fc.oneof(validStateArb, reachedStateArb);

const textArb = fc.oneof(fc.constantFrom('Épreuve de Physique', 'Chimie générale', 'S3 Physics National Examination', 'Imibare'), fc.string({ maxLength: 10 }));
const paperArb: fc.Arbitrary<Paper> = fc.record({
  id: fc.nat(),
  title: textArb,
  subject: fc.oneof(fc.constantFrom(...allSubjects, 'physics', 'Kinyarwanda'), textArb),
  board: fc.constantFrom('REB' as const, 'RTB' as const),
  year: fc.constantFrom(...options.years, '2018', '2023-2024 '),
  type: fc.constantFrom(...options.types),
  level: fc.constantFrom(...allClasses.map((c) => c.value), 'S7', 's3'),
  code: fc.oneof(fc.constantFrom('S3-PHY-2023-NE', 'L3SWD-JSF-2023-NE'), fc.string({ maxLength: 8 })),
  pages: fc.integer({ min: 1, max: 60 }),
  file: fc.constant('/papers/sample.pdf'),
});
const papersArb = fc.oneof(fc.constant(papers), fc.array(paperArb, { maxLength: 25 }));

describe('paper filter rules (examples on the real papers)', () => {
  it('shows every paper when no filter is set', () => {
    expect(filterPapers(papers, EMPTY_PAPER_FILTERS, options)).toEqual(papers);
  });

  it('finds the S3 Physics National Examination of 2023-2024 through the whole cascade', () => {
    const s = state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3', subject: 'Physics', year: '2023-2024', type: 'main' });
    expect(ids(filterPapers(papers, s, options))).toEqual([1]);
  });

  it('finds all O-Level Physics papers with two choices below the board (level, then subject)', () => {
    expect(ids(filterPapers(papers, state({ from: 'reb', board: 'reb', level: 'O Level', subject: 'Physics' }), options))).toEqual([1, 3]);
  });

  it('keeps only RTB papers when the RTB button is pressed, and only REB ones for REB', () => {
    expect(ids(filterPapers(papers, state({ from: 'rtb' }), options))).toEqual([9, 10, 11]);
    expect(ids(filterPapers(papers, state({ from: 'reb' }), options))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('matches a board by contained text, ignoring case', () => {
    const paper = papers[0]!;
    expect(paperMatches(paper, state({ from: 'reb' }), options)).toBe(true);
    expect(paperMatches({ ...paper, board: 'RTB' }, state({ board: 'reb' }), options)).toBe(false);
  });

  it('keeps a paper in a level when its class belongs to that level, and an RTB sector likewise', () => {
    expect(ids(filterPapers(papers, state({ from: 'reb', board: 'reb', level: 'A Level' }), options))).toEqual([6, 7, 8]);
    expect(ids(filterPapers(papers, state({ from: 'rtb', board: 'rtb', level: 'ICT & Multimedia' }), options))).toEqual([9, 10, 11]);
    expect(ids(filterPapers(papers, state({ from: 'rtb', board: 'rtb', level: 'Technical Services' }), options))).toEqual([]);
  });

  it('matches a class exactly', () => {
    expect(ids(filterPapers(papers, state({ from: 'rtb', board: 'rtb', level: 'ICT & Multimedia', class: 'L3 Software Development' }), options))).toEqual([
      9, 10,
    ]);
    expect(paperMatches({ ...papers[0]!, level: 's3' }, state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3' }), options)).toBe(false);
  });

  it('matches a subject exactly but ignoring case', () => {
    expect(paperMatches({ ...papers[0]!, subject: 'PHYSICS' }, state({ subject: 'Physics' }), options)).toBe(true);
    expect(paperMatches({ ...papers[0]!, subject: 'Physics II' }, state({ subject: 'Physics' }), options)).toBe(false);
  });

  it('matches year and type exactly', () => {
    expect(ids(filterPapers(papers, state({ year: '2020' }), options))).toEqual([6]);
    expect(ids(filterPapers(papers, state({ type: 'mock' }), options))).toEqual([3, 7, 10]);
    expect(ids(filterPapers(papers, state({ year: '2023-2024', type: 'main' }), options))).toEqual([1, 2, 9]);
  });

  it('searches title, subject, board and code, ignoring case and accents', () => {
    expect(ids(filterPapers(papers, state({ q: 'PHYS' }), options))).toEqual([1, 3, 6]);
    expect(ids(filterPapers(papers, state({ q: 'rtb' }), options))).toEqual([9, 10, 11]);
    expect(ids(filterPapers(papers, state({ q: 's3-mat' }), options))).toEqual([2]);
    const accented: Paper = { ...papers[0]!, title: 'Épreuve de physique' };
    expect(paperMatches(accented, state({ q: 'epreuve' }), options)).toBe(true);
    expect(paperMatches(papers[0]!, state({ q: 'physics 2024-2025' }), options)).toBe(false);
    // Pages and file name are not searched.
    expect(ids(filterPapers(papers, state({ q: 'national-examination' }), options))).toEqual([]);
  });

  it('also searches extra text such as the subject in the visitor language', () => {
    const rw = (paper: Paper) => [paper.subject === 'Physics' ? 'Ubugenge' : undefined];
    expect(ids(filterPapers(papers, state({ q: 'ubugenge' }), options, rw))).toEqual([1, 3, 6]);
    expect(ids(filterPapers(papers, state({ q: 'ubugenge' }), options))).toEqual([]);
  });

  it('combines every active filter with AND', () => {
    expect(ids(filterPapers(papers, state({ year: '2023-2024', q: 'physics' }), options))).toEqual([1]);
    expect(ids(filterPapers(papers, state({ from: 'rtb', year: '2020' }), options))).toEqual([]);
  });

  it('gives the first calendar year of a school year', () => {
    expect(firstYear('2023-2024')).toBe(2023);
    expect(firstYear('2020')).toBe(2020);
    expect(firstYear('garbage')).toBeNaN();
  });
});

describe('paper filter rules (properties)', () => {
  it('every shown paper satisfies every active filter', () => {
    fc.assert(
      fc.property(anyStateArb, papersArb, (s, list) => {
        for (const paper of filterPapers(list, s, options)) {
          for (const [name, rule] of Object.entries(rules)) expect(rule(paper, s), `${name} for paper ${paper.id}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no paper satisfying all filters is hidden, and the order is kept', () => {
    fc.assert(
      fc.property(anyStateArb, papersArb, (s, list) => {
        expect(filterPapers(list, s, options)).toEqual(list.filter((p) => satisfiesAll(p, s)));
      }),
      { numRuns: 300 },
    );
  });

  it('clearing restores every paper, from any state', () => {
    fc.assert(
      fc.property(anyStateArb, papersArb, (s, list) => {
        const cleared = act(s, { kind: 'clear' });
        expect(cleared).toEqual(EMPTY_PAPER_FILTERS);
        expect(hasAnyFilter(cleared)).toBe(false);
        expect(filterPapers(list, cleared, options)).toEqual(list);
      }),
    );
  });
});

describe('what each select offers (the cascade)', () => {
  it('offers no level until a board is chosen, and the board levels after', () => {
    expect(levelsOf(options, '')).toEqual([]);
    expect(levelsOf(options, 'reb').map((l) => l.value)).toEqual(['O Level', 'A Level']);
    expect(levelsOf(options, 'rtb').map((l) => l.value)).toEqual(['ICT & Multimedia', 'Technical Services']);
  });

  it('offers no class or subject until a level is chosen', () => {
    expect(classesOf(options, 'reb', '')).toEqual([]);
    expect(subjectsOf(options, 'reb', '', '')).toEqual([]);
    expect(classesOf(options, '', 'O Level')).toEqual([]);
  });

  it('offers every subject of the level before a class is chosen, each once', () => {
    expect(subjectsOf(options, 'reb', 'O Level', '')).toEqual([
      'Mathematics',
      'Physics',
      'Chemistry',
      'Biology',
      'English',
      'Kiswahili',
      'History',
      'Geography',
      'Economics',
      'ICT',
    ]);
    expect(subjectsOf(options, 'rtb', 'ICT & Multimedia', '')).toHaveLength(13);
    expect(subjectsOf(options, 'rtb', 'Technical Services', '')).toEqual([]);
  });

  it('offers only the class subjects once a class is chosen', () => {
    expect(subjectsOf(options, 'reb', 'A Level', 'S5')).toEqual(['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Philosophy']);
    expect(subjectsOf(options, 'rtb', 'ICT & Multimedia', 'L5 Software Development')).toEqual([]);
  });

  it('finds the level of a class', () => {
    expect(levelOfClass(options, 'S4')).toBe('A Level');
    expect(levelOfClass(options, 'L4 Electronics & Telecommunication')).toBe('Technical Services');
    expect(levelOfClass(options, 'S9')).toBeUndefined();
  });
});

describe('transitions (examples)', () => {
  const deep = state({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3', subject: 'Physics', year: '2023-2024', type: 'main', q: 'exam' });

  it('a top board button sets the board and clears the board select, level, class and subject', () => {
    expect(act(deep, { kind: 'from', value: 'rtb' })).toEqual(state({ from: 'rtb', year: '2023-2024', type: 'main', q: 'exam' }));
  });

  it("'All Boards' shows every board and clears the board select and below", () => {
    expect(act(deep, { kind: 'from', value: '' })).toEqual(state({ year: '2023-2024', type: 'main', q: 'exam' }));
  });

  it('choosing a board clears level, class and subject, and the top buttons follow it', () => {
    expect(act(deep, { kind: 'board', value: 'rtb' })).toEqual(state({ from: 'rtb', board: 'rtb', year: '2023-2024', type: 'main', q: 'exam' }));
    expect(act(state({ from: 'rtb' }), { kind: 'board', value: 'reb' })).toEqual(state({ from: 'reb', board: 'reb' }));
  });

  it('choosing a level clears class and subject', () => {
    expect(act(deep, { kind: 'level', value: 'A Level' })).toEqual({ ...deep, level: 'A Level', class: '', subject: '' });
  });

  it('choosing a class keeps a subject it offers and clears one it does not', () => {
    expect(act(deep, { kind: 'class', value: 'S2' })).toEqual({ ...deep, class: 'S2' });
    const economics = { ...deep, subject: 'Economics' };
    expect(act(economics, { kind: 'class', value: 'S1' })).toEqual({ ...deep, class: 'S1', subject: '' });
    const levelOnly = state({ from: 'reb', board: 'reb', level: 'O Level', subject: 'Kiswahili' });
    expect(act(levelOnly, { kind: 'class', value: 'S1' }).subject).toBe('Kiswahili');
    expect(act(levelOnly, { kind: 'class', value: 'S3' }).subject).toBe('');
  });

  it('year, type and search change only themselves', () => {
    expect(act(deep, { kind: 'year', value: '2019' })).toEqual({ ...deep, year: '2019' });
    expect(act(deep, { kind: 'type', value: 'mock' })).toEqual({ ...deep, type: 'mock' });
    expect(act(deep, { kind: 'query', value: 'physics' })).toEqual({ ...deep, q: 'physics' });
    expect(act(deep, { kind: 'year', value: '' })).toEqual({ ...deep, year: '' });
  });

  it('ignores values a control does not offer, and options whose parent is not chosen', () => {
    expect(act(deep, { kind: 'board', value: 'wda' })).toBe(deep);
    expect(act(deep, { kind: 'level', value: 'ICT & Multimedia' })).toBe(deep);
    expect(act(deep, { kind: 'class', value: 'S5' })).toBe(deep);
    expect(act(deep, { kind: 'subject', value: 'Literature' })).toBe(deep);
    expect(act(deep, { kind: 'year', value: '1999' })).toBe(deep);
    expect(act(deep, { kind: 'type', value: 'final' })).toBe(deep);
    expect(act(EMPTY_PAPER_FILTERS, { kind: 'level', value: 'O Level' })).toBe(EMPTY_PAPER_FILTERS);
    expect(act(state({ from: 'reb', board: 'reb' }), { kind: 'class', value: 'S1' })).toEqual(state({ from: 'reb', board: 'reb' }));
  });

  it('changes nothing when the chosen value is chosen again', () => {
    expect(act(deep, { kind: 'from', value: 'reb' })).toBe(deep);
    expect(act(deep, { kind: 'board', value: 'reb' })).toBe(deep);
    expect(act(deep, { kind: 'level', value: 'O Level' })).toBe(deep);
    expect(act(deep, { kind: 'class', value: 'S3' })).toBe(deep);
  });

  it('accepts option values in any case and stores their own spelling', () => {
    expect(act(EMPTY_PAPER_FILTERS, { kind: 'board', value: 'REB' }).board).toBe('reb');
    expect(act(state({ from: 'reb', board: 'reb' }), { kind: 'level', value: 'o level' }).level).toBe('O Level');
  });

  it('cuts very long search text and drops blank text', () => {
    expect(Array.from(act(EMPTY_PAPER_FILTERS, { kind: 'query', value: '😀'.repeat(300) }).q)).toHaveLength(MAX_QUERY_LENGTH);
    expect(act(EMPTY_PAPER_FILTERS, { kind: 'query', value: '   ' }).q).toBe('');
    expect(act(EMPTY_PAPER_FILTERS, { kind: 'query', value: 'S3 ' }).q).toBe('S3 ');
  });

  it('tells whether the panel filters or any filter are set', () => {
    expect(hasPanelFilters(state({ from: 'rtb' }))).toBe(false);
    expect(hasAnyFilter(state({ from: 'rtb' }))).toBe(true);
    expect(hasPanelFilters(state({ year: '2020' }))).toBe(true);
    expect(hasPanelFilters(state({ q: 'phys' }))).toBe(true);
  });
});

describe('transitions (properties)', () => {
  const boardChoices = ['', 'reb', 'rtb'] as const;

  it('any action from any state leaves a valid state', () => {
    fc.assert(
      fc.property(anyStateArb, actionArb, (s, action) => {
        expect(isValidPaperFilters(act(s, action), options)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a top board button clears the board select, level, class and subject, and nothing else', () => {
    fc.assert(
      fc.property(validStateArb, fc.constantFrom(...boardChoices), (s, from) => {
        fc.pre(from !== s.from);
        const next = act(s, { kind: 'from', value: from });
        expect(next).toEqual({ ...s, from, board: '', level: '', class: '', subject: '' });
      }),
    );
  });

  it('choosing a board clears level, class and subject, and nothing else', () => {
    fc.assert(
      fc.property(validStateArb, fc.constantFrom(...boardChoices), (s, board) => {
        fc.pre(board !== s.board);
        const next = act(s, { kind: 'board', value: board });
        expect(next).toEqual({ ...s, from: board, board, level: '', class: '', subject: '' });
      }),
    );
  });

  it('choosing a level clears class and subject, and nothing else', () => {
    fc.assert(
      fc.property(
        validStateArb.filter((s) => s.board !== ''),
        fc.nat(),
        (s, pick) => {
          const choices = ['', ...levelsOf(options, s.board).map((l) => l.value)].filter((l) => l !== s.level);
          const level = choices[pick % choices.length]!;
          expect(act(s, { kind: 'level', value: level })).toEqual({ ...s, level, class: '', subject: '' });
        },
      ),
    );
  });

  it('choosing a class clears the subject exactly when the class does not offer it', () => {
    fc.assert(
      fc.property(
        validStateArb.filter((s) => s.level !== ''),
        fc.nat(),
        (s, pick) => {
          const choices = ['', ...classesOf(options, s.board, s.level).map((c) => c.value)].filter((c) => c !== s.class);
          const cls = choices[pick % choices.length]!;
          const next = act(s, { kind: 'class', value: cls });
          const offered = subjectsOf(options, s.board, s.level, cls).includes(s.subject);
          expect(next).toEqual({ ...s, class: cls, subject: offered ? s.subject : '' });
        },
      ),
    );
  });

  it('sanitizing a valid state changes nothing, and sanitizing anything gives a valid state', () => {
    fc.assert(
      fc.property(validStateArb, (s) => {
        expect(sanitizePaperFilters(s, options)).toEqual(s);
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          from: fc.anything(),
          board: fc.oneof(fc.constantFrom(...knownValues), fc.anything()),
          level: fc.oneof(fc.constantFrom(...knownValues), fc.anything()),
          class: fc.oneof(fc.constantFrom(...knownValues), fc.anything()),
          subject: fc.oneof(fc.constantFrom(...knownValues), fc.anything()),
          year: fc.anything(),
          type: fc.anything(),
          q: fc.anything(),
        }),
        (raw) => {
          expect(isValidPaperFilters(sanitizePaperFilters(raw, options), options)).toBe(true);
        },
      ),
    );
  });
});
