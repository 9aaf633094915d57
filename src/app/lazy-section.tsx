import * as React from 'react';

export type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

/**
 * A part's chunk, loaded once: `start()` gives the same promise until it settles, and again after
 * a failure (offline, or a deploy that replaced the chunk: the next try asks anew); `loaded()` is
 * the component once it has arrived, for rendering it directly (React.lazy suspends at least once).
 */
export function chunkLoader<P>(load: Loader<P>): { start: Loader<P>; loaded: () => React.ComponentType<P> | undefined } {
  let loaded: React.ComponentType<P> | undefined;
  let pending: ReturnType<Loader<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { start, loaded: () => loaded };
}

/**
 * A part of a page that lives in a chunk of its own (to keep the page's first load small) but is
 * on screen at once: its prerendered HTML shows from the first byte and React hydrates it after
 * the rest of the page.
 *
 * Its chunk starts loading when the page's module runs, before hydration, not when React first
 * renders the part: React defers a Suspense boundary's hydration, so with a plain React.lazy the
 * download would only start after the page had hydrated. Until the part has hydrated, a tap on it
 * makes React hydrate it at once — which it can only do when the code is there; otherwise React
 * drops the tap. Once loaded, the component renders directly (React.lazy suspends at least once).
 */
export function lazySection<P extends object>(load: Loader<P>): React.ComponentType<P> {
  const chunk = chunkLoader(load);
  if (typeof window !== 'undefined') chunk.start().catch(() => undefined);
  const Lazy = React.lazy(chunk.start);

  function LazySection(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the part.
    const [Component] = React.useState<React.ComponentType<P>>(() => chunk.loaded() ?? Lazy);
    return <Component {...props} />;
  }
  return LazySection;
}
