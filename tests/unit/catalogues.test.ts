import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileAll, compileDomain, listDomains, statusOf, syncCatalogues, textName, writeCompiled, writeDomain } from '../../scripts/build/lib/catalogues';
import { parsePo } from '../../src/lib/po';

// A copy of the fixture catalogues (tests/fixtures/locales/) per test: sync writes to them.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'catalogues-'));
  await cp(join(import.meta.dirname, '..', 'fixtures', 'locales'), root, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const compile = (domain = 'ui/shop') => compileDomain(domain, { root });

describe('catalogues', () => {
  it('lists domains from the English templates', async () => {
    expect(await listDomains(root)).toEqual(['content/fruit/mango', 'ui/shop']);
  });

  it('compiles each key in each language, English where a translation is missing or empty', async () => {
    const { texts } = await compile();
    expect(texts.get('title')).toEqual({ en: 'Shop', fr: 'Boutique', rw: 'Iduka' });
    expect(texts.get('basket.empty')).toEqual({ en: 'Your basket is empty', fr: 'Votre panier est vide', rw: 'Your basket is empty' });
    expect(texts.get('basket.items')).toEqual({
      en: ['{{count}} item', '{{count}} items'],
      fr: ['{{count}} article', '{{count}} articles'],
      rw: ['ikintu {{count}}', 'ibintu {{count}}'],
    });
  });

  it('reports missing, untranslated, changed, extra and placeholder issues by language', async () => {
    const { issues } = await compile();
    const found = issues.map((i) => `${i.lang} ${i.kind} ${i.key}`).sort();
    expect(found).toEqual(['fr changed greeting', 'fr extra gone', 'rw missing basket.empty', 'rw placeholders greeting', 'rw untranslated checkout']);
  });

  it('keeps a translation whose English changed (shown, reported), and never one with wrong placeholders', async () => {
    const { texts } = await compile();
    expect(texts.get('greeting')).toEqual({ en: 'Hello {{name}}!', fr: 'Bonjour {{name}}', rw: 'Hello {{name}}!' });
  });

  it('counts each language’s status from the issues', async () => {
    const [fr, rw] = statusOf([await compile()]);
    expect(fr).toMatchObject({ lang: 'fr', messages: 5, translated: 5, missing: 0, changed: 1, extra: 1 });
    expect(rw).toMatchObject({ lang: 'rw', messages: 5, translated: 2, missing: 1, untranslated: 1, placeholders: 1 });
  });

  it('writes English pseudo text for the pseudo-locale, placeholders kept', async () => {
    const { texts } = await compileDomain('ui/shop', { root, pseudo: true });
    expect(texts.get('greeting')!.fr).toMatch(/^\[Ĥéļļö \{\{name\}\}! ~+\]$/);
  });

  it('merges English changes into translations as msgmerge does', async () => {
    const changed = await syncCatalogues(root);
    expect(changed).toEqual(expect.arrayContaining(['fr/ui/shop.po', 'rw/ui/shop.po'].map((f) => expect.stringContaining(f))));
    const fr = parsePo(await readFile(join(root, 'fr', 'ui', 'shop.po'), 'utf8'));
    const greeting = fr.entries.find((e) => e.context === 'greeting')!;
    expect(greeting).toMatchObject({
      id: 'Hello {{name}}!',
      str: ['Bonjour {{name}}'],
      previousId: 'Hello {{name}}',
      flags: ['fuzzy', 'i18next-interpolation'],
    });
    expect(fr.entries.map((e) => e.context)).toEqual(['title', 'greeting', 'basket.empty', 'basket.items', 'checkout']);
    const rw = parsePo(await readFile(join(root, 'rw', 'ui', 'shop.po'), 'utf8'));
    expect(rw.entries.find((e) => e.context === 'basket.empty')).toMatchObject({
      str: [''],
      extractedComments: ['Shown by the basket when nothing is in it.'],
    });
    expect(await syncCatalogues(root)).toEqual([]);
  });

  it('names the file and line of a broken catalogue', async () => {
    await writeFile(join(root, 'fr', 'ui', 'shop.po'), 'msgctxt "title"\nmsgid "Shop"\nmsgstr "Boutique\n');
    await expect(compile()).rejects.toThrow(/fr\/ui\/shop\.po:3: /);
  });

  it('writes a domain from messages, and compiles content to a module of named texts or per-language files', async () => {
    const text = (en: string, fr: string, rw: string) => ({ en, fr, rw });
    await writeDomain(
      'content/fruit/lemon',
      [
        { key: 'intro', comment: 'Lemon page: intro.', text: text('Sour.', 'Acide.', 'Birarura.') },
        { key: 'stages.ripe-fruit.title', comment: 'A stage title.', text: text('Ripe', 'Mûr', 'Byeze') },
      ],
      { root, about: 'the lemon.' },
    );
    await writeDomain('content/fruit/all', [{ key: 'lemon.name', comment: 'A fruit name.', text: text('Lemon', 'Citron', 'Indimu') }], {
      root,
      about: 'fruit names.',
      perLanguage: true,
    });
    const out = join(root, 'out');
    await writeCompiled(await compileAll({ root }), out);
    const module = await readFile(join(out, 'text', 'fruit', 'lemon.ts'), 'utf8');
    expect(module).toContain('export const intro = {"en":"Sour.","fr":"Acide.","rw":"Birarura."};');
    expect(module).toContain('export const stagesRipeFruitTitle = {"en":"Ripe","fr":"Mûr","rw":"Byeze"};');
    expect(JSON.parse(await readFile(join(out, 'text', 'fruit', 'all.rw.json'), 'utf8'))).toEqual({ lemon: { name: 'Indimu' } });
    expect(JSON.parse(await readFile(join(out, 'i18n', 'shop.fr.json'), 'utf8'))).toMatchObject({ basket: { items_one: '{{count}} article' } });
    expect(await syncCatalogues(root)).not.toContain(expect.stringContaining('lemon'));
  });

  it("compiles a list (keys <key>.0, <key>.1…) to one export with each language's items, and its items one by one", async () => {
    const text = (en: string, fr: string, rw: string) => ({ en, fr, rw });
    await writeDomain(
      'content/fruit/lemon',
      [
        { key: 'uses.0', comment: 'First use.', text: text('Juice', 'Jus', 'Umutobe') },
        { key: 'uses.1', comment: 'Second use.', text: text('Tea', 'Thé', 'Icyayi') },
        { key: 'sizes.1', comment: 'No item 0: not a list.', text: text('Big', 'Gros', 'Kinini') },
      ],
      { root, about: 'the lemon.' },
    );
    const out = join(root, 'out');
    await writeCompiled(await compileAll({ root }), out);
    const module = await readFile(join(out, 'text', 'fruit', 'lemon.ts'), 'utf8');
    expect(module).toContain('export const uses = {"en":["Juice","Tea"],"fr":["Jus","Thé"],"rw":["Umutobe","Icyayi"]};');
    expect(module).toContain('export const uses1 = {"en":"Tea","fr":"Thé","rw":"Icyayi"};');
    expect(module).not.toContain('export const sizes =');
  });

  it('names content keys as TypeScript names', () => {
    expect(textName('stages.python-basics.title')).toBe('stagesPythonBasicsTitle');
    expect(textName('uses.0')).toBe('uses0');
    expect(textName('1.name')).toBe('_1Name');
  });
});
