import type { Lang } from '@/lib/langs';
import type { Delocalized } from '@/lib/localize';
import { lateLoader } from '@/lib/late-load';
import type { LocalizedSourceName, localizedSources } from './localized-sources';

/** A localized source in one language, as a page shows it. */
export type LocalizedContent<N extends LocalizedSourceName> = Delocalized<(typeof localizedSources)[N]>;

// One module per source and language (`home-tabs.fr.json`), written by `npm run content:generate`.
// The simulations' subjects have their own map in simulation-index.ts: this one is in the first
// load of every page that shows localized content, and each entry costs bytes there.
const modules = import.meta.glob<unknown>(['./generated/localized/*.json', '!./generated/localized/simulations-*.json'], { import: 'default' });

const load = lateLoader<unknown>(async (key) => {
  const module = modules[`./generated/localized/${key}.json`];
  if (!module) throw new Error(`No generated module for ${key}: run npm run content:generate`);
  return module();
});

/**
 * Starts (or reuses) the load of one localized source in one language. The same promise every
 * time: a page `use()`s it, and its route's `prepare` settles it before prerendering and hydrating.
 */
export function loadLocalized<N extends LocalizedSourceName>(name: N, lang: Lang): Promise<LocalizedContent<N>> {
  return load(`${name}.${lang}`) as Promise<LocalizedContent<N>>;
}
