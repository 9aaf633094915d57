/**
 * The one way anything the site fetches after its first load is loaded: a page's or a part's code,
 * a route's data, a namespace's strings, the search's modules and index, the offline store's code.
 * Every late load has the same three properties and the same failure policy:
 *
 * - **Once.** A load starts once and every caller gets the same promise until it settles.
 * - **Tracked.** The promise is marked as React marks a promise it has read (`status`, `value`,
 *   `reason`), so `React.use()` returns a settled load at once, without suspending.
 * - **One failure policy.** A failed load is forgotten, so the next ask tries again (offline, then
 *   online). If a learner is waiting on it (not a prefetch) and the file is gone from the host —
 *   a deploy under an open tab renamed it — the failure goes to the app's recovery
 *   (src/app/alive/recover.ts, set with {@link setLateLoadRecovery}): the page reloads once, at its
 *   address or at the address given, and does the learner's action again; or, if that already
 *   happened, it says that a new version is available. While a reload is on its way the promise
 *   never settles, so React keeps what it shows instead of flashing an error.
 *
 * This module is pure of the app (lib may import nothing of ours): the policy is handed in at
 * start-up, so components, content and i18n load through it without importing the app.
 */

/**
 * A promise React's `use()` reads without suspending once it has settled: the `status`, `value`
 * and `reason` fields are the ones React itself sets on a thenable it has read.
 */
export type Tracked<V> = Promise<V> & { status?: 'fulfilled' | 'rejected'; value?: V; reason?: unknown };

/** The messages browsers give when a dynamic import's module cannot be fetched. */
const MISSING_CODE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

/** A late load whose file the host no longer has (a deploy renamed it): what {@link isGone} recognises besides the browsers' own errors. */
export class GoneAfterDeploy extends Error {
  override name = 'GoneAfterDeploy';
}

/** Whether an error means "this file is not on the host (any more)": a deploy, not a lost connection. */
export function isGone(error: unknown): boolean {
  return error instanceof GoneAfterDeploy || (error instanceof Error && MISSING_CODE.test(error.message));
}

/**
 * What the app does with a load a learner waits on that failed: true when it took the error in hand
 * (a reload is on its way, or the update prompt shows). `at` is the address to reload at, when the
 * learner's state is not in the current address (the header search's query).
 */
export type LateLoadRecovery = (error: unknown, at?: string) => boolean;

let recovery: LateLoadRecovery = () => false;

/** Sets the app's recovery (once, at start-up). Stories and unit tests keep the default: nothing is recovered. */
export function setLateLoadRecovery(policy: LateLoadRecovery): void {
  recovery = policy;
}

/**
 * Hands a failure a learner waits on to the recovery: a promise that never settles when a reload is
 * on its way, else the same failure.
 */
export function recoverOrThrow<V>(error: unknown, at?: string): Promise<V> {
  return recovery(error, at) ? new Promise<V>(() => {}) : Promise.reject(error);
}

function track<V>(promise: Promise<V>, forget: () => void): Tracked<V> {
  const tracked: Tracked<V> = promise.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
    return value;
  });
  tracked.catch((reason: unknown) => {
    tracked.status = 'rejected';
    tracked.reason = reason;
    forget();
  });
  return tracked;
}

/** A late load: see the module's comment. */
export interface LateLoad<M> {
  /** Loads it because the learner needs it now: a file gone after a deploy recovers. (A {@link Tracked} promise.) */
  load(): Promise<M>;
  /** Loads it ahead of need (idle time, a pointer passing over): a failure is only forgotten. */
  prefetch(): Promise<M>;
  /** The value once it has arrived, for rendering it directly. */
  loaded(): M | undefined;
}

/** One late load of `importer` (a chunk's `import()`, a JSON file's fetch). */
export function lateLoad<M>(importer: () => Promise<M>): LateLoad<M> {
  const keyed = lateLoader<M>(() => importer());
  return { load: () => keyed(''), prefetch: () => keyed.prefetch(''), loaded: () => keyed.loaded('') };
}

/** Late loads by key (a route's data, a language's strings): one {@link LateLoad} per key. */
export interface LateLoader<V> {
  /** Loads the key's value because the learner needs it now: a file gone after a deploy recovers. (A {@link Tracked} promise.) */
  (key: string): Promise<V>;
  /** Loads it ahead of need: a failure is only forgotten. */
  prefetch(key: string): Promise<V>;
  /** The key's value once it has arrived. */
  loaded(key: string): V | undefined;
}

/** Late loads of `load(key)`, one per key: see the module's comment. */
export function lateLoader<V>(load: (key: string) => Promise<V>): LateLoader<V> {
  const pending = new Map<string, Tracked<V>>();
  const values = new Map<string, V>();
  // The keys a learner waits on: their failure is recovered from, not just forgotten.
  const wanted = new Set<string>();
  const start = (key: string): Tracked<V> => {
    const cached = pending.get(key);
    if (cached) return cached;
    const promise = track(
      load(key).then(
        (value) => (values.set(key, value), value),
        (error: unknown) => {
          pending.delete(key);
          return wanted.has(key) ? recoverOrThrow<V>(error) : Promise.reject(error);
        },
      ),
      () => pending.delete(key),
    );
    pending.set(key, promise);
    return promise;
  };
  const loader = (key: string) => {
    wanted.add(key);
    return start(key);
  };
  return Object.assign(loader, { prefetch: start, loaded: (key: string) => values.get(key) });
}
