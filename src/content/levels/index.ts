import type { LevelSummary } from '../schema';
import * as text from '@/content/generated/text/levels/index';

/**
 * The six levels in short: name, span and one sentence each. Small on purpose: every level page
 * loads it (for its related-level links) next to its own guide module, never the other five guides.
 * Text: src/locales/<lang>/content/levels/index.po(t).
 */
export const levelSummaries: LevelSummary[] = [
  {
    id: 'primary',
    path: '/academic-levels/primary',
    board: 'reb',
    name: text.primaryName,
    span: text.primarySpan,
    summary: text.primarySummary,
  },
  {
    id: 'olevel',
    path: '/academic-levels/olevel',
    board: 'reb',
    name: text.olevelName,
    span: text.olevelSpan,
    summary: text.olevelSummary,
  },
  {
    id: 'alevel',
    path: '/academic-levels/alevel',
    board: 'reb',
    name: text.alevelName,
    span: text.alevelSpan,
    summary: text.alevelSummary,
  },
  {
    id: 'tvet',
    path: '/academic-levels/tvet',
    board: 'rtb',
    name: text.tvetName,
    span: text.tvetSpan,
    summary: text.tvetSummary,
  },
  {
    id: 'higher',
    path: '/academic-levels/higher',
    name: text.higherName,
    span: text.higherSpan,
    summary: text.higherSummary,
  },
  {
    id: 'professional',
    path: '/academic-levels/professional',
    name: text.professionalName,
    span: text.professionalSpan,
    summary: text.professionalSummary,
  },
];
