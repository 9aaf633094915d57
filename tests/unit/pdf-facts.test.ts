import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  describeDifference,
  formatPageRuns,
  groupPages,
  isScanned,
  matchFiles,
  meaningfulAuthor,
  meaningfulTitle,
  metadataDifferences,
} from '../../src/lib/pdf-facts';

describe('meaningfulTitle', () => {
  it('keeps a title that names the document, spaces tidied', () => {
    expect(meaningfulTitle('  Senior One   Mathematics: Student Book ')).toBe('Senior One Mathematics: Student Book');
    expect(meaningfulTitle('Biologie S4 — Livre de l’élève')).toBe('Biologie S4 — Livre de l’élève');
  });

  it('treats what a word processor or printer writes by itself as no title', () => {
    for (const raw of [
      'Microsoft Word - Biology S4.docx',
      'Microsoft PowerPoint - Lesson 3',
      'biology-s4-final.docx',
      'Scan_2023_04_01.pdf',
      'Untitled',
      'Document1',
      'Presentation 2',
      'Sans titre',
      '',
      '   ',
      '2023',
      undefined,
    ]) {
      expect(meaningfulTitle(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('meaningfulAuthor', () => {
  it('keeps a person or body, drops a computer account', () => {
    expect(meaningfulAuthor('Rwanda Basic Education Board')).toBe('Rwanda Basic Education Board');
    for (const raw of ['Administrator', 'admin', 'Windows User', 'Microsoft Office User', 'HP', 'Utilisateur', '---', undefined]) {
      expect(meaningfulAuthor(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('metadataDifferences', () => {
  it('lists a word processor’s leftover title as a placeholder the record wins over', () => {
    const differences = metadataDifferences({ title: 'Biology S4' }, { title: 'Microsoft Word - Biology S4.docx' });
    expect(differences).toEqual([{ field: 'title', record: 'Biology S4', pdf: 'Microsoft Word - Biology S4.docx', kind: 'placeholder' }]);
    expect(differences.map(describeDifference)).toEqual([
      'title: the record says “Biology S4”, the PDF says “Microsoft Word - Biology S4.docx”, which is not a real title; the site shows the record’s.',
    ]);
  });

  it('lists a real title and author that differ', () => {
    expect(metadataDifferences({ title: 'Biology S4', author: 'REB' }, { title: 'Biology for Rwanda Schools', author: 'Rwanda Education Board' })).toEqual([
      { field: 'title', record: 'Biology S4', pdf: 'Biology for Rwanda Schools', kind: 'different' },
      { field: 'author', record: 'REB', pdf: 'Rwanda Education Board', kind: 'different' },
    ]);
    expect(describeDifference({ field: 'author', record: 'REB', pdf: 'Rwanda Education Board', kind: 'different' })).toBe(
      'author: the record says “REB”, the PDF says “Rwanda Education Board”; the site shows the record’s.',
    );
  });

  it('sees no difference in case, accents, spaces or punctuation, nor where either side says nothing', () => {
    expect(metadataDifferences({ title: 'Biologie S4 — Livre de l’élève' }, { title: 'biologie s4: livre de l eleve' })).toEqual([]);
    expect(metadataDifferences({ title: 'Biology S4', author: 'REB' }, {})).toEqual([]);
    expect(metadataDifferences({ title: 'Biology S4' }, { author: 'Administrator' })).toEqual([]);
  });
});

describe('isScanned', () => {
  it('is true when no page has text a learner could search', () => {
    expect(isScanned([])).toBe(true);
    expect(isScanned(['', '', ''])).toBe(true);
    expect(isScanned(['1', '2', '3 / 3'])).toBe(true);
    expect(isScanned(['Scanned by CamScanner', 'Scanned by CamScanner'])).toBe(true);
  });

  it('is false as soon as one page has a sentence', () => {
    expect(isScanned(['', 'This page is about counting.', ''])).toBe(false);
    expect(isScanned(['Iyi paji ivuga ku mibare n’ibipimo.'])).toBe(false);
  });
});

describe('groupPages and formatPageRuns', () => {
  it('groups page hits as a sentence lists them, in each language', () => {
    expect(formatPageRuns(groupPages([19, 7]), 'en')).toBe('7 and 19');
    expect(formatPageRuns(groupPages([7]), 'en')).toBe('7');
    expect(formatPageRuns(groupPages([5, 3, 4, 4, 19, 7]), 'en')).toBe('3–5, 7 and 19');
    expect(formatPageRuns(groupPages([3, 4, 5, 7, 19]), 'fr')).toBe('3–5, 7 et 19');
    expect(formatPageRuns(groupPages([3, 4, 5, 7]), 'rw')).toBe('3–5 na 7');
    expect(groupPages([0, -1, 2.5])).toEqual([]);
  });

  it('gives sorted runs that hold every page once and never touch', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 })), (pages) => {
        const runs = groupPages(pages);
        const covered = runs.flatMap(({ from, to }) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
        expect(covered).toEqual([...new Set(pages)].sort((a, b) => a - b));
        runs.slice(1).forEach((run, i) => expect(run.from).toBeGreaterThan((runs[i]?.to ?? 0) + 1));
      }),
    );
  });
});

describe('matchFiles', () => {
  it('lists PDFs no record names and records whose file is not there, with a near name for a case slip', () => {
    const records = [
      { id: 'a', file: '/books/a.pdf' },
      { id: 'b', file: '/books/b.pdf' },
      { id: 'c', file: '/papers/c.pdf' },
      { id: 'web', file: 'https://example.org/d.pdf' },
    ];
    expect(matchFiles(records, ['papers/orphan.pdf', 'books/B.pdf', 'books/a.pdf'])).toEqual({
      unnamed: ['books/B.pdf', 'papers/orphan.pdf'],
      missing: [
        { id: 'b', file: '/books/b.pdf', sameButCase: 'books/B.pdf' },
        { id: 'c', file: '/papers/c.pdf' },
      ],
    });
  });

  it('finds a record’s file that is not a PDF among the files present', () => {
    expect(matchFiles([{ id: 'zip', file: '/roadmaps/web.zip' }], [], ['roadmaps/web.zip'])).toEqual({ unnamed: [], missing: [] });
  });
});
