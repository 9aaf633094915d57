// Writes .br and .gz beside every compressible file in dist/, so static hosts (nginx gzip_static /
// brotli_static, sirv, most CDNs) send compressed bytes without compressing on each request.
// A learner pays for every byte: the periodic table's page is 250 KB as text and 20 KB as brotli.
// A file whose .br and .gz are as new as it is is left as it is: the build runs this before the
// service worker's step (which reads the .br sizes for the offline manifests) and again after it,
// for the files that step writes.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { brotli, COMPRESSIBLE, freshCopy, gzipped, MIN_COMPRESSED_BYTES } from './lib/compression';

const dist = resolve(import.meta.dirname, '..', '..', 'dist');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
async function compress(file: string): Promise<void> {
  if (freshCopy(file, '.br') && freshCopy(file, '.gz')) return;
  const data = await readFile(file);
  if (data.length < MIN_COMPRESSED_BYTES) return;
  const [br, gz] = await Promise.all([brotli(data), gzipped(data)]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count += 1;
  before += data.length;
  after += br.length;
}

// zlib's asynchronous calls run on libuv's thread pool: one file per core at a time uses them all.
const queue = [...files(dist)];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with brotli`);
