import type { Lang } from '@/lib/langs';
import { formatNumber } from './format';
import { CACHE_NAMES } from './service-worker';

/**
 * The "save the whole site" download of one language, written at build time by scripts/build/pwa.ts as
 * /offline-manifest-<lang>.json: every prerendered page of the language, the JS and CSS every page
 * may load, the language's search index files and the index of the words inside the documents,
 * each with the bytes it costs compressed.
 */
export interface OfflineManifest {
  /** The language whose pages this lists. */
  lang: Lang;
  /** The files to save; pages by their clean address ("/fr/books"), files by their path. */
  files: OfflineFile[];
}

/** One file of an offline manifest. */
export interface OfflineFile {
  /** Site path, as a link or the app requests it. */
  url: string;
  /** Bytes on the wire (compressed as the server sends it). */
  bytes: number;
  /** `documents`: part of the search inside the books and papers, which the section names with its size. */
  part?: 'documents';
}

/** Reads a manifest from untrusted JSON: anything malformed is left out, never thrown. */
export function parseOfflineManifest(value: unknown, lang: Lang): OfflineManifest {
  const files: OfflineFile[] = [];
  const list = value && typeof value === 'object' ? (value as { files?: unknown }).files : undefined;
  if (Array.isArray(list)) {
    for (const item of list as unknown[]) {
      if (!item || typeof item !== 'object') continue;
      const { url, bytes, part } = item as { url?: unknown; bytes?: unknown; part?: unknown };
      if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) continue;
      if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) continue;
      files.push(part === 'documents' ? { url, bytes, part } : { url, bytes });
    }
  }
  return { lang, files };
}

/**
 * The files of several manifests, each once: languages share their JS, CSS and search code, and
 * a file saved for one is not downloaded (nor counted) again for another.
 */
export function mergeOfflineFiles(manifests: readonly OfflineManifest[]): OfflineFile[] {
  const byUrl = new Map<string, OfflineFile>();
  for (const manifest of manifests) for (const file of manifest.files) if (!byUrl.has(file.url)) byUrl.set(file.url, file);
  return [...byUrl.values()];
}

/** The bytes of a list of files. */
export function sumBytes(files: readonly OfflineFile[]): number {
  return files.reduce((total, file) => total + file.bytes, 0);
}

/** The bytes of a list's files that make the search inside the documents (0 when there are none): what the section says it adds. */
export function documentsBytes(files: readonly OfflineFile[]): number {
  return sumBytes(files.filter((file) => file.part === 'documents'));
}

/**
 * A size in megabytes, as the save button states it: "2.4 MB" (en), "2,4 Mo" (fr), "2,4 MB" (rw,
 * formatted by our own code: Chromium's Intl has no rw). Under 10 MB one decimal; a non-empty
 * download is never "0 MB" (at least 0.1). The number and its unit are joined by a no-break space:
 * a line that wraps on a phone never leaves "(0,2" at its end and "MB)" on the next.
 */
export function formatMegabytes(bytes: number, lang: Lang): string {
  const mb = Math.max(0, bytes) / 1_000_000;
  const digits = mb < 10 ? 1 : 0;
  const shown = bytes > 0 ? Math.max(mb, 0.1) : 0;
  const unit = lang === 'fr' ? 'Mo' : 'MB';
  return `${formatNumber(shown, lang, { maximumFractionDigits: digits, minimumFractionDigits: digits })}\u00a0${unit}`;
}

/** How far a download has got, as a whole percentage from 0 to 100 (0 when there is nothing to do). */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/**
 * The service worker's cache a saved file belongs in (its runtime caches, src/sw/sw.ts), so the
 * worker answers it offline: pages (no file extension) with the pages, hashed code with the code,
 * everything else with the files.
 */
export function cacheNameFor(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  if (path.startsWith('/assets/')) return CACHE_NAMES.assets;
  if (/\.[a-z0-9_]+$/i.test(path)) return CACHE_NAMES.files;
  return CACHE_NAMES.pages;
}
