import { StrictMode, startTransition } from 'react';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './App';
import { ClientStateProvider } from './alive/client-state';
import { changeLanguage, initI18n, namespacesReady } from '@/i18n';
import { langOfPath, localizePath } from '@/lib/links';
import { notFoundRoute, routes } from './routes';
import { loadRoute } from './alive/route-loader';
import { yieldToMain } from '@/lib/yield';
import { watchIntents } from './alive/recover';
import { whenWarm } from '@/lib/warm';
import '@/styles/index.css';

const container = document.getElementById('root');

async function start(element: HTMLElement) {
  // Start-up in short tasks: evaluating the bundle, setting the language, and loading the page's chunk
  // each run on their own, with the browser free to respond in between.
  await yieldToMain();
  initI18n();
  // The service worker answers a page or file that was never saved, while offline, with the
  // offline page of its language: show that page's own address so the app hydrates the page it was given.
  const given = element.dataset.path;
  if (given && localizePath(given, 'en') === '/offline' && window.location.pathname !== given) {
    const from = window.location.pathname;
    window.history.replaceState(null, '', `${given}?from=${encodeURIComponent(from)}`);
  }
  // The page's language comes from its address, as it did when it was prerendered.
  await changeLanguage(langOfPath(window.location.pathname));
  // Load the first page's chunk before hydrating, so React renders it at once instead of
  // suspending and showing an empty main over the prerendered content.
  const match = matchRoutes(
    routes.map((row) => ({ path: row.path, id: row.id })),
    localizePath(window.location.pathname, 'en'),
  );
  const row = routes.find((r) => r.id === match?.[0]?.route.id) ?? notFoundRoute;
  await yieldToMain();
  await Promise.all([loadRoute(row), row.prepare?.(localizePath(window.location.pathname, 'en'), langOfPath(window.location.pathname))]);
  // The page's strings, in its language, started loading as its modules ran (preloaded by the HTML).
  await namespacesReady();
  // The page's chunks have just been evaluated, in this same task: React DOM comes in the next one.
  await yieldToMain();
  // React DOM is a module of its own, compiled and run in a task of its own. In the entry's module
  // graph it made that graph one task of 190–290 ms on a 4× slower CPU, most of it V8 parsing and
  // compiling: a tap in that time waits, and Lighthouse counts it as blocking time. The bootstrap
  // has already preloaded its chunk (scripts/build/page-modules.ts, STARTUP_STAGES): it waits for no network.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToMain();

  const hydrating = element.hasChildNodes();
  const app = (
    <StrictMode>
      <ClientStateProvider hydrating={hydrating}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ClientStateProvider>
    </StrictMode>
  );
  // Hydrating inside a transition lets React split the work into short tasks and yield to the
  // browser between them (a plain hydrateRoot is one long task: Lighthouse counted up to 500 ms of
  // blocking time on a 4x slower phone CPU). A tap made meanwhile is replayed once its part hydrates.
  if (hydrating) startTransition(() => void hydrateRoot(element, app));
  else createRoot(element).render(app);
}

// What the learner does is noted from the first moment, so that a reload that recovers from a
// deploy can do it again (./alive/recover).
watchIntents();
if (container) void start(container);

// Offline support: register the service worker once the page is warm (src/lib/warm.ts: hydrated, loaded,
// and what its shown controls need fetched in idle time; at once under Save-Data), then when the
// browser is idle (production only). Registering costs the main thread about 10 ms, and installing
// fetches the shell (about 370 KiB): never inside start-up's tasks, nor beside the warm-up's fetches
// on a slow network. It also keeps the registration code and the page-saving code always after the
// warm-up's mark, so the byte budget counts them in "ready" JS on every run (scripts/measure/budget.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After a deploy under an open tab, this build's module may be gone (404): nothing to do then;
  // the next page load registers the new build's worker.
  const register = () =>
    void import('./pwa').then(
      async (m) => {
        await yieldToMain();
        m.registerServiceWorker();
      },
      () => undefined,
    );
  void whenWarm().then(() => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 3000 }) : setTimeout(register, 1000)));
}
