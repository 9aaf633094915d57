import { isGone, setLateLoadRecovery } from '@/lib/late-load';
import { nodeAt, pathTo, type NodePath } from './island-dom';
import { setWaitingUpdate } from '../pwa-state';

/**
 * After a deploy, an open tab still runs the old build: the next chunk it asks for (a page, a part,
 * a dialog, a page's strings) has been renamed on the host and the import fails. Recovery reloads
 * the page at its address — the page's state lives in its address, and the host now serves the new
 * build's HTML — and then does once more what the learner had just done (a tap, text typed in a
 * field), so their action still takes effect. At most one such reload per tab in RELOAD_GUARD_MS:
 * if the code is still missing after it (a broken deploy, a flaky host), the tab says a new version
 * is available and offers Reload (the service worker's update prompt) instead of reloading in a loop.
 * Offline, a missing chunk is no deploy: nothing is reloaded (the offline notice already shows).
 */

const RECOVERED = 'ubumenyi:recovered';
const INTENT = 'ubumenyi:intent';
/** A tab reloads by itself at most once in this time; after that it asks. */
const RELOAD_GUARD_MS = 60_000;
/** Only an action this recent is what the failed load was for. */
const INTENT_MS = 15_000;

/** What the learner last did: a tap on a control, or text typed into a field. */
interface Intent {
  href: string;
  path: NodePath;
  kind: 'click' | 'input';
  value?: string;
  at: number;
}

let last: Intent | undefined;
let recovering = false;

function remember(kind: Intent['kind'], target: EventTarget | null) {
  if (!(target instanceof Element) || !document.body.contains(target)) return;
  const path = pathTo(document.body, target);
  if (!path) return;
  const value = kind === 'input' && 'value' in target ? String((target as HTMLInputElement).value) : undefined;
  last = { href: window.location.href, path, kind, value, at: Date.now() };
}

/** Listens (capture phase, before any part holds the event) for what the learner does. */
export function watchIntents(): void {
  document.addEventListener(
    'click',
    (event) => remember('click', (event.target as Element | null)?.closest?.('button, [role], a[href], summary, label') ?? event.target),
    true,
  );
  document.addEventListener('input', (event) => remember('input', event.target), true);
  // Every late load (src/lib/late-load.ts: code, route data, strings, the search) hands a failure a
  // learner waits on to recover(). Vite's own
  // 'vite:preloadError' is not used: it fires for a prefetch too (a pointer passing over a part),
  // and cancelling it makes the import resolve to undefined. A missing module nobody handled still
  // recovers here.
  window.addEventListener('unhandledrejection', (event) => {
    if (isGone(event.reason)) recover(event.reason);
  });
  setLateLoadRecovery(recover);
}

/**
 * Called with the error of any load a learner waited on that failed. A file gone after a deploy
 * reloads the page once, carrying the learner's last action over; or, given `at`, loads that
 * address instead (where the learner's state is written in it: the header search's query goes to
 * the search page), with nothing to replay. Anything else is left to its caller.
 * Returns true when it took the error in hand (a reload, or the prompt).
 */
export function recover(error: unknown, at?: string): boolean {
  if (!isGone(error) || recovering) return recovering;
  if (navigator.onLine === false) return false;
  recovering = true;
  const previous = Number(sessionStorage.getItem(RECOVERED) ?? 0);
  if (Date.now() - previous < RELOAD_GUARD_MS) {
    setWaitingUpdate(() => window.location.reload());
    return true;
  }
  try {
    sessionStorage.setItem(RECOVERED, String(Date.now()));
    if (!at && last && Date.now() - last.at < INTENT_MS && last.href === window.location.href) sessionStorage.setItem(INTENT, JSON.stringify(last));
  } catch {
    // Storage refused (private mode, quota): the reload still brings the new build.
  }
  if (at) window.location.assign(at);
  else window.location.reload();
  return true;
}

/**
 * After a recovery reload, once the page has hydrated: the learner's action, done again on the
 * same element of the new page (found by its position in the body; the page at the same address
 * has the same markup), if the address is still the one it was made at.
 */
export function replayIntent(): void {
  let intent: Intent | undefined;
  try {
    intent = JSON.parse(sessionStorage.getItem(INTENT) ?? 'null') ?? undefined;
    sessionStorage.removeItem(INTENT);
  } catch {
    return;
  }
  if (!intent || intent.href !== window.location.href || Date.now() - intent.at > RELOAD_GUARD_MS) return;
  const target = nodeAt(document.body, intent.path) as HTMLElement | null;
  if (!target) return;
  if (intent.kind === 'click') {
    target.click();
    return;
  }
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || intent.value === undefined) return;
  target.focus();
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, intent.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}
