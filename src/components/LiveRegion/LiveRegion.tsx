import * as React from 'react';
import { createAnnouncer, type Announcer } from '@/lib/announcer';

export interface LiveRegionProps {
  /**
   * The news: shown at once when `visible`, said by screen readers after a pause (see below). A new
   * text is said once; the text the page was drawn with, the text said last and '' are not said.
   */
  message: string;
  /** `polite` waits for the screen reader to finish; `assertive` interrupts. @default 'polite' */
  politeness?: 'polite' | 'assertive';
  /** Show the text on screen too (e.g. "Found 12 books"), as plain text. @default false */
  visible?: boolean;
  /** Classes of the visible text (with `visible`). */
  className?: string;
}

/**
 * What a screen reader is told when something changes without focus moving: a result count, a
 * confirmation, a page change (WCAG 4.1.3 Status Messages). Issue 44: it speaks once, when there is
 * news.
 *
 * - **Shown at once, said after a pause.** With `visible`, the text is plain text in the page,
 *   updated on every change (a sighted learner sees the count follow each key). What is said is in
 *   a separate, visually hidden live region, filled only after 500 ms with no new text and no key
 *   typed anywhere in the page (src/lib/announcer.ts): typing "wave" is one "Found 4 simulations",
 *   not one count per key. The visible text is not live and the live region is not shown, so the
 *   count is never said twice.
 * - **Once.** The text the page was drawn with is not said (the page says it); neither is the text
 *   said last, nor an empty one.
 * - **Then gone.** The said text leaves the live region 7 s later, so a learner reading on through
 *   the page meets the count once, where it is shown.
 *
 * The live region is not atomic: it holds one run of text, which is what is read, and emptying it
 * is then not an announcement of nothing. Keep the component mounted and change its text: a region
 * that appears together with its text is often not read.
 */
export function LiveRegion({ message, politeness = 'polite', visible = false, className }: LiveRegionProps) {
  const [said, setSaid] = React.useState('');
  const announcer = React.useRef<Announcer | null>(null);
  // The text the page was drawn with: not news.
  const [initial] = React.useState(message);

  React.useEffect(() => {
    const current = createAnnouncer(initial, { onChange: setSaid });
    announcer.current = current;
    // Any key typed in the page (an `input` event: keys, paste, dictation) means the learner is not
    // done: what waits to be said waits for a new pause.
    const poke = () => current.poke();
    document.addEventListener('input', poke, true);
    return () => {
      document.removeEventListener('input', poke, true);
      current.dispose();
      announcer.current = null;
    };
  }, [initial]);

  React.useEffect(() => {
    announcer.current?.update(message);
  }, [message]);

  return (
    <>
      {visible && (
        <div data-slot="live-region-text" className={className}>
          {message}
        </div>
      )}
      <div data-slot="live-region" role={politeness === 'assertive' ? 'alert' : 'status'} aria-live={politeness} aria-atomic="false" className="sr-only">
        {said}
      </div>
    </>
  );
}
