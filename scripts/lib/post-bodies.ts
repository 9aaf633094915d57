import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postBodies } from '../../src/content/post-bodies';
import { LANGS } from '../../src/lib/langs';
import { ROOT } from './download-files';

/** src/content/generated/post-bodies/: one JSON module per blog post and language (git-ignored). */
export const postBodiesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'post-bodies');

/**
 * Writes each blog post's body per language (`preparing-for-national-exams.fr.json`), so a post's
 * page loads its own text in its own language, not every post in three. Returns how many were written.
 */
export async function writePostBodies(root = ROOT): Promise<number> {
  const dir = postBodiesDir(root);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const writes = Object.entries(postBodies).flatMap(([slug, body]) =>
    LANGS.map((lang) => writeFile(join(dir, `${slug}.${lang}.json`), JSON.stringify(body[lang]))),
  );
  await Promise.all(writes);
  return writes.length;
}
