import { lateLoad } from '@/lib/late-load';
import { SKIP_WAITING_MESSAGE } from '@/lib/service-worker-update';
import { setWaitingUpdate } from './pwa-state';

/** The code that saves the page being read (1.2 KiB of brotli), loaded once the worker is active. */
const offlineCache = lateLoad(() => import('./offline-cache'));

/**
 * Registers the service worker. entry-client loads this module only in production builds, after
 * the page has loaded, so it never competes with the first page for a slow connection. A newly
 * deployed version waits; the app shows "A new version is available — Reload", and Reload asks the
 * waiting worker to take over (SKIP_WAITING_MESSAGE, which src/sw/sw.ts answers) and reloads once it controls
 * the page. (This replaced workbox-window: 1.5 KiB of brotli for the same three steps.)
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const offer = (worker: ServiceWorker) =>
    setWaitingUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage(SKIP_WAITING_MESSAGE);
    });
  container
    .register('/sw.js')
    .then((registration) => {
      // A version that was already waiting (installed on an earlier visit), or one that finishes
      // installing now while an older version controls the page. The first install activates at once.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // Installing saves only the shell; the page being read is saved once the worker is active.
      return container.ready;
    })
    // The saving code loads only then: a browser that runs no worker never fetches it. Nobody waits
    // on it, so after a deploy its failure is only forgotten (the next page load saves).
    .then(() => offlineCache.prefetch())
    .then((offline) => offline.saveVisitedPage())
    // Registration can fail (private browsing, a browser or test harness that blocks workers):
    // the site then simply works online only, as it would without a service worker.
    .catch(() => undefined);
}
