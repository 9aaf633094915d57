// `npm run content:generate` (runs before dev, build, storybook, test and typecheck):
// for every downloadable file that is missing under public/, writes to public/generated/ (served at
// the same URL) either the document built from our own data (road map PDFs, from their plans) or a
// one-page sample PDF, and writes src/content/generated/file-sizes.json (bytes) and sample-files.json
// (which files are still samples) for the download buttons. Both outputs are git-ignored. See README, "Downloadable files".
import { downloadCollections } from '../src/content/downloads';
import { generate } from './lib/download-files';
import { roadmapPdfBuilders } from './lib/roadmap-pdf';
import { writeElementPages } from './lib/element-pages';

// Road map PDFs are built from their written plans (src/content/roadmap-plans/), one per language.
const result = await generate(downloadCollections, undefined, await roadmapPdfBuilders());
const total = Object.keys(result.sizes).length;
const samples = result.written.length + result.unchanged.length;
console.log(
  `content:generate: ${total} local files, ${result.built.length} built from our content, ${samples} samples` +
    ` (${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} stale removed).`,
);

// Each element's page data as its own small module (src/content/generated/element-pages/).
console.log(`content:generate: ${await writeElementPages()} element page modules.`);
