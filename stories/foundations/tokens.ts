/**
 * Reads the design tokens from their one source, the `@theme` block of src/styles/index.css, so the
 * Foundations page and tests/unit/tokens.test.ts show and check the values the site is built with.
 * Pure functions over the CSS text: the page imports the file with `?raw`, the test with readFileSync.
 */

/** The text of the first `@theme` block (its declarations hold no braces). */
function themeBlock(css: string): string {
  const start = css.indexOf('@theme');
  if (start < 0) throw new Error('no @theme block in the CSS');
  return css.slice(start, css.indexOf('}', start));
}

/** Every `--<prefix>-<name>: <value>;` of the @theme block, in source order, as [name, value]. */
export function themeTokens(css: string, prefix: string): [string, string][] {
  const pattern = new RegExp(`--${prefix}-([\\w-]+):\\s*([^;]+);`, 'g');
  return [...themeBlock(css).matchAll(pattern)].map((m) => [m[1]!, m[2]!.trim()]);
}

/** Colour tokens (`--color-*`, six-digit hex) as a name → hex map. */
export function colourTokens(css: string): Record<string, string> {
  return Object.fromEntries(themeTokens(css, 'color').filter(([, value]) => /^#[0-9a-f]{6}$/i.test(value)));
}

/** The declarations of the site-wide `:focus-visible` rule (the focus ring), e.g. `outline: 3px solid var(--color-ring)`. */
export function focusRing(css: string): string[] {
  const match = /(?:^|\n)\s*:focus-visible\s*\{([^}]*)\}/.exec(css);
  if (!match) throw new Error('no :focus-visible rule in the CSS');
  return match[1]!
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Text on background pairs the components use: each must reach 4.5:1 (WCAG 1.4.3). [text, background] */
export const TEXT_PAIRS: [string, string][] = [
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

/** UI parts (focus ring, input borders) on their backgrounds: each must reach 3:1 (WCAG 1.4.11). [part, background] */
export const UI_PAIRS: [string, string][] = [
  ['ring', 'background'],
  ['ring', 'muted'],
  ['ring', 'secondary'],
  ['input', 'background'],
];
