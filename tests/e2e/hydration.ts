import type { Page } from '@playwright/test';

/**
 * What the watcher below leaves on `window`: the prerendered elements of `<main>` it tagged, how
 * many of them were removed before `<html data-hydrated>`, and every error reported meanwhile.
 */
interface HydrationWatch {
  /** Every element inside `<main>` once the HTML was parsed, before the app's module scripts ran. */
  tagged: Element[];
  /** Tagged elements removed from the document before the app marked itself hydrated. */
  removedBeforeHydrated: number;
  /** Those elements themselves (an island's content replaced later, when it goes live, is not among them). */
  removedEarly: Element[];
  /** Errors reported on `window` (React's recoverable errors arrive this way: see below). */
  errors: string[];
}

/**
 * Runs in the page before any of its own scripts (page.addInitScript), on every document the page
 * loads. It must be self-contained: Playwright sends its source, not its closure.
 *
 * - Errors: React 19's production build reports a hydration mismatch (and any other error it
 *   recovers from by rendering on the client) through `onRecoverableError`, whose default is
 *   `window.reportError`: an `ErrorEvent` on `window`, as an uncaught exception would be. Nothing is
 *   written to the console. The listener records both.
 * - Adoption: when the parser has finished (readyState `interactive`; module scripts run after it)
 *   every element inside `<main>` is tagged, and a MutationObserver counts the tagged elements that
 *   leave the document until `<html data-hydrated>` appears. Hydration adopts prerendered nodes;
 *   a mismatch that React repairs by rendering a part on the client, or a component that renders
 *   something else once hydrated, replaces them.
 */
function watchHydration(): void {
  const watch: HydrationWatch = { tagged: [], removedBeforeHydrated: 0, removedEarly: [], errors: [] };
  Object.defineProperty(window, '__hydrationWatch', { value: watch });
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    watch.errors.push(error instanceof Error ? `${error.name}: ${error.message}` : event.message);
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const main = document.querySelector('main');
    if (!main) return;
    watch.tagged = [main, ...main.querySelectorAll('*')];
    const tagged = new Set<Node>(watch.tagged);
    const count = (records: MutationRecord[]) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element) || node.isConnected) continue; // moved, not removed
          for (const gone of [node, ...node.querySelectorAll('*')]) {
            if (!tagged.delete(gone)) continue;
            watch.removedBeforeHydrated += 1;
            watch.removedEarly.push(gone);
          }
        }
      }
    };
    const removals = new MutationObserver(count);
    removals.observe(document.body, { childList: true, subtree: true });
    const end = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      count(removals.takeRecords());
      removals.disconnect();
      end.disconnect();
    });
    end.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

const watched = new WeakSet<Page>();

/**
 * Starts watching hydration on every document `page` loads from now on (once per page: the init
 * script stays registered). Call it before `page.goto`; {@link hydrationProblems} reads the result.
 */
export async function watchHydrationOf(page: Page): Promise<void> {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript(watchHydration);
}

/**
 * Parts of a page that are designed to be rendered again once hydrated, even on a plain load: each
 * names its pages, the part (a CSS selector matched by `closest()` from a removed element, so it
 * must name the element or something removed with it, not an ancestor that stays), and why.
 * Anything else a plain load replaces is a failure.
 */
const REPLACED_ONCE_HYDRATED: ReadonlyArray<{ path: RegExp; part: string; why: string }> = [
  {
    path: /^(?:\/(?:fr|rw))?\/offline$/,
    part: 'p[role="status"]',
    why: 'the saved pages are read from Cache Storage in the browser: "Looking for saved pages…" gives way to their list',
  },
  {
    path: /^(?:\/(?:fr|rw))?\/offline$/,
    part: 'p[data-slot="saved-books-reading"]',
    why: 'the books saved one by one are read from Cache Storage and navigator.storage in the browser: "Looking for saved books and papers…" gives way to their list and the room left',
  },
];

/** The options of {@link hydrationProblems}. */
export interface HydrationCheck {
  /**
   * Also fail when hydration removed prerendered elements of `<main>` instead of adopting them
   * (less the parts of {@link REPLACED_ONCE_HYDRATED}). Meant for a plain load (no query string,
   * no stored choices): a query string or stored state is applied once hydrated, and may rightly
   * change a list then.
   * @default false
   */
  adoption?: boolean;
}

/**
 * After `<html data-hydrated>`: the problems the watcher saw on the current document, as readable
 * lines ("/periodic: 118 prerendered <li> replaced during hydration"). Empty when React reported no
 * error it recovered from (a mismatch) and, with `adoption`, hydration adopted every prerendered
 * element of `<main>`.
 */
export async function hydrationProblems(page: Page, { adoption = false }: HydrationCheck = {}): Promise<string[]> {
  const pathname = new URL(page.url()).pathname;
  const allowed = REPLACED_ONCE_HYDRATED.filter((e) => e.path.test(pathname)).map((e) => e.part);
  return page.evaluate(
    ({ adoption, allowed }) => {
      const watch = (window as unknown as { __hydrationWatch?: HydrationWatch }).__hydrationWatch;
      const where = window.location.pathname + window.location.search;
      if (!watch) return [`${where}: the hydration watcher did not run (call watchHydrationOf before goto)`];
      const problems = watch.errors.map((error) => `${where}: error reported during hydration: ${error}`);
      if (!adoption) return problems;
      if (watch.tagged.length === 0) return [...problems, `${where}: no prerendered <main> to watch`];
      // A removed element is detached with its subtree: closest() still finds the part it was in.
      // An island's prerendered content is replaced by design when the island goes live, which the
      // warm-up may do moments after hydration (src/lib/warm.ts); during hydration it must not be.
      const early = new Set(watch.removedEarly);
      const replaced = watch.tagged.filter(
        (el) => !el.isConnected && !allowed.some((part) => el.closest(part)) && (early.has(el) || !el.closest('[data-island]')),
      );
      if (replaced.length === 0) return problems;
      /** `<li>`, or `<div data-slot="element-tile">`: what a reader of the failure recognises. */
      const kind = (el: Element) => {
        const slot = el.getAttribute('data-slot');
        return slot ? `<${el.localName} data-slot="${slot}">` : `<${el.localName}>`;
      };
      const byKind = new Map<string, Element[]>();
      for (const el of replaced) byKind.set(kind(el), [...(byKind.get(kind(el)) ?? []), el]);
      const kinds = [...byKind].sort(([, a], [, b]) => b.length - a.length);
      const when = watch.removedBeforeHydrated > 0 ? 'during hydration' : 'just after <html data-hydrated>';
      const lines = kinds.slice(0, 6).map(([name, els]) => {
        const text = (els[0]!.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${where}: ${els.length} prerendered ${name} replaced ${when}${text ? ` (first: "${text}")` : ''}`;
      });
      if (kinds.length > 6) lines.push(`${where}: … ${replaced.length} prerendered elements of <main> replaced in all, of ${kinds.length} kinds`);
      return [...problems, ...lines];
    },
    { adoption, allowed },
  );
}
