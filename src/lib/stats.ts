import type { Lang } from '@/lib/langs';
import { formatNumber } from './format';

/** How a statistic is written: "50+", "90 %", or the bare number. */
export type StatUnit = 'plus' | 'percent' | 'none';

/** French puts a narrow no-break space before the percent sign; English and Kinyarwanda write "90%". */
const PERCENT_SPACE: Record<Lang, string> = { en: '', fr: '\u202f', rw: '' };

/**
 * Writes a headline figure for the statistics band in the reader's language:
 * formatStat(50, 'plus', 'en') → "50+", formatStat(90, 'percent', 'fr') → "90 %",
 * formatStat(1500, 'none', 'rw') → "1.500".
 */
export function formatStat(value: number, unit: StatUnit, lang: Lang): string {
  const number = formatNumber(value, lang, { maximumFractionDigits: 0 });
  if (unit === 'plus') return `${number}+`;
  if (unit === 'percent') return `${number}${PERCENT_SPACE[lang]}%`;
  return number;
}
