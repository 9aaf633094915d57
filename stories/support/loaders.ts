import { loadLocalized } from '../../src/content/localized';
import { LANGS } from '../../src/lib/langs';

/**
 * The home resource tabs' text in every language, before the story renders. In the app the tabs
 * load it when they come to life (an island, src/app/alive/island.tsx); a story shows the page, not the download.
 */
export async function loadHomeTabs(): Promise<Record<string, never>> {
  await Promise.all(LANGS.map((lang) => loadLocalized('home-tabs', lang)));
  return {};
}
