import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { bookRecordSchema, paperSchema, type Paper } from '../../../src/content/schema';
import { paperOptions } from '../../../src/content/paper-options';
import { writeIfChanged } from './write-generated';

/**
 * The records of the operator's collections (docs/operators.md): one JSON file per book and per past
 * paper in src/content/records/{books,papers}/, named after its file (s3-physics-national-examination-2023-2024.json).
 * `npm run content:generate` validates each against its schema first (after the catalogues, so a
 * book's description can be checked) and writes the collections the site imports
 * (src/content/generated/records/*.json); on any error it stops, names the file, the field and what is
 * allowed, and writes nothing.
 *
 * `UBUMENYI_RECORDS` names another folder of records (relative to the repository): `npm test` builds
 * against the fixed fixture collection in tests/fixtures/collection/records, so an operator's new
 * record never changes what the tests see.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The folder of records: src/content/records, or the one UBUMENYI_RECORDS names. */
const recordsDir = (root: string): string => resolve(root, process.env.UBUMENYI_RECORDS ?? join('src', 'content', 'records'));

/** One problem in one record: where, and what is allowed. */
export interface RecordError {
  file: string;
  field: string;
  message: string;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(the record)';
}

/** What zod said, as an operator reads it: the allowed values of an enum written out. */
function explain(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_type')
    return `must be ${issue.expected === 'string' ? 'text in quotes' : `a ${issue.expected}`}${issue.input === undefined ? ' (it is missing)' : ''}`;
  if (issue.code === 'unrecognized_keys') return `has fields the schema does not know: ${issue.keys.join(', ')} (a typo?)`;
  return issue.message;
}

/** Reads and checks every record in `dir`: the records, or every error found. */
async function readRecords<T>(
  root: string,
  dir: string,
  schema: z.ZodType<T>,
  extra: (record: T, file: string) => RecordError[],
): Promise<{ records: T[]; errors: RecordError[] }> {
  const records: T[] = [];
  const errors: RecordError[] = [];
  if (!existsSync(dir)) return { records, errors: [{ file: relative(root, dir), field: '(folder)', message: 'is missing' }] };
  for (const name of (await readdir(dir)).sort()) {
    const file = relative(root, join(dir, name));
    if (!name.endsWith('.json')) {
      errors.push({ file, field: '(file)', message: 'is not a record: records are .json files' });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch (error) {
      errors.push({ file, field: '(file)', message: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((issue) => ({ file, field: fieldOf(issue.path), message: explain(issue) })));
      continue;
    }
    const own = extra(parsed.data, name);
    if (own.length) errors.push(...own.map((e) => ({ ...e, file })));
    else records.push(parsed.data);
  }
  return { records, errors };
}

/** A paper's class and subject must be among the /papers filters' options, and its file name match its record's. */
function paperRules(paper: Paper, name: string): RecordError[] {
  const errors: RecordError[] = [];
  const board = paperOptions.boards.find((b) => b.value === paper.board.toLowerCase());
  const classes = board?.levels.flatMap((level) => level.classes) ?? [];
  const option = classes.find((c) => c.value === paper.level);
  if (!option)
    errors.push({
      file: name,
      field: 'level',
      message: `must be one of the ${paper.board} classes: ${classes.map((c) => JSON.stringify(c.value)).join(', ')} (src/content/paper-options.ts)`,
    });
  else if (!option.subjects.includes(paper.subject))
    errors.push({
      file: name,
      field: 'subject',
      message: `must be one of the subjects of ${paper.level}: ${option.subjects.map((s) => JSON.stringify(s)).join(', ')}`,
    });
  if (!paperOptions.years.includes(paper.year))
    errors.push({
      file: name,
      field: 'year',
      message: `must be one of the years the filters offer: ${paperOptions.years.join(', ')} (src/content/paper-options.ts)`,
    });
  const expected = `/papers/${name.replace(/\.json$/, '')}.pdf`;
  if (paper.file !== expected) errors.push({ file: name, field: 'file', message: `must be ${expected}: a record is named after its file` });
  return errors;
}

/** Ids and files appear once in a collection. */
function duplicates<T extends { id: number; file: string }>(records: T[], root: string, dir: string): RecordError[] {
  const errors: RecordError[] = [];
  for (const key of ['id', 'file'] as const) {
    const seen = new Map<unknown, number>();
    for (const record of records) seen.set(record[key], (seen.get(record[key]) ?? 0) + 1);
    for (const [value, count] of seen)
      if (count > 1)
        errors.push({ file: relative(root, dir), field: key, message: `${JSON.stringify(value)} is used by ${count} records: each must have its own` });
  }
  return errors;
}

type BookRecord = z.infer<typeof bookRecordSchema>;

/**
 * A book's file name matches its record's, and its description is in the English catalogue
 * (src/locales/en/content/books.pot, compiled before the records), for the library to show.
 */
function bookRules(descriptions: Record<string, unknown>) {
  return (book: BookRecord, name: string): RecordError[] => {
    const slug = name.replace(/\.json$/, '');
    const errors: RecordError[] = [];
    if (book.file !== `/books/${slug}.pdf`) errors.push({ file: name, field: 'file', message: `must be /books/${slug}.pdf: a record is named after its file` });
    if (!Object.hasOwn(descriptions, slug)) {
      errors.push({
        file: name,
        field: 'description',
        message: `is missing: add "${slug}.description" to src/locales/en/content/books.pot, run npm run i18n:sync, and translate it (TRANSLATING.md)`,
      });
    }
    return errors;
  };
}

/** Validates every collection's records; writes them only when all are valid. */
export async function compileRecords(
  root = ROOT,
  options: { descriptions?: Record<string, unknown>; write?: boolean } = {},
): Promise<{ errors: RecordError[]; counts: Record<string, number> }> {
  const papersDir = join(recordsDir(root), 'papers');
  const booksDir = join(recordsDir(root), 'books');
  const descriptions = options.descriptions ?? (await readJson(join(root, 'src', 'content', 'generated', 'text', 'books.en.json')));
  const papers = await readRecords(root, papersDir, paperSchema, paperRules);
  const books = await readRecords(root, booksDir, bookRecordSchema, bookRules(descriptions));
  const errors = [...papers.errors, ...duplicates(papers.records, root, papersDir), ...books.errors, ...duplicates(books.records, root, booksDir)];
  if (errors.length) return { errors, counts: {} };
  const counts = { books: books.records.length, papers: papers.records.length };
  if (options.write === false) return { errors, counts };
  const out = join(root, 'src', 'content', 'generated', 'records');
  await writeIfChanged(
    join(out, 'papers.json'),
    `${JSON.stringify(
      papers.records.sort((a, b) => a.id - b.id),
      null,
      2,
    )}\n`,
  );
  await writeIfChanged(
    join(out, 'books.json'),
    `${JSON.stringify(
      books.records.sort((a, b) => a.id - b.id),
      null,
      2,
    )}\n`,
  );
  return { errors, counts };
}

async function readJson(file: string): Promise<Record<string, unknown>> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>) : {};
}
