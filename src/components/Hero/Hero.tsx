import type * as React from 'react';
import { cn } from '@/lib/cn';

const heroClass = 'relative overflow-hidden border-b border-border bg-secondary';

export interface HeroProps {
  /** A short greeting above the headline ("Welcome to Ubumenyi"). */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences under it. */
  text: string;
  /** The calls to action (Buttons with `asChild` links). */
  actions: React.ReactNode;
  className?: string;
}

/** The home page's opening: the headline as the page's h1, a short text and its calls to action. */
export function Hero({ eyebrow, title, text, actions, className }: HeroProps) {
  return (
    <section data-slot="hero" className={cn(heroClass, className)}>
      {/* Three flag-colour bands: decoration only. */}
      <svg aria-hidden="true" viewBox="0 0 120 12" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-2 w-full">
        <rect width="60" height="12" className="fill-brand-sky" />
        <rect x="60" width="30" height="12" className="fill-brand-sun" />
        <rect x="90" width="30" height="12" className="fill-brand-green" />
      </svg>
      <div className="container-page flex flex-col gap-5 py-12 md:py-20">
        {eyebrow && <p className="text-lg font-semibold text-secondary-foreground">{eyebrow}</p>}
        <h1 tabIndex={-1} className="max-w-3xl text-3xl font-bold tracking-tight text-foreground md:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="prose-width text-lg text-muted-foreground md:text-xl">{text}</p>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}
