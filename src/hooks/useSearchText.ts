import { useState } from 'react';
import { parseQuery } from '@/lib/url-state';

/** How the URL will read back a typed search: blank text is left out of the URL. */
const asUrlValue = (text: string): string => (text.trim() === '' ? '' : parseQuery(text));

/**
 * The text of a search box whose value also lives in the URL (`?q=`).
 * React Router applies URL changes in a transition, so a search box driven straight from the URL
 * lags behind fast typing and can drop keystrokes. The box keeps its own text instead, and
 * takes the URL's value only when the URL changes for another reason (Back/Forward, a link,
 * the query string arriving after hydration) — recognised because it is not a value we sent.
 */
export function useSearchText(query: string): [string, (text: string) => void] {
  const [text, setText] = useState(query);
  const [seen, setSeen] = useState(query);
  const [sent, setSent] = useState<string[]>([]);
  if (query !== seen) {
    setSeen(query);
    const index = sent.indexOf(query);
    if (index >= 0) {
      setSent(sent.slice(index + 1));
    } else {
      setSent([]);
      setText(query);
    }
  }
  const update = (next: string) => {
    setText(next);
    setSent((previous) => [...previous.slice(-19), asUrlValue(next)]);
  };
  return [text, update];
}
