import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNamespace, type Namespace } from '../../src/i18n/define';
import type { NamespaceHandle } from '../../src/i18n';
import { LANGS } from '../../src/lib/langs';

// The strings as written (src/i18n/strings/), the handles pages import (src/i18n/namespaces/),
// and the per-language chunks content:generate writes (src/content/generated/i18n/).
const root = join(import.meta.dirname, '..', '..', 'src');
const strings = import.meta.glob<Record<string, unknown>>(['../../src/i18n/strings/*.ts', '!../../src/i18n/strings/common.ts'], { eager: true });
const handles = import.meta.glob<Record<string, unknown>>('../../src/i18n/namespaces/*.ts', { eager: true });
const fileOf = (path: string) => path.split('/').at(-1)!;

const declared = new Map<string, Namespace>(
  Object.entries(strings).flatMap(([path, module]) =>
    Object.values(module)
      .filter(isNamespace)
      .map((ns) => [fileOf(path), ns] as const),
  ),
);

describe('namespace handles', () => {
  it('each file of strings has a handle of the same name and id, and nothing else has one', () => {
    const found = Object.entries(handles).map(([path, module]) => [fileOf(path), (Object.values(module)[0] as NamespaceHandle).ns]);
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries([...declared].map(([file, ns]) => [file, ns.ns])));
  });

  it('ship no strings: a page carries the handle, not the text', () => {
    for (const file of readdirSync(join(root, 'i18n', 'namespaces'))) {
      const source = readFileSync(join(root, 'i18n', 'namespaces', file), 'utf8');
      expect(source, file).not.toMatch(/^import (?!type)[^;]*strings\//m);
    }
  });

  for (const [file, namespace] of declared) {
    it(`${file}: one generated chunk per language, equal to the strings in that language`, () => {
      for (const lang of LANGS) {
        const chunk: unknown = JSON.parse(readFileSync(join(root, 'content', 'generated', 'i18n', `${namespace.ns}.${lang}.json`), 'utf8'));
        expect(chunk, lang).toEqual(namespace.resources[lang]);
      }
    });
  }

  it('a handle loads its language once, and falls back to English when that chunk cannot be fetched', async () => {
    const { namespaceHandle } = await import('../../src/i18n');
    const asked: string[] = [];
    const handle = namespaceHandle<Namespace<{ hello: string }>>('handleProbe', async (lang) => {
      asked.push(lang);
      if (lang === 'rw') throw new Error('offline');
      return { default: { hello: lang === 'fr' ? 'bonjour' : 'hello' } };
    });
    await handle.load('fr');
    await handle.load('fr');
    expect(handle.strings('fr')).toEqual({ hello: 'bonjour' });
    expect(handle.load('fr').status).toBe('fulfilled');
    await handle.load('rw');
    expect(handle.strings('rw')).toEqual({ hello: 'hello' });
    expect(asked).toEqual(['fr', 'rw', 'en']);
  });
});
