import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../src/lib/langs';
import { parsePo, placeholdersOf, serializePo, type PoCatalogue, type PoEntry } from '../../../src/lib/po';
import { pseudoText } from '../../../src/lib/pseudo';
import { syncFiles } from './write-generated';

/**
 * The translators' catalogues (ADR 0010, TRANSLATING.md): every string and every piece of prose a
 * learner sees, as gettext PO files, one per language and domain.
 *
 *     src/locales/en/ui/home.pot                   English, the source (a PO template)
 *     src/locales/fr/ui/home.po                    French
 *     src/locales/rw/content/roadmaps/python.po    Kinyarwanda prose of one road map
 *
 * A domain is `ui/<namespace>` (the strings of src/i18n) or `content/<collection>[/<slug>]`. Each
 * message's `msgctxt` is its key, stable across languages; `msgid` is the English text. This module
 * compiles them to what the site reads (src/content/generated/), reports what is missing, not yet
 * translated or changed in English since it was translated, and merges English changes into the
 * translations (as gettext's msgmerge does).
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const LOCALES = join(ROOT, 'src', 'locales');
const GENERATED = join(ROOT, 'src', 'content', 'generated');

/** The languages translated from English. */
const TARGET_LANGS = LANGS.filter((lang) => lang !== DEFAULT_LANG);

/** Each language's plural rule as PO writes it (pluralCategory in src/lib/format.ts is the site's). */
const PLURAL_FORMS: Record<Lang, string> = {
  en: 'nplurals=2; plural=(n != 1);',
  fr: 'nplurals=2; plural=(n > 1);',
  rw: 'nplurals=2; plural=(n != 1);',
};

/** The file of a domain in a language (`en` is the template). */
function catalogueFile(domain: string, lang: Lang, root = LOCALES): string {
  return join(root, lang, `${domain}.${lang === DEFAULT_LANG ? 'pot' : 'po'}`);
}

/** Every domain, from the English templates (`ui/home`, `content/roadmaps/python`), sorted. */
export async function listDomains(root = LOCALES): Promise<string[]> {
  const base = join(root, DEFAULT_LANG);
  const files = (await readdir(base, { recursive: true })).filter((file) => file.endsWith('.pot'));
  return files.map((file) => file.replace(/\\/g, '/').replace(/\.pot$/, '')).sort();
}

async function readCatalogue(file: string): Promise<PoCatalogue | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  return parsePo(text, relative(ROOT, file));
}

/** A message's key: its context (every message of ours has one). */
function keyOf(entry: PoEntry): string {
  return entry.context ?? entry.id;
}

/** A text as the site reads it: one string, or its plural forms (`[one, other]`). */
type CompiledText = string | string[];

type IssueKind = 'missing' | 'untranslated' | 'changed' | 'placeholders' | 'extra' | 'forms';

/** Something a translator (or the CI) should know about one message in one language. */
export interface CatalogueIssue {
  lang: Lang;
  domain: string;
  key: string;
  kind: IssueKind;
  detail?: string;
}

/** Issues as lines for a terminal, one per issue, the first `limit` of them. */
export function listIssues(issues: CatalogueIssue[], limit = 40): string {
  const lines = issues
    .slice(0, limit)
    .map((i) => `  ${i.lang} ${i.kind.padEnd(12)} src/locales/${i.lang}/${i.domain}.po  ${i.key}${i.detail ? `  (${i.detail})` : ''}`);
  if (issues.length > limit) lines.push(`  … and ${issues.length - limit} more (reports/i18n-status.json)`);
  return lines.join('\n');
}

export interface CompiledDomain {
  domain: string;
  /** Each key's text in each language (English where a translation is missing or empty). */
  texts: Map<string, Record<Lang, CompiledText>>;
  /** Each key's English text, also for the pseudo build. */
  source: Map<string, PoEntry>;
  issues: CatalogueIssue[];
  /** The template's `X-Load: per-language` header: the site loads this domain one language at a time. */
  perLanguage: boolean;
  /**
   * The template's `X-Exports: named` header (with `X-Load: per-language`): each language also compiles
   * to a TypeScript module of named exports, one per top-level key, which code on every page imports
   * (src/lib/format.ts) so that the bundler keeps only the words it uses, and which Node and
   * Playwright import like any module (a JSON module needs an import attribute there).
   */
  namedExports: boolean;
}

function english(entry: PoEntry): CompiledText {
  return entry.idPlural === undefined ? entry.id : [entry.id, entry.idPlural];
}

/** Reads one domain in every language and compiles it, with the issues found. */
export async function compileDomain(domain: string, options: { pseudo?: boolean; root?: string } = {}): Promise<CompiledDomain> {
  const root = options.root ?? LOCALES;
  const template = await readCatalogue(catalogueFile(domain, DEFAULT_LANG, root));
  if (!template) throw new Error(`No English template for ${domain}: ${relative(ROOT, catalogueFile(domain, DEFAULT_LANG, root))}`);
  const source = new Map<string, PoEntry>();
  for (const entry of template.entries) {
    if (entry.obsolete) continue;
    const key = keyOf(entry);
    if (source.has(key)) throw new Error(`${relative(ROOT, catalogueFile(domain, DEFAULT_LANG, root))}: the key ${key} is there twice`);
    source.set(key, entry);
  }
  const texts = new Map<string, Record<Lang, CompiledText>>();
  for (const [key, entry] of source) {
    const en = english(entry);
    const shown = options.pseudo ? (Array.isArray(en) ? en.map(pseudoText) : pseudoText(en)) : en;
    texts.set(key, Object.fromEntries(LANGS.map((lang) => [lang, shown])) as Record<Lang, CompiledText>);
  }
  const issues: CatalogueIssue[] = [];
  for (const lang of TARGET_LANGS) {
    const catalogue = await readCatalogue(catalogueFile(domain, lang, root));
    const found = new Map<string, PoEntry>();
    for (const entry of catalogue?.entries ?? []) {
      if (entry.obsolete) continue;
      const key = keyOf(entry);
      if (!source.has(key)) issues.push({ lang, domain, key, kind: 'extra' });
      else found.set(key, entry);
    }
    for (const [key, entry] of source) {
      const translated = found.get(key);
      if (!translated) {
        issues.push({ lang, domain, key, kind: 'missing' });
        continue;
      }
      const forms = entry.idPlural === undefined ? 1 : 2;
      if (translated.str.length !== forms) {
        issues.push({ lang, domain, key, kind: 'forms', detail: `${translated.str.length} forms where English has ${forms}` });
        continue;
      }
      if (translated.str.some((form) => form.trim() === '')) {
        issues.push({ lang, domain, key, kind: 'untranslated' });
        continue;
      }
      if (translated.flags.includes('fuzzy') || translated.id !== entry.id || translated.idPlural !== entry.idPlural) {
        issues.push({ lang, domain, key, kind: 'changed', detail: translated.id !== entry.id ? `was ${JSON.stringify(translated.id)}` : undefined });
      }
      // Every form uses only English's placeholders, and the forms together use them all (a singular
      // may leave out {{count}} and, in a plural message, what only the other form names).
      const wanted = new Set(placeholdersOf(`${entry.id} ${entry.idPlural ?? ''}`));
      const used = new Set(translated.str.flatMap(placeholdersOf));
      const stray = [...used].filter((name) => !wanted.has(name));
      const lost = [...wanted].filter((name) => !used.has(name) && !(name === 'count' && entry.idPlural !== undefined));
      if (stray.length || lost.length) {
        issues.push({
          lang,
          domain,
          key,
          kind: 'placeholders',
          detail: [stray.length ? `unknown {{${stray.join('}}, {{')}}}` : '', lost.length ? `no {{${lost.join('}}, {{')}}}` : ''].filter(Boolean).join('; '),
        });
        continue;
      }
      // A translation changed in English since is still shown: close in meaning, and better than English on a French page.
      if (!options.pseudo) texts.get(key)![lang] = translated.idPlural === undefined ? translated.str[0]! : translated.str;
    }
  }
  return { domain, texts, source, issues, perLanguage: template.headers['X-Load'] === 'per-language', namedExports: template.headers['X-Exports'] === 'named' };
}

/** Compiles every domain. */
export async function compileAll(options: { pseudo?: boolean; root?: string } = {}): Promise<CompiledDomain[]> {
  return Promise.all((await listDomains(options.root)).map((domain) => compileDomain(domain, options)));
}

/** A dotted key set into a nested object; plural texts become `<key>_one` and `<key>_other`. */
function nest(entries: Iterable<[string, CompiledText]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, text] of entries) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const last = parts.at(-1)!;
    if (Array.isArray(text)) {
      node[`${last}_one`] = text[0];
      node[`${last}_other`] = text[1];
    } else node[last] = text;
  }
  return out;
}

/**
 * A content key as a TypeScript name: `stages.python-basics.title` → `stagesPythonBasicsTitle`.
 * Content modules import a domain's texts by these names (`text.stagesPythonBasicsTitle`), so the
 * bundler inlines each one where it is used and no key reaches the browser. The minifier inlines a
 * text used once into the constant that uses it only when nothing is declared between the texts
 * and that constant: a module a page loads declares its content constant first, right after its
 * imports, and uses a text several times by its name (`label: text.careers`, which stays one
 * shared constant), never through a local alias.
 */
export function textName(key: string): string {
  const name = key.replace(/[^A-Za-z0-9]+([A-Za-z0-9]?)/g, (_, char: string) => char.toUpperCase());
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/**
 * The lists of a domain: keys `<key>.0`, `<key>.1`… numbered from 0 without a gap (the paragraphs
 * of a section, the items of a bulleted list), each a single text, under a `<key>` that is not a
 * message itself. A translator translates each item on its own; the content reads the whole list.
 */
function listsOf(texts: Map<string, Record<Lang, CompiledText>>): Map<string, Array<Record<Lang, string>>> {
  const items = new Map<string, Map<number, Record<Lang, CompiledText>>>();
  for (const [key, text] of texts) {
    const match = /^(.+)\.(0|[1-9][0-9]*)$/.exec(key);
    if (!match) continue;
    const base = match[1]!;
    let list = items.get(base);
    if (!list) items.set(base, (list = new Map()));
    list.set(Number(match[2]), text);
  }
  const lists = new Map<string, Array<Record<Lang, string>>>();
  for (const [base, byIndex] of items) {
    const list = Array.from({ length: byIndex.size }, (_, i) => byIndex.get(i));
    if (texts.has(base) || list.some((text) => text === undefined || LANGS.some((lang) => typeof text[lang] !== 'string'))) continue;
    lists.set(base, list as Array<Record<Lang, string>>);
  }
  return lists;
}

function textModule(domain: string, texts: Map<string, Record<Lang, CompiledText>>): string {
  const names = new Map<string, string>();
  const lines = [`// Written by npm run i18n:compile from src/locales/*/${domain}.po(t): edit those, not this.`];
  const add = (key: string, comment: string, value: unknown) => {
    const name = textName(key);
    if (names.has(name)) throw new Error(`src/locales/en/${domain}.pot: the keys ${names.get(name)} and ${key} make the same name ${name}`);
    names.set(name, key);
    lines.push(`/** ${comment} */`, `export const ${name} = ${JSON.stringify(value)};`);
  };
  const lists = listsOf(texts);
  const listEnds = new Map([...lists].map(([base, list]) => [`${base}.${list.length - 1}`, base]));
  // Each list right after its last item: the exports a module uses, its items left out by the
  // bundler, keep the order of the catalogue.
  for (const [key, text] of texts) {
    add(key, key, text);
    const base = listEnds.get(key);
    if (base === undefined) continue;
    const list = lists.get(base)!;
    add(base, `${base}.0–${list.length - 1}, as one list per language`, Object.fromEntries(LANGS.map((lang) => [lang, list.map((item) => item[lang])])));
  }
  return `${lines.join('\n')}\n`;
}

function namedModule(domain: string, tree: Record<string, unknown>): string {
  const lines = [`// Written by npm run i18n:compile from src/locales/*/${domain}.po(t): edit those, not this.`];
  for (const [key, value] of Object.entries(tree)) lines.push(`export const ${textName(key)} = ${JSON.stringify(value)};`);
  return `${lines.join('\n')}\n`;
}

/**
 * Writes what the site reads:
 * - `ui/<ns>` → src/content/generated/i18n/<ns>.<lang>.json, the namespace's strings in one
 *   language, nested by their dotted keys (the chunks src/i18n loads);
 * - `content/<path>` → src/content/generated/text/<path>.ts, one export per key (`textName`) with
 *   its text in every language, which the content modules import and the bundler inlines, and one
 *   per list (keys `<key>.0`, `<key>.1`…: see listsOf) with each language's items, `{ en: [...], … }`;
 * - a content domain whose template says `X-Load: per-language` → src/content/generated/text/<path>.<lang>.json,
 *   nested like a namespace, for collections the site loads one language at a time.
 * Returns how many files were written.
 */
export async function writeCompiled(domains: CompiledDomain[], root = GENERATED): Promise<number> {
  const writes: Array<[string, unknown]> = [];
  for (const { domain, texts, perLanguage, namedExports } of domains) {
    if (domain.startsWith('ui/')) {
      const ns = domain.slice(3);
      for (const lang of LANGS) writes.push([join(root, 'i18n', `${ns}.${lang}.json`), nest([...texts].map(([key, text]) => [key, text[lang]]))]);
    } else if (domain.startsWith('content/') && perLanguage) {
      for (const lang of LANGS) {
        const tree = nest([...texts].map(([key, text]) => [key, text[lang]]));
        writes.push([join(root, 'text', `${domain.slice(8)}.${lang}.json`), tree]);
        if (namedExports) writes.push([join(root, 'text', `${domain.slice(8)}.${lang}.ts`), namedModule(domain, tree)]);
      }
    } else if (domain.startsWith('content/')) {
      writes.push([join(root, 'text', `${domain.slice(8)}.ts`), textModule(domain, texts)]);
    } else {
      throw new Error(`src/locales/en/${domain}.pot: a domain is ui/<namespace> or content/<collection>`);
    }
  }
  return syncFiles(
    [join(root, 'i18n'), join(root, 'text')],
    writes.map(([file, value]) => [file, typeof value === 'string' ? value : `${JSON.stringify(value)}\n`] as const),
  );
}

/** Per language: how many messages, and how many of them have each issue. */
export interface LanguageStatus {
  lang: Lang;
  messages: number;
  words: number;
  translated: number;
  missing: number;
  untranslated: number;
  changed: number;
  placeholders: number;
  forms: number;
  extra: number;
}

/** The status report's figures, per language. */
export function statusOf(domains: CompiledDomain[]): LanguageStatus[] {
  const messages = domains.reduce((sum, d) => sum + d.source.size, 0);
  const words = domains.reduce((sum, d) => sum + [...d.source.values()].reduce((w, e) => w + e.id.split(/\s+/).filter(Boolean).length, 0), 0);
  return TARGET_LANGS.map((lang) => {
    const issues = domains.flatMap((d) => d.issues).filter((issue) => issue.lang === lang);
    const count = (kind: IssueKind) => issues.filter((issue) => issue.kind === kind).length;
    const failing = count('missing') + count('untranslated') + count('placeholders') + count('forms');
    return {
      lang,
      messages,
      words,
      translated: messages - failing,
      missing: count('missing'),
      untranslated: count('untranslated'),
      changed: count('changed'),
      placeholders: count('placeholders'),
      forms: count('forms'),
      extra: count('extra'),
    };
  });
}

/** The header of a language's catalogue. */
function headersFor(domain: string, lang: Lang): Record<string, string> {
  return {
    'Project-Id-Version': 'Ubumenyi',
    Language: lang === DEFAULT_LANG ? '' : lang,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'Plural-Forms': PLURAL_FORMS[lang],
    'X-Domain': domain,
  };
}

/**
 * Merges the English templates into the translations, as msgmerge does: the translation files
 * follow the template's order and comments; a new message comes in untranslated; a message whose
 * English changed keeps its translation, marked `fuzzy` with the English it was made from
 * (`#| msgid`); a message gone from English is dropped. Writes only files whose text changes and
 * returns their paths.
 */
export async function syncCatalogues(root = LOCALES): Promise<string[]> {
  const changed: string[] = [];
  for (const domain of await listDomains(root)) {
    const template = (await readCatalogue(catalogueFile(domain, DEFAULT_LANG, root)))!;
    for (const lang of TARGET_LANGS) {
      const file = catalogueFile(domain, lang, root);
      const before = await readFile(file, 'utf8').catch(() => undefined);
      const old = before === undefined ? undefined : parsePo(before, relative(ROOT, file));
      const byKey = new Map((old?.entries ?? []).filter((e) => !e.obsolete).map((e) => [keyOf(e), e]));
      const entries = template.entries
        .filter((entry) => !entry.obsolete)
        .map((entry): PoEntry => {
          const mine = byKey.get(keyOf(entry));
          const forms = entry.idPlural === undefined ? 1 : 2;
          const base: PoEntry = {
            ...entry,
            translatorComments: mine?.translatorComments ?? [],
            flags: entry.flags.filter((flag) => flag !== 'fuzzy'),
            previousId: undefined,
            str: Array.from({ length: forms }, (_, i) => mine?.str[i] ?? ''),
          };
          if (!mine || base.str.every((form) => form === '')) return base;
          const wasChanged = mine.id !== entry.id || mine.idPlural !== entry.idPlural;
          if (wasChanged || mine.flags.includes('fuzzy')) {
            return { ...base, flags: ['fuzzy', ...base.flags], previousId: wasChanged ? mine.id : mine.previousId };
          }
          return base;
        });
      const text = serializePo({
        headers: {
          ...headersFor(domain, lang),
          ...old?.headers,
          Language: lang,
          ...Object.fromEntries(['X-Load', 'X-Exports'].flatMap((name) => (template.headers[name] ? [[name, template.headers[name]]] : []))),
        },
        headerComments: old?.headerComments ?? template.headerComments,
        entries,
      });
      if (text !== before) {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
        changed.push(relative(ROOT, file));
      }
    }
  }
  return changed;
}

/** A message as a codemod or a collection's importer hands it over: its key, where it shows, and its text per language. */
export interface SourceMessage {
  key: string;
  /** Where a learner sees it, for the translator (`#.`). */
  comment: string;
  references?: string[];
  /** Each language's text; a pair (one, other) for a message with plural forms. */
  text: Record<Lang, string | [string, string]>;
}

/**
 * Writes a domain's template and translations from messages (an importer's or a test's), replacing
 * what was there. `perLanguage`: the site loads it one language at a time (see writeCompiled).
 */
export async function writeDomain(domain: string, messages: SourceMessage[], options: { root?: string; about: string; perLanguage?: boolean }): Promise<void> {
  const root = options.root ?? LOCALES;
  const names: Record<Lang, string> = { en: 'English source', fr: 'French', rw: 'Kinyarwanda' };
  for (const lang of LANGS) {
    const entries = messages.map((message): PoEntry => {
      const en = message.text.en;
      const mine = message.text[lang];
      const plural = Array.isArray(en);
      return {
        context: message.key,
        id: plural ? en[0] : en,
        idPlural: plural ? en[1] : undefined,
        str: lang === DEFAULT_LANG ? (plural ? ['', ''] : ['']) : Array.isArray(mine) ? [...mine] : [mine],
        translatorComments: [],
        extractedComments: [message.comment],
        references: message.references ?? [],
        flags: /\{\{/.test(plural ? en.join() : en) ? ['i18next-interpolation'] : [],
      };
    });
    const headers = { ...headersFor(domain, lang), ...(options.perLanguage ? { 'X-Load': 'per-language' } : {}) };
    const headerComments = [
      `${names[lang]} text: ${options.about}`,
      lang === DEFAULT_LANG
        ? 'The English source: edit the text after msgid, then run npm run i18n:sync (see TRANSLATING.md).'
        : 'Edit the text after msgstr (see TRANSLATING.md).',
    ];
    const file = catalogueFile(domain, lang, root);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, serializePo({ headers, headerComments, entries }));
  }
}
