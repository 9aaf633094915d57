import * as React from 'react';
import { lateLoad, type LateLoad } from '@/lib/late-load';
import { warmWhenIdle } from '@/lib/warm';

/**
 * A part of the site whose code loads after the page: a chunk, loaded through the site's one late
 * loader (src/lib/late-load.ts: once, tracked for `use()`, a failure forgotten, and after a deploy
 * recovered from when a learner waits on it). `load()` for a learner who waits, `prefetch()` for
 * loading ahead of need, `loaded()` once it has arrived (React.lazy suspends at least once, and React
 * holds a revealed Suspense boundary back for up to 300 ms). Warm it with {@link useWarmChunk}.
 */
export type Chunk<M> = LateLoad<M>;

export const chunk: <M>(importer: () => Promise<M>) => Chunk<M> = lateLoad;

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
 * its trigger (`ref`) is shown: in idle time after hydration, not under Save-Data (see src/lib/warm.ts).
 * `run` is read when the warm-up comes to it; the warm-up is registered anew when `key` changes.
 * `settle` is the main-thread work that makes the control ready once `run` is done (see src/lib/warm.ts).
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
