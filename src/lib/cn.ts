import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, and lets a later utility override an earlier one of the same kind
 * (`cn('bg-primary px-4', 'bg-subject-physics')` keeps only `bg-subject-physics`), so a
 * component's `className` prop can adjust its variant classes.
 *
 * Why not tailwind-merge: it is 8.6 KB gzip of JavaScript on every page — 9 % of the 100 KB
 * budget — to resolve every Tailwind utility in existence. This resolver knows the kinds our
 * components write, and tests/unit/cn.test.ts holds it to tailwind-merge as the oracle: every pair
 * of the utilities in src/components and src/pages, and thousands of random lists of them, must
 * merge exactly as tailwind-merge merges them. A new utility that it merges differently fails there.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let resolved = cache.get(joined);
  if (resolved === undefined) {
    resolved = resolve(joined);
    // The same few hundred class lists come back on every render (118 periodic tiles share ten):
    // resolving each once keeps hydration of big pages cheap. Bounded, for a long session.
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(joined, resolved);
  }
  return resolved;
}

const CACHE_SIZE = 1000;
const cache = new Map<string, string>();

function resolve(joined: string): string {
  const classes = joined.split(' ').filter(Boolean);
  // From the last class back: a class whose group a later class took is dropped. Taking a group
  // also takes the groups it covers (a later `p-4` drops an earlier `px-2`, not the reverse).
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const group = groupOf(className);
    if (!group) {
      kept.push(className);
      continue;
    }
    if (taken.has(group)) continue;
    kept.push(className);
    taken.add(group);
    const colon = group.lastIndexOf(':');
    const variants = group.slice(0, colon + 1);
    for (const covered of COVERS[group.slice(colon + 1)] ?? []) taken.add(variants + covered);
  }
  return kept.reverse().join(' ');
}

/** Groups that a class of the key's group also sets: a later one of the key overrides them. */
const COVERS: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pb', 'pl', 'pr', 'ps', 'pe'],
  px: ['pl', 'pr', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mb', 'ml', 'mr', 'ms', 'me'],
  mx: ['ml', 'mr', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'bottom', 'left', 'right'],
  'inset-x': ['left', 'right'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  flex: ['shrink', 'grow', 'basis'],
  // Tailwind 4's text-<size> sets the line height too.
  'text-size': ['leading'],
  rounded: ['rounded-t', 'rounded-b', 'rounded-l', 'rounded-r', 'rounded-tl', 'rounded-tr', 'rounded-bl', 'rounded-br'],
  'border-width': ['border-x-width', 'border-y-width', 'border-t-width', 'border-b-width', 'border-l-width', 'border-r-width'],
  'border-x-width': ['border-l-width', 'border-r-width'],
  'border-y-width': ['border-t-width', 'border-b-width'],
};

const TEXT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl']);
const DISPLAY = new Set(['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table']);
const FONT_WEIGHTS = new Set(['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const BORDER_WIDTHS = /^border(-[xytrbl])?(-\d+|-\[\d[^\]]*\])?$/;
const SIMPLE = [
  'min-h',
  'min-w',
  'max-h',
  'max-w',
  'size',
  'w',
  'h',
  'px',
  'py',
  'pt',
  'pb',
  'pl',
  'pr',
  'ps',
  'pe',
  'p',
  'mx',
  'my',
  'mt',
  'mb',
  'ml',
  'mr',
  'ms',
  'me',
  'm',
  'basis',
  'gap-x',
  'gap-y',
  'gap',
  'rounded',
  'shadow',
  'opacity',
  'items',
  'justify',
  'self',
  'leading',
  'tracking',
  'z',
  'grid-cols',
  'col-span',
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'bottom',
  'left',
  'right',
  'outline-offset',
  'overflow-x',
  'overflow-y',
  'overflow',
  'translate-x',
  'translate-y',
  'shrink',
  'grow',
  'cursor',
  'line-clamp',
  'underline-offset',
  'order',
];

/** The conflict group of a utility ("md:bg" for md:bg-primary), or undefined when we do not know it. */
export function groupOf(className: string): string | undefined {
  const colon = className.lastIndexOf(':');
  const variants = colon >= 0 ? className.slice(0, colon + 1) : '';
  let utility = colon >= 0 ? className.slice(colon + 1) : className;
  if (utility.startsWith('!')) utility = utility.slice(1);
  if (utility.startsWith('-')) utility = utility.slice(1);
  if (DISPLAY.has(utility)) return `${variants}display`;
  if (utility === 'flex-row' || utility === 'flex-col' || utility === 'flex-row-reverse' || utility === 'flex-col-reverse') return `${variants}flex-direction`;
  if (utility === 'flex-wrap' || utility === 'flex-nowrap' || utility === 'flex-wrap-reverse') return `${variants}flex-wrap`;
  if (/^flex-(1|auto|none|initial)$/.test(utility)) return `${variants}flex`;
  if (utility === 'truncate' || utility.startsWith('whitespace-')) return `${variants}whitespace`;
  const breakAround = /^break-(inside|before|after)-/.exec(utility);
  if (breakAround) return `${variants}break-${breakAround[1]}`;
  if (utility.startsWith('break-')) return `${variants}word-break`;
  if (utility.startsWith('text-')) {
    const value = utility.slice(5);
    if (TEXT_SIZES.has(value) || /^\[(length:|[\d.]+(rem|em|px|pt|%)\]|(clamp|calc|min|max)\()/.test(value)) return `${variants}text-size`;
    if (['wrap', 'nowrap', 'balance', 'pretty'].includes(value)) return `${variants}text-wrap`;
    if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)) return `${variants}text-align`;
    return `${variants}text-color`;
  }
  if (utility.startsWith('font-') && FONT_WEIGHTS.has(utility.slice(5))) return `${variants}font-weight`;
  if (/^bg-(clip|origin|repeat|no-repeat|fixed|local|scroll|blend)/.test(utility)) return undefined;
  if (utility.startsWith('bg-')) return `${variants}bg`;
  if (/^list-(disc|decimal|none)$/.test(utility)) return `${variants}list-style-type`;
  if (/^list-(inside|outside)$/.test(utility)) return `${variants}list-style-position`;
  const roundedSide = /^rounded-(tl|tr|bl|br|t|b|l|r)(-|$)/.exec(utility);
  if (roundedSide) return `${variants}rounded-${roundedSide[1]}`;
  if (/^justify-(items|self)-/.test(utility)) return `${variants}${utility.replace(/-[^-]+$/, '')}`;
  if (BORDER_WIDTHS.test(utility)) return `${variants}${utility.replace(/-(\d+|\[[^\]]*\])$/, '')}-width`;
  if (utility === 'transition' || utility.startsWith('transition-')) return `${variants}transition`;
  if (/^outline-(\d+|\[\d[^\]]*\])$/.test(utility)) return `${variants}outline-width`;
  if (utility.startsWith('fill-')) return `${variants}fill`;
  if (/^border-(solid|dashed|dotted|none|double|hidden)$/.test(utility)) return `${variants}border-style`;
  if (/^border-(collapse|separate|spacing)/.test(utility)) return undefined;
  if (utility.startsWith('border-') && !/^border-[xytrbl]-/.test(utility)) return `${variants}border-color`;
  for (const prefix of SIMPLE) {
    if (utility === prefix || utility.startsWith(`${prefix}-`)) return `${variants}${prefix}`;
  }
  return undefined;
}
