import { books } from './books';
import { roadmaps } from './roadmaps';
import { papers } from './papers';
import { bookGroup, paperGroup } from './file-groups';
import { LANGS } from '@/lib/langs';

/**
 * Every downloadable file the site links to, by collection. Read by the build scripts only
 * (scripts/build/content-generate.ts writes a labelled sample PDF for each local file that is missing,
 * the file sizes the cards show, and what each collection really offers for the sentences about it;
 * scripts/operator/content-check.ts reports real / sample / external),
 * never by the browser bundle.
 * To add a collection, add one line: `collection('papers', 'Past papers', papers.map(...))`.
 */
export interface DownloadEntry {
  /** The entry's id in its collection. */
  id: string;
  /** The document's title, printed on its sample PDF. */
  title: string;
  /** A path under public/ ("/books/x.pdf") or an https URL. */
  file: string;
  /** What a sentence about the collection names the entry by: a book's grade, a paper's class (./file-groups.ts). */
  group?: string;
}

export interface DownloadCollection {
  /** Short id: "books". */
  id: string;
  /** What the check table and sample PDFs call it: "Books". */
  label: string;
  entries: DownloadEntry[];
}

const collection = (id: string, label: string, entries: DownloadEntry[]): DownloadCollection => ({ id, label, entries });

export const downloadCollections: DownloadCollection[] = [
  collection(
    'books',
    'Books',
    books.map((b) => ({ id: String(b.id), title: b.title, file: b.file, group: bookGroup(b) })),
  ),
  collection(
    'roadmaps',
    'Developer roadmaps',
    roadmaps.flatMap((r) => LANGS.map((lang) => ({ id: `${r.id}-${lang}`, title: r.title, file: r.file[lang] }))),
  ),
  collection(
    'papers',
    'Past papers',
    papers.map((p) => ({ id: String(p.id), title: p.title, file: p.file, group: paperGroup(p) })),
  ),
];
