// Writes .br and .gz beside every compressible file in dist/, so static hosts (nginx gzip_static /
// brotli_static, sirv, most CDNs) send compressed bytes without compressing on each request.
// A learner pays for every byte: the periodic table's page is 250 KB as text and 20 KB as brotli.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const data = readFileSync(file);
  if (data.length < 512) continue;
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with brotli`);
