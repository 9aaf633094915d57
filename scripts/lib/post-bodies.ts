import { join } from 'node:path';
import { postBodies } from '../../src/content/post-bodies';
import { ROOT } from './download-files';
import { writeLangModules } from './lang-modules';

/** src/content/generated/post-bodies/: one JSON module per blog post and language (git-ignored). */
const postBodiesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'post-bodies');

/**
 * Writes each blog post's body per language (`preparing-for-national-exams.fr.json`), so a post's
 * page loads its own text in its own language, not every post in three. Returns how many were written.
 */
export function writePostBodies(root = ROOT): Promise<number> {
  return writeLangModules(
    postBodiesDir(root),
    Object.entries(postBodies).map(([slug, body]) => [slug, (lang) => body[lang]] as const),
  );
}
