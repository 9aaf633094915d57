import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../src/content/schema';
import { site } from '../../src/content/site';
import { footerNav, headerNav } from '../../src/content/navigation';
import { common } from '../../src/i18n/strings/common';

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('site config', () => {
  it('parses with its schema', () => {
    expect(() => siteSchema.parse(site)).not.toThrow();
  });

  it('has a team of three with distinct names', () => {
    expect(new Set(site.team.map((m) => m.name)).size).toBe(3);
  });
});

describe('navigation', () => {
  it('has the five header links in order', () => {
    expect(headerNav.map((i) => i.to)).toEqual(['/', '/about', '/simulation', '/blog', '/contact']);
  });

  it('labels every link with a key that exists in English', () => {
    const keys = [...headerNav, ...footerNav.flatMap((g) => g.items)].map((i) => i.labelKey);
    const headings = footerNav.map((g) => g.headingKey);
    for (const key of [...keys, ...headings]) expect(typeof lookup(common.resources.en, key), key).toBe('string');
  });

  it('never links to "#" or an empty path', () => {
    for (const item of [...headerNav, ...footerNav.flatMap((g) => g.items)]) {
      expect(item.to).toMatch(/^\/[\w/-]*$/);
    }
  });
});
