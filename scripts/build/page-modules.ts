// Which built scripts a page needs before it can hydrate, from Vite's manifest: the page's chunk
// (`src/pages/PeriodicPage.tsx`) and every chunk it imports statically, depth first, without the
// entry and what the entry already brings. The prerender step lists them in the bootstrap's
// data-modules (src/boot/boot.ts), which preloads them once the page has painted.
import type { Manifest } from 'vite';

/**
 * @param manifest Vite's .vite/manifest.json
 * @param source the page module (`src/pages/PeriodicPage.tsx`)
 * @param loaded URLs the page loads anyway (`/assets/index-x.js`, the entry's imports)
 * @returns absolute URLs (`/assets/PeriodicPage-x.js`), the page's chunk first
 */
export function pageModules(manifest: Manifest, source: string, loaded: Iterable<string>): string[] {
  const skip = new Set(loaded);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    const url = `/${chunk.file}`;
    if (!skip.has(url) && url.endsWith('.js')) out.push(url);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const page = manifest[source];
  if (!page) throw new Error(`${source} is not in the build manifest`);
  visit(source);
  return out;
}

/**
 * What the entry imports dynamically during start-up, so that each is compiled and run in a task of
 * its own (src/app/entry-client.tsx): React DOM. Every page needs it, so it loads with the entry.
 * As the end of a manifest key: where node_modules is a link (a copy of the project that shares
 * this one's packages), Vite names the module by its real path.
 */
export const STARTUP_STAGES: readonly string[] = ['node_modules/react-dom/client.js'];

/** Whether a key of Vite's manifest is one of the start-up stages. */
export const isStartupStage = (key: string): boolean => STARTUP_STAGES.some((stage) => isKeyOf(key, stage));
const isKeyOf = (key: string, stage: string) => key === stage || key.endsWith(`/${stage}`);

/**
 * @param manifest Vite's .vite/manifest.json
 * @returns absolute URLs of the start-up stages' chunks and every chunk they import statically,
 *   depth first, once each, without the entry itself (it is the bootstrap's first module)
 */
export function startupModules(manifest: Manifest): string[] {
  const keys = STARTUP_STAGES.map((stage) => {
    const key = Object.keys(manifest).find((candidate) => isKeyOf(candidate, stage));
    if (!key) throw new Error(`${stage} is not in the build manifest`);
    return key;
  });
  return keys.flatMap((key) => pageModules(manifest, key, [])).filter((url, index, all) => all.indexOf(url) === index);
}
