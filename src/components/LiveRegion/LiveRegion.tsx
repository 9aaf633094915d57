export interface LiveRegionProps {
  /** The text to announce. A change of text is announced; the same text again is not. */
  message: string;
  /** `polite` waits for the screen reader to finish; `assertive` interrupts. @default 'polite' */
  politeness?: 'polite' | 'assertive';
  /** Show the text on screen too (e.g. "Found 12 books"). @default false */
  visible?: boolean;
  className?: string;
}

/**
 * A status region that screen readers announce when its text changes (result counts,
 * confirmations, page changes). Keep it mounted and change its text: a region that appears
 * together with its text is often not read, which also means a count shown on first load is
 * not announced — only changes are.
 */
export function LiveRegion({ message, politeness = 'polite', visible = false, className }: LiveRegionProps) {
  return (
    <div
      data-slot="live-region"
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      className={visible ? className : 'sr-only'}
    >
      {message}
    </div>
  );
}
