import { prefersSaveData } from '@/lib/save-data';

/**
 * Warm-up: what a control will need when the learner first uses it (its code, its data, an island
 * made live), fetched and prepared in idle time once the page has hydrated and loaded, so that the
 * first tap answers within a frame or two instead of waiting for a download on a slow network.
 *
 * Two steps. First every fetch at once (on a slow network a chunk's imports come one round trip
 * after another: side by side, all of them take about as long as the longest chain), so the
 * network is quiet as soon as possible. Then the work each one asked for on the main thread (an
 * island rendered live), one at a time, each in its own idle period, what is in view first.
 * Only what is shown: a control hidden at this width (the menu button on a laptop, the language
 * list on a phone) is skipped until it is shown. Under Save-Data nothing is fetched ahead of a tap:
 * the learner pays only for what they use.
 *
 * The app starts it once the page has hydrated (app/alive/client-state.tsx); what registers a
 * warm-up is a component's part (hooks/chunk.tsx's useWarmChunk) or an island (app/alive/island.tsx).
 * It uses no React, so it lives here, where both layers may import it (ADR 0006).
 */
interface Warmer {
  /** Fetches what the control needs. */
  fetch: () => Promise<unknown>;
  /**
   * Then, in an idle period of its own: the main-thread work that makes it ready (an island made
   * live). A promise when that work ends later (a render in a transition): the next one waits for it,
   * and so does `<html data-warm>`.
   */
  settle?: () => Promise<void> | void;
  node?: () => Element | null;
}

const waiting = new Set<Warmer>();
let ready = false;
let draining = false;
let resolveWarm: () => void = () => undefined;
const warm = new Promise<void>((resolve) => (resolveWarm = resolve));

/** Marks the page warm: `<html data-warm>` (tests and the byte budget wait for it), and `whenWarm()` resolves. */
function markWarm(): void {
  document.documentElement.dataset.warm = '';
  resolveWarm();
}

/**
 * Resolves once the page is first warm: everything shown has been fetched and made ready (at once
 * under Save-Data, where nothing is fetched ahead). The service worker registers only then
 * (entry-client.tsx), so that its precache does not compete with the warm-up for a slow network.
 */
export function whenWarm(): Promise<void> {
  return warm;
}

/** The performance mark set when warming begins: the budget counts what is fetched after it apart. */
export const WARM_MARK = 'ubumenyi:warm';

/** Warms a control once the page is ready for it (now, if it already is). Returns a function that cancels it. */
export function warmWhenIdle(fetch: Warmer['fetch'], node?: Warmer['node'], settle?: Warmer['settle']): () => void {
  const warmer: Warmer = { fetch, settle, node };
  waiting.add(warmer);
  if (ready) void drain();
  return () => void waiting.delete(warmer);
}

/** The box of a warmer's node: an island's wrapper has none of its own (`display: contents`). */
function boxOf(warmer: Warmer): Element | null | undefined {
  const node = warmer.node?.();
  return node && getComputedStyle(node).display === 'contents' ? node.firstElementChild : node;
}

function shown(warmer: Warmer): boolean {
  return !warmer.node || (boxOf(warmer)?.getClientRects().length ?? 0) > 0;
}

function inView(warmer: Warmer): boolean {
  const rect = boxOf(warmer)?.getBoundingClientRect();
  return !!rect && rect.bottom > 0 && rect.top < window.innerHeight;
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

async function drain(): Promise<void> {
  if (draining) return;
  if (prefersSaveData()) {
    // Nothing is fetched ahead of a tap: the page is as warm as it will be.
    markWarm();
    return;
  }
  draining = true;
  try {
    for (;;) {
      const batch = [...waiting].filter(shown);
      if (!batch.length) break;
      for (const warmer of batch) waiting.delete(warmer);
      // A failure is only forgotten: the learner's own tap tries again (and recovers if need be).
      const fetched = await Promise.all(
        batch.map((warmer) =>
          warmer.fetch().then(
            () => true,
            () => false,
          ),
        ),
      );
      const settling = batch.filter((warmer, i) => fetched[i] && warmer.settle).sort((a, b) => Number(inView(b)) - Number(inView(a)));
      for (const warmer of settling) {
        await idle();
        // At most a few seconds each: a part that never finishes must not keep the page from being warm.
        await Promise.race([warmer.settle!(), new Promise((done) => setTimeout(done, 5000))]);
      }
    }
    // Everything shown is warm (tests and the byte budget wait for this).
    markWarm();
  } finally {
    draining = false;
  }
}

/** Called once the page has hydrated: warming begins after the load event, in idle time. */
export function startWarming(): void {
  if (ready) return;
  const begin = () =>
    void idle().then(() => {
      ready = true;
      // What the page fetches from here on is the "ready" figure of the byte budget (scripts/measure/budget.ts).
      performance.mark(WARM_MARK);
      void drain();
    });
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
