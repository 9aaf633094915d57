import { use, useEffect } from 'react';
import { yieldToMain } from '@/lib/yield';
import { useHydrated } from './useHydrated';

interface Turn {
  promise: Promise<void>;
  resolve: () => void;
}

const turns = new Map<string, Turn>();

function turnOf(key: string): Turn {
  let turn = turns.get(key);
  if (!turn) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    turn = { promise, resolve };
    turns.set(key, turn);
  }
  return turn;
}

/**
 * Progressive hydration of a long list split into parts, each inside its own `<Suspense>`: while
 * the page hydrates, part `index` waits until part `index - 1` has hydrated and the browser has
 * had a turn, and keeps its prerendered HTML meanwhile. Hydrating many Radix items at once ends
 * in one long commit (each item sets state from its refs, re-rendering synchronously); part by
 * part, each commit is short and a tap is never kept waiting long. Once the app has hydrated
 * (client-side navigation, stories) nothing waits. `list` names the list, so two lists never
 * share turns.
 */
export function useHydrationTurn(list: string, index: number): void {
  const hydrated = useHydrated();
  if (!hydrated && index > 0 && typeof window !== 'undefined') use(turnOf(`${list}:${index - 1}`).promise);
  useEffect(() => {
    void yieldToMain().then(() => turnOf(`${list}:${index}`).resolve());
  }, [list, index]);
}
