// How the build compresses a file, in one place: compress.ts writes the .br and .gz copies with it,
// and pwa.ts sizes the offline manifests with it, so a size a learner is told is what the server sends.
import { existsSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The files sent compressed: text. */
export const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;
/** Below this size a file is sent as it is: compression would save less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its best quality, on libuv's thread pool (zlib's asynchronous calls). */
export const brotli = (data: Buffer): Promise<Buffer> =>
  brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

/** Gzip at its best level, for hosts that do not send brotli. */
export const gzipped = (data: Buffer): Promise<Buffer> => gzipAsync(data, { level: 9 });

/** Whether `file`'s compressed copy with this extension (".br", ".gz") exists and is as new as the file. */
export const freshCopy = (file: string, extension: '.br' | '.gz'): boolean =>
  existsSync(`${file}${extension}`) && statSync(`${file}${extension}`).mtimeMs >= statSync(file).mtimeMs;
