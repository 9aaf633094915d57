/**
 * What the LevelPage template renders, with every string already in the visitor's language.
 * Content (src/content/levels) is written per language; pages pick one with `localize()`.
 */

/** A length of study, e.g. 6–12 months. */
export interface LevelDurationView {
  min: number;
  max: number;
  unit: 'months' | 'years';
}

/** A titled list inside a card ("Subjects", "Career pathways"). */
interface LevelListView {
  label: string;
  items: string[];
}

export interface LevelInfoCardView {
  id: string;
  title: string;
  text?: string;
  lists?: LevelListView[];
}

export interface LevelStageView {
  id: string;
  /** Short code shown beside the title ("S1"). */
  code?: string;
  title: string;
  duration?: LevelDurationView;
  text: string;
}

type LevelResourceIcon = 'book' | 'paper' | 'compass' | 'flask' | 'users' | 'download';

export interface LevelResourceView {
  id: string;
  icon: LevelResourceIcon;
  title: string;
  text: string;
  /** The link's text; it names the destination on its own. */
  action: string;
  /** A site path: a real page, or /coming-soon. */
  to: string;
}

interface SectionBase {
  /** Unique on the page; also the section's anchor. */
  id: string;
  heading: string;
  intro?: string;
}

export type LevelSectionView =
  | (SectionBase & { kind: 'prose'; paragraphs: string[] })
  | (SectionBase & { kind: 'cards'; cards: LevelInfoCardView[] })
  | (SectionBase & { kind: 'list'; items: string[] })
  | (SectionBase & { kind: 'stages'; stages: LevelStageView[] })
  | (SectionBase & { kind: 'resources'; resources: LevelResourceView[] })
  | (SectionBase & { kind: 'related'; levels: string[] });

/** One level guide. */
export interface LevelView {
  id: string;
  /** The page's h1. */
  title: string;
  /** The paragraph under the h1. */
  description: string;
  sections: LevelSectionView[];
}

/** How to name and reach a level from another page. */
export interface LevelLinkView {
  id: string;
  /** "O-Level" */
  name: string;
  /** "S1–S3" */
  span: string;
  /** "/academic-levels/olevel" */
  path: string;
}
