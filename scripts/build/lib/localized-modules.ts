import { join } from 'node:path';
import { localizedSources } from '../../../src/content/localized-sources';
import { localize } from '../../../src/lib/localize';
import { ROOT } from './download-files';
import { writeLangModules } from './lang-modules';

/** src/content/generated/localized/: one JSON module per localized source and language (git-ignored). */
const localizedDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'localized');

/** Writes every localized source in each language (`home-tabs.fr.json`). Returns how many were written. */
export function writeLocalizedModules(root = ROOT): Promise<number> {
  return writeLangModules(
    localizedDir(root),
    Object.entries(localizedSources).map(([name, value]) => [name, (lang) => localize(value, lang)] as const),
  );
}
