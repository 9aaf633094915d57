import { isNamespace } from '../../../src/i18n/define';

/**
 * Every French and Kinyarwanda string a learner can see, for the checks that read them all (the
 * glossary, French typography): each namespace's strings (src/i18n/strings/), and all content.
 * Content is written `{ en, fr, rw }` side by side (a value under an `fr` or `rw` key is in that
 * language), as the content modules export it (their text compiled from the catalogues and imported
 * as `text.<name>`: each string read where a module uses it; the blog posts' bodies, which only
 * content:generate reads, from their compiled modules), or one file per language: the compiled catalogues of the
 * collections a page loads one language at a time (src/content/generated/text/elements.rw.json).
 * Left out: the learners' search words, which keep retired variants on purpose (a learner types
 * "paji", and search must still find the page); the schemas; the glossaries themselves; and the
 * page modules content:generate writes from these sources.
 */
const namespaceModules = import.meta.glob<Record<string, unknown>>('../../../src/i18n/strings/*.ts', { eager: true });
const contentModules = import.meta.glob<Record<string, unknown>>(
  [
    '../../../src/content/**/*.ts',
    '!../../../src/content/search-vocabulary.ts',
    '!../../../src/content/schema/**',
    '!../../../src/content/schema.ts',
    '!../../../src/content/generated/**',
  ],
  { eager: true },
);
// The blog posts' bodies: only content:generate reads them, from their compiled modules.
const postModules = import.meta.glob<Record<string, unknown>>('../../../src/content/generated/text/posts/*.ts', { eager: true });
const compiledModules = import.meta.glob<Record<string, unknown>>('../../../src/content/generated/text/**/*.{fr,rw}.json', { eager: true, import: 'default' });

export type ShownLang = 'fr' | 'rw';

export interface Shown {
  /** File and key path ("src/i18n/strings/common.ts common.nav.home"). */
  where: string;
  text: string;
  /** From a namespace's catalogue (a sentence a translator writes whole), not from content. */
  catalogue: boolean;
}

function collect(value: unknown, where: string, lang: ShownLang | undefined, catalogue: boolean, into: Record<ShownLang, Shown[]>, seen: Set<unknown>) {
  if (typeof value === 'string') {
    if (lang) into[lang].push({ where, text: value, catalogue });
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    if (key === 'en') continue;
    const keyLang = key === 'fr' || key === 'rw' ? key : lang;
    collect(item, `${where}.${key}`, keyLang, catalogue, into, seen);
  }
}

const relative = (file: string) => file.replace('../../../', '');

function collectAll(): Record<ShownLang, Shown[]> {
  const into: Record<ShownLang, Shown[]> = { fr: [], rw: [] };
  for (const [file, module] of Object.entries(namespaceModules)) {
    for (const value of Object.values(module)) {
      if (!isNamespace(value)) continue;
      for (const lang of ['fr', 'rw'] as const) collect(value.resources[lang], `${relative(file)} ${value.ns}`, lang, true, into, new Set());
    }
  }
  for (const [file, module] of Object.entries({ ...contentModules, ...postModules })) {
    // One `seen` per module: a value another module re-exports is read there under its own name.
    const seen = new Set<unknown>();
    for (const [name, value] of Object.entries(module)) collect(value, `${relative(file)} ${name}`, undefined, false, into, seen);
  }
  for (const [file, texts] of Object.entries(compiledModules)) {
    const fileLang = /\.(fr|rw)\.json$/.exec(file)![1] as ShownLang;
    collect(texts, relative(file), fileLang, false, into, new Set());
  }
  return into;
}

/** The strings, by language (read once per test file). */
export const shown = collectAll();
