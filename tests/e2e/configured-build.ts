import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

/**
 * A second, complete production build of this checkout (prerender, CSP headers, service worker
 * and all), made with extra build-time environment variables, in a temporary copy so the shared
 * dist/ is left alone, and served by scripts/serve.mjs on a free port.
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

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server for the configured build exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server for the configured build did not answer at ${url}`);
}

export async function buildAndServe(env: Record<string, string>): Promise<ConfiguredBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'ubumenyi-configured-build-'));
  for (const entry of COPIED) await cp(join(ROOT, entry), join(dir, entry), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

  // The same steps as `npm run build`, read from package.json so they stay in step with it,
  // without the type check (the main build has done it).
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const steps = pkg.scripts.build!.split('&&').map((s) => s.trim()).filter((s) => s !== 'npm run typecheck');
  const stepEnv = { ...process.env, ...env, PATH: `${join(dir, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
  for (const step of steps) {
    try {
      execSync(step, { cwd: dir, env: stepEnv, stdio: 'pipe' });
    } catch (error) {
      const output = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr) : String(error);
      throw new Error(`configured build: "${step}" failed:\n${output}`);
    }
  }

  const port = await freePort();
  const child = spawn(process.execPath, [join(dir, 'scripts', 'serve.mjs'), '--port', String(port)], { cwd: dir, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/`, child);

  return {
    origin,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      // Remove the link to node_modules first, so nothing below could ever reach the real one.
      await unlink(join(dir, 'node_modules'));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
