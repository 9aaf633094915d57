import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localizedSources } from '../../src/content/localized-sources';
import { LANGS } from '../../src/lib/langs';
import { localize } from '../../src/lib/localize';
import { ROOT } from './download-files';

/** src/content/generated/localized/: one JSON module per localized source and language (git-ignored). */
export const localizedDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'localized');

/** Writes every localized source in each language (`home-tabs.fr.json`). Returns how many were written. */
export async function writeLocalizedModules(root = ROOT): Promise<number> {
  const dir = localizedDir(root);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const writes = Object.entries(localizedSources).flatMap(([name, value]) =>
    LANGS.map((lang) => writeFile(join(dir, `${name}.${lang}.json`), JSON.stringify(localize(value, lang)))),
  );
  await Promise.all(writes);
  return writes.length;
}
