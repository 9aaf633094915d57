// `npm run content:check [-- --strict]`: lists every downloadable file with its status
// (real / sample / external) and size, then the rows of every check module in scripts/operator/checks/.
// Exits non-zero when a check fails, and with --strict also while any sample remains
// (run it with --strict before a production deploy).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { downloadCollections } from '../../src/content/downloads';
import { fileStatus } from '../build/lib/download-files';
import { roadmapPdfBuilders } from '../build/lib/roadmap-pdf';
import type { CheckModule, CheckRow } from './checks/types';

const strict = process.argv.includes('--strict');

async function downloadRows(): Promise<CheckRow[]> {
  const rows: CheckRow[] = [];
  const builders = await roadmapPdfBuilders();
  for (const collection of downloadCollections) {
    for (const entry of collection.entries) {
      const file = fileStatus(entry.file, undefined, builders);
      const item = `${entry.id} ${entry.title}`;
      if (file.status === 'missing') {
        rows.push({ group: collection.id, item, status: 'fail', detail: `${entry.file} is missing: run npm run content:generate` });
      } else if (file.status === 'external') {
        rows.push({ group: collection.id, item, status: 'external', detail: entry.file });
      } else if (file.status === 'built') {
        // Written by content:generate from our own data (a road map's plan): a real document, not a stand-in.
        rows.push({ group: collection.id, item, status: 'real', detail: `${entry.file} (built from our content)`, bytes: file.bytes });
      } else {
        rows.push({ group: collection.id, item, status: file.status, detail: entry.file, bytes: file.bytes });
      }
    }
  }
  return rows;
}

async function checkModuleRows(): Promise<CheckRow[]> {
  const dir = join(import.meta.dirname, 'checks');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && f !== 'types.ts').sort();
  const rows: CheckRow[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Partial<CheckModule>;
    if (typeof mod.run !== 'function') {
      rows.push({ group: file, item: 'module', status: 'fail', detail: 'does not export run(): Promise<CheckRow[]>' });
      continue;
    }
    try {
      rows.push(...(await mod.run()));
    } catch (error) {
      rows.push({ group: file, item: 'run()', status: 'fail', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return rows;
}

const size = (bytes: number | undefined): string =>
  bytes === undefined ? '' : bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} KB`;

const rows = [...(await downloadRows()), ...(await checkModuleRows())];
const table = rows.map((r) => [r.group, r.item.length > 64 ? r.item.slice(0, 63) + '…' : r.item, r.status, size(r.bytes), r.detail]);
const header = ['group', 'item', 'status', 'size', 'detail'];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of table) console.log(line(row));

const count = (status: CheckRow['status']) => rows.filter((r) => r.status === status).length;
console.log(
  `\n${rows.length} rows: ${count('real')} real, ${count('sample')} sample, ${count('external')} external, ` + `${count('ok')} ok, ${count('fail')} failing.`,
);
if (count('fail') > 0) {
  console.error('content:check: some checks fail (see "fail" rows above).');
  process.exitCode = 1;
} else if (strict && count('sample') > 0) {
  console.error(
    `content:check --strict: ${count('sample')} sample(s) remain. Replace each with the real file or value ` +
      '(README, "Downloadable files") before deploying to production.',
  );
  process.exitCode = 1;
} else {
  console.log(strict ? 'content:check --strict: everything is real.' : 'content:check: no failures (samples are allowed without --strict).');
}
