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
