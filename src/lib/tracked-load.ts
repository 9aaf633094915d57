/**
 * A promise React's `use()` reads without suspending once it has settled: the `status`, `value`
 * and `reason` fields are the ones React itself sets on a thenable it has read.
 */
export type Tracked<V> = Promise<V> & { status?: 'fulfilled' | 'rejected'; value?: V; reason?: unknown };

/**
 * One load per key, cached: every call with the same key returns the same promise, so a page can
 * `use()` it inside Suspense, and a route's `prepare` can settle it before prerendering and
 * hydrating (then `use()` returns the value at once). A failed load (a lost connection) is
 * forgotten, so the next call tries again.
 */
export function trackedLoader<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const cache = new Map<string, Tracked<V>>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise: Tracked<V> = load(key).then((value) => {
      promise.status = 'fulfilled';
      promise.value = value;
      return value;
    });
    promise.catch((reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      cache.delete(key);
    });
    cache.set(key, promise);
    return promise;
  };
}
