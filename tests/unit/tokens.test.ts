import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Reads the @theme block of the app CSS and checks WCAG contrast of the pairs the components use.
const css = readFileSync(new URL('../../src/styles/index.css', import.meta.url), 'utf8');
const theme = css.slice(css.indexOf('@theme'), css.indexOf('}', css.indexOf('@theme')));
const tokens = Object.fromEntries([...theme.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1], m[2]]));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const token = (name: string) => {
  const value = tokens[name];
  if (!value) throw new Error(`no token --color-${name}`);
  return value;
};

describe('design tokens', () => {
  it('uses no web fonts: the font stacks are system fonts only', () => {
    expect(css).not.toMatch(/@font-face|fonts\.googleapis|url\([^)]*\.woff/);
  });

  const textPairs: [string, string][] = [
    ['foreground', 'background'],
    ['foreground', 'muted'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'muted'],
    ['card-foreground', 'card'],
    ['primary-foreground', 'primary'],
    ['primary-foreground', 'primary-hover'],
    ['primary', 'background'],
    ['primary', 'secondary'],
    ['secondary-foreground', 'secondary'],
    ['secondary-foreground', 'secondary-hover'],
    ['accent-foreground', 'accent'],
    ['accent', 'accent-soft'],
    ['highlight-foreground', 'highlight'],
    ['destructive-foreground', 'destructive'],
    ['destructive', 'background'],
    ['success', 'background'],
    ['warning-foreground', 'warning-soft'],
    ['foreground', 'brand-sun'],
  ];
  for (const [fg, bg] of textPairs) {
    it(`text ${fg} on ${bg} passes AA (4.5:1)`, () => {
      expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const subject of Object.keys(tokens).filter((n) => n.startsWith('subject-'))) {
    it(`white text on ${subject} passes AA`, () => {
      expect(contrast('#ffffff', token(subject))).toBeGreaterThanOrEqual(4.5);
    });
  }

  const uiPairs: [string, string][] = [
    ['ring', 'background'],
    ['ring', 'muted'],
    ['ring', 'secondary'],
    ['input', 'background'],
  ];
  for (const [fg, bg] of uiPairs) {
    it(`UI part ${fg} on ${bg} passes 3:1`, () => {
      expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
    });
  }

  it('keeps the pure flag sky blue out of text: it fails AA on white', () => {
    expect(contrast(token('brand-sky'), '#ffffff')).toBeLessThan(4.5);
  });
});
