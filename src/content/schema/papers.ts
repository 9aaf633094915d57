import { z } from 'zod';

/**
 * Past papers (src/content/papers.ts) and the option tree of the /papers filters
 * (src/content/paper-options.ts). Option values are the stable identifiers used in the query
 * string; their labels live in the `papers` i18n namespace, keyed by value.
 */

/** The three kinds of paper: main = National Examination, specimen = Third Term, mock = District. */
const PAPER_TYPES = ['main', 'specimen', 'mock'] as const;
const paperTypeSchema = z.enum(PAPER_TYPES);

/** The boards as papers name them. */
const paperBoardSchema = z.enum(['REB', 'RTB']);

/** The board values of the filters and the query string (`?board=reb`). */
const PAPER_BOARD_VALUES = ['reb', 'rtb'] as const;
const paperBoardValueSchema = z.enum(PAPER_BOARD_VALUES);

/** A school year ('2023-2024', the second year following the first) or a single year ('2020'). */
const paperYearSchema = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, { message: 'a year like 2020 or a school year like 2023-2024' })
  .refine((year) => year.length === 4 || Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, {
    message: 'a school year spans two consecutive years',
  });

export const paperSchema = z.strictObject({
  /** Unique, 1…n. */
  id: z.number().int().positive(),
  /** The document's own title, as printed on the paper (papers are set in English). */
  title: z.string().min(8),
  /** A subject (REB) or module (RTB): a value of the paper's class in the option tree. */
  subject: z.string().min(2),
  board: paperBoardSchema,
  year: paperYearSchema,
  type: paperTypeSchema,
  /** The class: 'S1'…'S6' or a TVET class such as 'L3 Software Development'. */
  level: z.string().min(2),
  /** The paper's reference code, printed on its cover. */
  code: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)+$/, { message: 'capital letters and digits in parts joined by hyphens, like S3-PHY-2023-NE' }),
  /** Printed pages. Optional: a real file's count is read from its PDF, and wins. */
  pages: z.number().int().min(1).max(500).optional(),
  /** The paper's address on the site: its file in the documents folder (docs/operators.md); a sample stands in until it is there. */
  file: z.string().regex(/^\/papers\/[a-z0-9]+(-[a-z0-9]+)*\.pdf$/, {
    message: 'a path like /papers/s3-physics-national-examination-2023-2024.pdf: lower-case words and hyphens',
  }),
  /** The language the paper is set in. @default 'en' */
  language: z.enum(['en', 'fr', 'rw', 'sw']).optional(),
  /** Under what terms the site may share it, as its publisher states them. */
  licence: z.string().min(2).optional(),
  /** Who to thank for the file (a school, a teacher), shown with it. */
  credit: z.string().min(2).optional(),
});

/** A class and the subjects or modules it offers (none yet: one disabled 'coming soon' option). */
const paperClassOptionSchema = z.strictObject({
  value: z.string().min(2),
  subjects: z.array(z.string().min(2)),
});

/** An REB level (O Level, A Level) or an RTB sector, and its classes. */
const paperLevelOptionSchema = z.strictObject({
  value: z.string().min(2),
  classes: z.array(paperClassOptionSchema).min(1),
});

const paperBoardOptionSchema = z.strictObject({
  value: paperBoardValueSchema,
  levels: z.array(paperLevelOptionSchema).min(1),
});

/** Everything the filter selects offer, in display order. */
export const paperOptionsSchema = z.strictObject({
  boards: z.array(paperBoardOptionSchema).length(2),
  years: z.array(paperYearSchema).min(1),
  types: z.array(paperTypeSchema).length(3),
});

export type PaperType = z.infer<typeof paperTypeSchema>;
export type PaperBoardValue = z.infer<typeof paperBoardValueSchema>;
export type Paper = z.infer<typeof paperSchema>;
export type PaperClassOption = z.infer<typeof paperClassOptionSchema>;
export type PaperLevelOption = z.infer<typeof paperLevelOptionSchema>;
export type PaperOptions = z.infer<typeof paperOptionsSchema>;
