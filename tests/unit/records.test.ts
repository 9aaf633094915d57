import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileRecords } from '../../scripts/build/lib/records';

// A temporary site root with one folder of paper records, written per test.
let root: string;
const dir = () => join(root, 'src', 'content', 'records', 'papers');
const paper = {
  id: 1,
  title: 'S3 Physics National Examination 2023-2024',
  subject: 'Physics',
  board: 'REB',
  year: '2023-2024',
  type: 'main',
  level: 'S3',
  code: 'S3-PHY-2023-NE',
  file: '/papers/s3-physics-2023.pdf',
};
const write = (name: string, record: unknown) => writeFile(join(dir(), name), typeof record === 'string' ? record : JSON.stringify(record));
const output = () => join(root, 'src', 'content', 'generated', 'records', 'papers.json');
const booksDir = () => join(root, 'src', 'content', 'records', 'books');
const book = {
  id: 1,
  title: "Mathematics for Rwanda Schools, Senior 4, Student's Book",
  titleLang: 'en',
  author: 'Rwanda Basic Education Board',
  authorLang: 'en',
  subject: 'mathematics',
  board: 'REB',
  year: 2025,
  level: 'Alevel',
  grade: 'S4',
  cover: 'numbers',
  file: '/books/s4-mathematics.pdf',
  pages: 212,
};
const descriptions = { descriptions: { 's4-mathematics': { description: 'Functions, sequences and more.' } } };

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'records-'));
  await mkdir(dir(), { recursive: true });
  await mkdir(booksDir(), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('paper records', () => {
  it('writes the valid records, in id order, with no page count needed', async () => {
    await write('s3-physics-2023.json', paper);
    await write('s3-physics-2022.json', { ...paper, id: 2, year: '2022-2023', file: '/papers/s3-physics-2022.pdf', pages: 12 });
    expect(await compileRecords(root, descriptions)).toEqual({ errors: [], counts: { books: 0, papers: 2 } });
    expect(JSON.parse(await readFile(output(), 'utf8')).map((p: { id: number }) => p.id)).toEqual([1, 2]);
  });

  it('checks without writing when asked (lint), and reads the folder UBUMENYI_RECORDS names', async () => {
    await write('s3-physics-2023.json', paper);
    expect(await compileRecords(root, { ...descriptions, write: false })).toEqual({ errors: [], counts: { books: 0, papers: 1 } });
    expect(existsSync(output())).toBe(false);
    process.env.UBUMENYI_RECORDS = 'elsewhere';
    try {
      const { errors } = await compileRecords(root, descriptions);
      expect(errors.map((e) => `${e.file} ${e.message}`)).toContain('elsewhere/papers is missing');
    } finally {
      delete process.env.UBUMENYI_RECORDS;
    }
  });

  it('names the file, the field and what is allowed, and writes nothing', async () => {
    await write('s3-physics-2023.json', { ...paper, board: 'NESA', yeer: 2023 });
    await write('broken.json', '{ "id": 3, ');
    await write('s9-physics-2023.json', { ...paper, id: 4, level: 'S9', file: '/papers/s9-physics-2023.pdf' });
    await write('s3-art-2023.json', { ...paper, id: 5, subject: 'Art', file: '/papers/s3-art-2023.pdf' });
    await write('s3-other.json', { ...paper, id: 6 });
    const { errors } = await compileRecords(root, descriptions);
    const lines = errors.map((e) => `${e.file.split('/').pop()}: ${e.field} ${e.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'broken.json: (file) ' + lines.find((l) => l.startsWith('broken.json'))!.slice('broken.json: (file) '.length),
        's3-physics-2023.json: board must be one of "REB", "RTB"',
        's3-physics-2023.json: (the record) has fields the schema does not know: yeer (a typo?)',
        expect.stringMatching(/^s9-physics-2023\.json: level must be one of the REB classes: "S1", .*"S6"/),
        expect.stringMatching(/^s3-art-2023\.json: subject must be one of the subjects of S3: /),
        's3-other.json: file must be /papers/s3-other.pdf: a record is named after its file',
      ]),
    );
    expect(lines.find((l) => l.startsWith('broken.json'))).toMatch(/is not valid JSON/);
    expect(existsSync(output())).toBe(false);
  });

  it('refuses two records with one id', async () => {
    await write('s3-physics-2023.json', paper);
    await write('s3-physics-2022.json', { ...paper, year: '2022-2023', file: '/papers/s3-physics-2022.pdf' });
    expect((await compileRecords(root, descriptions)).errors).toEqual([
      { file: 'src/content/records/papers', field: 'id', message: '1 is used by 2 records: each must have its own' },
    ]);
  });
});

describe('book records', () => {
  it('takes a book of any class from primary school to TVET, with its page count', async () => {
    await writeFile(join(booksDir(), 's4-mathematics.json'), JSON.stringify(book));
    expect(await compileRecords(root, descriptions)).toEqual({ errors: [], counts: { books: 1, papers: 0 } });
    expect(JSON.parse(await readFile(join(root, 'src', 'content', 'generated', 'records', 'books.json'), 'utf8'))[0]).toMatchObject({
      grade: 'S4',
      pages: 212,
    });
  });

  it('says which classes a level has, and where a missing description goes', async () => {
    await writeFile(join(booksDir(), 's4-mathematics.json'), JSON.stringify({ ...book, level: 'Olevel' }));
    await writeFile(join(booksDir(), 's5-physics.json'), JSON.stringify({ ...book, id: 2, grade: 'S5', file: '/books/s5-physics.pdf' }));
    const lines = (await compileRecords(root, descriptions)).errors.map((e) => `${e.file.split('/').pop()}: ${e.field} ${e.message}`);
    expect(lines).toEqual([
      expect.stringMatching(/^s4-mathematics\.json: grade the grade must be one of its level's classes: Primary P1, .*Olevel S1, S2, S3; Alevel S4, S5, S6/),
      's5-physics.json: description is missing: add "s5-physics.description" to src/locales/en/content/books.pot, run npm run i18n:sync, and translate it (TRANSLATING.md)',
    ]);
  });
});
