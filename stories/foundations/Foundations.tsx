import * as React from 'react';
import css from '../../src/styles/index.css?raw';
import { TEXT_PAIRS, UI_PAIRS, colourTokens, contrast, focusRing, themeTokens } from './tokens';

// The Foundations page's tables. Every value shown is read from the token source (the @theme block of
// src/styles/index.css, imported as text) or from the CSS custom properties the built stylesheet
// defines, never copied here: change a token and the page follows.

const colours = colourTokens(css);
const ratio = (value: number) => `${value.toFixed(2)}:1`;

/** The colour tokens whose names start with one of the prefixes (or, with none, the rest). */
function group(prefixes: string[] | null, exclude: string[] = []): [string, string][] {
  return Object.entries(colours).filter(([name]) =>
    prefixes ? prefixes.some((prefix) => name.startsWith(prefix)) : !exclude.some((prefix) => name.startsWith(prefix)),
  );
}

const GROUPS: Record<string, [string, string][]> = {
  core: group(null, ['brand-', 'subject-', 'element-']),
  brand: group(['brand-']),
  subject: group(['subject-']),
  element: group(['element-']),
};

/** A grid of colour swatches: token name, CSS variable and hex value from the token source. */
export function ColourSwatches({ group: name }: { group: keyof typeof GROUPS }) {
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-4">
      {GROUPS[name]!.map(([token, hex]) => (
        <li key={token} className="m-0 overflow-hidden rounded-md border border-border bg-background text-foreground">
          <div className="h-12 border-b border-border" style={{ background: `var(--color-${token})` }} />
          <div className="p-2 text-sm">
            <code className="block font-mono text-xs font-semibold">--color-{token}</code>
            <span className="font-mono text-xs text-muted-foreground">{hex}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function PairTable({ pairs, minimum, kind }: { pairs: [string, string][]; minimum: number; kind: 'text' | 'ui' }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b-2 border-border">
          <th scope="col" className="py-2 pr-3">
            Sample
          </th>
          <th scope="col" className="py-2 pr-3">
            {kind === 'text' ? 'Text' : 'Part'}
          </th>
          <th scope="col" className="py-2 pr-3">
            Background
          </th>
          <th scope="col" className="py-2 pr-3">
            Contrast
          </th>
          <th scope="col" className="py-2">
            WCAG AA ({minimum}:1)
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([fg, bg]) => {
          const fgHex = colours[fg] ?? fg;
          const bgHex = colours[bg] ?? bg;
          const value = contrast(fgHex, bgHex);
          return (
            <tr key={`${fg}/${bg}`} className="border-b border-border">
              <td className="py-2 pr-3">
                {kind === 'text' ? (
                  <span className="inline-block rounded-md border border-border px-3 py-1 font-semibold" style={{ color: fgHex, background: bgHex }}>
                    Ubumenyi Aa
                  </span>
                ) : (
                  <span className="inline-flex rounded-md border border-border p-2" style={{ background: bgHex }}>
                    <span className="block h-6 w-16 rounded-sm" style={{ border: `3px solid ${fgHex}` }} />
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 font-mono text-xs">{fg}</td>
              <td className="py-2 pr-3 font-mono text-xs">{bg}</td>
              <td className="py-2 pr-3 font-mono">{ratio(value)}</td>
              <td className="py-2 font-semibold">{value >= minimum ? 'Passes' : 'FAILS'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every text/background pair the components use, with its contrast ratio (tests/unit/tokens.test.ts checks the same list). */
export function TextContrast() {
  return <PairTable pairs={TEXT_PAIRS} minimum={4.5} kind="text" />;
}

/** Focus ring and input borders against the backgrounds they sit on (3:1 for UI parts). */
export function UiContrast() {
  return <PairTable pairs={UI_PAIRS} minimum={3} kind="ui" />;
}

/** White label text on each subject colour. */
export function SubjectContrast() {
  return <PairTable pairs={GROUPS.subject!.map(([name]) => ['#ffffff', name])} minimum={4.5} kind="text" />;
}

/** The type scale (`--text-*`): each step rendered at its size, with its rem and pixel value. */
export function TypeScale() {
  return (
    <table className="w-full border-collapse text-left">
      <thead>
        <tr className="border-b-2 border-border text-sm">
          <th scope="col" className="py-2 pr-3">
            Token
          </th>
          <th scope="col" className="py-2 pr-3">
            Size
          </th>
          <th scope="col" className="py-2">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {themeTokens(css, 'text').map(([name, value]) => (
          <tr key={name} className="border-b border-border">
            <td className="py-2 pr-3 font-mono text-xs">text-{name}</td>
            <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">
              {value} ({parseFloat(value) * 16}px)
            </td>
            <td className="py-2 leading-tight" style={{ fontSize: `var(--text-${name})` }}>
              Ubumenyi bw'ibanze ku bana bose
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Steps of the spacing scale the components use most (Tailwind's `--spacing` unit, read from the built stylesheet). */
export function SpacingScale() {
  // The catalogue renders in the browser only: the built stylesheet is there on first render.
  const [unit] = React.useState(() => getComputedStyle(document.documentElement).getPropertyValue('--spacing').trim());
  const px = unit.endsWith('rem') ? parseFloat(unit) * 16 : parseFloat(unit);
  return (
    <div>
      <p className="mb-3 text-sm">
        One unit, <code className="font-mono">--spacing: {unit || '…'}</code>: the utility <code className="font-mono">gap-3</code> is 3 units.
      </p>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {[1, 2, 3, 4, 5, 6, 8, 10, 12, 16].map((step) => (
          <li key={step} className="m-0 flex items-center gap-3 text-sm">
            <code className="w-10 font-mono text-xs">{step}</code>
            <span className="w-20 font-mono text-xs text-muted-foreground">{Number.isFinite(px) ? `${step * px}px` : ''}</span>
            <span className="block h-4 rounded-sm bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Corner radii and shadows (`--radius-*`, `--shadow-*`). */
export function ShapeTokens() {
  return (
    <ul className="m-0 flex list-none flex-wrap gap-4 p-0">
      {themeTokens(css, 'radius').map(([name, value]) => (
        <li key={name} className="m-0 flex w-36 flex-col items-center gap-2 text-sm">
          <span className="block h-16 w-24 border-2 border-input bg-muted" style={{ borderRadius: `var(--radius-${name})` }} />
          <code className="font-mono text-xs">radius-{name}</code>
          <span className="font-mono text-xs text-muted-foreground">{value}</span>
        </li>
      ))}
      {themeTokens(css, 'shadow').map(([name]) => (
        <li key={name} className="m-0 flex w-36 flex-col items-center gap-2 text-sm">
          <span className="block h-16 w-24 rounded-md bg-background" style={{ boxShadow: `var(--shadow-${name})` }} />
          <code className="font-mono text-xs">shadow-{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** The site-wide focus ring as declared in the stylesheet, and a control to tab to. */
export function FocusRingDemo() {
  return (
    <div className="flex flex-col gap-3">
      <pre className="m-0 rounded-md bg-muted p-3 font-mono text-sm text-foreground">
        {`:focus-visible {\n${focusRing(css)
          .map((declaration) => `  ${declaration};`)
          .join('\n')}\n}`}
      </pre>
      <div className="flex flex-wrap gap-4 rounded-md border border-border bg-background p-4">
        <button type="button" className="min-h-11 rounded-md border-2 border-input bg-background px-4 text-foreground">
          Tab to me
        </button>
        <button type="button" className="min-h-11 rounded-md bg-primary px-4 text-primary-foreground">
          And to me
        </button>
      </div>
    </div>
  );
}
