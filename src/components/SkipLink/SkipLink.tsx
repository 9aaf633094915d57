import { cn } from '@/lib/cn';

const skipLinkClass = [
  'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60]',
  'focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-primary focus:px-4',
  'focus:text-primary-foreground focus:font-semibold focus:shadow-overlay',
].join(' ');

export interface SkipLinkProps {
  /** Id of the element to skip to (the page's main). @default 'main' */
  targetId?: string;
  /** Visible text once focused. */
  children: string;
  className?: string;
}

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId = 'main', children, className }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      data-slot="skip-link"
      className={cn(skipLinkClass, className)}
      onClick={(event) => {
        // Move focus explicitly: not every browser moves keyboard focus on a same-page link,
        // and the URL stays clean of "#main".
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView();
      }}
    >
      {children}
    </a>
  );
}
