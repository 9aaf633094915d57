// `npx tsx scripts/operator/glossary-doc.ts`: writes docs/glossary.md from src/content/glossary/<lang>.json
// (each parsed with its schema). Run it after editing a glossary: tests/unit/glossary.test.ts fails
// while the committed page differs.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { glossarySchema } from '../../src/content/schema';
import { glossaryMarkdown } from './lib/glossary-doc';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'src', 'content', 'glossary');
const files = (await readdir(dir)).filter((name) => name.endsWith('.json'));
const glossaries = await Promise.all(files.map(async (name) => glossarySchema.parse(JSON.parse(await readFile(join(dir, name), 'utf8')))));
await writeFile(join(root, 'docs', 'glossary.md'), glossaryMarkdown(glossaries));
console.log(`glossary-doc: docs/glossary.md written from ${files.length} glossaries.`);
