import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const shellModelVariants = cva('shrink-0 overflow-visible', {
  variants: {
    /** `sm` for a tile (118 on a page), `lg` for the element's details. */
    size: {
      sm: 'size-7',
      lg: 'size-40 sm:size-48',
    },
  },
  defaultVariants: { size: 'sm' },
});

/** Outer edge of the outermost ring, in viewBox units (the box is -50…50). */
const OUTER = 46;
const NUCLEUS = 7;

/** The geometry of one ring: radius, dot size and the gap between dots along the ring. */
export function ringGeometry(shells: readonly number[]): { radius: number; dot: number; gap: number; electrons: number }[] {
  const count = Math.max(shells.length, 1);
  const step = (OUTER - NUCLEUS - 2) / count;
  return shells.map((electrons, i) => {
    const radius = NUCLEUS + 2 + step * (i + 1);
    const circumference = 2 * Math.PI * radius;
    // Rounded up so that n gaps never fall short of the circumference: a short gap would draw
    // an (n+1)th dot on top of the first.
    const gap = electrons > 0 ? Math.ceil((circumference / electrons) * 1000) / 1000 : circumference;
    const dot = Math.min(8, step * 0.8, electrons > 0 ? gap * 0.75 : 8);
    return { radius: Math.round(radius * 100) / 100, dot: Math.round(dot * 100) / 100, gap, electrons };
  });
}

export interface ShellModelProps extends VariantProps<typeof shellModelVariants> {
  /** Electrons per shell, innermost first (e.g. [2, 8, 18, 32, 18, 1] for gold). */
  shells: readonly number[];
  /**
   * What the drawing shows, for assistive technology. Without it the drawing is decorative
   * (`aria-hidden`): use that where the numbers are written next to it, as on a tile.
   */
  label?: string;
  className?: string;
}

/**
 * A Bohr-style drawing of an atom's electron shells: one ring per shell, electrons as dots.
 * Cheap enough for 118 on one page: each shell is two circles, and its dots are a dash pattern
 * on the second one (zero-length dashes with round caps), so no element is drawn per electron.
 * Colours come from `currentColor` (rings, faint) and the `text-*` class of the parent.
 */
export function ShellModel({ shells, label, size, className }: ShellModelProps) {
  const rings = ringGeometry(shells);
  const a11y: React.SVGProps<SVGSVGElement> = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      data-slot="shell-model"
      viewBox="-50 -50 100 100"
      focusable="false"
      className={cn(shellModelVariants({ size }), className)}
      {...a11y}
    >
      <circle r={NUCLEUS} fill="currentColor" />
      <g fill="none" stroke="currentColor">
        <g data-slot="shell-rings" strokeOpacity="0.35" strokeWidth="1">
          {rings.map(({ radius }) => (
            <circle key={`r${radius}`} r={radius} />
          ))}
        </g>
        <g strokeLinecap="round" transform="rotate(-90)">
          {rings.map(({ radius, dot, gap, electrons }) =>
            electrons > 0 ? <circle key={`d${radius}`} r={radius} strokeWidth={dot} strokeDasharray={`0 ${gap}`} /> : null,
          )}
        </g>
      </g>
    </svg>
  );
}
