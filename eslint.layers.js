/**
 * The layers of src/ and who may import whom — the picture at the top of README.md, kept by the
 * linter. Each layer may import itself and the layers listed for it; anything else fails lint.
 * Type-only imports (`import type`) may cross any arrow but the app's: a component may name the
 * shape of a content record without pulling the content into its chunk.
 *
 *   app  →  pages  →  components  →  hooks, i18n  →  lib
 *    ↓        ↓                                      ↑
 *    └──→  content  ─────────────────────────────────┘
 *
 * - lib: pure functions and constants (language ids included). Imports nothing of ours but types,
 *   and the words of the compiled catalogues (src/content/generated/text/: the month names of a
 *   date, a list's "and"), which translators write in src/locales/ and which are data, not code.
 * - content: the data and its schemas. Imports only content and lib (language ids, pure helpers).
 * - i18n: strings and the lookup. Imports lib (and content for localized names).
 * - hooks: React and browser state shared by components (hydrated or not, online, saved items), and
 *   the chunk primitive (hooks/chunk.tsx) through which a part of a component loads later and is
 *   warmed. Imports i18n and lib.
 * - components: the library. Imports components, hooks, i18n and lib — never pages, content or app:
 *   a component gets its data through props.
 * - pages: assemble components with content. Imports anything but app (except app's island helper,
 *   the offline store and the shelf of saved books).
 * - app: entries, router, route table, loaders, hydration and PWA wiring. Imports anything.
 * - sw: the service worker, bundled on its own (scripts/build/pwa.ts) and run in a worker, not a page.
 *   Imports lib only (language ids and addresses, the cache names it shares with the pages).
 * - boot: the two inline scripts of every page (the language redirect, the hydration bootstrap),
 *   compiled on their own into the HTML (scripts/build/inline-scripts.ts). Import nothing of ours:
 *   they run before any of the site's code, and every byte is in every page.
 */
const LAYERS = ['app', 'pages', 'components', 'hooks', 'i18n', 'content', 'lib', 'sw', 'boot'];

/** What each layer may import besides itself. */
const ALLOWED = {
  lib: [],
  content: ['lib'],
  i18n: ['lib', 'content'],
  hooks: ['i18n', 'lib'],
  components: ['components', 'hooks', 'i18n', 'lib'],
  // The parts of app a page uses: "this part of the page is an island", the browser's offline
  // store that the /offline page hands to its SaveOffline component, and the browser's shelf of
  // books saved one by one that the libraries and the /offline page hand to theirs.
  pages: ['components', 'hooks', 'i18n', 'lib', 'content', 'app/alive/island', 'app/offline-cache', 'app/saved-books'],
  app: LAYERS,
  sw: ['lib'],
  boot: [],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Paths besides whole layers that a layer may import (see lib above). */
const ALSO = { lib: ['content/generated/text/'] };

/** One config block per layer: `@/x` imports outside what it may use fail, and so does climbing out by `../`. */
export const layerRules = LAYERS.filter((layer) => layer !== 'app').map((layer) => {
  const allowed = [layer, ...ALLOWED[layer]];
  const allowedAlias = [...allowed.map((target) => `${escape(target)}(?:/|$)`), ...(ALSO[layer] ?? []).map(escape)].join('|');
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/(?!(?:${allowedAlias}))`,
              allowTypeImports: true,
              message: `${layer} may import only ${allowed.join(', ')} (see eslint.layers.js and README: "How the code is layered").`,
            },
            {
              // Leaving src/<layer>/ by a relative path hides the layer crossed: use the @/ alias.
              regex: `^(?:\\.\\./)+(?:${LAYERS.filter((l) => l !== layer)
                .map(escape)
                .join('|')}|routes|App|entry-client|entry-server|alive|pwa|pwa-state|offline-cache|saved-books)(?:/|\\.|$)`,
              message: `Import another layer through its @/ alias, so the layer rule can see it.`,
            },
          ],
        },
      ],
    },
  };
});
