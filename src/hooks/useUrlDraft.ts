import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { draftFromUrl, editDraft, followUrl, type UrlDraft } from '@/lib/url-draft';

/**
 * A value that lives in the URL, shown at once when the visitor changes it (React Router applies
 * URL changes in a transition, which lags behind typing and clicks) and taken from the URL
 * whenever the URL changes otherwise: Back and Forward always, a link or the query string read
 * after hydration when they bring a value we did not send. See src/lib/url-draft.ts.
 *
 * Returns the value to show and `edit(value, urlValue = value)`: call it together with the URL
 * write, `urlValue` being the value the URL will read back.
 */
export function useUrlDraft<T>(urlValue: T): [T, (value: T, urlValue?: T) => void] {
  const { key } = useLocation();
  const pop = useNavigationType() === 'POP';
  const [draft, setDraft] = useState<UrlDraft<T>>(() => draftFromUrl({ value: urlValue, key }));
  // Adjusted while rendering, not in an effect: the render that shows a new history entry must not
  // also show (or write back) the previous entry's draft.
  const next = followUrl(draft, { value: urlValue, key, pop });
  if (next !== draft) setDraft(next);
  const edit = (value: T, sent: T = value) => setDraft((previous) => editDraft(previous, value, sent));
  return [next.value, edit];
}
