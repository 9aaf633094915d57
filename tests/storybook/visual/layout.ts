import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueRoot } from '../catalogue';

/** Where the visual run keeps its pictures, and what it records for the report. */
export const baselineDir = fileURLToPath(new URL('./baselines', import.meta.url));
export const reportDir = `${catalogueRoot}/visual-report`;
export const resultsDir = `${reportDir}/results`;
/** The Chromium that drew the baselines (its version), written with them. */
export const browserFile = `${baselineDir}/chromium-version.txt`;

export const shotName = (story: string, lang: string, width: number) => `${story}.${lang}.${width}`;

/**
 * The baselines are stored once per picture: `<hash>.png`, and `manifest.json` says which picture
 * each shot ("<story>.<lang>.<width>") approved. A story that looks the same in two languages or
 * widths (a page's "Kinyarwanda" story and its default one in Kinyarwanda) costs one file.
 */
export const manifestFile = `${baselineDir}/manifest.json`;
export type Manifest = Record<string, string>;
export const readManifest = (): Manifest => (existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {});
export const pictureFile = (hash: string) => `${baselineDir}/${hash}.png`;

/**
 * The bytes of each approved shot's screenshot as the baselines' Chromium encodes it (a SHA-256,
 * shortened): a screenshot with the same bytes shows the approved pixels, and needs no decoding or
 * comparing (decoding the long pages' PNGs was a third of the run). Any other screenshot, and every
 * screenshot of another Chromium, is compared pixel by pixel. Written with the baselines.
 */
export const screenshotsFile = `${baselineDir}/screenshots.json`;
export const readScreenshots = (): Manifest =>
  existsSync(screenshotsFile) ? (JSON.parse(readFileSync(screenshotsFile, 'utf8')) as Manifest) : {};

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
  /** With --update, the picture now approved for this shot (a file of the baseline folder). */
  accepted?: string;
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
  /** The Chromium that drew this run's pictures. */
  chromium: string;
  shots: Shot[];
  findings: Finding[];
  ms: number;
  /** Where the time went, by step. */
  spent: Record<string, number>;
}
