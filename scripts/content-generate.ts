// `npm run content:generate` (runs before dev, build, storybook, test and typecheck):
// for every downloadable file that is missing under public/, writes a one-page sample PDF to
// public/generated/ (served at the same URL), and writes src/content/generated/file-sizes.json
// for the download buttons. Both outputs are git-ignored. See README, "Downloadable files".
import { downloadCollections } from '../src/content/downloads';
import { generate } from './lib/download-files';

const result = await generate(downloadCollections);
const total = Object.keys(result.sizes).length;
const samples = result.written.length + result.unchanged.length;
console.log(
  `content:generate: ${total} local files, ${samples} of them samples` +
    ` (${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} stale removed).`,
);
