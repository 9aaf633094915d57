// `npm run content:generate` (runs before dev, build, storybook, test and typecheck):
// for every downloadable file that is missing under public/, writes to public/generated/ (served at
// the same URL) either the document built from our own data (road map PDFs, from their plans) or a
// one-page sample PDF, and writes src/content/generated/file-sizes.json (bytes) and sample-files.json
// (which files are still samples) for the download buttons, and each element's, road map's and blog post's page
// data as modules of their own (src/content/generated/). All outputs are git-ignored. See README, "Downloadable files".
import { downloadCollections } from '../../src/content/downloads';
import { join } from 'node:path';
import { generate, ROOT } from './lib/download-files';
import { writeIfChanged } from './lib/write-generated';
import { ingestDocuments } from './lib/documents';
import { DOCUMENT_TEXT_FILE, documentText } from './lib/document-text';
import { roadmapPdfBuilders } from './lib/roadmap-pdf';
import { writeElementPages } from './lib/element-pages';
import { writeElementTexts } from './lib/element-texts';
import { writeRoadmapPages } from './lib/roadmap-pages';
import { writePostBodies } from './lib/post-bodies';
import { writeLocalizedModules } from './lib/localized-modules';

// The operator's real documents first (docs/operators.md): a file the site cannot offer stops the
// build here, named, before anything is written.
const documents = await ingestDocuments(
  downloadCollections,
  ROOT,
  new Map(downloadCollections.flatMap((c) => c.entries.map((e) => [e.file, { title: e.title }] as const))),
);
if (documents.refused.length) {
  console.error(`content:generate: ${documents.refused.length} document(s) cannot go on the site:\n  ${documents.refused.map((r) => r.message).join('\n  ')}`);
  process.exit(1);
}
for (const note of [
  ...documents.differences,
  ...documents.unnamed.map((file) => `${file} is in the documents folder, but no record names it: it is not on the site.`),
]) {
  console.warn(`content:generate: ${note}`);
}
await writeIfChanged(join(ROOT, 'src', 'content', 'generated', 'documents.json'), `${JSON.stringify(documents.facts, null, 2)}\n`);
// Each searchable document's pages, for the search index of the documents (scripts/build/search-index.ts):
// read at build time only, never imported by the site.
await writeIfChanged(DOCUMENT_TEXT_FILE, JSON.stringify(documentText(documents)));
console.log(
  `content:generate: ${Object.keys(documents.facts).length} real documents read in ${documents.seconds.toFixed(1)} s (${Object.values(documents.facts).filter((f) => f.scanned).length} scanned).`,
);

// Road map PDFs are built from their written plans (src/content/roadmap-plans/), one per language.
const result = await generate(downloadCollections, undefined, await roadmapPdfBuilders());
const total = Object.keys(result.sizes).length;
const samples = result.written.length + result.unchanged.length;
console.log(
  `content:generate: ${total} local files, ${result.built.length} built from our content, ${samples} samples` +
    ` (${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} stale removed).`,
);

// Each written road map's page data per language, with its PDF's size (src/content/generated/roadmap-pages/).
console.log(`content:generate: ${await writeRoadmapPages(result.sizes)} road map page modules.`);

// Each blog post's body per language (src/content/generated/post-bodies/).
console.log(`content:generate: ${await writePostBodies()} blog post body modules.`);

// Content a page shows in one language, per language (src/content/localized-sources.ts).
console.log(`content:generate: ${await writeLocalizedModules()} localized content modules.`);

// The elements' texts per language and the tiles' names, from their catalogue (src/content/generated/element-texts/, element-names.ts).
console.log(`content:generate: ${await writeElementTexts()} element text modules.`);

// Each element's page data as its own small module (src/content/generated/element-pages/).
console.log(`content:generate: ${await writeElementPages()} element page modules.`);
