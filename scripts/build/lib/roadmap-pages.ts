import { join } from 'node:path';
import { roadmaps } from '../../../src/content/roadmaps';
import { buildRoadmapPage } from '../../../src/content/roadmap-page-data';
import { ROOT } from './download-files';
import { writeLangModules } from './lang-modules';
import { loadPlans } from './roadmap-pdf';

/** src/content/generated/roadmap-pages/: one JSON module per road map and language (git-ignored). */
const roadmapPagesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'roadmap-pages');

/**
 * Writes each written road map's page data per language (`frontend-developer.fr.json`), with the
 * PDF sizes just measured, so a road map page loads its own text in its own language only.
 * Returns how many modules were written.
 */
export async function writeRoadmapPages(sizes: Readonly<Record<string, number>>, root = ROOT): Promise<number> {
  const sizeOf = (file: string) => (Object.hasOwn(sizes, file) ? sizes[file] : undefined);
  const pages = (await loadPlans(root)).flatMap((plan) => {
    const entry = roadmaps.find((r) => r.id === plan.id && r.slug === plan.slug);
    return entry ? [[plan.slug, (lang: Parameters<typeof buildRoadmapPage>[2]) => buildRoadmapPage(plan, entry, lang, sizeOf)] as const] : [];
  });
  return writeLangModules(roadmapPagesDir(root), pages);
}
