import { describe, expect, it } from 'vitest';
import { SEARCH_SUBJECTS, SUBJECT_OF, subjectWords, typeWords, classWords } from '@/content/search-vocabulary';
import { books } from '@/content/books';
import { papers } from '@/content/papers';
import { simulations } from '@/content/simulations';
import { library } from '@/i18n/strings/library';
import { LANGS } from '@/lib/langs';
import { subjectOfQuery, textKeys } from '@/lib/search-words';

describe('the search vocabulary', () => {
  it('names every subject in every language, as the library does', () => {
    for (const subject of SEARCH_SUBJECTS) {
      for (const lang of LANGS) {
        const { label, names } = subjectWords[subject];
        expect(label[lang], `${subject} ${lang}`).toBe((library.resources[lang].subjects as Record<string, string>)[subject]);
        expect(names[lang].trim(), `${subject} ${lang}`).not.toBe('');
      }
    }
    for (const words of Object.values(typeWords)) for (const lang of LANGS) expect(words[lang].trim()).not.toBe('');
  });

  it('covers every subject of the books, papers and simulations', () => {
    for (const book of books) expect(SEARCH_SUBJECTS).toContain(book.subject);
    for (const paper of papers) expect(SUBJECT_OF[paper.subject], paper.subject).toBeDefined();
    for (const sim of simulations) expect(SUBJECT_OF[sim.subject] ?? sim.subject, sim.subject).toBeDefined();
  });

  it('points only to shelves that hold something', () => {
    for (const subject of SEARCH_SUBJECTS) {
      const { shelves } = subjectWords[subject];
      expect(
        books.some((book) => book.subject === subject),
        subject,
      ).toBe(true);
      const sims = simulations.filter((sim) => (SUBJECT_OF[sim.subject] ?? sim.subject) === subject);
      expect(shelves.simulations !== undefined, `${subject} simulations`).toBe(sims.length > 0);
      if (shelves.simulations) expect(sims.every((sim) => sim.subject === shelves.simulations)).toBe(true);
      if (shelves.papers) expect(papers.some((paper) => paper.title.includes(shelves.papers ?? '?'))).toBe(true);
    }
  });

  it('gives each topic word to one subject only, so a query points to one subject', () => {
    for (const lang of LANGS) {
      const owner = new Map<string, string>();
      for (const subject of SEARCH_SUBJECTS) {
        const { names, topics } = subjectWords[subject];
        for (const key of textKeys(`${names[lang]} ${topics[lang]}`, lang)) {
          expect(owner.get(key) ?? subject, `${lang} "${key}" in ${owner.get(key)} and ${subject}`).toBe(subject);
          owner.set(key, subject);
        }
      }
    }
  });

  it('reads the subject of a query in any language, misspelled or not', () => {
    expect(subjectOfQuery('photosynthesis', 'en', subjectWords)).toBe('biology');
    expect(subjectOfQuery('photosynthèse', 'fr', subjectWords)).toBe('biology');
    expect(subjectOfQuery('photosyntesis', 'rw', subjectWords)).toBe('biology');
    expect(subjectOfQuery('amashanyarazi', 'rw', subjectWords)).toBe('physics');
    expect(subjectOfQuery('zzzqqq', 'en', subjectWords)).toBeUndefined();
  });

  it('names a class as learners do', () => {
    expect(classWords('S2', 'en')).toBe('S2 Senior 2');
    expect(classWords('S3', 'rw')).toBe('S3 umwaka wa gatatu');
    expect(classWords('L5', 'fr')).toBe('L5');
  });
});
