import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Our own small icon set: 24×24 strokes, inline, no icon font and no network request. */
const PATHS = {
  book: 'M4 5.5C4 4.7 4.7 4 5.5 4H11v15H5.5c-.8 0-1.5.4-1.5 1V5.5ZM20 5.5c0-.8-.7-1.5-1.5-1.5H13v15h5.5c.8 0 1.5.4 1.5 1V5.5Z',
  paper: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  flask: 'M9 3h6M10 3v6l-5 9.5c-.6 1.1.2 2.5 1.5 2.5h11c1.3 0 2.1-1.4 1.5-2.5L14 9V3M7.5 15h9',
  atom: 'M12 12h.01M4 12c0-2.2 3.6-4 8-4s8 1.8 8 4-3.6 4-8 4-8-1.8-8-4ZM8 5.1c1.1-1.9 5.1-.1 7.3 3.7s2.4 7.9.3 9.1-5.1.1-7.3-3.7S5.9 6.3 8 5.1Z',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM15.5 8.5l-2 5-5 2 2-5z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 3.1a4 4 0 0 1 0 7.8M22 21c0-3.4-2.4-6.2-5.5-6.9',
  chat: 'M4 5h16v11H9l-5 4z',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  offline:
    'M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10 5.2M5 12.9a10 10 0 0 1 4.7-2.6M19 12.9a10 10 0 0 0-2.2-1.6M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18',
  check: 'M5 12l5 5L20 7',
} as const;

export type IconName = keyof typeof PATHS;
export const iconNames = Object.keys(PATHS) as IconName[];

export interface IconProps extends Omit<React.ComponentProps<'svg'>, 'children'> {
  /** Which icon. */
  name: IconName;
}

/** A decorative icon: hidden from assistive technology; the text beside it carries the meaning. */
export function Icon({ name, className, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="icon"
      className={cn('size-6', className)}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
