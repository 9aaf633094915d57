import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_CATEGORIES, categorySlug } from '../../src/lib/element-categories';
import { colourTokens, contrast } from '../../stories/foundations/tokens';

// The periodic table's category colours (src/styles/index.css, @theme): every tile's text must pass
// WCAG AA on its category fill, and the strong shade (tile edge, legend swatch) 3:1 as a UI part.
const css = readFileSync(new URL('../../src/styles/index.css', import.meta.url), 'utf8');
const tokens = colourTokens(css);
const token = (name: string): string => {
  const value = tokens[name];
  if (!value) throw new Error(`no token --color-${name} in the @theme block`);
  return value;
};

describe('periodic table category colours', () => {
  it('computes contrast as WCAG does (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#fde2e1', '#fde2e1')).toBe(1);
  });

  for (const category of ELEMENT_CATEGORIES) {
    const slug = categorySlug(category);
    const fill = () => token(`element-${slug}`);
    const strong = () => token(`element-${slug}-strong`);

    it(`${category}: tile text (foreground and muted) passes AA 4.5:1 on the fill`, () => {
      expect(contrast(token('foreground'), fill())).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token('muted-foreground'), fill())).toBeGreaterThanOrEqual(4.5);
    });

    it(`${category}: the strong shade stands out 3:1 on white, on muted and on its own fill`, () => {
      expect(contrast(strong(), '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(strong(), token('muted'))).toBeGreaterThanOrEqual(3);
      expect(contrast(strong(), fill())).toBeGreaterThanOrEqual(3);
    });
  }

  it('dims other categories to the muted background, where tile text still passes AA', () => {
    expect(contrast(token('foreground'), token('muted'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('muted-foreground'), token('muted'))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the ten categories ten different fills', () => {
    const fills = ELEMENT_CATEGORIES.map((c) => token(`element-${categorySlug(c)}`).toLowerCase());
    expect(new Set(fills).size).toBe(10);
  });
});
