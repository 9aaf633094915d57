import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueRoot, type IndexEntry } from '../catalogue';

/** Where the visual run keeps its pictures, and what it records for the report. */
export const baselineDir = fileURLToPath(new URL('./baselines', import.meta.url));
export const reportDir = `${catalogueRoot}/visual-report`;
export const resultsDir = `${reportDir}/results`;
/** The Chromium that drew the baselines (its version), written with them. */
export const browserFile = `${baselineDir}/chromium-version.txt`;

/**
 * What is photographed: every story that is not a pure interaction test (the `Should…` stories leave
 * the docs pages with `!autodocs`), in each language at each width.
 */
export const photographed = (entry: IndexEntry) => entry.type === 'story' && entry.tags.includes('autodocs');
export const LANGS = ['en', 'rw'] as const;
export const WIDTHS = [360, 1280] as const;
export const shotName = (story: string, lang: string, width: number) => `${story}.${lang}.${width}`;

/**
 * Each shot's approved picture, by its name: `<story>.<lang>.<width>.webp` (see writeBaseline in
 * images.ts), so that a reviewer finds a picture in a diff by the story, language and width it shows.
 */
export const BASELINE_EXTENSION = '.webp';
export const baselineFile = (shot: string) => `${baselineDir}/${shot}${BASELINE_EXTENSION}`;
/** The shot names the baseline folder holds a picture for. */
export const baselineShots = (): string[] =>
  existsSync(baselineDir)
    ? readdirSync(baselineDir)
        .filter((file) => file.endsWith(BASELINE_EXTENSION))
        .map((file) => file.slice(0, -BASELINE_EXTENSION.length))
    : [];

/**
 * The bytes of each approved shot's screenshot as the baselines' Chromium encodes it (a SHA-256,
 * shortened), by shot name: a screenshot with the same bytes shows the approved pixels, and needs no
 * decoding or comparing (decoding the long pages' pictures was a third of the run). Any other
 * screenshot, and every screenshot of another Chromium, is compared pixel by pixel. Written with the baselines.
 */
export const screenshotsFile = `${baselineDir}/screenshots.json`;
export type Screenshots = Record<string, string>;
export const readScreenshots = (): Screenshots => (existsSync(screenshotsFile) ? (JSON.parse(readFileSync(screenshotsFile, 'utf8')) as Screenshots) : {});

export type Mode = 'reduced motion' | 'text spacing at 320 px' | '400 % zoom' | 'forced colours';

export interface Shot {
  story: string;
  /** "Components/Button › Primary" */
  title: string;
  lang: string;
  width: number;
  status: 'same' | 'new' | 'changed';
  /** The screenshot's bytes, hashed (see screenshotsFile). */
  screenshot: string;
  /** Pixels that differ, when changed. */
  pixels?: number;
  /** "1280×420 → 1280×436", when the picture's size changed. */
  size?: string;
}

export interface Finding {
  story: string;
  lang: string;
  mode: Mode;
  text: string;
}

export interface ComponentResult {
  title: string;
  lang: string;
  /** The stories this test was given (a story pinned to another language is not photographed in it). */
  stories: string[];
  /** The Chromium that drew this run's pictures. */
  chromium: string;
  shots: Shot[];
  findings: Finding[];
  ms: number;
  /** Where the time went, by step. */
  spent: Record<string, number>;
}
