/**
 * The /papers filter contract, as pure functions: the filter state, which options each select
 * offers (the cascade board → level/sector → class → subject/module), the transitions the
 * controls make, and the rules deciding which papers are shown. No DOM, no i18n; never throws.
 */
import type { Paper, PaperBoardValue, PaperClassOption, PaperLevelOption, PaperOptions, PaperType } from '@/content/schema';
import { matches, normalizeText } from './search';

/** Every filter of the page; '' means "not filtering on this". */
export interface PaperFilterState {
  /** The top board buttons: '' is 'All Boards'. */
  from: '' | PaperBoardValue;
  /** The board select. When set, the top buttons show the same board. */
  board: '' | PaperBoardValue;
  /** An REB level ('O Level') or an RTB sector ('ICT & Multimedia'); needs a board. */
  level: string;
  /** A class ('S3', 'L3 Software Development'); needs a level and belongs to it. */
  class: string;
  /** A subject or module offered by the class (or, with no class, by any class of the level). */
  subject: string;
  /** A school year ('2023-2024') or a year ('2020'). */
  year: string;
  type: '' | PaperType;
  /** Free text, searched in title, subject, board and code. */
  q: string;
}

/** No filter at all: every paper is shown. */
export const EMPTY_PAPER_FILTERS: Readonly<PaperFilterState> = Object.freeze({
  from: '',
  board: '',
  level: '',
  class: '',
  subject: '',
  year: '',
  type: '',
  q: '',
});

/** Longest search text kept (in characters); a longer one is cut, not rejected. */
export const MAX_QUERY_LENGTH = 100;

/** What a control asks for. Values come from the UI or the URL and are checked, never trusted. */
export type PaperFilterAction =
  | { kind: 'from'; value: string }
  | { kind: 'board'; value: string }
  | { kind: 'level'; value: string }
  | { kind: 'class'; value: string }
  | { kind: 'subject'; value: string }
  | { kind: 'year'; value: string }
  | { kind: 'type'; value: string }
  | { kind: 'query'; value: string }
  | { kind: 'clear' };

/** The option among `values` equal to `value` ignoring case, in its canonical spelling; '' if none. */
function canonical<T extends string>(value: unknown, values: readonly T[]): T | '' {
  if (typeof value !== 'string' || value === '') return '';
  const wanted = value.toLowerCase();
  return values.find((candidate) => candidate.toLowerCase() === wanted) ?? '';
}

/** The levels (REB) or sectors (RTB) of a board; none without a board. */
export function levelsOf(options: PaperOptions, board: string): PaperLevelOption[] {
  return options.boards.find((b) => b.value === board)?.levels ?? [];
}

/** The classes of a level of a board; none without both. */
export function classesOf(options: PaperOptions, board: string, level: string): PaperClassOption[] {
  return levelsOf(options, board).find((l) => l.value === level)?.classes ?? [];
}

/**
 * The subjects or modules the subject select offers: with a class, that class's list; with only a
 * level, every subject of the level's classes (each once, in order of first appearance), so
 * "all O-Level Physics papers" takes two choices; without a level, none.
 */
export function subjectsOf(options: PaperOptions, board: string, level: string, cls: string): string[] {
  const classes = classesOf(options, board, level);
  if (cls !== '') return classes.find((c) => c.value === cls)?.subjects ?? [];
  return [...new Set(classes.flatMap((c) => c.subjects))];
}

/** The level or sector a class belongs to, looked up across both boards; undefined if unknown. */
export function levelOfClass(options: PaperOptions, cls: string): string | undefined {
  for (const board of options.boards) {
    for (const level of board.levels) {
      if (level.classes.some((c) => c.value === cls)) return level.value;
    }
  }
  return undefined;
}

const boardValues = (options: PaperOptions) => options.boards.map((b) => b.value);

/**
 * The nearest valid state: each value is matched to its option ignoring case (and written in the
 * option's spelling), and a value whose parent is missing or does not offer it is dropped, in
 * cascade order. A chosen board also sets the top buttons. Anything that is not a string is ''.
 */
export function sanitizePaperFilters(input: Partial<Record<keyof PaperFilterState, unknown>>, options: PaperOptions): PaperFilterState {
  const board = canonical(input.board, boardValues(options));
  const from = board !== '' ? board : canonical(input.from, boardValues(options));
  const level =
    board === ''
      ? ''
      : canonical(
          input.level,
          levelsOf(options, board).map((l) => l.value),
        );
  const cls =
    level === ''
      ? ''
      : canonical(
          input.class,
          classesOf(options, board, level).map((c) => c.value),
        );
  const subject = level === '' ? '' : canonical(input.subject, subjectsOf(options, board, level, cls));
  return {
    from,
    board,
    level,
    class: cls,
    subject,
    year: canonical(input.year, options.years),
    type: canonical(input.type, options.types),
    q: typeof input.q === 'string' ? clampQuery(input.q) : '',
  };
}

/**
 * Search text as kept in the state: cut to MAX_QUERY_LENGTH characters (never inside a character),
 * lone surrogates dropped, and '' when it is only white space (which searches for nothing).
 */
export function clampQuery(text: string): string {
  if (text.trim() === '') return '';
  // A lone surrogate cannot be written in a URL; it would come back as U+FFFD.
  const wellFormed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  const characters = Array.from(wellFormed);
  return characters.length > MAX_QUERY_LENGTH ? characters.slice(0, MAX_QUERY_LENGTH).join('') : wellFormed;
}

/** True when the state is exactly what sanitizePaperFilters would make of it. */
export function isValidPaperFilters(state: PaperFilterState, options: PaperOptions): boolean {
  const clean = sanitizePaperFilters(state, options);
  return (Object.keys(clean) as (keyof PaperFilterState)[]).every((key) => clean[key] === state[key]);
}

/**
 * One control's effect on the state (the cascade of the page):
 * - a top board button sets that board and clears the board select, level, class and subject;
 * - choosing a board (or "all boards") in the select also sets the top buttons, and clears level, class and subject;
 * - choosing a level or sector clears class and subject;
 * - choosing a class clears the subject unless the class offers it;
 * - year, type and search change only themselves; 'clear' resets everything.
 * Choosing the value already chosen changes nothing; a value the control does not offer is ignored.
 */
export function applyPaperFilterAction(state: PaperFilterState, action: PaperFilterAction, options: PaperOptions): PaperFilterState {
  switch (action.kind) {
    case 'clear':
      return { ...EMPTY_PAPER_FILTERS };
    case 'from': {
      const from = canonical(action.value, boardValues(options));
      if (from === '' && !isAll(action.value)) return state;
      if (from === state.from) return state;
      return { ...state, from, board: '', level: '', class: '', subject: '' };
    }
    case 'board': {
      const board = canonical(action.value, boardValues(options));
      if (board === '' && !isAll(action.value)) return state;
      if (board === state.board) return state;
      return { ...state, from: board, board, level: '', class: '', subject: '' };
    }
    case 'level': {
      const level = canonical(
        action.value,
        levelsOf(options, state.board).map((l) => l.value),
      );
      if (level === '' && !isAll(action.value)) return state;
      if (level === state.level) return state;
      return { ...state, level, class: '', subject: '' };
    }
    case 'class': {
      const cls = canonical(
        action.value,
        classesOf(options, state.board, state.level).map((c) => c.value),
      );
      if (cls === '' && !isAll(action.value)) return state;
      if (cls === state.class) return state;
      const offered = subjectsOf(options, state.board, state.level, cls);
      return { ...state, class: cls, subject: offered.includes(state.subject) ? state.subject : '' };
    }
    case 'subject': {
      const subject = canonical(action.value, subjectsOf(options, state.board, state.level, state.class));
      if (subject === '' && !isAll(action.value)) return state;
      return subject === state.subject ? state : { ...state, subject };
    }
    case 'year': {
      const year = canonical(action.value, options.years);
      if (year === '' && !isAll(action.value)) return state;
      return year === state.year ? state : { ...state, year };
    }
    case 'type': {
      const type = canonical(action.value, options.types);
      if (type === '' && !isAll(action.value)) return state;
      return type === state.type ? state : { ...state, type };
    }
    case 'query': {
      const q = typeof action.value === 'string' ? clampQuery(action.value) : '';
      return q === state.q ? state : { ...state, q };
    }
  }
}

/** '' asks for "no filter" (the "All …" option). */
function isAll(value: unknown): boolean {
  return value === '';
}

/** True when a filter other than the top board buttons is set: the panel opens for them on load. */
export function hasPanelFilters(state: PaperFilterState): boolean {
  return (
    state.board !== '' || state.level !== '' || state.class !== '' || state.subject !== '' || state.year !== '' || state.type !== '' || state.q.trim() !== ''
  );
}

/** True when any filter, the top board buttons included, narrows the list. */
export function hasAnyFilter(state: PaperFilterState): boolean {
  return state.from !== '' || hasPanelFilters(state);
}

/** Extra text a paper is found by, beside its own fields (e.g. the subject's name in the visitor's language). */
export type ExtraSearchText = (paper: Paper) => ReadonlyArray<string | undefined>;

/**
 * Whether one paper passes every active filter (all combine with AND):
 * top board button and board select — the paper's board contains the chosen text, ignoring case;
 * level/sector — the paper's class belongs to it; class — exact; subject — exact, ignoring case;
 * year — exact; type — exact; search — contained in title, subject, board or code (and any
 * `extraSearchText`), ignoring case and accents.
 */
export function paperMatches(paper: Paper, state: PaperFilterState, options: PaperOptions, extraSearchText?: ExtraSearchText): boolean {
  const board = normalizeText(paper.board);
  if (state.from !== '' && !board.includes(normalizeText(state.from))) return false;
  if (state.board !== '' && !board.includes(normalizeText(state.board))) return false;
  if (state.level !== '' && !classesOf(options, state.board, state.level).some((c) => c.value === paper.level)) return false;
  if (state.class !== '' && paper.level !== state.class) return false;
  if (state.subject !== '' && paper.subject.toLowerCase() !== state.subject.toLowerCase()) return false;
  if (state.year !== '' && paper.year !== state.year) return false;
  if (state.type !== '' && paper.type !== state.type) return false;
  if (state.q.trim() !== '') {
    const fields = [paper.title, paper.subject, paper.board, paper.code, ...(extraSearchText?.(paper) ?? [])];
    if (!matches(state.q, fields)) return false;
  }
  return true;
}

/** The papers that pass every active filter, in their original order. */
export function filterPapers(papers: readonly Paper[], state: PaperFilterState, options: PaperOptions, extraSearchText?: ExtraSearchText): Paper[] {
  return papers.filter((paper) => paperMatches(paper, state, options, extraSearchText));
}

/** The first calendar year of a paper's year: '2023-2024' → 2023, '2020' → 2020; NaN if there is none. */
export function firstYear(year: string): number {
  const match = /^\s*(\d{4})/.exec(typeof year === 'string' ? year : '');
  return match ? Number(match[1]) : Number.NaN;
}
