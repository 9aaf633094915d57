import type { Lang } from '@/lib/langs';
import type { SimulationSubject } from '@/lib/simulations';
import * as text from '@/content/generated/text/search-vocabulary';

/**
 * The words learners search with, in each language, beyond the titles we give things: what a subject
 * is called and the topics it covers, what a class is called, and what each kind of result is. The
 * index (scripts/build/search-index.ts) adds them to every record of that subject, class and kind, in the
 * record's language, and writes them to pagefind/subjects.json, which the search (src/lib/site-search.ts)
 * reads only when the site has no answer, to point to the subject's books, simulations and level guide.
 * Checked by tests/unit/search-vocabulary.test.ts.
 * Text: src/locales/<lang>/content/search-vocabulary.po(t).
 */

/** The subjects a query can be about: the books' subjects, with the simulations' and papers' mapped onto them. */
export const SEARCH_SUBJECTS = [
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'ict',
  'geography',
  'history',
  'entrepreneurship',
  'english',
  'french',
  'kinyarwanda',
  'kiswahili',
] as const;

/** One of {@link SEARCH_SUBJECTS}. */
export type SearchSubject = (typeof SEARCH_SUBJECTS)[number];

/** Words per language, space-separated; a phrase keeps its words together only in meaning. */
type Words = Record<Lang, string>;

/** Where a subject's things are on the site: the empty search state points there. */
interface Shelves {
  /** Its simulations' subject tab on /simulation, if it has simulations. */
  simulations?: SimulationSubject;
  /** What its past papers are titled by (`/papers?q=`), if it has papers. */
  papers?: string;
}

export interface SubjectWords {
  /** The subject's name on the site, in each language. */
  label: Words;
  /** What learners call the subject, in each language. */
  names: Words;
  shelves: Shelves;
  /** Topics of the subject a learner may type: they point to the subject when nothing on the site has the word. */
  topics: Words;
}

export const subjectWords: Record<SearchSubject, SubjectWords> = {
  mathematics: {
    label: text.subjectWordsMathematicsLabel,
    shelves: { simulations: 'math', papers: 'Mathematics' },
    names: text.subjectWordsMathematicsNames,
    topics: text.subjectWordsMathematicsTopics,
  },
  physics: {
    label: text.subjectWordsPhysicsLabel,
    shelves: { simulations: 'physics', papers: 'Physics' },
    names: text.subjectWordsPhysicsNames,
    topics: text.subjectWordsPhysicsTopics,
  },
  chemistry: {
    label: text.subjectWordsChemistryLabel,
    shelves: { simulations: 'chemistry', papers: 'Chemistry' },
    names: text.subjectWordsChemistryNames,
    topics: text.subjectWordsChemistryTopics,
  },
  biology: {
    label: text.subjectWordsBiologyLabel,
    shelves: { simulations: 'biology', papers: 'Biology' },
    names: text.subjectWordsBiologyNames,
    topics: text.subjectWordsBiologyTopics,
  },
  ict: {
    label: text.subjectWordsIctLabel,
    shelves: {},
    names: text.subjectWordsIctNames,
    topics: text.subjectWordsIctTopics,
  },
  geography: {
    label: text.subjectWordsGeographyLabel,
    shelves: {},
    names: text.subjectWordsGeographyNames,
    topics: text.subjectWordsGeographyTopics,
  },
  history: {
    label: text.subjectWordsHistoryLabel,
    shelves: {},
    names: text.subjectWordsHistoryNames,
    topics: text.subjectWordsHistoryTopics,
  },
  entrepreneurship: {
    label: text.subjectWordsEntrepreneurshipLabel,
    shelves: { papers: 'Entrepreneurship' },
    names: text.subjectWordsEntrepreneurshipNames,
    topics: text.subjectWordsEntrepreneurshipTopics,
  },
  english: {
    label: text.subjectWordsEnglishLabel,
    shelves: {},
    names: text.subjectWordsEnglishNames,
    topics: text.subjectWordsEnglishTopics,
  },
  french: {
    label: text.subjectWordsFrenchLabel,
    shelves: {},
    names: text.subjectWordsFrenchNames,
    topics: text.subjectWordsFrenchTopics,
  },
  kinyarwanda: {
    label: text.subjectWordsKinyarwandaLabel,
    shelves: {},
    names: text.subjectWordsKinyarwandaNames,
    topics: text.subjectWordsKinyarwandaTopics,
  },
  kiswahili: {
    label: text.subjectWordsKiswahiliLabel,
    shelves: {},
    names: text.subjectWordsKiswahiliNames,
    topics: { en: '', fr: '', rw: '' },
  },
};

/** The subject of a paper's or simulation's own subject label. */
export const SUBJECT_OF: Record<string, SearchSubject> = {
  math: 'mathematics',
  Mathematics: 'mathematics',
  'Advanced Mathematics': 'mathematics',
  Physics: 'physics',
  Chemistry: 'chemistry',
  Biology: 'biology',
  Entrepreneurship: 'entrepreneurship',
  'JavaScript Fundamentals': 'ict',
  'WEB Development': 'ict',
  'PHP Programming': 'ict',
};

/** What each kind of result is called by learners, in each language. */
export const typeWords: Record<'book' | 'paper' | 'simulation' | 'element' | 'roadmap', Words> = {
  book: text.typeWordsBook,
  paper: text.typeWordsPaper,
  simulation: text.typeWordsSimulation,
  element: text.typeWordsElement,
  roadmap: text.typeWordsRoadmap,
};

/**
 * Names learners type for an element beside the one the site gives it (docs/glossary.md): element 26
 * was "Icyuma", which is also any metal, until the glossary named it Ubutare; a learner who types
 * "icyuma" still finds iron first.
 */
export const elementWords: Record<number, Partial<Words>> = { 26: { rw: 'icyuma' } };

/** What a secondary class is called besides "S1": "Senior 1", "umwaka wa mbere". */
export function classWords(grade: string, lang: Lang): string {
  const match = /^S([1-6])$/.exec(grade);
  if (!match) return grade;
  const n = Number(match[1]);
  const rwOrdinal = ['mbere', 'kabiri', 'gatatu', 'kane', 'gatanu', 'gatandatu'][n - 1];
  const words: Record<Lang, string> = {
    en: `S${n} Senior ${n}`,
    fr: `S${n} Senior ${n}`,
    rw: `S${n} umwaka wa ${rwOrdinal}`,
  };
  return words[lang];
}

/** What learners call each level, beyond its name on the site: the tags of its guide. */
export const levelWords: Record<'primary' | 'olevel' | 'alevel' | 'tvet' | 'higher' | 'professional', Words> = {
  primary: text.levelWordsPrimary,
  olevel: text.levelWordsOlevel,
  alevel: text.levelWordsAlevel,
  tvet: text.levelWordsTvet,
  higher: text.levelWordsHigher,
  professional: text.levelWordsProfessional,
};
