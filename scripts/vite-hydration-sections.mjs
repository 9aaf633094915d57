/**
 * The page parts that load with their page (`lazySection` in src/pages) and hydrate while it starts,
 * by the name of their module. vite.config.ts lets their imports load through the browser's module
 * graph, without Vite's preload helper (see there), and the prerender step preloads them with their
 * page (scripts/page-modules.mjs). tests/unit/hydration-sections.test.ts keeps this list equal to
 * the `lazySection` imports in src/pages.
 */
export const HYDRATION_SECTIONS = ['HomeResourcesSection'];

/**
 * Whether a built chunk (`assets/HomeResourcesSection-6afQbylo.js`) is one of the sections.
 * @param {string} file
 * @returns {boolean}
 */
export function isHydrationSectionChunk(file) {
  const name = /(?:^|\/)([A-Za-z]+)-[\w-]+\.js$/.exec(file)?.[1];
  return name !== undefined && HYDRATION_SECTIONS.includes(name);
}
