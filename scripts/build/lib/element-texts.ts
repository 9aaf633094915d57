import { join } from 'node:path';
import { elementTexts } from '../../../src/content/element-texts';
import { LANGS } from '../../../src/lib/langs';
import { ROOT } from './download-files';
import { syncFiles, writeIfChanged } from './write-generated';

const generated = (root: string) => join(root, 'src', 'content', 'generated');

/**
 * From the elements' catalogue (src/locales/<lang>/content/elements.po, compiled), writes what the
 * periodic table page loads (git-ignored):
 * - element-texts/<lang>.json: one language's names, descriptions and uses by atomic number, the
 *   chunk src/content/element-texts-loader.ts fetches when the learner opens an element;
 * - element-names.ts: the French and Kinyarwanda names alone, in order, and the language of those
 *   that are in another one (Tin on a Kinyarwanda page), which the table's tiles are rendered with
 *   (src/content/element-names.ts).
 * Returns how many files were written.
 */
export async function writeElementTexts(root = ROOT): Promise<number> {
  const dir = join(generated(root), 'element-texts');
  await syncFiles(
    [dir],
    LANGS.map((lang) => [join(dir, `${lang}.json`), JSON.stringify(elementTexts[lang])] as const),
  );
  const numbers = Object.keys(elementTexts.en).map(Number);
  const names = (lang: 'fr' | 'rw') => JSON.stringify(numbers.map((n) => elementTexts[lang][n]!.name));
  const langs = (lang: 'fr' | 'rw') => {
    const marked = numbers.flatMap((n) => (elementTexts[lang][n]!.nameLang ? [`${n}: '${elementTexts[lang][n]!.nameLang}'`] : []));
    return marked.length ? `{ ${marked.join(', ')} }` : '{}';
  };
  const module = [
    '// Written by npm run content:generate from src/locales/*/content/elements.po(t): edit those, not this.',
    "import type { TextLang } from '@/lib/langs';",
    '',
    'export const elementNames = {',
    `  fr: ${names('fr')},`,
    `  rw: ${names('rw')},`,
    "} as const satisfies Record<'fr' | 'rw', readonly string[]>;",
    '',
    "export const elementNameLangs: Record<'fr' | 'rw', Readonly<Partial<Record<number, TextLang>>>> = {",
    `  fr: ${langs('fr')},`,
    `  rw: ${langs('rw')},`,
    '};',
    '',
  ].join('\n');
  await writeIfChanged(join(generated(root), 'element-names.ts'), module);
  return LANGS.length + 1;
}
