import { describe, expect, it } from 'vitest';
import { frenchTypographyFindings, frenchWordsOf, templateSeamFindings } from '../../src/lib/french-typography';
import { shown } from './support/shown-strings';

// Every French string a learner can see (tests/unit/support/shown-strings.ts); the catalogue's
// sentences also for template seams.
const frenchStrings = new Map(shown.fr.map(({ where, text }) => [where, text]));
const templates = new Map(shown.fr.filter(({ catalogue }) => catalogue).map(({ where, text }) => [where, text]));

/**
 * Catalogue strings written as a label, a colon and a value, kept on purpose: a data line or a
 * heading where French writes "Libellé\u00a0: valeur" too (a board, a language, a licence, a
 * subject's list of simulations, the language just chosen), not a sentence cut in two.
 */
const LABEL_AND_VALUE = new Set([
  'src/i18n/strings/academicLevels.ts academicLevels.board',
  'src/i18n/strings/simulations.ts simulations.viewer.language',
  'src/i18n/strings/simulations.ts simulations.list.label',
  'src/i18n/strings/periodic.ts periodic.credits.licence',
  'src/i18n/strings/common.ts common.language.changed',
]);

describe('French typography in every French string and content', () => {
  it('finds the catalogues and the content (more than 3000 French strings)', () => {
    expect(frenchStrings.size).toBeGreaterThan(3000);
    expect([...frenchStrings.keys()].some((key) => key.startsWith('src/i18n/strings/common.ts'))).toBe(true);
    expect([...frenchStrings.keys()].some((key) => key.startsWith('src/content/generated/text/elements.fr.json'))).toBe(true);
    expect([...frenchStrings.keys()].some((key) => key.startsWith('src/content/generated/text/posts/'))).toBe(true);
  });

  it('writes a no-break space before : ; ? ! and inside « », one apostrophe (’), and elides (d’Aline)', () => {
    const failures = [...frenchStrings].flatMap(([key, text]) => frenchTypographyFindings(frenchWordsOf(text)).map((finding) => `${key}: ${finding}`));
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  });

  it('writes each catalogue sentence whole, not as a label and a value joined by a colon', () => {
    const failures = [...templates]
      .filter(([key]) => !LABEL_AND_VALUE.has(key))
      .flatMap(([key, text]) => templateSeamFindings(text).map((finding) => `${key}: ${finding}`));
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('keeps no label-and-value exception that is not a seam any more (none left over)', () => {
    for (const key of LABEL_AND_VALUE) expect(templateSeamFindings(templates.get(key) ?? ''), key).toHaveLength(1);
  });
});
