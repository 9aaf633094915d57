import { z } from 'zod';
import { localized, textLangSchema } from './base';

/**
 * The colour families of src/styles/index.css (`--color-subject-*`). A subject maps to one, so
 * a learner learns to spot "physics" at a glance; the subject's name is always written too.
 */
export const subjectToneSchema = z.enum(['mathematics', 'physics', 'chemistry', 'biology', 'languages', 'humanities', 'ict', 'business', 'general']);

/** O-Level subjects with REB textbooks in the library. Labels are in the library namespace (`subjects.<id>`). */
const bookSubjectSchema = z.enum([
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'english',
  'kinyarwanda',
  'french',
  'kiswahili',
  'history',
  'geography',
  'entrepreneurship',
  'ict',
]);

/** Fields of software development the roadmaps belong to. Labels: `topics.<id>`. */
const roadmapTopicSchema = z.enum(['web', 'mobile', 'languages', 'data', 'infrastructure', 'security', 'design', 'foundations']);

/**
 * The motif a drawn cover carries (BookCover draws it in SVG; no image files, no external hosts).
 */
const coverMotifSchema = z.enum([
  'numbers',
  'atom',
  'flask',
  'leaf',
  'letters',
  'globe',
  'scroll',
  'chart',
  'circuit',
  'code',
  'layers',
  'shield',
  'database',
  'branch',
]);

/**
 * A downloadable file: a path under public/ ("/books/s1-mathematics-student-book.pdf") or an https URL.
 * Local paths are lower-case words and hyphens, in a folder, ending in .pdf.
 */
const downloadFileSchema = z.union([
  z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.pdf$/, 'must be /folder/name.pdf in lower case'),
  z.url({ protocol: /^https$/ }),
]);

/** The classes a book can be for, from primary school to the TVET levels, with the level each belongs to. */
const BOOK_CLASSES = {
  Primary: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
  Olevel: ['S1', 'S2', 'S3'],
  Alevel: ['S4', 'S5', 'S6'],
  TVET: ['L3', 'L4', 'L5'],
} as const;

const bookGradeSchema = z.enum(Object.values(BOOK_CLASSES).flat());

/** A book's own fields: what its record (src/content/records/books/<name>.json) holds. */
const bookFields = {
  id: z.number().int().positive(),
  /** The title as the publisher prints it, in the book's own language. */
  title: z.string().min(10),
  /** The language the title is in (marked with `lang` on pages in another language). */
  titleLang: textLangSchema,
  author: z.string().min(3),
  /** The language of the author's name: the board's official English name. */
  authorLang: textLangSchema,
  subject: bookSubjectSchema,
  board: z.enum(['REB', 'RTB']),
  /** The edition's year. */
  year: z.number().int().min(1990).max(2100),
  /** The school level: Primary, Olevel (S1–S3), Alevel (S4–S6) or TVET (L3–L5). */
  level: z.enum(Object.keys(BOOK_CLASSES) as [keyof typeof BOOK_CLASSES, ...(keyof typeof BOOK_CLASSES)[]]),
  /** The class the book is for, one of its level's. */
  grade: bookGradeSchema,
  cover: coverMotifSchema,
  file: downloadFileSchema,
  /** Printed pages. Optional: a real file's count is read from its PDF, and wins. */
  pages: z.number().int().min(1).max(2000).optional(),
  /** The language the book is written in. @default its title's */
  language: textLangSchema.optional(),
  /** Under what terms the site may share it, as its publisher states them. */
  licence: z.string().min(2).optional(),
  /** Who to thank for the file, shown with it. */
  credit: z.string().min(2).optional(),
};

/** A class belongs to its level: S4 is A-Level, not O-Level. */
const gradeInLevel = (book: { level: keyof typeof BOOK_CLASSES; grade: string }) => (BOOK_CLASSES[book.level] as readonly string[]).includes(book.grade);
const gradeInLevelMessage = {
  message: `the grade must be one of its level's classes: ${Object.entries(BOOK_CLASSES)
    .map(([level, grades]) => `${level} ${grades.join(', ')}`)
    .join('; ')}`,
  path: ['grade'],
};

/** A book's record as an operator writes it (no description: that is prose, in the catalogues). */
export const bookRecordSchema = z.strictObject(bookFields).refine(gradeInLevel, gradeInLevelMessage);

export const bookSchema = z
  .object({
    ...bookFields,
    /** What the learner finds inside, in our words. */
    description: localized(z.string().min(40).max(480)),
  })
  .refine(gradeInLevel, gradeInLevelMessage);

/** A road map's PDF in one language: /roadmaps/<slug>.pdf (English) or /roadmaps/<slug>.<fr|rw>.pdf. */
const roadmapFileSchema = z.string().regex(/^\/roadmaps\/[a-z0-9]+(-[a-z0-9]+)*(\.(fr|rw))?\.pdf$/, 'must be /roadmaps/<slug>[.fr|.rw].pdf');

export const roadmapSchema = z.object({
  id: z.string().regex(/^RO([1-9]|1[0-7])$/),
  /** The road map page's slug (/road-maps/<slug>), also its plan's file name and its PDFs' name. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The roadmap's own (English) title. */
  title: z.string().min(5),
  /** English: the title is roadmap.sh's (marked with `lang` on French and Kinyarwanda pages). */
  titleLang: z.literal('en'),
  author: z.string().min(3),
  /** English: the community's own name. */
  authorLang: z.literal('en'),
  topic: roadmapTopicSchema,
  board: z.literal('No Board'),
  level: z.literal('Developer'),
  description: localized(z.string().min(40).max(320)),
  cover: coverMotifSchema,
  /** The PDF in each language, generated at build time from the road map's plan. */
  file: localized(roadmapFileSchema),
});

/** One block of a blog post's body. */
const postBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string().min(20) }),
  z.object({ type: z.literal('h2'), text: z.string().min(3) }),
  z.object({ type: z.literal('ul'), items: z.array(z.string().min(3)).min(2) }),
]);

export const postSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: localized(z.string().min(10)),
  summary: localized(z.string().min(40).max(260)),
  /** Publication date, ISO YYYY-MM-DD. */
  date: z.iso.date(),
  author: z.string().min(3),
  /** Our own SVG illustration under public/ and its text alternative. */
  image: z.object({ src: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/), alt: localized(z.string().min(10)) }),
  body: localized(z.array(postBlockSchema).min(6)),
});

export type SubjectTone = z.infer<typeof subjectToneSchema>;
export type BookSubject = z.infer<typeof bookSubjectSchema>;
export type RoadmapTopic = z.infer<typeof roadmapTopicSchema>;
export type Book = z.infer<typeof bookSchema>;
export type Roadmap = z.infer<typeof roadmapSchema>;
export type PostBlock = z.infer<typeof postBlockSchema>;
type Post = z.infer<typeof postSchema>;
/** A post without its body: what the /blog list needs. */
export type PostMeta = Omit<Post, 'body'>;
