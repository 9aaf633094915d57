import { describe, expect, it } from 'vitest';
import { isNamespace, type Messages, type Namespace } from '../../src/i18n/define';
import { LANGS } from '../../src/lib/langs';

// Every namespace: the common one (src/i18n/locales/*.json) and each feature's own file.
const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/strings/*.ts', { eager: true });
const namespaces: Namespace[] = Object.values(modules).flatMap((module) => Object.values(module).filter(isNamespace));

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, i) => out.set(`${path}.${i}`, String(item)));
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('finds the common namespace and every feature namespace', () => {
    expect(namespaces.map((n) => n.ns)).toContain('common');
    expect(new Set(namespaces.map((n) => n.ns)).size).toBe(namespaces.length);
  });

  for (const namespace of namespaces) {
    describe(`namespace "${namespace.ns}"`, () => {
      const en = flatten(namespace.resources.en);

      for (const lang of LANGS.filter((l) => l !== 'en')) {
        it(`has every English key in ${lang}, no extra key, and no empty string`, () => {
          const other = flatten(namespace.resources[lang]);
          const missing = [...en.keys()].filter((k) => !other.has(k));
          const extra = [...other.keys()].filter((k) => !en.has(k));
          expect(missing, `missing in ${lang}`).toEqual([]);
          expect(extra, `only in ${lang}`).toEqual([]);
          const empty = [...other.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k);
          expect(empty, `empty in ${lang}`).toEqual([]);
        });

        it(`keeps the same {{placeholders}} in ${lang}`, () => {
          const other = flatten(namespace.resources[lang]);
          const wrong = [...en.entries()]
            .filter(([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key)!).join())
            .map(([key]) => key);
          expect(wrong).toEqual([]);
        });
      }

      it('pairs every plural key: x_one has x_other', () => {
        const keys = [...en.keys()];
        const unpaired = keys.filter((k) => k.endsWith('_one') && !keys.includes(k.replace(/_one$/, '_other')));
        expect(unpaired).toEqual([]);
      });
    });
  }
});
