import * as React from 'react';
import type { Decorator } from '@storybook/react-vite';
// Storybook's hook (a decorator's, not React's): named so that React's hook rules do not claim it.
import { useGlobals as storybookGlobals } from 'storybook/preview-api';
import { textSpacingCss } from './text-spacing';

/**
 * The catalogue toolbar's "Display mode": the modes visitors use, on any story, by hand. The visual
 * run (tests/storybook/visual.spec.ts) checks every story in each of them with the browser's own
 * emulation; here a page's script cannot turn the browser's media features on, so:
 * - text spacing: WCAG 1.4.12's spacing on every element, at the 320 px viewport (exactly as the run);
 * - 400 % zoom: the 320 × 200 viewport that 1280 × 800 at 400 % is (exactly as the run);
 * - forced colours: a preview. The site's own `@media (forced-colors: active)` rules are applied,
 *   over a dark contrast theme's system colours. For the browser's real rendering, use DevTools ›
 *   Rendering › "Emulate CSS media feature forced-colors";
 * - reduced motion: a preview. The site's own `@media (prefers-reduced-motion: reduce)` rules are
 *   applied (the real media feature: DevTools › Rendering › "prefers-reduced-motion").
 */
const MODES = {
  none: 'Default',
  'text-spacing': 'Text spacing (WCAG 1.4.12) at 320 px',
  zoom: '400 % zoom of 1280 × 800',
  'forced-colors': 'Forced colours (preview)',
  'reduced-motion': 'Reduced motion (preview)',
} as const;
type ModeName = keyof typeof MODES;

const isMode = (value: unknown): value is ModeName => typeof value === 'string' && value in MODES;

/** The viewport each mode needs (the toolbar's viewport entries, .storybook/preview.tsx). */
const MODE_VIEWPORT: Partial<Record<ModeName, string>> = { 'text-spacing': 'phone320', zoom: 'zoom400' };

/** A dark contrast theme's system colours, as Windows forces them (text, links, buttons, no images or shadows). */
const FORCED_BASE = `
:root { color-scheme: dark; }
*, *::before, *::after { background-color: Canvas !important; color: CanvasText !important; border-color: CanvasText !important;
  outline-color: CanvasText !important; box-shadow: none !important; text-shadow: none !important; background-image: none !important; }
a, a * { color: LinkText !important; }
button, button *, [role=button], [role=tab], [role=radio] { color: ButtonText !important; border-color: ButtonText !important; }
:focus-visible { outline-color: Highlight !important; }
svg { fill: currentColor; }`;

/**
 * The site's own rules for a media feature (`forced-colors: active`, `prefers-reduced-motion:
 * reduce`), lifted out of their media queries, each declaration made to win as the browser's do.
 */
function siteRulesFor(feature: RegExp): string {
  const rules: string[] = [];
  const collect = (list: CSSRuleList, inFeature: boolean) => {
    for (const rule of list) {
      if (rule instanceof CSSMediaRule) collect(rule.cssRules, inFeature || feature.test(rule.conditionText));
      else if (rule instanceof CSSLayerBlockRule || rule instanceof CSSSupportsRule) collect(rule.cssRules, inFeature);
      else if (inFeature && rule instanceof CSSStyleRule) {
        const declarations = [...rule.style].map((name) => `${name}: ${rule.style.getPropertyValue(name)} !important;`).join(' ');
        rules.push(`${rule.selectorText} { ${declarations} }`);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      collect(sheet.cssRules, false);
    } catch {
      // A sheet from another origin cannot be read; the catalogue has none.
    }
  }
  return rules.join('\n');
}

function ModeStyle({ mode }: { mode: ModeName }) {
  const css = React.useMemo(() => {
    if (mode === 'text-spacing') return textSpacingCss;
    if (mode === 'reduced-motion') return siteRulesFor(/prefers-reduced-motion:\s*reduce/);
    if (mode === 'forced-colors') return `${FORCED_BASE}\n${siteRulesFor(/forced-colors:\s*active/)}`;
    return '';
  }, [mode]);
  React.useLayoutEffect(() => {
    document.documentElement.dataset.displayMode = mode;
    // The spacing rules apply under [data-text-spacing] (text-spacing.tsx): here, the whole page.
    document.documentElement.toggleAttribute('data-text-spacing', mode === 'text-spacing');
    return () => {
      delete document.documentElement.dataset.displayMode;
      document.documentElement.removeAttribute('data-text-spacing');
    };
  }, [mode]);
  return css ? <style data-display-mode={mode}>{css}</style> : null;
}

/** Puts the mode's viewport in the toolbar when the mode needs one (a React component: the hooks are React's). */
function ModeViewport({ want, current, update }: { want?: string; current?: string; update: (globals: Record<string, unknown>) => void }) {
  React.useEffect(() => {
    if (want && current !== want) update({ viewport: { value: want, isRotated: false } });
  }, [want, current, update]);
  return null;
}

export const withDisplayMode: Decorator = (Story, context) => {
  const [, updateGlobals] = storybookGlobals();
  const mode: ModeName = isMode(context.globals.displayMode) ? context.globals.displayMode : 'none';
  const current = (context.globals.viewport as { value?: string } | undefined)?.value;
  return (
    <>
      <ModeViewport want={MODE_VIEWPORT[mode]} current={current} update={updateGlobals} />
      <ModeStyle mode={mode} />
      <Story />
    </>
  );
};

/** The toolbar entry (preview.tsx's `globalTypes.displayMode`). */
export const displayModeToolbar = {
  description: 'Display mode: the modes visitors use (the visual run checks every story in each)',
  toolbar: {
    title: 'Display mode',
    icon: 'contrast',
    items: Object.entries(MODES).map(([value, title]) => ({ value, title })),
    dynamicTitle: true,
  },
};
