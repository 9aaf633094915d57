/**
 * A value shown at once while the URL that holds it catches up (search text as it is typed, the
 * element whose dialog was just opened), and which gives way to the URL whenever the URL changes
 * for any other reason than our own writes. React Router applies URL changes in a transition,
 * so a control driven straight from the URL lags behind the visitor; this draft does not, and
 * the URL stays the source of truth.
 *
 * Which URL changes are ours is told by value (a value we sent), and Back/Forward always win: a
 * history step can land on an entry whose value equals the last one seen (page 2 → type a search
 * → Back to page 1: `q` is empty before and after, while the search's own write may not have been
 * applied yet), so comparing values alone would keep the typed text on an address without it.
 */

/** Where the URL stands: the value it holds and the history entry it is. */
export interface UrlSnapshot<T> {
  /** The value as read from the URL. */
  value: T;
  /** The history entry's key (React Router's `location.key`): a new entry, or a replaced one, has a new key. */
  key: string;
  /** Whether the entry was reached by Back or Forward (React Router's navigation type `POP`). */
  pop: boolean;
}

export interface UrlDraft<T> {
  /** What the control shows. */
  value: T;
  /** The URL value and entry last taken into account. */
  seenValue: T;
  seenKey: string;
  /** Values written to the URL and not yet seen back, oldest first. */
  sent: T[];
}

/** How many unseen writes are remembered: a burst of keystrokes before the URL catches up. */
export const MAX_PENDING_WRITES = 20;

/** A draft that shows what the URL holds. */
export function draftFromUrl<T>(url: Pick<UrlSnapshot<T>, 'value' | 'key'>): UrlDraft<T> {
  return { value: url.value, seenValue: url.value, seenKey: url.key, sent: [] };
}

/**
 * The draft after the visitor changes the value to `value`, which is written to the URL as
 * `urlValue` (the URL may normalise it, e.g. blank search text is left out).
 */
export function editDraft<T>(draft: UrlDraft<T>, value: T, urlValue: T): UrlDraft<T> {
  return { ...draft, value, sent: [...draft.sent.slice(-(MAX_PENDING_WRITES - 1)), urlValue] };
}

/**
 * The draft once the URL reads `url`. Unchanged (the same object) when neither the value nor the
 * entry changed. Back/Forward to another entry shows the URL's value and forgets pending writes;
 * otherwise a new value we sent is our own write arriving (the draft, possibly ahead of it, stays),
 * and any other new value (a link, the query string read after hydration) is shown.
 */
export function followUrl<T>(draft: UrlDraft<T>, url: UrlSnapshot<T>): UrlDraft<T> {
  const sameValue = Object.is(url.value, draft.seenValue);
  const sameEntry = url.key === draft.seenKey;
  if (sameValue && sameEntry) return draft;
  if (url.pop && !sameEntry) return draftFromUrl(url);
  // A new entry of ours (a page pushed, a write the value did not change) leaves a draft ahead of it alone.
  if (sameValue) return { ...draft, seenKey: url.key };
  const index = draft.sent.findIndex((sent) => Object.is(sent, url.value));
  if (index >= 0) return { ...draft, seenValue: url.value, seenKey: url.key, sent: draft.sent.slice(index + 1) };
  return draftFromUrl(url);
}
