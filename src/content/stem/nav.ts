import type { StemNavItem, StemSubject } from '../schema';

/** Where each STEM overview page lives. The home page's STEM tab and the STEM navigation both link here. */
export const stemPaths: Record<StemSubject, string> = {
  science: '/science/science-overview',
  technology: '/technology/technology-overview',
  engineering: '/engineering/engineering-overview',
  mathematics: '/mathematics/mathematics-overview',
};

/** The four-button navigation shown on every STEM overview page, in STEM order. */
export const stemNav: StemNavItem[] = [
  { id: 'science', to: stemPaths.science, label: { en: 'Science', fr: 'Sciences', rw: 'Siyansi' } },
  { id: 'technology', to: stemPaths.technology, label: { en: 'Technology', fr: 'Technologie', rw: 'Ikoranabuhanga' } },
  { id: 'engineering', to: stemPaths.engineering, label: { en: 'Engineering', fr: 'Ingénierie', rw: "Ubuhanga bw'ubwubatsi" } },
  { id: 'mathematics', to: stemPaths.mathematics, label: { en: 'Mathematics', fr: 'Mathématiques', rw: 'Imibare' } },
];
