// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useTracked, type TrackedState } from '../../src/hooks/useTracked';
import { lateLoader, type Tracked } from '../../src/lib/late-load';

// React warns unless told that this environment wraps updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** Renders the hook with `promise`; returns every state it rendered. */
function render(promise: Tracked<string> | undefined): Array<TrackedState<string>> {
  const seen: Array<TrackedState<string>> = [];
  function Probe({ load }: { load: Tracked<string> | undefined }) {
    seen.push(useTracked(load));
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<Probe load={promise} />));
  return seen;
}

describe('useTracked (a load read without suspending)', () => {
  it('is idle without a load', () => {
    expect(render(undefined).at(-1)).toEqual({ status: 'idle' });
  });

  it('is loading, then ready with the value, rendering again when the load settles', async () => {
    let resolve!: (value: string) => void;
    const load = lateLoader(() => new Promise<string>((done) => (resolve = done)));
    const seen = render(load('fe'));
    expect(seen.at(-1)).toEqual({ status: 'loading' });
    await act(async () => resolve('Iron'));
    expect(seen.at(-1)).toEqual({ status: 'ready', value: 'Iron' });
  });

  it('is an error when the load fails, and a new load after it is loading again', async () => {
    let fail = true;
    const load = lateLoader(async (key) => {
      if (fail) throw new Error('offline');
      return key;
    });
    const failed = load('au');
    const seen = render(failed);
    await act(async () => {
      await failed.catch(() => undefined);
    });
    expect(seen.at(-1)).toMatchObject({ status: 'error', error: new Error('offline') });
    fail = false;
    const retried = load('au');
    expect(retried).not.toBe(failed);
    act(() => root!.render(<ProbeAgain load={retried} seen={seen} />));
    await act(async () => {
      await retried;
    });
    expect(seen.at(-1)).toEqual({ status: 'ready', value: 'au' });
  });
});

function ProbeAgain({ load, seen }: { load: Tracked<string>; seen: Array<TrackedState<string>> }) {
  seen.push(useTracked(load));
  return null;
}
