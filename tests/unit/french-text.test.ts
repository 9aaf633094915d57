import { describe, expect, it } from 'vitest';
import { isNamespace, type Messages } from '../../src/i18n/define';
import { frenchTypographyFindings, frenchWordsOf, templateSeamFindings } from '../../src/lib/french-typography';
import { isLocalized } from '../../src/lib/localize';

// Every French string a learner can see: each namespace's `fr` (src/i18n/strings/, with the common
// catalogue src/i18n/locales/fr.json), the `fr` of every `{ en, fr, rw }` value in src/content
// (levels, STEM pages, posts and their bodies, road maps and their plans, home tabs, terms,
// partnership, about, navigation, contact pages…), and the French-only content files (element texts,
// simulation texts, book descriptions).
const namespaceModules = import.meta.glob<Record<string, unknown>>('../../src/i18n/strings/*.ts', { eager: true });
const contentModules = import.meta.glob<Record<string, unknown>>(
  ['../../src/content/**/*.ts', '!../../src/content/generated/**', '!../../src/content/**/en.ts', '!../../src/content/**/rw.ts'],
  { eager: true },
);

/** Every string in `value`, by path; in content, only the French side of `{ en, fr, rw }` values (or all of a French file). */
function strings(value: unknown, path: string, all: boolean, out: Map<string, string>, seen: Set<unknown>): void {
  if (typeof value === 'string') {
    if (all) out.set(path, value);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (isLocalized(value)) {
    strings(value.fr, `${path}.fr`, true, out, seen);
    return;
  }
  for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, all, out, seen);
}

const frenchStrings = new Map<string, string>();
const templates = new Map<string, string>();
for (const [file, module] of Object.entries(namespaceModules)) {
  for (const value of Object.values(module)) {
    if (!isNamespace(value)) continue;
    const found = new Map<string, string>();
    strings(value.resources.fr as Messages, `${file.replace('../../', '')} ${value.ns}`, true, found, new Set());
    for (const [key, text] of found) {
      frenchStrings.set(key, text);
      templates.set(key, text);
    }
  }
}
const seenContent = new Set<unknown>();
for (const [file, module] of Object.entries(contentModules)) {
  const frenchFile = /\/fr\.ts$/.test(file);
  for (const [name, value] of Object.entries(module)) {
    strings(value, `${file.replace('../../', '')} ${name}`, frenchFile, frenchStrings, seenContent);
  }
}

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
    expect([...frenchStrings.keys()].some((key) => key.startsWith('src/content/element-texts/fr.ts'))).toBe(true);
    expect([...frenchStrings.keys()].some((key) => key.startsWith('src/content/post-bodies.ts'))).toBe(true);
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
