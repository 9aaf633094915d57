// Which built scripts a page needs before it can hydrate, from Vite's manifest: the page's chunk
// (`src/pages/PeriodicPage.tsx`) and every chunk it imports statically, depth first, without the
// entry and what the entry already brings. The prerender step lists them in the bootstrap's
// data-modules (scripts/boot-script.mjs), which preloads them once the page has painted.

/**
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} manifest Vite's .vite/manifest.json
 * @param {string} source the page module (`src/pages/PeriodicPage.tsx`)
 * @param {Iterable<string>} loaded URLs the page loads anyway (`/assets/index-x.js`, the entry's imports)
 * @returns {string[]} absolute URLs (`/assets/PeriodicPage-x.js`), the page's chunk first
 */
export function pageModules(manifest, source, loaded) {
  const skip = new Set(loaded);
  const out = [];
  const seen = new Set();
  const visit = (key) => {
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
export const STARTUP_STAGES = ['node_modules/react-dom/client.js'];

/** @param {string} key a key of Vite's manifest @returns {boolean} it is one of the start-up stages */
export const isStartupStage = (key) => STARTUP_STAGES.some((stage) => isKeyOf(key, stage));
const isKeyOf = (key, stage) => key === stage || key.endsWith(`/${stage}`);

/**
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest Vite's .vite/manifest.json
 * @returns {string[]} absolute URLs of the start-up stages' chunks and every chunk they import
 *   statically, depth first, once each, without the entry itself (it is the bootstrap's first module)
 */
export function startupModules(manifest) {
  const keys = STARTUP_STAGES.map((stage) => Object.keys(manifest).find((key) => isKeyOf(key, stage)));
  const missing = STARTUP_STAGES.filter((_, i) => !keys[i]);
  if (missing.length) throw new Error(`${missing.join(', ')} is not in the build manifest`);
  return keys.flatMap((key) => pageModules(manifest, key, [])).filter((url, index, all) => all.indexOf(url) === index);
}
