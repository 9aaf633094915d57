import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { notFoundPage } from './scripts/vite-not-found.ts';
import { generatedFiles } from './scripts/vite-generated-files.ts';
import { contactEnv } from './scripts/vite-contact-env.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), notFoundPage(), contactEnv(), generatedFiles()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // A multi-page app to the preview server: /books serves books/index.html, and unknown paths
  // get 404.html with status 404, as on a real static host (no SPA fallback to the home page).
  appType: 'mpa',
  define: {
    // The footer's copyright year in prerendered HTML; the browser shows the current year once hydrated.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: {
      polyfill: false,
      // A lazy chunk's imports load through the browser's own module graph: no <link rel=modulepreload>
      // per dependency. Vite's helper scanned the whole document for each one (a querySelector over the
      // periodic table's 2,700 elements) and appended a link each, costing main-thread time while the
      // page hydrates. The page's first chunks are preloaded by the boot script (scripts/boot-script.mjs).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    // The budget script reads which chunks each route loads from the manifest.
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
