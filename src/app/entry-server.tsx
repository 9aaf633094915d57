import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { ClientStateProvider } from './alive/client-state';
import { changeLanguage, initI18n, recordNamespaces } from '@/i18n';
import { registerAllNamespaces } from '@/i18n/all-strings';
import { langOfPath, localizePath } from '@/lib/links';
import { notFoundRoute, prerenderPaths, routes, type RouteRow } from './routes';
import { loadRoute } from './alive/route-loader';
import { site } from '@/content/site';

export { prerenderPaths, routes, notFoundRoute };
export { LANGS, DEFAULT_LANG } from '@/lib/langs';
export { langOfPath, localizePath, pageUrls } from '@/lib/links';
/** The deployed origin, for sitemap.xml and robots.txt. */
export const siteUrl = site.url;
/** Origins the CSP lets the site frame besides PhET: the configured form hosts. */
export const frameOrigins = [site.forms.feedback, site.forms.join]
  .filter((url): url is string => !!url && url.startsWith('https://'))
  .map((url) => new URL(url).origin);

initI18n();
registerAllNamespaces();

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/** Renders one path to HTML (the body of #root), in the language of its address, with the page's chunk loaded. */
export async function render(url: string, row?: RouteRow): Promise<string> {
  if (row) await Promise.all([loadRoute(row), row.prepare?.(localizePath(url, 'en'), langOfPath(url))]);
  else await Promise.all([...routes, notFoundRoute].map(loadRoute));
  await changeLanguage(langOfPath(url));
  recordNamespaces(true);
  const { prelude } = await prerender(
    <StrictMode>
      <ClientStateProvider hydrating>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </ClientStateProvider>
    </StrictMode>,
    // Big pages (the 118-tile periodic table) would otherwise be streamed behind an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude as ReadableStream<Uint8Array>);
}

/** The namespaces the last `render` used (their ids): the prerender step preloads their chunks in the page's language. */
export function renderedNamespaces(): string[] {
  return recordNamespaces(false);
}
