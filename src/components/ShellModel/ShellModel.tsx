import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const shellModelVariants = cva('shrink-0 overflow-visible', {
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
function ringGeometry(shells: readonly number[]): { radius: number; dot: number; gap: number; electrons: number }[] {
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

/** All rings as one path: two half-circle arcs per ring (one element however many shells). */
function ringsPath(radii: readonly number[]): string {
  return radii.map((r) => `M${r} 0a${r} ${r} 0 1 0-${2 * r} 0a${r} ${r} 0 1 0 ${2 * r} 0`).join('');
}

/**
 * A Bohr-style drawing of an atom's electron shells: one ring per shell, electrons as dots.
 * Cheap enough for 118 on one page (style and layout cost grows with the number of elements):
 * all rings are one path, and each shell's electrons are a dash pattern on one circle
 * (zero-length dashes with round caps), so nothing is drawn per electron.
 * Colours come from `currentColor`: set a `text-*` class on it or on a parent.
 */
export function ShellModel({ shells, label, size, className }: ShellModelProps) {
  const rings = ringGeometry(shells);
  const a11y: React.SVGProps<SVGSVGElement> = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      data-slot="shell-model"
      viewBox="-50 -50 100 100"
      focusable="false"
      fill="none"
      stroke="currentColor"
      data-size={size ?? 'sm'}
      className={cn(shellModelVariants({ size }), className)}
      {...a11y}
    >
      <circle r={NUCLEUS} fill="currentColor" stroke="none" />
      <path data-slot="shell-rings" d={ringsPath(rings.map((r) => r.radius))} strokeOpacity="0.35" strokeWidth="1" />
      <g data-slot="shell-electrons" strokeLinecap="round" transform="rotate(-90)">
        {rings.map(({ radius, dot, gap, electrons }) =>
          electrons > 0 ? <circle key={radius} r={radius} strokeWidth={dot} strokeDasharray={`0 ${gap}`} /> : null,
        )}
      </g>
    </svg>
  );
}
