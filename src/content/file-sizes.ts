import sizes from './generated/file-sizes.json';

/**
 * Byte size of each local downloadable file (real or generated sample), measured at build time by
 * scripts/content-generate.ts. The JSON is generated and git-ignored: `npm run content:generate`
 * (run automatically before dev, build, test and typecheck) writes it.
 */
const bytesByFile: Readonly<Record<string, number>> = sizes;

/** Size in bytes of a file under public/ ("/books/x.pdf"), or undefined for external or unknown files. */
export function fileSize(file: string): number | undefined {
  return Object.hasOwn(bytesByFile, file) ? bytesByFile[file] : undefined;
}
