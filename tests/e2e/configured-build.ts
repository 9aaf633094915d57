import { execSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { serveStatic } from '../support/static-server';

/**
 * A second, complete production build of this checkout (prerender, CSP headers, service worker
 * and all), made with extra build-time environment variables, in a temporary copy so the shared
 * dist/ is left alone, and served by the static server (tests/support/static-server.ts) on a free port.
 *
 * Why: the shipped build has no form URLs (a deployment sets them with VITE_FEEDBACK_FORM_URL and
 * VITE_JOIN_FORM_URL), so the embedded-form journeys need a build made the way a deployment makes
 * one. Building it here keeps `npm run build` and every other test on the default settings.
 */
export interface ConfiguredBuild {
  origin: string;
  close(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..', '..');
const COPIED = ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'src', 'scripts', 'public'];

export async function buildAndServe(env: Record<string, string>): Promise<ConfiguredBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'ubumenyi-configured-build-'));
  for (const entry of COPIED) await cp(join(ROOT, entry), join(dir, entry), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

  // The same steps as `npm run build`, read from package.json so they stay in step with it,
  // without the type check (the main build has done it) and with its prebuild content step below.
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const steps = pkg.scripts
    .build!.split('&&')
    .map((s) => s.trim())
    .filter((s) => s !== 'npm run typecheck');
  const stepEnv = { ...process.env, ...env, PATH: `${join(dir, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
  // First its own generated content, from the fixtures like `npm test`'s build (content:fixtures):
  // the copy of src/content/generated is whatever another command left, and `npm run dev` or
  // Storybook (commands.spec) may have been writing it from the collection as it was copied.
  const fixtures = join(ROOT, 'tests', 'fixtures', 'collection');
  const contentEnv = { ...stepEnv, UBUMENYI_RECORDS: join(fixtures, 'records'), UBUMENYI_FILES: join(fixtures, 'files') };
  for (const [step, stepVars] of [['npm run content:generate', contentEnv] as const, ...steps.map((step) => [step, stepEnv] as const)]) {
    try {
      execSync(step, { cwd: dir, env: stepVars, stdio: 'pipe' });
    } catch (error) {
      const output = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr) : String(error);
      throw new Error(`configured build: "${step}" failed:\n${output}`);
    }
  }

  const server = await serveStatic({ root: join(dir, 'dist') });

  return {
    origin: server.origin,
    async close() {
      await server.close();
      // Remove the link to node_modules first, so nothing below could ever reach the real one.
      await unlink(join(dir, 'node_modules'));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
