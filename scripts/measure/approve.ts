// `npm run approve [-- --base <git ref>]` (issue 46, item 3; TRANSLATING.md): approves a text change.
// It finds which messages changed since the base (default HEAD: the changes not yet committed; in a
// pull request, the branch it leaves from), then regenerates only the approvals that show them:
//   - the spoken phrases of the stories that say an old text (stories/**/<Component>.spoken.json),
//   - the ARIA snapshots of the pages that hold one (tests/e2e/aria/), after a build,
//   - the screenshots of those stories and of the components the messages name (tests/storybook/visual/),
// and prints what changed, for a person to read before committing. The same command runs on a
// developer's machine and in CI (.ci/approve), so a translator needs neither Node nor Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compileAll, type CompiledDomain } from '../build/lib/catalogues';
import { LANGS, type Lang } from '../../src/lib/langs';
import { APPROVE_MARK } from '../../stories/support/approve-mark';

const ROOT = join(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const base = args[args.indexOf('--base') + 1] && args.includes('--base') ? args[args.indexOf('--base') + 1]! : 'HEAD';
const dryRun = args.includes('--dry-run');

interface Change {
  lang: Lang;
  domain: string;
  key: string;
  before: string;
  after: string;
}

/** The catalogues as they were at `ref`, compiled. */
async function compiledAt(ref: string): Promise<CompiledDomain[]> {
  const dir = await mkdtemp(join(tmpdir(), 'approve-'));
  try {
    const archive = execFileSync('git', ['archive', ref, 'src/locales'], { cwd: ROOT, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return await compileAll({ root: join(dir, 'src', 'locales') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const flat = (text: string | string[]) => (Array.isArray(text) ? text.join('\n') : text);

function changesBetween(before: CompiledDomain[], after: CompiledDomain[]): Change[] {
  const old = new Map(before.map((d) => [d.domain, d.texts]));
  const changes: Change[] = [];
  for (const { domain, texts } of after) {
    for (const [key, text] of texts) {
      for (const lang of LANGS) {
        const was = old.get(domain)?.get(key)?.[lang];
        if (was !== undefined && flat(was) !== flat(text[lang])) changes.push({ lang, domain, key, before: flat(was), after: flat(text[lang]) });
      }
    }
  }
  return changes;
}

/** The pieces of a text that show as written (between placeholders, language marks and line breaks), longest first. */
function fragments(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|\[\[[a-z]{2,3}:|\]\]|\n/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 6)
    .sort((a, b) => b.length - a.length);
}

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(suffix)).map((f) => join(dir, f));
}

/** Files that hold one of the old texts (in the language it changed in, for ARIA snapshots). */
async function holding(files: string[], changes: Change[], langOf: (file: string) => Lang | undefined): Promise<string[]> {
  const out: string[] = [];
  for (const file of files) {
    const text = (await readFile(file, 'utf8')).replace(/\\"/g, '"');
    const lang = langOf(file);
    if (changes.some((c) => (!lang || c.lang === lang) && fragments(c.before).some((part) => text.includes(part)))) out.push(file);
  }
  return out;
}

const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  if (dryRun) return '';
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(
    result.stdout
      .split('\n')
      .filter((line) => !line.startsWith(APPROVE_MARK))
      .slice(-15)
      .join('\n'),
  );
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
  return result.stdout;
};

const changes = changesBetween(await compiledAt(base), await compileAll());
if (!changes.length) {
  console.log(`approve: no message changed since ${base}; nothing to approve.`);
  process.exit(0);
}
console.log(`approve: ${changes.length} texts changed since ${base}:`);
for (const c of changes.slice(0, 30)) console.log(`  ${c.lang} ${c.domain} ${c.key}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`);

// What shows them.
const spokenFiles = await holding(await filesUnder(join(ROOT, 'stories'), '.spoken.json'), changes, () => undefined);
const ariaDir = join(ROOT, 'tests', 'e2e', 'aria');
const ariaLang = (file: string): Lang => {
  const first = relative(ariaDir, file).split('/')[0];
  return first === 'fr' || first === 'rw' ? first : 'en';
};
const ariaFiles = await holding(await filesUnder(ariaDir, '.aria.yml'), changes, ariaLang);
const pagePath = (file: string) =>
  `/${relative(ariaDir, file)
    .replace(/(^|\/)?index\.aria\.yml$/, '')
    .replace(/\.aria\.yml$/, '')}`.replace(/\/$/, '') || '/';
const pages = ariaFiles.map(pagePath);
const components = new Set(spokenFiles.map((file) => file.split('/').pop()!.replace('.spoken.json', '')));
for (const domain of await compileAll()) {
  for (const c of changes.filter((change) => change.domain === domain.domain)) {
    for (const ref of domain.source.get(c.key)?.references ?? []) {
      const component = /^src\/components\/([^/]+)\//.exec(ref)?.[1];
      if (component) components.add(component);
    }
  }
}
const storyFiles = [...components].map((name) => join('stories', 'components', `${name}.stories.tsx`)).filter((file) => existsSync(join(ROOT, file)));
console.log(
  `\napprove: spoken phrases of ${spokenFiles.length} components, ARIA snapshots of ${pages.length} pages, screenshots of ${storyFiles.length} components.`,
);

run('npm', ['run', 'content:fixtures']);

if (spokenFiles.length) {
  const stories = spokenFiles.map((file) => relative(ROOT, file).replace('.spoken.json', '.stories.tsx'));
  // Only the spoken journeys: whether the new words fit their layout is the test suite's to say.
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', '-t', 'say the approved phrases', ...stories], {
    cwd: ROOT,
    env: { ...process.env, VITE_SPOKEN_APPROVE: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0) throw new Error(`the spoken stories failed while approving:\n${result.stdout.slice(-4000)}`);
  const heard = result.stdout
    .split('\n')
    .filter((line) => line.includes(APPROVE_MARK))
    .map(
      (line) => JSON.parse(line.slice(line.indexOf(APPROVE_MARK) + APPROVE_MARK.length)) as { title: string; journey: string; lang: Lang; phrases: string[] },
    );
  for (const { title, journey, lang, phrases } of heard) {
    const file = join(ROOT, 'stories', 'components', `${title.split('/').pop()}.spoken.json`);
    const approved = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string[]>>;
    (approved[journey] ??= {})[lang] = phrases;
    await writeFile(file, `${JSON.stringify(approved, null, 2)}\n`);
  }
  console.log(`approve: ${heard.length} journeys heard anew.`);
}

if (pages.length) {
  run('npm', ['run', 'build:site']);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  run('npx', ['playwright', 'test', 'tests/e2e/routes.spec.ts', '-g', `route (?:${pages.map(escape).join('|')}) one load`], { ARIA_SNAPSHOTS: 'update' });
}

if (storyFiles.length) {
  const titles = [...components].map((name) => `Components/${name} `);
  run('npm', ['run', 'test:visual', '--', '--update', '-g', titles.join('|')]);
}

// What changed, for review.
const status = execFileSync('git', ['status', '--short', '--', 'stories', 'tests/e2e/aria', 'tests/storybook/visual'], { cwd: ROOT, encoding: 'utf8' });
console.log(`\napprove: changed approvals (read them before you commit):\n${status || '  none'}`);
if (status) console.log(execFileSync('git', ['diff', '--', 'stories/**/*.spoken.json', 'tests/e2e/aria'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 }));
