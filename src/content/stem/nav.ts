import type { StemNavItem } from '../schema';
import { stemPaths } from './paths';
import * as text from '@/content/generated/text/stem/nav';

export { stemPaths };

/**
 * The four-button navigation shown on every STEM overview page, in STEM order.
 * Text: src/locales/<lang>/content/stem/nav.po(t).
 */
export const stemNav: StemNavItem[] = [
  { id: 'science', to: stemPaths.science, label: text.scienceLabel },
  { id: 'technology', to: stemPaths.technology, label: text.technologyLabel },
  { id: 'engineering', to: stemPaths.engineering, label: text.engineeringLabel },
  { id: 'mathematics', to: stemPaths.mathematics, label: text.mathematicsLabel },
];
