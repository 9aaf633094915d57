/**
 * The page parts that load with their page (`lazySection` in src/pages) and hydrate while it starts,
 * by the name of their module. vite.config.ts lets their imports load through the browser's module
 * graph, without Vite's preload helper (see there); tests/unit/hydration-sections.test.ts keeps this
 * list equal to the `lazySection` imports in src/pages.
 */
export const HYDRATION_SECTIONS = ['HomeResourcesSection', 'PeriodicCreditsSection', 'PeriodicTable', 'PhetCredit', 'SimulationWorkspaceSection'] as const;

/** Whether a built chunk (`assets/PeriodicTable-6afQbylo.js`) is one of the sections. */
export function isHydrationSectionChunk(file: string): boolean {
  const name = /(?:^|\/)([A-Za-z]+)-[\w-]+\.js$/.exec(file)?.[1];
  return name !== undefined && (HYDRATION_SECTIONS as readonly string[]).includes(name);
}
