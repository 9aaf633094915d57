import * as React from 'react';
import type { Tracked } from '@/lib/tracked-load';
import { recover } from './recover';
import { warmWhenIdle } from './warm';

/**
 * The one way a part of the site loads its code after the page: a chunk.
 *
 * - `load()` starts the import once and gives the same promise until it settles; the promise is
 *   marked as React marks a promise it has read (`status`, `value`), so `React.use()` returns a
 *   loaded chunk at once, without suspending.
 * - A failed load is forgotten (the next call tries again: offline, then online), and handed to
 *   recovery (./recover): after a deploy the chunk is gone from the host, and the page reloads once
 *   at its address and does the learner's action again. While that reload is on its way the
 *   promise never settles, so React keeps what it shows instead of an error.
 * - `loaded()` is the module once it has arrived, for rendering it directly (React.lazy suspends
 *   at least once, and React holds a revealed Suspense boundary back for up to 300 ms).
 * - `warm()` fetches it in idle time once the page has hydrated, so that the learner's first tap
 *   finds it ready (./warm: not under Save-Data, and only while its trigger is shown).
 */
export interface Chunk<M> {
  /** Loads it because the learner needs it now; a missing chunk recovers (see above). */
  load(): Promise<M>;
  /** Loads it ahead of need (idle time, a pointer passing over): a failure is only forgotten. */
  prefetch(): Promise<M>;
  loaded(): M | undefined;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let pending: Tracked<M> | undefined;
  let module: M | undefined;
  // Whether a learner waits for this load: then a missing chunk is recovered from, not just forgotten.
  let wanted = false;
  const start = () => {
    if (pending) return pending;
    const promise: Tracked<M> = importer().then(
      (value) => {
        module = value;
        promise.status = 'fulfilled';
        promise.value = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        // A reload is on its way: keep React waiting rather than showing an error for a moment.
        if (wanted && recover(error)) return new Promise<M>(() => {});
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  return {
    load: () => {
      wanted = true;
      return start();
    },
    prefetch: start,
    loaded: () => module,
  };
}

/**
 * A component from a chunk: the loaded component itself when the chunk has arrived, else a lazy
 * one that suspends until it does. Chosen once per mount: switching from the lazy wrapper to the
 * loaded component later would remount the part (its state, its focus).
 */
export function chunkComponent<P extends object>(part: Chunk<{ default: React.ComponentType<P> }>): React.ComponentType<P> {
  const Lazy = React.lazy(part.load);
  function ChunkPart(props: P) {
    const [Component] = React.useState<React.ComponentType<P>>(() => part.loaded()?.default ?? Lazy);
    return <Component {...props} />;
  }
  return ChunkPart;
}

/**
 * Warms what a control will need (`run`: its chunk, its data) while the component is mounted and
 * its trigger (`ref`) is shown: in idle time after hydration, not under Save-Data (see ./warm).
 * `run` is read when the warm-up comes to it; the warm-up is registered anew when `key` changes.
 * `settle` is the main-thread work that makes the control ready once `run` is done (see ./warm).
 */
function useWarm(run: () => Promise<unknown>, ref?: React.RefObject<Element | null>, key?: string, settle?: () => void): void {
  const latest = React.useRef({ run, settle });
  React.useEffect(() => {
    latest.current = { run, settle };
  });
  const settles = !!settle;
  React.useEffect(
    () => warmWhenIdle(() => latest.current.run(), ref ? () => ref.current : undefined, settles ? () => latest.current.settle?.() : undefined),
    [ref, key, settles],
  );
}

/**
 * Warms a chunk while the component that will need it is mounted and its trigger (`ref`) is shown;
 * `settle`, once it has arrived, in an idle period of its own (render the part hidden, say).
 */
export function useWarmChunk(part: Chunk<unknown>, ref?: React.RefObject<Element | null>, settle?: () => void): void {
  useWarm(part.prefetch, ref, undefined, settle);
}
