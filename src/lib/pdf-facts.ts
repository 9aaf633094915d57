import { formatList } from './format';
import type { Lang } from './langs';

/**
 * What the build makes of a PDF's own facts, pure: whether its metadata title and author mean
 * anything, where they disagree with our record (the record wins; the check lists the difference),
 * whether the file is a scan with no text, how a list of page hits reads ("7, 12–14 and 19"), and
 * which files and records do not meet. scripts/build/lib/pdf-ingest.ts reads the files and calls these.
 */

/**
 * Titles that name no document: what a word processor or printer driver writes by itself
 * ("Microsoft Word - Biology S4.docx"), a file name, or a default ("Untitled", "Document1").
 */
const PLACEHOLDER_TITLES: readonly RegExp[] = [
  /^microsoft (word|powerpoint|excel|publisher) - /i,
  /\.(docx?|odt|rtf|pptx?|odp|xlsx?|ods|pdf|indd|tex|txt|jpe?g|png|tiff?)$/i,
  /^(untitled|sans titre|no title|title|document|presentation|pr[ée]sentation|slide|diapositive)\s*\d*$/i,
  /^(untitled|sans titre) (document|presentation)$/i,
];

/** Authors that name a computer's account, not a person or body. */
const PLACEHOLDER_AUTHORS =
  /^(administrator|administrateur|admin|user|utilisateur|owner|unknown|inconnu|windows user|utilisateur windows|microsoft office user|hp|dell|lenovo|acer|asus|toshiba|compaq|pc)$/i;

const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

/** Spaces as one, ends trimmed; `undefined` for nothing. */
function tidy(text: string | undefined): string | undefined {
  const tidied = text?.replace(/\s+/g, ' ').trim();
  return tidied ? tidied : undefined;
}

/** The PDF's title when it names the document, else `undefined` ("Microsoft Word - x.docx", "Untitled"). */
export function meaningfulTitle(raw: string | undefined): string | undefined {
  const title = tidy(raw);
  if (title === undefined || !hasLetter(title)) return undefined;
  return PLACEHOLDER_TITLES.some((pattern) => pattern.test(title)) ? undefined : title;
}

/** The PDF's author when it names a person or body, else `undefined` ("Administrator", "HP"). */
export function meaningfulAuthor(raw: string | undefined): string | undefined {
  const author = tidy(raw);
  if (author === undefined || !hasLetter(author)) return undefined;
  return PLACEHOLDER_AUTHORS.test(author) ? undefined : author;
}

/** Letters and digits only, lower case, accents off: "Senior One — Maths!" and "senior one maths" are one. */
const folded = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One field where the PDF's metadata and our record disagree. */
export interface MetadataDifference {
  field: 'title' | 'author';
  /** What the record says: what the site shows. */
  record: string;
  /** What the PDF says, as it says it. */
  pdf: string;
  /** `placeholder`: the PDF's value names no document or person ("Microsoft Word - …"); `different`: it does, another. */
  kind: 'placeholder' | 'different';
}

/** The facts the record and the PDF can both give. */
export interface DocumentFacts {
  title?: string;
  author?: string;
}

/**
 * Where the PDF's own title and author disagree with the record's. The record always wins; this
 * only lists the differences, for the content check. A field either side leaves out is no
 * disagreement, nor is a difference of case, accents, spaces or punctuation.
 */
export function metadataDifferences(record: DocumentFacts, pdf: DocumentFacts): MetadataDifference[] {
  const fields = [
    ['title', meaningfulTitle],
    ['author', meaningfulAuthor],
  ] as const;
  return fields.flatMap(([field, meaningful]): MetadataDifference[] => {
    const ours = tidy(record[field]);
    const theirs = tidy(pdf[field]);
    if (ours === undefined || theirs === undefined) return [];
    if (meaningful(theirs) === undefined) return [{ field, record: ours, pdf: theirs, kind: 'placeholder' }];
    return folded(ours) === folded(theirs) ? [] : [{ field, record: ours, pdf: theirs, kind: 'different' }];
  });
}

/** One difference as a line of the content check (English, like the check's other rows). */
export function describeDifference({ field, record, pdf, kind }: MetadataDifference): string {
  const what = kind === 'placeholder' ? `the PDF says “${pdf}”, which is not a real ${field}` : `the PDF says “${pdf}”`;
  return `${field}: the record says “${record}”, ${what}; the site shows the record’s.`;
}

/**
 * A page with fewer letters than this has no text a learner could search: a blank page, a page
 * number, a scanner's stamp ("Scanned by CamScanner" has 19).
 */
const MIN_PAGE_LETTERS = 20;

/** Counts letters (any script), not digits, spaces or punctuation. */
const letterCount = (text: string): number => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * Whether a document is a scan with no text layer: none of its pages (their extracted text, one
 * string a page) has MIN_PAGE_LETTERS letters. Such a file is still listed and downloadable; the
 * search just cannot look inside it.
 */
export function isScanned(pageTexts: readonly string[]): boolean {
  return !pageTexts.some((text) => letterCount(text) >= MIN_PAGE_LETTERS);
}

/** Pages that follow one another, from `from` to `to` (the same page when it stands alone). */
export interface PageRun {
  from: number;
  to: number;
}

/** Page numbers (1-based, any order, repeats allowed) as runs: 3, 4, 5, 7 → 3–5 and 7. */
export function groupPages(pages: Iterable<number>): PageRun[] {
  const sorted = [...new Set(pages)].filter((page) => Number.isInteger(page) && page > 0).sort((a, b) => a - b);
  const runs: PageRun[] = [];
  for (const page of sorted) {
    const last = runs.at(-1);
    if (last && page === last.to + 1) last.to = page;
    else runs.push({ from: page, to: page });
  }
  return runs;
}

/**
 * The runs as a sentence lists them in `lang`: "7 and 19", "3–5, 7 et 19", "3–5 na 7". The word
 * for "page" is the catalogue's, around this: one page when `runs` is one run of one page.
 */
export function formatPageRuns(runs: readonly PageRun[], lang: Lang): string {
  return formatList(
    runs.map(({ from, to }) => (from === to ? String(from) : `${from}–${to}`)),
    lang,
  );
}

/** A record that names a downloadable file. */
export interface FileRecord {
  id: string;
  /** A path under the files' folder (`/books/x.pdf`) or an https URL (not a file of ours). */
  file: string;
}

/** A record whose file is not there. */
interface MissingFile extends FileRecord {
  /** A file that is there under the same name but for upper and lower case: most likely the one meant. */
  sameButCase?: string;
}

/** Files and records that do not meet. */
export interface FilesReport {
  /** PDFs in the folder that no record names (paths relative to the folder, with `/`). */
  unnamed: string[];
  /** Records whose file is not in the folder. */
  missing: MissingFile[];
}

/**
 * Which of `found` (the PDFs in the folder: relative paths with `/`) no record names, and which
 * records name a file that is not among `present` (every file in the folder, PDF or not; `found`
 * when left out). Records with an https URL are left out: their file is not ours to check.
 */
export function matchFiles(records: readonly FileRecord[], found: readonly string[], present: readonly string[] = found): FilesReport {
  const local = records.filter(({ file }) => !/^https?:\/\//i.test(file));
  const named = new Set(local.map(({ file }) => file.replace(/^\/+/, '')));
  const there = new Set(present);
  const byLowerCase = new Map(present.map((path) => [path.toLowerCase(), path]));
  const missing = local.flatMap((record): MissingFile[] => {
    const path = record.file.replace(/^\/+/, '');
    if (there.has(path)) return [];
    const near = byLowerCase.get(path.toLowerCase());
    return [near === undefined ? { ...record } : { ...record, sameButCase: near }];
  });
  return { unnamed: found.filter((path) => !named.has(path)).sort(), missing };
}
