// `npm run i18n:compile | i18n:status | i18n:sync` — the translators' catalogues (src/locales/,
// TRANSLATING.md, ADR 0010).
//   compile  PO → src/content/generated/ (runs first in content:generate). Fails on a message whose
//            placeholders or plural forms differ from English (the site would show it wrong).
//   status   per language: messages, translated, missing, untranslated, changed in English since
//            translated; writes reports/i18n-status.json; --strict fails on anything missing or untranslated.
//   sync     merges the English templates (.pot) into every translation, as msgmerge does.
//   --pseudo (compile; or UBUMENYI_PSEUDO=1) writes the pseudo-locale's English instead (src/lib/pseudo.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileAll, statusOf, syncCatalogues, writeCompiled, type CatalogueIssue } from '../build/lib/catalogues';

const [command = 'compile', ...flags] = process.argv.slice(2);
const ROOT = join(import.meta.dirname, '..', '..');

function list(issues: CatalogueIssue[], limit = 40): string {
  const lines = issues.slice(0, limit).map((i) => `  ${i.lang} ${i.kind.padEnd(12)} src/locales/${i.lang}/${i.domain}.po  ${i.key}${i.detail ? `  (${i.detail})` : ''}`);
  if (issues.length > limit) lines.push(`  … and ${issues.length - limit} more (reports/i18n-status.json)`);
  return lines.join('\n');
}

if (command === 'compile') {
  // UBUMENYI_PSEUDO=1: the pseudo-locale's build (scripts/measure/pseudo-check.ts), through content:generate.
  const pseudo = flags.includes('--pseudo') || process.env.UBUMENYI_PSEUDO === '1';
  const domains = await compileAll({ pseudo });
  const broken = domains.flatMap((d) => d.issues).filter((i) => i.kind === 'placeholders' || i.kind === 'forms');
  if (broken.length) {
    console.error(`i18n:compile: ${broken.length} translations would show wrong:\n${list(broken)}`);
    process.exit(1);
  }
  const files = await writeCompiled(domains);
  console.log(`i18n:compile: ${domains.length} domains, ${files} files${pseudo ? ' (pseudo-locale)' : ''}.`);
} else if (command === 'status') {
  const domains = await compileAll();
  const status = statusOf(domains);
  const issues = domains.flatMap((d) => d.issues);
  console.log('lang  messages  translated  missing  untranslated  changed-in-English  placeholders  extra');
  for (const s of status) {
    console.log(
      `${s.lang.padEnd(6)}${String(s.messages).padStart(8)}${String(s.translated).padStart(12)}${String(s.missing).padStart(9)}${String(s.untranslated).padStart(14)}${String(s.changed).padStart(20)}${String(s.placeholders + s.forms).padStart(14)}${String(s.extra).padStart(7)}`,
    );
  }
  if (issues.length) console.log(`\n${list(issues)}`);
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
  console.error(`Unknown command ${command}: compile, status or sync.`);
  process.exit(2);
}
