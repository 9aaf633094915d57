// `npm run i18n:compile` (the first step of content:generate): the translators' catalogues
// (src/locales/, TRANSLATING.md, ADR 0010), PO → src/content/generated/. Fails on a message whose
// placeholders or plural forms differ from English (the site would show it wrong).
// `--pseudo` (or UBUMENYI_PSEUDO=1) writes the pseudo-locale's English instead (src/lib/pseudo.ts).
import { compileAll, listIssues, writeCompiled } from './lib/catalogues';

// UBUMENYI_PSEUDO=1: the pseudo-locale's build (scripts/measure/pseudo-check.ts), through content:generate.
const pseudo = process.argv.includes('--pseudo') || process.env.UBUMENYI_PSEUDO === '1';
const domains = await compileAll({ pseudo });
const broken = domains.flatMap((d) => d.issues).filter((i) => i.kind === 'placeholders' || i.kind === 'forms');
if (broken.length) {
  console.error(`i18n:compile: ${broken.length} translations would show wrong:\n${listIssues(broken)}`);
  process.exit(1);
}
const files = await writeCompiled(domains);
console.log(`i18n:compile: ${domains.length} domains, ${files} files${pseudo ? ' (pseudo-locale)' : ''}.`);
