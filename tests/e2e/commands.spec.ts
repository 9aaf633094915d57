import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { prerenderPaths } from '../../src/app/routes';
import { freePort } from '../support/ports';

// The README's commands, run the way a newcomer runs them (not through the e2e server): each test
// starts the command itself on a free port and reads what it serves. One at a time: each generates
// content into the same working tree (npm run dev from the collection, Storybook from the fixtures),
// as a newcomer runs them, one after the other.
test.describe.configure({ mode: 'default' });

const root = resolve(import.meta.dirname, '..', '..');
const paths = await prerenderPaths();

/** Starts `npm <args>` in its own process group; resolves once `ready` appears in its output. */
function startNpm(args: string[], env: Record<string, string>, ready: RegExp, timeout: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, ...env, BROWSER: 'none', NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm ${args.join(' ')} did not get ready in ${timeout} ms:\n${output}`)), timeout);
    const read = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      if (ready.test(output)) {
        clearTimeout(timer);
        done({ child, output: () => output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`npm ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess | undefined) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const h1Of = (html: string) => (html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g) ?? []).map((h) => h.replace(/<[^>]+>/g, '').trim());

test.describe('npm start', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let child: ChildProcess | undefined;
  let base = '';
  let printed = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    const started = await startNpm(['start'], { PORT: String(port) }, /being served at http:\/\/127\.0\.0\.1:\d+\//, 170_000);
    child = started.child;
    printed = started.output();
    base = `http://127.0.0.1:${port}`;
  });
  test.afterAll(() => stop(child));

  test('prints the address it serves, with the port from PORT', () => {
    expect(printed).toContain(`Ubumenyi is being served at ${base}/`);
  });

  test("answers every route of the route table with 200 and the page's one h1", async ({ request }) => {
    for (const path of paths) {
      const response = await request.get(`${base}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const h1 = h1Of(await response.text());
      expect(h1, path).toHaveLength(1);
      expect(h1[0]!.length, path).toBeGreaterThan(0);
    }
  });

  test('answers a folder path with a trailing slash like the path without it', async ({ request }) => {
    const plain = await request.get(`${base}/books`);
    const slash = await request.get(`${base}/books/`);
    expect(slash.status()).toBe(200);
    expect(h1Of(await slash.text())).toEqual(h1Of(await plain.text()));
  });

  test('answers an unknown path with the not-found page and status 404', async ({ request }) => {
    const response = await request.get(`${base}/no-such-page`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toHaveLength(1);
    expect(html).toContain('data-path="/404"');
  });

  test('sends scripts and styles with their content types, precompressed when the browser accepts it', async ({ request }) => {
    const html = await (await request.get(`${base}/`)).text();
    // The entry is started by the bootstrap after the first paint: its modules are listed in data-modules.
    const script = html.match(/<script[^>]+data-modules="([^" ]+\.js)/)?.[1];
    const style = html.match(/<link rel="stylesheet"[^>]+href="([^"]+\.css)"/)?.[1] ?? html.match(/href="([^"]+\.css)"/)?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    const js = await request.get(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(js.status()).toBe(200);
    expect(js.headers()['content-type']).toMatch(/javascript/);
    expect(js.headers()['content-encoding']).toBe('br');
    const css = await request.get(`${base}${style}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers()['content-type']).toMatch(/^text\/css/);
    expect(css.headers()['content-encoding']).toBe('gzip');
  });
});

test('npm run dev serves the home page', async ({ request }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const { child } = await startNpm(['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {}, /Local:\s+http/, 110_000);
  try {
    const response = await request.get(`http://127.0.0.1:${port}/`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
  } finally {
    stop(child);
  }
});

test('npm run storybook starts the catalogue', async ({ request }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const { child } = await startNpm(
    ['run', 'storybook', '--', '--ci', '--port', String(port), '--host', '127.0.0.1'],
    {},
    /Storybook .* started|Local:\s+http/i,
    230_000,
  );
  try {
    const index = await request.get(`http://127.0.0.1:${port}/index.json`);
    expect(index.status()).toBe(200);
    const entries = Object.keys(((await index.json()) as { entries: Record<string, unknown> }).entries);
    expect(entries.length).toBeGreaterThan(100);
    expect((await request.get(`http://127.0.0.1:${port}/iframe.html`)).status()).toBe(200);
  } finally {
    stop(child);
  }
});
