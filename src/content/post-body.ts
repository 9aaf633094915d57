import type { Lang } from '@/lib/langs';
import { lateLoader } from '@/lib/late-load';
import type { PostBlock } from './schema';

// One module per post and language (`preparing-for-national-exams.fr.json`), written from the
// post's catalogue (src/locales/<lang>/content/posts/<slug>.po) by `npm run content:generate`
// (scripts/build/lib/post-bodies.ts).
const modules = import.meta.glob<PostBlock[]>('./generated/post-bodies/*.json', { import: 'default' });

const load = lateLoader<PostBlock[] | undefined>(async (key) => modules[`./generated/post-bodies/${key}.json`]?.());

/**
 * Starts (or reuses) the load of one post's body in one language; resolves to undefined for an
 * unknown slug. The page `use()`s it; the route's `prepare` settles it before prerendering and hydrating.
 */
export function loadPostBody(slug: string, lang: Lang): Promise<PostBlock[] | undefined> {
  return load(`${slug}.${lang}`);
}
