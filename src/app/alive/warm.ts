import { prefersSaveData } from '@/lib/save-data';

/**
 * Warm-up: what a control will need when the learner first uses it (its code, its data, an island
 * made live), fetched and prepared in idle time once the page has hydrated and loaded, so that the
 * first tap answers within a frame or two instead of waiting for a download on a slow network.
 * One thing at a time, each in its own idle period, what is in view first; only what is shown (a
 * control hidden at this width — the menu button on a laptop, the language list on a phone — is
 * skipped until it is shown). Under Save-Data nothing is fetched ahead of a tap: the learner pays
 * only for what they use.
 */
interface Warmer {
  run: () => Promise<unknown> | void;
  node?: () => Element | null;
}

const waiting = new Set<Warmer>();
let ready = false;

/** The performance mark set when warming begins: the budget counts what is fetched after it apart. */
export const WARM_MARK = 'ubumenyi:warm';
let draining = false;

/** Warms `run` once the page is ready for it (now, if it already is). Returns a function that cancels it. */
export function warmWhenIdle(run: Warmer['run'], node?: Warmer['node']): () => void {
  const warmer: Warmer = { run, node };
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
    document.documentElement.dataset.warm = '';
    return;
  }
  draining = true;
  try {
    for (;;) {
      const candidates = [...waiting].filter(shown);
      const next = candidates.find(inView) ?? candidates[0];
      if (!next) {
        // Everything shown is warm (tests and the byte budget wait for this).
        document.documentElement.dataset.warm = '';
        break;
      }
      waiting.delete(next);
      await idle();
      // A failure is only forgotten: the learner's own tap tries again (and recovers if need be).
      await Promise.resolve(next.run()).catch(() => undefined);
    }
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
      // What the page fetches from here on is the "ready" figure of the byte budget (scripts/budget.ts).
      performance.mark(WARM_MARK);
      void drain();
    });
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
