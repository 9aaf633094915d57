// `tsx scripts/lint/i18n-unused.ts` (part of `npm run lint`): fails listing every English key that no
// code in src/ or scripts/ can reach (scripts write the road maps' PDFs and the search index).
// What reaches a key: see scripts/lint/lib/i18n-unused.ts. fr and rw have exactly the English keys (the
// typecheck holds them to it), so an unused key is unused in all three.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reachOf, unusedKeys } from './lib/i18n-unused';
import { isNamespace } from '../../src/i18n/define';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');
const scripts = join(root, 'scripts');
const namespacesDir = join(src, 'i18n', 'strings');
// Where the strings are written, not used; and this check (scripts/lint/), whose code names keys as examples.
const definitions = [namespacesDir, join(src, 'i18n', 'locales'), import.meta.dirname];

async function sources(): Promise<[string, string][]> {
  const entries = [...(await readdir(src, { recursive: true, withFileTypes: true })), ...(await readdir(scripts, { recursive: true, withFileTypes: true }))];
  const files = entries
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !definitions.some((dir) => file.startsWith(dir)));
  return Promise.all(files.map(async (file) => [relative(root, file), await readFile(file, 'utf8')] as [string, string]));
}

async function namespaces(): Promise<[string, unknown][]> {
  const found = new Map<string, unknown>();
  for (const name of (await readdir(namespacesDir)).filter((file) => file.endsWith('.ts'))) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(namespacesDir, name)).href);
    for (const value of Object.values(module)) if (isNamespace(value)) found.set(value.ns, value.resources.en);
  }
  return [...found];
}

const unused = unusedKeys(await namespaces(), reachOf(await sources()));
if (unused.length > 0) {
  console.error(`i18n: ${unused.length} key(s) no code in src/ or scripts/ reaches. Remove them from en, fr and rw (or use them):`);
  for (const key of unused) console.error(`  ${key}`);
  process.exit(1);
}
console.log('i18n: every key is reached from src/ or scripts/.');
