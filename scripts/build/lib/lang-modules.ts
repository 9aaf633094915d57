import { join } from 'node:path';
import { LANGS, type Lang } from '../../../src/lib/langs';
import { syncFiles } from './write-generated';

/**
 * Makes `dir` hold, for each source, its value in each language as `<name>.<lang>.json`:
 * content written in three languages side by side, shipped as one module per page and language.
 * Returns how many modules were written.
 */
export async function writeLangModules(dir: string, sources: Iterable<readonly [name: string, inLang: (lang: Lang) => unknown]>): Promise<number> {
  return syncFiles(
    [dir],
    [...sources].flatMap(([name, inLang]) => LANGS.map((lang) => [join(dir, `${name}.${lang}.json`), JSON.stringify(inLang(lang))] as const)),
  );
}
