import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { notFoundPage } from './scripts/vite/not-found.ts';
import { generatedFiles } from './scripts/vite/generated-files.ts';
import { contactEnv } from './scripts/vite/contact-env.ts';
import { routerTrim } from './scripts/vite/router-trim.ts';
import { radixNames } from './scripts/vite/radix-names.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), notFoundPage(), contactEnv(), generatedFiles(), routerTrim(), radixNames()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Radix Select's lists open item-aligned: no Floating UI (src/components/Select/popper-free.tsx).
      '@radix-ui/react-popper': fileURLToPath(new URL('./src/components/Select/popper-free.tsx', import.meta.url)),
    },
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
    // `NO_MINIFY=1 npm run build:site`: readable names in a profile (FIRST_ANSWER_TRACE). Not for a deploy.
    minify: process.env.NO_MINIFY ? false : undefined,
    cssCodeSplit: true,
    modulePreload: {
      polyfill: false,
    },
    // The prerender step reads which chunks each page loads from the manifest (scripts/build/page-modules.ts).
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
