import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { currentLang, subscribeLang } from '@/i18n';
import type { Lang } from '@/lib/langs';
import { replayEarlyTaps } from '@/hooks/early-taps';

/** Whether the browser has taken over from the prerendered HTML, and the language the page is shown in. */
export interface ClientState {
  hydrated: boolean;
  lang: Lang;
}

const ClientStateContext = createContext<ClientState | null>(null);

/**
 * Holds the client state for the whole app, and changes it only inside a transition.
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
    // A button tapped before hydration (held by the bootstrap) is clicked now.
    replayEarlyTaps();
  }, [state.hydrated]);
  return <ClientStateContext value={state}>{children}</ClientStateContext>;
}

/** The app's client state, or null outside the app (a story or a test renders components on their own). */
export function useClientState(): ClientState | null {
  return useContext(ClientStateContext);
}
