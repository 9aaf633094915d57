import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, groupOf } from '../../src/lib/cn';

/**
 * Every Tailwind utility our components and pages write, read from their string literals: the
 * vocabulary `cn` has to merge right. Left out: bare prefixes and words that are not classes
 * (`min-h`, `overflow-x` as a key, `transition-metal` as an element category).
 */
function ourUtilities(): string[] {
  const files = execFileSync('git', ['ls-files', 'src/components', 'src/pages'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
  const utilities = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      for (const token of (match[1] ?? match[2] ?? '').split(/\s+/)) {
        if (!/^([a-z0-9[\]=&*@-]+:)*!?-?[a-z]+(-[a-z0-9./[\]()%#,_=]+)+$/.test(token)) continue;
        const utility = token.slice(token.lastIndexOf(':') + 1);
        if (/^(min-h|min-w|max-h|max-w|gap-x|gap-y|inset-x|inset-y|grid-cols|overflow-x|overflow-y|underline-offset)$/.test(utility)) continue;
        if (/metal|metalloid|noble|nonmetal|halogen|noid$/.test(utility)) continue;
        utilities.add(token);
      }
    }
  }
  return [...utilities].sort();
}

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    const hidden: string | false = false;
    expect(cn('a', hidden, undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets a later utility of the same kind override an earlier one', () => {
    expect(cn('bg-primary text-primary-foreground', 'bg-subject-physics text-white')).toBe('bg-subject-physics text-white');
    expect(cn('w-full min-h-11', 'w-auto')).toBe('min-h-11 w-auto');
    expect(cn('flex flex-col gap-4', 'gap-6')).toBe('flex flex-col gap-6');
    expect(cn('px-3 py-1.5 text-sm', 'px-4 text-base')).toBe('py-1.5 px-4 text-base');
    expect(cn('rounded-md border-2 border-input', 'border-border')).toBe('rounded-md border-2 border-border');
  });

  it('keeps text size and text colour apart, and variants apart', () => {
    expect(cn('text-sm text-muted-foreground', 'text-destructive')).toBe('text-sm text-destructive');
    expect(cn('hidden md:flex', 'flex')).toBe('md:flex flex');
    expect(cn('bg-muted hover:bg-secondary', 'hover:bg-muted')).toBe('bg-muted hover:bg-muted');
    expect(cn('font-bold text-xl', 'font-semibold')).toBe('text-xl font-semibold');
  });

  it('lets a card turn a one-line button into a wrapping one', () => {
    expect(cn('inline-flex whitespace-nowrap px-4', 'whitespace-normal')).toBe('inline-flex px-4 whitespace-normal');
    expect(cn('truncate', 'whitespace-normal')).toBe('whitespace-normal');
    expect(cn('flex-1 flex-wrap', 'flex-none flex-nowrap')).toBe('flex-none flex-nowrap');
    expect(cn('overflow-hidden', 'overflow-visible')).toBe('overflow-visible');
    expect(cn('break-words break-inside-avoid', 'break-after-avoid')).toBe('break-words break-inside-avoid break-after-avoid');
  });

  it('keeps utilities it does not know, and border width apart from border colour', () => {
    expect(cn('sr-only focus:not-sr-only', 'prose-width')).toBe('sr-only focus:not-sr-only prose-width');
    expect(cn('border-2 border-dashed', 'border-border')).toBe('border-2 border-dashed border-border');
    expect(groupOf('border-b-4')).toBe('border-b-width');
    expect(groupOf('container-page')).toBeUndefined();
  });

  it('merges every list of our utilities exactly as tailwind-merge does (the oracle)', () => {
    const utilities = ourUtilities();
    expect(utilities.length).toBeGreaterThan(300);
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...utilities), { minLength: 1, maxLength: 6 }), (classes) => {
        expect(cn(...classes)).toBe(twMerge(classes.join(' ')));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with tailwind-merge on every pair of our utilities', () => {
    const utilities = ourUtilities();
    const disagreements: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        if (first !== second && cn(first, second) !== twMerge(first, second)) disagreements.push(`${first} ${second}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
