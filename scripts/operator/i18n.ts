// `npm run i18n:status | i18n:sync` — the translators' catalogues (src/locales/, TRANSLATING.md,
// ADR 0010). Compiling them is the build's (scripts/build/i18n-compile.ts).
//   status   per language: messages, translated, missing, untranslated, changed in English since
//            translated; writes reports/i18n-status.json; --strict fails on anything missing or untranslated.
//   sync     merges the English templates (.pot) into every translation, as msgmerge does.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileAll, listIssues, statusOf, syncCatalogues } from '../build/lib/catalogues';

const [command, ...flags] = process.argv.slice(2);
const ROOT = join(import.meta.dirname, '..', '..');

if (command === 'status') {
  const domains = await compileAll();
  const status = statusOf(domains);
  const issues = domains.flatMap((d) => d.issues);
  console.log('lang  messages  translated  missing  untranslated  changed-in-English  placeholders  extra');
  for (const s of status) {
    console.log(
      `${s.lang.padEnd(6)}${String(s.messages).padStart(8)}${String(s.translated).padStart(12)}${String(s.missing).padStart(9)}${String(s.untranslated).padStart(14)}${String(s.changed).padStart(20)}${String(s.placeholders + s.forms).padStart(14)}${String(s.extra).padStart(7)}`,
    );
  }
  if (issues.length) console.log(`\n${listIssues(issues)}`);
  await mkdir(join(ROOT, 'reports'), { recursive: true });
  await writeFile(join(ROOT, 'reports', 'i18n-status.json'), `${JSON.stringify({ status, issues }, null, 2)}\n`);
  const failing = issues.filter((i) => ['missing', 'untranslated', 'placeholders', 'forms'].includes(i.kind));
  if (flags.includes('--strict') && failing.length) {
    console.error(`\ni18n:status: ${failing.length} messages are missing, untranslated or would show wrong (run npm run i18n:sync, then translate them).`);
    process.exit(1);
  }
} else if (command === 'sync') {
  const changed = await syncCatalogues();
  console.log(changed.length ? `i18n:sync: updated\n  ${changed.join('\n  ')}` : 'i18n:sync: every translation follows its English template.');
} else {
  console.error(`Unknown command ${command}: status or sync.`);
  process.exit(2);
}
