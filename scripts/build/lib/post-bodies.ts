import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostBlock } from '../../../src/content/schema';
import { LANGS, type Lang, type Localized } from '../../../src/lib/langs';
import { parsePo } from '../../../src/lib/po';
import { listDomains, textName } from './catalogues';
import { ROOT } from './download-files';
import { writeLangModules } from './lang-modules';

/** src/content/generated/post-bodies/: one JSON module per blog post and language (git-ignored). */
const postBodiesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'post-bodies');

/** A body message's key: `body.<section>.heading`, `.p1`, `.p2`…, `.list1`… (a list, one item per line). */
const BODY_KEY = /^body\.[a-z0-9]+(?:-[a-z0-9]+)*\.(heading|p\d+|list\d+)$/;
/** The post's other messages, which posts.ts reads. */
const META_KEYS = new Set(['title', 'summary', 'image.alt']);

/**
 * Every blog post's body in each language, by slug, from its catalogue (src/locales/<lang>/content/
 * posts/<slug>.po): the blocks in the order of the English template, each with its compiled text
 * (src/content/generated/text/posts/<slug>.ts, so a pseudo-locale build shows there too). Throws on a
 * message that is neither a body block nor one of the post's title, summary and image text.
 */
export async function readPostBodies(root = ROOT): Promise<Record<string, Localized<PostBlock[]>>> {
  const locales = join(root, 'src', 'locales');
  const bodies: Record<string, Localized<PostBlock[]>> = {};
  for (const domain of (await listDomains(locales)).filter((d) => d.startsWith('content/posts/'))) {
    const slug = domain.slice('content/posts/'.length);
    const template = parsePo(await readFile(join(locales, 'en', `${domain}.pot`), 'utf8'), `src/locales/en/${domain}.pot`);
    const texts = (await import(pathToFileURL(join(root, 'src', 'content', 'generated', 'text', `${domain.slice('content/'.length)}.ts`)).href)) as Record<
      string,
      Record<Lang, string>
    >;
    const blocks = (lang: Lang): PostBlock[] =>
      template.entries.flatMap((entry): PostBlock[] => {
        const key = entry.context ?? '';
        if (entry.obsolete || META_KEYS.has(key)) return [];
        const kind = BODY_KEY.exec(key)?.[1];
        if (!kind) throw new Error(`src/locales/en/${domain}.pot: ${key} is not a part of a post (body.<section>.heading, .p1…, .list1…)`);
        const text = texts[textName(key)]![lang];
        if (kind === 'heading') return [{ type: 'h2', text }];
        return kind.startsWith('p') ? [{ type: 'p', text }] : [{ type: 'ul', items: text.split('\n') }];
      });
    bodies[slug] = Object.fromEntries(LANGS.map((lang) => [lang, blocks(lang)])) as Localized<PostBlock[]>;
  }
  return bodies;
}

/**
 * Writes each blog post's body per language (`preparing-for-national-exams.fr.json`), so a post's
 * page loads its own text in its own language, not every post in three. Returns how many were written.
 */
export async function writePostBodies(root = ROOT): Promise<number> {
  const bodies = await readPostBodies(root);
  return writeLangModules(
    postBodiesDir(root),
    Object.entries(bodies).map(([slug, body]) => [slug, (lang) => body[lang]] as const),
  );
}
