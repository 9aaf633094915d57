import * as React from 'react';
import { cva } from 'class-variance-authority';
import { useT } from '@/i18n/useT';
import { cn } from '@/lib/cn';
import { formatStat, type StatUnit } from '@/lib/stats';

const statsBandVariants = cva('border-y', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-border bg-secondary text-secondary-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

interface StatsBandItem {
  /** Stable id. */
  id: string;
  /** The figure. */
  value: number;
  /** How it is written: "50+", "90 %", or the bare number. */
  unit: StatUnit;
  /** What it counts. */
  label: string;
}

export interface StatsBandProps {
  /** The band's heading (an h2). */
  title: string;
  /** The figures, in order. */
  stats: StatsBandItem[];
  /** Filled with the brand colour, or light. @default 'default' */
  variant?: 'default' | 'secondary';
  className?: string;
}

/** A full-width band of headline figures, each written in the reader's language ("90 %" in French). */
export function StatsBand({ title, stats, variant, className }: StatsBandProps) {
  const { lang } = useT();
  const titleId = React.useId();
  return (
    <section aria-labelledby={titleId} data-slot="stats-band" data-variant={variant ?? 'default'} className={cn(statsBandVariants({ variant }), className)}>
      <div className="container-page flex flex-col gap-6 py-10">
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {stats.map((stat) => (
            <li key={stat.id} className="flex flex-col">
              <span className="text-3xl font-bold md:text-4xl">{formatStat(stat.value, stat.unit, lang)}</span>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
