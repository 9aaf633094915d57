/**
 * A value loaded on demand, once per key, that React reads with useSyncExternalStore:
 * `read(key)` returns the same state object until that key's state changes.
 */
export type ResourceState<V> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: V }
  | { status: 'error'; error: unknown };

export interface LazyResource<K, V> {
  /** The current state for `key` (a stable object: safe as a useSyncExternalStore snapshot). */
  read(key: K): ResourceState<V>;
  /** Starts loading `key` unless it is loading or loaded; after an error, tries again. */
  load(key: K): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export const IDLE: ResourceState<never> = { status: 'idle' };
const LOADING: ResourceState<never> = { status: 'loading' };

export function createLazyResource<K, V>(loader: (key: K) => Promise<V>): LazyResource<K, V> {
  const states = new Map<K, ResourceState<V>>();
  const listeners = new Set<() => void>();
  const set = (key: K, state: ResourceState<V>) => {
    states.set(key, state);
    for (const listener of listeners) listener();
  };
  return {
    read: (key) => states.get(key) ?? IDLE,
    async load(key) {
      const current = states.get(key);
      if (current?.status === 'loading' || current?.status === 'ready') return;
      set(key, LOADING);
      try {
        const value = await loader(key);
        set(key, { status: 'ready', value });
      } catch (error) {
        set(key, { status: 'error', error });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
