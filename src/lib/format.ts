import type { Lang } from '@/lib/langs';
// The words formatting writes (src/locales/<lang>/content/formats.po), one language per module:
// named imports of its compiled modules (X-Exports: named), so that a page carries only the words
// used here (not the English months).
import { and as enAnd, byteUnits as enByteUnits } from '@/content/generated/text/formats.en';
import { and as frAnd, byteUnits as frByteUnits } from '@/content/generated/text/formats.fr';
import { and as rwAnd, byteUnits as rwByteUnits, months as rwMonths } from '@/content/generated/text/formats.rw';

/**
 * Number, date and plural formatting for our three languages.
 * Chromium ships no Kinyarwanda (rw) locale data, so Intl would silently fall back to English:
 * rw is formatted here by hand, following CLDR's rw conventions (decimal comma, dot grouping).
 */

/** The months of a Kinyarwanda date, January first (the catalogue's `months`, one per line). */
export const RW_MONTHS = rwMonths.split('\n');

function groupDigits(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export interface NumberOptions {
  /** Most digits after the decimal sign. @default 3 */
  maximumFractionDigits?: number;
  /** Fewest digits after the decimal sign. @default 0 */
  minimumFractionDigits?: number;
}

// The separators of each language's numbers (CLDR): 1,234.5 (en), 1 234,5 (fr, a narrow no-break
// space), 1.234,5 (rw). Written by hand, not with Intl.NumberFormat: Chromium has no Kinyarwanda
// data, and making the first formatter loads the locale's data, a tenth of a second on a slow
// phone, in the middle of the first opening of an element's details.
const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
  rw: { group: '.', decimal: ',' },
};

/** Formats a number the way a reader of `lang` expects: 1,234.5 (en), 1 234,5 (fr), 1.234,5 (rw). */
export function formatNumber(value: number, lang: Lang, options: NumberOptions = {}): string {
  const { maximumFractionDigits = 3, minimumFractionDigits = 0 } = options;
  if (!Number.isFinite(value)) return String(value);
  const { group, decimal } = SEPARATORS[lang];
  const fixed = Math.abs(value).toFixed(maximumFractionDigits);
  const [integer, rawFraction = ''] = fixed.split('.');
  let fraction = rawFraction.replace(/0+$/, '');
  while (fraction.length < minimumFractionDigits) fraction += '0';
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + groupDigits(integer ?? '0', group) + (fraction ? decimal + fraction : '');
}

// Date formatters are costly to make and cheap to reuse: one per language, kept for the visit.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Parses an ISO date (YYYY-MM-DD) as a calendar date, with no time-zone shift. */
function parseIsoDate(iso: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day };
}

/** Formats a calendar date (ISO YYYY-MM-DD) as "21 November 2026", "21 novembre 2026" or "21 Ugushyingo 2026". */
export function formatDate(iso: string, lang: Lang): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  if (lang === 'rw') return `${date.day} ${RW_MONTHS[date.month - 1]} ${date.year}`;
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

export type PluralCategory = 'one' | 'other';

/**
 * Which plural form a count takes. French treats 0 and 1 as singular ("0 article trouvé");
 * English and Kinyarwanda only 1. Message keys end in `_one` / `_other`.
 */
export function pluralCategory(lang: Lang, count: number): PluralCategory {
  if (lang === 'fr') return count === 0 || count === 1 ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}

const BYTE_UNITS: Record<Lang, string> = { en: enByteUnits, fr: frByteUnits, rw: rwByteUnits };

/** Formats a byte count for people deciding whether a download is affordable: "2.4 MB", "850 KB". */
export function formatBytes(bytes: number, lang: Lang): string {
  const units = BYTE_UNITS[lang].split('\n');
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 1 : 0;
  return `${formatNumber(value, lang, { maximumFractionDigits: digits })} ${units[unit]}`;
}

// The word before a list's last item, as each language writes it: "S3, S6 and TVET", "S3, S6 et
// EFTP", "S3, S6 na TVET" (no comma before it in any of the three; the catalogue's `and`). By hand,
// like the numbers: Chromium has no Kinyarwanda list patterns. Made for names and codes:
// Kinyarwanda's "n'" before a word that starts with a vowel ("n'imibare") is not handled.
const LIST_AND: Record<Lang, string> = { en: enAnd, fr: frAnd, rw: rwAnd };

/** Joins items the way a sentence in `lang` lists them: "S1, S2 and S3", "S1, S2 et S3", "S1, S2 na S3". */
export function formatList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${LIST_AND[lang]} ${items.at(-1)}`;
}
