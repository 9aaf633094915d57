import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HYDRATION_SECTIONS, isHydrationSectionChunk } from '../../scripts/vite-hydration-sections.mjs';

const pages = join(import.meta.dirname, '..', '..', 'src', 'pages');

/** The module names imported through lazySection in src/pages ('./HomeResourcesSection'). */
function lazySectionImports(): string[] {
  const names: string[] = [];
  for (const file of readdirSync(pages).filter((f) => f.endsWith('.tsx'))) {
    const source = readFileSync(join(pages, file), 'utf8');
    for (const match of source.matchAll(/lazySection(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      names.push(match[1]!.split('/').at(-1)!);
    }
  }
  return names.sort();
}

describe('the sections that hydrate with their page', () => {
  it('are exactly the lazySection imports of src/pages', () => {
    expect(lazySectionImports()).toEqual([...HYDRATION_SECTIONS].sort());
  });

  it('are recognised by their built chunk, and nothing else is', () => {
    expect(isHydrationSectionChunk('assets/HomeResourcesSection-x_Y-1.js')).toBe(true);
    expect(isHydrationSectionChunk('assets/PhetCredit-6afQbylo.js')).toBe(false);
    expect(isHydrationSectionChunk('assets/PeriodicTable-6afQbylo.js')).toBe(false);
    expect(isHydrationSectionChunk('assets/PeriodicDialogSection-nYU3CDGc.js')).toBe(false);
    expect(isHydrationSectionChunk('assets/MobileMenu-CZeAHu2R.js')).toBe(false);
    expect(isHydrationSectionChunk('assets/PeriodicTable.css')).toBe(false);
  });
});
