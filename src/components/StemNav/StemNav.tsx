import { Link } from '../Link';
import { cn } from '@/lib/cn';

const stemNavLinkClass = [
  'flex min-h-11 w-full items-center justify-center rounded-md border-2 border-primary px-2 py-2 text-center font-semibold',
  'bg-background text-primary hover:bg-secondary',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  // The current page is marked by aria-current (read aloud) and drawn filled (seen).
  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary-hover',
  'forced-colors:aria-[current=page]:underline',
].join(' ');

interface StemNavItem {
  /** Stable id, compared with `current`. */
  id: string;
  /** Visible name of the subject. */
  label: string;
  /** The subject's overview page. */
  to: string;
}

export interface StemNavProps {
  /** Names the navigation landmark ("STEM subjects"). */
  label: string;
  /** The four subjects, in order. */
  items: StemNavItem[];
  /** Id of the page being shown: its link carries aria-current="page". */
  current: string;
  className?: string;
}

/** The four-button navigation between the STEM overview pages. */
export function StemNav({ label, items, current, className }: StemNavProps) {
  return (
    <nav aria-label={label} data-slot="stem-nav" className={cn(className)}>
      {/* Two columns where "Ikoranabuhanga" fits in a button, one below that (320 px): no sideways scrolling. */}
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2 md:grid-cols-4 md:gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} aria-current={item.id === current ? 'page' : undefined} className={stemNavLinkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
