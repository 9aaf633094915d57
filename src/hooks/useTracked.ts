import * as React from 'react';
import type { Tracked } from '@/lib/late-load';

/** Where a load stands, for a part that shows its own waiting and failure rather than suspending. */
export type TrackedState<V> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: V } | { status: 'error'; error: unknown };

const IDLE: TrackedState<never> = { status: 'idle' };
const LOADING: TrackedState<never> = { status: 'loading' };

/**
 * Reads a tracked load (lib/late-load) without suspending: idle without a promise, loading
 * until it settles (the component renders again then), ready with its value, or an error. For
 * data a part can do without for a moment (the periodic dialog shows the facts while the written
 * text arrives); a part that cannot renders inside Suspense and reads the promise with `use()`.
 */
export function useTracked<V>(promise: Tracked<V> | undefined): TrackedState<V> {
  const [, rerender] = React.useReducer((count: number) => count + 1, 0);
  React.useEffect(() => {
    if (!promise || promise.status) return;
    let current = true;
    const settled = () => void (current && rerender());
    promise.then(settled, settled);
    return () => {
      current = false;
    };
  }, [promise]);
  if (!promise) return IDLE;
  if (promise.status === 'fulfilled') return { status: 'ready', value: promise.value as V };
  if (promise.status === 'rejected') return { status: 'error', error: promise.reason };
  return LOADING;
}
