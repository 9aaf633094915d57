import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { currentLang, subscribeLang } from '@/i18n';
import { LangContext } from '@/i18n/lang-context';
import type { Lang } from '@/lib/langs';
import { HydratedContext } from '@/hooks/useHydrated';
import { startWarming } from '@/lib/warm';
import { replayEarlyTaps } from './early-taps';
import { replayIntent } from './recover';

/** Whether the browser has taken over from the prerendered HTML, and the language the page is shown in. */
export interface ClientState {
  hydrated: boolean;
  lang: Lang;
}

/**
 * Holds the client state for the whole app, and changes it only inside a transition. Two contexts,
 * not one object: `hydrated` (hooks/useHydrated) and the language (i18n/lang-context, which the
 * lookup reads). When hydration ends only what reads `hydrated` re-renders; every component that
 * merely translates (the header's links, the footer) keeps its hydrated output.
 *
 * Why not `useSyncExternalStore` in each component: a store that differs from its server snapshot
 * forces a synchronous re-render right after hydration. Parts of a page hydrate from their own
 * chunks (React.lazy inside Suspense); a synchronous update that reaches such a part before its
 * code has arrived makes React throw away its prerendered HTML and show the empty fallback, then
 * the content again: the footer jumps twice (Lighthouse measured a layout shift of 0.49 on
 * /simulation). A transition instead waits until those parts have hydrated, then applies the
 * query string and the visitor's language in one commit.
 */
export function ClientStateProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  // The entries make the page's language (from its address) active before rendering, on the
  // server and in the browser alike: hydration starts in the language the HTML was written in.
  const [state, setState] = useState<ClientState>(() => ({ hydrated: !hydrating, lang: currentLang() }));
  useEffect(() => {
    const sync = () => {
      const lang = currentLang();
      startTransition(() => setState((prev) => (prev.hydrated && prev.lang === lang ? prev : { hydrated: true, lang })));
    };
    sync();
    return subscribeLang(sync);
  }, []);
  // Every prerendered part has hydrated and reads the query string: end-to-end tests wait for this.
  useEffect(() => {
    if (!state.hydrated) return;
    document.documentElement.dataset.hydrated = '';
    // A button tapped before hydration (held by the bootstrap) is clicked now; after a reload that
    // recovered from a deploy, the learner's action is done again; then what the page's controls
    // will need is fetched in idle time.
    replayEarlyTaps();
    replayIntent();
    startWarming();
  }, [state.hydrated]);
  return (
    <HydratedContext value={state.hydrated}>
      <LangContext value={state.lang}>{children}</LangContext>
    </HydratedContext>
  );
}
