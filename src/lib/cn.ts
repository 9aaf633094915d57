import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, and lets a later utility override an earlier one of the same kind
 * (`cn('bg-primary px-4', 'bg-subject-physics')` keeps only `bg-subject-physics`), so a
 * component's `className` prop can adjust its variant classes.
 *
 * Why not tailwind-merge: it is 8.6 KB gzip of JavaScript on every page — 7 % of the 130 KB
 * budget — to resolve every Tailwind utility in existence. Our components override a few kinds
 * only; this resolver knows those kinds (tests/unit/cn.test.ts) and keeps anything else as given.
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
  const lastOfGroup = new Map<string, number>();
  const groups = classes.map(groupOf);
  groups.forEach((group, index) => {
    if (group) lastOfGroup.set(group, index);
  });
  return classes.filter((_, index) => {
    const group = groups[index];
    return !group || lastOfGroup.get(group) === index;
  }).join(' ');
}

const TEXT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl']);
const DISPLAY = new Set(['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table']);
const FONT_WEIGHTS = new Set(['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const BORDER_WIDTHS = /^border(-[xytrbl])?(-\d+)?$/;
const SIMPLE = [
  'min-h', 'min-w', 'max-h', 'max-w', 'size', 'w', 'h',
  'px', 'py', 'pt', 'pb', 'pl', 'pr', 'p', 'mx', 'my', 'mt', 'mb', 'ml', 'mr', 'm',
  'gap-x', 'gap-y', 'gap', 'rounded', 'shadow', 'opacity', 'items', 'justify', 'self', 'leading', 'tracking', 'z',
  'grid-cols', 'col-span', 'inset-x', 'inset-y', 'inset', 'top', 'bottom', 'left', 'right', 'outline-offset',
  'overflow-x', 'overflow-y', 'overflow', 'shrink', 'grow', 'cursor', 'line-clamp', 'underline-offset', 'order',
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
    if (TEXT_SIZES.has(value)) return `${variants}text-size`;
    if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)) return `${variants}text-align`;
    return `${variants}text-color`;
  }
  if (utility.startsWith('font-') && FONT_WEIGHTS.has(utility.slice(5))) return `${variants}font-weight`;
  if (utility.startsWith('bg-')) return `${variants}bg`;
  if (BORDER_WIDTHS.test(utility)) return `${variants}${utility.replace(/-\d+$/, '')}-width`;
  if (utility.startsWith('border-') && !/^border-[xytrbl]-/.test(utility) && !/^border-(solid|dashed|dotted|none|double)$/.test(utility)) return `${variants}border-color`;
  for (const prefix of SIMPLE) {
    if (utility === prefix || utility.startsWith(`${prefix}-`)) return `${variants}${prefix}`;
  }
  return undefined;
}
