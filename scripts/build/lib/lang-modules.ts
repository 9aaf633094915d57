import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGS, type Lang } from '../../../src/lib/langs';

/**
 * Empties `dir` and writes, for each source, its value in each language as `<name>.<lang>.json`:
 * content written in three languages side by side, shipped as one module per page and language.
 * Returns how many modules were written.
 */
export async function writeLangModules(dir: string, sources: Iterable<readonly [name: string, inLang: (lang: Lang) => unknown]>): Promise<number> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const writes = [...sources].flatMap(([name, inLang]) => LANGS.map((lang) => writeFile(join(dir, `${name}.${lang}.json`), JSON.stringify(inLang(lang)))));
  await Promise.all(writes);
  return writes.length;
}
