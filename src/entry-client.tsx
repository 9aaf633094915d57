import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './App';
import { initI18n } from './i18n';
import { notFoundRoute, routes } from './routes';
import { loadRoute } from './route-loader';
import './styles/index.css';

initI18n({ detect: true });

const container = document.getElementById('root');

async function start(element: HTMLElement) {
  // The service worker answers a page or file that was never saved, while offline, with the
  // /offline page: show that page's own address so the app hydrates the page it was given.
  if (element.dataset.path === '/offline' && window.location.pathname !== '/offline') {
    const from = window.location.pathname;
    window.history.replaceState(null, '', `/offline?from=${encodeURIComponent(from)}`);
  }
  // Load the first page's chunk before hydrating, so React renders it at once instead of
  // suspending and showing an empty main over the prerendered content.
  const match = matchRoutes(
    routes.map((row) => ({ path: row.path, id: row.id })),
    window.location.pathname,
  );
  const row = routes.find((r) => r.id === match?.[0]?.route.id) ?? notFoundRoute;
  await loadRoute(row);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (element.hasChildNodes()) hydrateRoot(element, app);
  else createRoot(element).render(app);
}

if (container) void start(container);

// Offline support: register the service worker once the page has loaded (production only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./pwa').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
