import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { notFoundPage } from './scripts/vite-not-found.ts';
import { generatedFiles } from './scripts/vite-generated-files.ts';
import { contactEnv } from './scripts/vite-contact-env.ts';
import { routerTrim } from './scripts/vite-router-trim.ts';
import { radixNames } from './scripts/vite-radix-names.ts';
import { isHydrationSectionChunk } from './scripts/vite-hydration-sections.mjs';

export default defineConfig({
  plugins: [react(), tailwindcss(), notFoundPage(), contactEnv(), generatedFiles(), routerTrim(), radixNames()],
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
      // The parts of a page that load with it (scripts/vite-hydration-sections.mjs) fetch their imports
      // through the browser's module graph, without Vite's preload helper: on a page as big as /periodic,
      // the helper's <link rel=modulepreload> per import cost main-thread time while the page hydrated.
      // Every other dynamic import (a page on navigation, a dialog or a menu on a tap) keeps the helper,
      // so its chunk and all its imports load at once, in one round trip on a slow connection.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && isHydrationSectionChunk(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    // The budget script reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in the entry's own chunk. Left to itself,
          // Rolldown gave each module that the entry shares with a page or with React DOM's
          // start-up chunk a small chunk of its own (React, the JSX runtime, cn, the preload
          // helper, Rolldown's runtime…): six more requests on every page, and about 2 KiB more
          // of brotli, since small files compress worse apart than together. Every page loads all
          // of them anyway, first thing. Pages, lazy sections and React DOM's client stay split.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
