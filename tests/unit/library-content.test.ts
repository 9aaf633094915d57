import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookSchema, postSchema, roadmapSchema } from '../../src/content/schema';
// Books with all three descriptions (the page loads one language's: src/content/localized-sources.ts).
import { allBooks as books, bookSlug } from '../../src/content/books-all';
import { books as bookEntries } from '../../src/content/books';
import bookTexts from '../../src/content/generated/text/books.en.json' with { type: 'json' };
import { roadmaps } from '../../src/content/roadmaps';
import { posts as postMetas } from '../../src/content/posts';
import { readPostBodies } from '../../scripts/build/lib/post-bodies';

// A post is its meta (posts.ts, light for the /blog list) plus its body, both from its catalogue
// (src/locales/<lang>/content/posts/<slug>.po; the body as content:generate writes it).
const postBodies = await readPostBodies();
const posts = postMetas.map((meta) => ({ ...meta, body: postBodies[meta.slug]! }));
import { downloadCollections } from '../../src/content/downloads';
import { fileSize } from '../../src/content/file-sizes';
import { fileStatus } from '../../scripts/build/lib/download-files';
import { library } from '../../src/i18n/strings/library';
import { LANGS } from '../../src/lib/langs';

const root = join(import.meta.dirname, '..', '..');

describe('books', () => {
  it('are valid, each with its own id, file and title (whatever their number)', () => {
    expect(z.array(bookSchema).parse(books)).toHaveLength(books.length);
    for (const key of ['id', 'file', 'title'] as const) expect(new Set(books.map((b) => b[key])).size, key).toBe(books.length);
  });

  it('names each book’s grade in its file, and an O-Level book’s in its title', () => {
    const words: Partial<Record<string, string[]>> = {
      S1: ['Senior 1', 'Mbere', 'Kwanza'],
      S2: ['Senior 2', 'Kabiri', 'Pili'],
      S3: ['Senior 3', 'Gatatu', 'Tatu'],
    };
    for (const book of books) {
      const titleWords = words[book.grade];
      if (titleWords)
        expect(
          titleWords.some((w) => book.title.includes(w)),
          book.title,
        ).toBe(true);
      expect(book.file.startsWith(`/books/${book.grade.toLowerCase()}-`), book.file).toBe(true);
    }
  });
});

describe('roadmaps', () => {
  it('has 17 valid roadmaps, RO1 to RO17', () => {
    expect(z.array(roadmapSchema).parse(roadmaps)).toHaveLength(17);
    expect(roadmaps.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => `RO${i + 1}`));
    expect(new Set(roadmaps.map((r) => r.slug)).size).toBe(17);
    // One PDF per language, each named after the slug.
    expect(new Set(roadmaps.flatMap((r) => Object.values(r.file))).size).toBe(17 * 3);
    for (const r of roadmaps) expect(r.file).toEqual({ en: `/roadmaps/${r.slug}.pdf`, fr: `/roadmaps/${r.slug}.fr.pdf`, rw: `/roadmaps/${r.slug}.rw.pdf` });
  });

  it('includes the well-known developer roadmaps', () => {
    const titles = roadmaps.map((r) => r.title.toLowerCase()).join('|');
    for (const name of [
      'frontend',
      'backend',
      'full stack',
      'devops',
      'android',
      'python',
      'javascript',
      'react',
      'node.js',
      'sql',
      'git and github',
      'cyber security',
      'data analyst',
      'ai and data scientist',
      'ux design',
      'computer science',
      'docker',
    ]) {
      expect(titles).toContain(name);
    }
  });
});

describe('posts', () => {
  it('has a body for every post and no body without a post', () => {
    expect(Object.keys(postBodies).sort()).toEqual(postMetas.map((p) => p.slug).sort());
  });

  it('has 3 valid posts with unique ids and slugs', () => {
    expect(z.array(postSchema).parse(posts)).toHaveLength(3);
    expect(new Set(posts.map((p) => p.id)).size).toBe(3);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(3);
  });

  it('has the same structure in every language, and its own image', () => {
    for (const post of posts) {
      const shape = (lang: (typeof LANGS)[number]) => post.body[lang].map((b) => (b.type === 'ul' ? `ul${b.items.length}` : b.type));
      expect(shape('fr')).toEqual(shape('en'));
      expect(shape('rw')).toEqual(shape('en'));
      expect(existsSync(join(root, 'public', post.image.src)), post.image.src).toBe(true);
    }
  });

  it('has no two languages with the same text (nothing left untranslated)', () => {
    for (const post of posts) {
      for (const field of [post.title, post.summary, post.image.alt]) {
        expect(new Set(LANGS.map((l) => field[l])).size).toBe(3);
      }
    }
  });
});

describe('descriptions', () => {
  it('has a description for every book in the catalogue, and none for a book that does not exist (npm run i18n:status checks French and Kinyarwanda have them all)', () => {
    expect(Object.keys(bookTexts).sort()).toEqual(bookEntries.map(bookSlug).sort());
  });

  it('are translated: en, fr and rw differ for every book and roadmap', () => {
    for (const item of [...books, ...roadmaps]) {
      expect(new Set(LANGS.map((l) => item.description[l])).size, String(item.id)).toBe(3);
    }
  });

  it('every subject and topic has a label in the library namespace', () => {
    for (const lang of LANGS) {
      const strings = library.resources[lang];
      for (const book of books) expect(strings.subjects[book.subject]).toBeTruthy();
      for (const roadmap of roadmaps) expect(strings.topics[roadmap.topic]).toBeTruthy();
    }
  });
});

describe('downloadable files', () => {
  const entries = downloadCollections.flatMap((c) => c.entries);

  it('lists books and roadmaps, each file once', () => {
    const ids = downloadCollections.map((c) => c.id);
    expect(ids).toContain('books');
    expect(ids).toContain('roadmaps');
    expect(new Set(entries.map((e) => e.file)).size).toBe(entries.length);
  });

  it('every file path resolves: a real file, a generated sample, or an https URL', () => {
    for (const entry of entries) {
      const status = fileStatus(entry.file).status;
      expect(status, `${entry.file}: run npm run content:generate`).not.toBe('missing');
      if (status === 'real' || status === 'sample') expect(fileSize(entry.file)).toBeGreaterThan(500);
    }
  });
});
