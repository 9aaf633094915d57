import sizes from './generated/file-sizes.json' with { type: 'json' };
import samples from './generated/sample-files.json' with { type: 'json' };
import documents from './generated/documents.json' with { type: 'json' };

/**
 * Byte size of each local downloadable file (real or generated sample), measured at build time by
 * scripts/build/content-generate.ts. The JSON is generated and git-ignored: `npm run content:generate`
 * (run automatically before dev, build, test and typecheck) writes it.
 */
const bytesByFile: Readonly<Record<string, number>> = sizes;

/** Size in bytes of a file under public/ ("/books/x.pdf"), or undefined for external or unknown files. */
export function fileSize(file: string): number | undefined {
  return Object.hasOwn(bytesByFile, file) ? bytesByFile[file] : undefined;
}

const sampleFiles: ReadonlySet<string> = new Set(samples);

/**
 * Whether a local file is still a generated placeholder (no real document under public/ and
 * nothing to build it from): its card and button then say "Sample file".
 */
export function isSampleFile(file: string): boolean {
  return sampleFiles.has(file);
}

/** What the build read in a real document (scripts/build/lib/documents.ts): page count, scanned or not, cover. */
export interface DocumentFacts {
  pages: number;
  scanned: boolean;
  cover: { url: string; width: number; height: number };
}

const factsByFile: Readonly<Record<string, DocumentFacts>> = documents;

/** The facts of a real document an operator has placed ("/books/x.pdf"); undefined for samples and external files. */
export function documentFacts(file: string): DocumentFacts | undefined {
  return Object.hasOwn(factsByFile, file) ? factsByFile[file] : undefined;
}
