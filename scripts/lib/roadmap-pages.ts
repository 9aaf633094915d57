import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { roadmaps } from '../../src/content/roadmaps';
import { buildRoadmapPage } from '../../src/content/roadmap-page-data';
import { LANGS } from '../../src/lib/langs';
import { ROOT } from './download-files';
import { loadPlans } from './roadmap-pdf';

/** src/content/generated/roadmap-pages/: one JSON module per road map and language (git-ignored). */
export const roadmapPagesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'roadmap-pages');

/**
 * Writes each written road map's page data per language (`frontend-developer.fr.json`), with the
 * PDF sizes just measured, so a road map page loads its own text in its own language only.
 * Returns how many modules were written.
 */
export async function writeRoadmapPages(sizes: Readonly<Record<string, number>>, root = ROOT): Promise<number> {
  const dir = roadmapPagesDir(root);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const writes: Array<Promise<void>> = [];
  for (const plan of await loadPlans(root)) {
    const entry = roadmaps.find((r) => r.id === plan.id && r.slug === plan.slug);
    if (!entry) continue;
    for (const lang of LANGS) {
      const page = buildRoadmapPage(plan, entry, lang, (file) => (Object.hasOwn(sizes, file) ? sizes[file] : undefined));
      writes.push(writeFile(join(dir, `${plan.slug}.${lang}.json`), JSON.stringify(page)));
    }
  }
  await Promise.all(writes);
  return writes.length;
}
