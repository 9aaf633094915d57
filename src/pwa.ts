import { Workbox } from 'workbox-window';
import { setWaitingUpdate } from './pwa-state';
import { saveVisitedPage } from './offline-cache';

/**
 * Registers the service worker. entry-client loads this module (and workbox-window with it) only
 * in production builds, after the page has loaded, so it never competes with the first page for a
 * slow connection. A newly deployed version waits; the app shows "A new version is available —
 * Reload", and Reload activates it and reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setWaitingUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // Registration can fail (private browsing, a browser or test harness that blocks workers):
  // the site then simply works online only, as it would without a service worker.
  // Installing saves only the shell; the page being read is saved once the worker is active.
  wb.register()
    .then(() => navigator.serviceWorker.ready)
    .then(() => saveVisitedPage())
    .catch(() => undefined);
}
