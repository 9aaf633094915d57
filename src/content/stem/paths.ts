import type { StemSubject } from '../schema';

/**
 * Where each STEM overview page lives. The home page's STEM tab and the STEM navigation both link
 * here (./nav.ts re-exports it: declared there, between the navigation's texts and the navigation,
 * it would keep the bundler from inlining the texts; see textName in scripts/build/lib/catalogues.ts).
 */
export const stemPaths: Record<StemSubject, string> = {
  science: '/science/science-overview',
  technology: '/technology/technology-overview',
  engineering: '/engineering/engineering-overview',
  mathematics: '/mathematics/mathematics-overview',
};
