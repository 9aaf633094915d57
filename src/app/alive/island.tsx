import * as React from 'react';
import { useLocation } from 'react-router-dom';
import { chunk } from '@/hooks/chunk';
import { useHydrated } from '@/hooks/useHydrated';
import { prefersSaveData } from '@/lib/save-data';
import { warmWhenIdle } from '@/lib/warm';
import { heldKey, islandWrapper, nodeAt, pathTo, replayKey, syncFormFields, type NodePath } from './island-dom';
import { recover } from './recover';

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

/**
 * While an island goes live, its static markup: still in the document until that render commits,
 * so an island inside it (the periodic grid inside the table and list views) takes its own HTML
 * from there and stays static, instead of rendering live at once as after a navigation.
 */
const EnclosingStatic = React.createContext<React.RefObject<HTMLDivElement | null> | null>(null);

/**
 * A part of a page that stays the prerendered HTML until the learner reaches for it, and costs no
 * JavaScript before then: the periodic grid, the simulations' list. On a first visit, hydration
 * keeps the part's HTML as it is (React leaves a `dangerouslySetInnerHTML` subtree alone) and does
 * not download its code. The code loads when a pointer moves over the part (not under Save-Data),
 * when it is pressed, or when focus enters it; then React renders the part for real in its place
 * (the same markup) and what the learner did meanwhile is carried over: focus, text typed into a
 * field, a click, an arrow key (see island-dom.ts). After a client-side navigation, or when the
 * address has a query string (the prerendered HTML was written without one), the part renders
 * from the start and its code loads at once (it suspends meanwhile, as React.lazy does). Once live,
 * it stays live. An island may hold another: when the outer one goes live, the inner one keeps
 * its HTML (from the outer one's static markup) and goes live by its own rules.
 *
 * `name` marks the part's wrapper (`data-island`, a `display: contents` div): a literal in kebab
 * case, unique in the code (tests/unit/island-names.test.ts), rendered once on a page (two wrappers
 * of one name take no HTML: see islandWrapper; the e2e route loops check every prerendered page).
 * The wrapper has `data-live` once the part is React's (what end-to-end tests wait for).
 * `inert: true` is for a part that needs no code to be used (text and plain links, such as a
 * credits list): it stays HTML until the path changes, whatever the learner does or the query says.
 */
export interface IslandOptions<P> {
  /** A part that needs no code to be used (text and plain links): it stays HTML until the path changes. @default false */
  inert?: boolean;
  /**
   * A tap the page can answer while the part is still HTML, with the part's current props: return
   * true when it did (the tap is then not held for the live part). The periodic table opens an
   * element's details from a tile this way: the dialog needs the page's code, not the grid's.
   */
  staticClick?: (target: Element, props: P) => boolean;
  /**
   * What the warm-up does for the part once the page has loaded (nothing under Save-Data):
   * - `'live'` fetches its code and makes it live, in an idle period of its own;
   * - `'none'` nothing: for a part whose going live is one long task (the periodic grid: 118 Radix
   *   radios, about half a second on a 4× slower CPU) and whose taps `staticClick` answers as HTML,
   *   so that its code is needed only for the keyboard. Such a part goes live only when the learner
   *   uses it in a way the HTML cannot answer (an arrow key, typing, a tap `staticClick` does not
   *   take); keyboard focus fetches its code, and a pointer over it does nothing. A long task in
   *   idle time is one a tap may land on, and what Lighthouse counts as blocking time.
   * @default 'live'
   */
  warm?: 'live' | 'none';
  /**
   * Whether the part's HTML follows the address's query string, so that a new query makes it live
   * (its prerendered HTML is out of date). The periodic grid's does not: the only state the query
   * gives it is the open element, whose details cover it in a modal dialog. @default true
   */
  followsQuery?: boolean;
}

export function island<P extends object>(
  name: string,
  load: Loader<P>,
  { inert = false, staticClick, warm = 'live', followsQuery = true }: IslandOptions<P> = {},
): React.ComponentType<P> {
  const part = chunk(load);
  const Lazy = React.lazy(part.load);

  const heavy = warm === 'none';

  function Island(props: P) {
    const hydrated = useHydrated();
    const location = useLocation();
    const enclosing = React.useContext(EnclosingStatic);
    const address = inert || !followsQuery ? location.pathname : location.pathname + location.search;
    // While hydrating a prerendered page without a query string: the part's HTML as the server wrote
    // it. Once hydrated, inside an island that is going live: the HTML that island's markup has for
    // it (up to date, unless the part follows a query string that has changed since).
    const [first] = React.useState(() => {
      if (typeof document === 'undefined') return undefined;
      const scope = hydrated ? enclosing?.current : document;
      if (!scope || (location.search && !inert && (!hydrated || followsQuery))) return undefined;
      const node = islandWrapper(scope, name);
      return node ? { html: node.innerHTML, address } : undefined;
    });
    const [reached, setReached] = React.useState(false);
    const latestProps = React.useRef(props);
    React.useLayoutEffect(() => {
      latestProps.current = props;
    });
    const staticRoot = React.useRef<HTMLDivElement>(null);
    // The component the live part renders, chosen once: switching from the lazy wrapper to the
    // loaded component on a later render would remount the part (its state, its focus).
    const chosen = React.useRef<React.ComponentType<P>>(null);
    const liveRoot = React.useRef<HTMLDivElement>(null);
    // Resolves the warm-up's wait once the part is live (the warm-up marks the page warm after it).
    const wentLive = React.useRef<() => void>(undefined);
    // What the learner did while the part was static, and the static markup (React lets go of its ref on unmount).
    const carried = React.useRef<{ from?: HTMLElement; focus?: NodePath; click?: NodePath; keys: KeyboardEvent[]; typed?: boolean }>({ keys: [] });
    // Once the address has moved on, the part stays live: the prerendered HTML is out of date
    // (coming back to the first address by a link or Back must not bring it back, nor carry its
    // fields' stale values over to the live part once more).
    const [left, setLeft] = React.useState(false);
    const moved = first !== undefined && address !== first.address;
    if (moved && !left) setLeft(true);
    const live = !first || reached || left || moved;

    // Static: the first reach loads the code, and what the learner does until it has rendered is held.
    // A layout effect: inside an island that has just gone live, these listeners are in place before
    // that island (a parent, whose layout effects run after its children's) carries over a tap, a
    // key or focus that lands in this part.
    React.useLayoutEffect(() => {
      const root = staticRoot.current;
      if (live || !root || inert) return;
      carried.current.from = root;
      let cancelled = false;
      // Loads the code and makes the part live. A failed load leaves the HTML (the next reach tries
      // again), unless the learner is waiting on it: a held tap or key, or typing, after a deploy
      // took the chunk away, reloads the page and does the action again (./recover).
      const reach = () =>
        part.prefetch().then(
          () => void (!cancelled && React.startTransition(() => setReached(true))),
          (error: unknown) => {
            const { click, keys, typed } = carried.current;
            if (click || keys.length || typed) recover(error);
          },
        );
      // A pointer over the part fetches its code and makes it live; not a heavy part's (warm: 'none'),
      // whose code only the keyboard needs (`staticClick` answers its taps).
      const onPointerOver = () => {
        if (!heavy && !prefersSaveData()) void reach();
      };
      // Warmed: its code fetched with the page's other parts, then made live in an idle period of its own.
      const goLive = () =>
        new Promise<void>((done) => {
          wentLive.current = done;
          void reach();
        });
      const cancelWarm = heavy ? () => undefined : warmWhenIdle(part.prefetch, () => root, goLive);
      // Focus in the part makes it live. A heavy part's keyboard focus only fetches its code: the
      // arrow keys that need it are held and make it live, while Enter and Space on a control are
      // clicks that `staticClick` answers as HTML; going live on focus was a long task that a first
      // Enter waited behind (issue 43: 1.1–2.2 s in 4 of 15 runs on a 4× slower CPU). The focus a
      // tap gives a button fetches nothing (the tap is answered by `staticClick`).
      const onFocusIn = (event: FocusEvent) => {
        carried.current.focus = pathTo(root, event.target as Node);
        if (!heavy) void reach();
        else if ((event.target as Element).matches(':focus-visible') && !prefersSaveData()) part.prefetch().catch(() => undefined);
      };
      // Focus that moves elsewhere is forgotten; focus lost to nothing is not (the static markup's
      // removal fires focusout too, before the live markup can take the focus back).
      const onFocusOut = (event: FocusEvent) => {
        if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) carried.current.focus = undefined;
      };
      // A click on a control is held and made again on the live part. Not on a link, which works as
      // HTML (it navigates even if the code never arrives), nor in a field (typing is carried over).
      const onClick = (event: MouseEvent) => {
        const target = (event.target as Element).closest('a[href], input, textarea, select, button, label, summary, [role]');
        if (!target || !root.contains(target) || target.matches('a[href], input, textarea, select')) return void reach();
        event.preventDefault();
        event.stopPropagation();
        // Answered as HTML: the part stays static (its going live would delay the answer's paint).
        if (staticClick?.(target, latestProps.current)) return;
        void reach();
        // Only the latest tap is held: the learner's last choice (a tab, then another) is the one
        // that counts, and a second tap on the same control (a double tap, Enter then Space) would
        // land on what the first opened, and undo it.
        const path = pathTo(root, target);
        if (path) carried.current.click = path;
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if (!heldKey(event)) return;
        event.preventDefault();
        event.stopPropagation();
        carried.current.keys.push(event);
        void reach();
      };
      root.addEventListener('pointerover', onPointerOver, { passive: true });
      const onPointerDown = () => void (!heavy && reach());
      const onInput = () => {
        carried.current.typed = true;
        void reach();
      };
      root.addEventListener('input', onInput);
      root.addEventListener('pointerdown', onPointerDown, { passive: true });
      root.addEventListener('focusin', onFocusIn);
      root.addEventListener('focusout', onFocusOut);
      root.addEventListener('click', onClick, true);
      root.addEventListener('keydown', onKeyDown, true);
      return () => {
        cancelled = true;
        root.removeEventListener('pointerover', onPointerOver);
        cancelWarm();
        root.removeEventListener('input', onInput);
        root.removeEventListener('pointerdown', onPointerDown);
        root.removeEventListener('focusin', onFocusIn);
        root.removeEventListener('focusout', onFocusOut);
        root.removeEventListener('click', onClick, true);
        root.removeEventListener('keydown', onKeyDown, true);
      };
    }, [live]);

    // Live after being static: carry over what the learner did to the same places in the new markup.
    React.useLayoutEffect(() => {
      const { from, focus, click, keys } = carried.current;
      const to = liveRoot.current;
      // Marks the live part (set here, not rendered: the prerendered HTML has no such attribute to hydrate).
      if (live && to) {
        to.dataset.live = '';
        wentLive.current?.();
      }
      if (!live || !from || !to) return;
      carried.current = { keys: [] };
      const active = document.activeElement;
      if (focus && (!active || active === document.body || !active.isConnected)) (nodeAt(to, focus) as HTMLElement | null)?.focus({ preventScroll: true });
      // Once the commit is over, in the same task (no keystroke can come between): React would
      // undo a field's value it heard of mid-commit. Not cancelled by a cleanup: what was carried
      // is taken (Strict Mode runs this effect twice).
      queueMicrotask(() => {
        syncFormFields(from, to);
        if (click) (nodeAt(to, click) as HTMLElement | null)?.click();
        for (const key of keys) replayKey(key);
      });
    }, [live]);

    if (!live && first) {
      return (
        <div key="static" ref={staticRoot} data-island={name} className="contents" dangerouslySetInnerHTML={{ __html: first.html }} suppressHydrationWarning />
      );
    }
    const Component = chosen.current ?? (chosen.current = part.loaded()?.default ?? Lazy);
    return (
      <div key="live" ref={liveRoot} data-island={name} className="contents">
        <EnclosingStatic value={first ? staticRoot : null}>
          <Component {...props} />
        </EnclosingStatic>
      </div>
    );
  }
  return Island;
}
