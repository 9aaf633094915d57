import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_PAIRS, UI_PAIRS, colourTokens, contrast } from '../../stories/foundations/tokens';

// Reads the @theme block of the app CSS and checks WCAG contrast of the pairs the components use.
// The parsing and the pairs are shared with the catalogue's Foundations page, which shows the same ratios.
const css = readFileSync(new URL('../../src/styles/index.css', import.meta.url), 'utf8');
const tokens = colourTokens(css);

const token = (name: string) => {
  const value = tokens[name];
  if (!value) throw new Error(`no token --color-${name}`);
  return value;
};

describe('design tokens', () => {
  it('uses no web fonts: the font stacks are system fonts only', () => {
    expect(css).not.toMatch(/@font-face|fonts\.googleapis|url\([^)]*\.woff/);
  });

  for (const [fg, bg] of TEXT_PAIRS) {
    it(`text ${fg} on ${bg} passes AA (4.5:1)`, () => {
      expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const subject of Object.keys(tokens).filter((n) => n.startsWith('subject-'))) {
    it(`white text on ${subject} passes AA`, () => {
      expect(contrast('#ffffff', token(subject))).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const [fg, bg] of UI_PAIRS) {
    it(`UI part ${fg} on ${bg} passes 3:1`, () => {
      expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
    });
  }

  it('keeps the pure flag sky blue out of text: it fails AA on white', () => {
    expect(contrast(token('brand-sky'), '#ffffff')).toBeLessThan(4.5);
  });
});
