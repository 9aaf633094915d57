import { formatList } from './format';
import type { Lang } from './langs';

/**
 * What a collection of downloadable files really offers, so that a sentence about it can say no
 * more than that: all of its files still samples, some of them, or none (all real). A file is a
 * sample while no real document stands at its path (scripts/build/content-generate.ts writes a labelled
 * placeholder instead and lists it in src/content/generated/sample-files.json).
 */

/** `none`: no files at all; `sample`: every file is a sample; `mixed`: some are; `real`: none is. */
export type FileOfferStatus = 'none' | 'sample' | 'mixed' | 'real';

/** One file, and the group a sentence names it by: a class ("S3"), or "TVET" for all RTB classes. */
export interface OfferedFile {
  file: string;
  /** Left out: the file counts for the status, but a sentence names no group for it. */
  group?: string;
}

export interface FileOffer {
  status: FileOfferStatus;
  /** Every group with at least one file, in reading order ("S1", "S2", "S10", "TVET"). */
  groups: string[];
  /** The groups with at least one real file. */
  realGroups: string[];
  /** The groups with at least one sample file. */
  sampleGroups: string[];
}

const byReadingOrder = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

const sortedGroups = (files: readonly OfferedFile[]): string[] =>
  [...new Set(files.flatMap(({ group }) => (group === undefined ? [] : [group])))].sort(byReadingOrder);

/**
 * Whether the files offered are all samples, some, or all real, and which groups they cover.
 * `samples` lists the files that are still samples (by path, as `file` names them).
 */
export function fileOffer(files: readonly OfferedFile[], samples: Iterable<string>): FileOffer {
  const isSample = new Set(samples);
  const sample = files.filter(({ file }) => isSample.has(file));
  const real = files.filter(({ file }) => !isSample.has(file));
  const status: FileOfferStatus = files.length === 0 ? 'none' : real.length === 0 ? 'sample' : sample.length === 0 ? 'real' : 'mixed';
  return { status, groups: sortedGroups(files), realGroups: sortedGroups(real), sampleGroups: sortedGroups(sample) };
}

/**
 * The status of several collections' files taken together (the home page's headline speaks of books
 * and papers at once): `real` only when every file of every collection is real.
 */
export function combinedStatus(offers: readonly Pick<FileOffer, 'status'>[]): FileOfferStatus {
  const statuses = new Set(offers.map(({ status }) => status));
  statuses.delete('none');
  if (statuses.size === 0) return 'none';
  if (statuses.size > 1 || statuses.has('mixed')) return 'mixed';
  // A collection with no files beside collections that all have real ones: some of what the
  // sentence would name is missing, so it is not "all real".
  if (statuses.has('real') && offers.some(({ status }) => status === 'none')) return 'mixed';
  return statuses.has('real') ? 'real' : 'sample';
}

/**
 * What a sentence about an offer fills in, listed the way `lang` lists things: `classes` (every
 * group: "S1, S2 and S3") and `realClasses` (the groups with a real file). `name` writes a group in
 * the sentence's language ("TVET" is "EFTP" in French).
 */
export function offerClasses(offer: FileOffer, lang: Lang, name: (group: string) => string = (group) => group): { classes: string; realClasses: string } {
  return { classes: formatList(offer.groups.map(name), lang), realClasses: formatList(offer.realGroups.map(name), lang) };
}
